// `npm run bench`: the JavaScript the login route loads (gzip), against a floor of React + Chakra alone
// built in the same run, as a ratio (QUALITY.md, Performance). Prints; asserts nothing.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from '../scripts/lib/config.mjs';

const gzip = (file) => gzipSync(readFileSync(file)).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** JS files the page loads first: the entry, its static imports, and the chunks matched by `alsoLoaded`. */
function initialJs(outDir, alsoLoaded) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || alsoLoaded.some((pattern) => pattern.test(key)))
    .forEach(([key]) => visit(key));
  return [...files].filter((file) => file.endsWith('.js'));
}

async function measure(name, config, alsoLoaded = []) {
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  await build({ ...config, logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
  const files = initialJs(outDir, alsoLoaded);
  const bytes = files.reduce((sum, file) => sum + gzip(path.join(outDir, file)), 0);
  rmSync(outDir, { recursive: true, force: true });
  return { name, files: files.length, bytes };
}

const floor = await measure('floor', {
  root: path.join(root, 'benchmarks/floor'),
  configFile: false,
  plugins: [react()],
});
// The login route: the entry, the route's component chunk and the Chinese catalog (the default language).
const app = await measure('login', { root, configFile: path.join(root, 'vite.config.ts') }, [
  /newlogin/,
  /locales\/zh/,
]);

console.log('Initial JavaScript, gzip');
for (const result of [floor, app])
  console.log(`  ${result.name.padEnd(8)} ${kB(result.bytes).padStart(10)}  (${result.files} files)`);
console.log(`  ratio    ${(app.bytes / floor.bytes).toFixed(2)} × the React + Chakra floor`);
