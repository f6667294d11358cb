// `npm run test:durations`: after a whole `npx vitest run`, writes how long each test file took (Vitest's own timing
// cache of that run) into tests/durations.json, which orders a clean clone's run with the longest files first
// (tests/longest-first.ts). Run it when files have come, gone or changed much; an old entry only orders less well.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/config.mjs';

const cacheDir = path.join(root, 'node_modules/.vite/vitest');
const caches = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'results.json')
  .map((file) => path.join(cacheDir, file))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
if (caches.length === 0) {
  console.error('test:durations: no Vitest timing cache; run `npx vitest run` first');
  process.exit(1);
}
/** @type {{ results: [string, { duration: number }][] }} */
const cache = JSON.parse(readFileSync(caches[0], 'utf8'));
const durations = Object.fromEntries(
  cache.results
    .map(([file, { duration }]) => /** @type {[string, number]} */ ([file, Math.round(duration)]))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(path.join(root, 'tests/durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test:durations: ${Object.keys(durations).length} files written to tests/durations.json`);
