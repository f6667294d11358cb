// What a screen over its first-page goal is made of: its files, largest first, each with the modules that weigh
// most in it. The treemap (benchmarks/out/treemap.html) shows the same for the whole build; this prints it for
// the screens the routes part finds over the goal, so that a review sees where the bytes are without opening it.
import { kB } from './builds.mjs';

const shortName = (source) => source.replace(/^node_modules\//, '').replace(/^src\//, '');

/**
 * `files`: the screen's JavaScript files; `chunks`: the build's (builds.mjs); `inlineBytes`: the script inline in
 * its page; `goalBytes`: its kind's floor × the goal.
 */
export function printOverGoal({ screen, files, chunks, inlineBytes, goalBytes }, shown = 4) {
  const sorted = [...files].sort((a, b) => chunks.get(b).gzip - chunks.get(a).gzip);
  const total = sorted.reduce((sum, file) => sum + chunks.get(file).gzip, inlineBytes);
  console.log(
    `\n${screen}: ${kB(total)}, ${kB(total - goalBytes)} over its goal (${kB(goalBytes)}); its files (gzip) and the` +
      ' modules that weigh most in each (each gzipped alone)',
  );
  console.log(`  ${kB(inlineBytes).padStart(9)}  the script inline in its page`);
  for (const file of sorted) {
    const { gzip, moduleGzip } = chunks.get(file);
    const heaviest = moduleGzip.slice(0, shown).map(([source, bytes]) => `${shortName(source)} ${kB(bytes)}`);
    if (moduleGzip.length > shown) heaviest.push(`${moduleGzip.length - shown} more`);
    console.log(`  ${kB(gzip).padStart(9)}  ${file}${heaviest.length > 0 ? `: ${heaviest.join(', ')}` : ''}`);
  }
}
