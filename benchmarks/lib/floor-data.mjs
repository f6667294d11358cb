// The answers the signed-in floors fetch (benchmarks/floors/table, charts, form), written beside a floor's build
// under data/: ten domains, a day of traffic in 5-minute steps (288 points) for two curves, and an account.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STEP_MS = 5 * 60 * 1000;
const POINTS = 288;

function domains() {
  return Array.from({ length: 10 }, (_, i) => ({
    domain: `www${i}.example.com`,
    cname: `www${i}.example.com.cdn.example.net`,
    status: i % 3 === 0 ? 'configuring' : 'online',
    created: `2026-0${1 + (i % 9)}-1${i} 10:00:00`,
  }));
}

function traffic() {
  const start = Date.UTC(2026, 0, 1);
  const times = Array.from({ length: POINTS }, (_, i) => start + i * STEP_MS);
  // A daily curve with a deterministic ripple (no randomness: every run draws the same).
  const curve = (scale) =>
    times.map((_, i) => Math.round(scale * (1.5 + Math.sin((i / POINTS) * 2 * Math.PI) + 0.1 * Math.sin(i))));
  return { times, bandwidth: curve(1e9), requests: curve(1e5) };
}

export function writeFloorData(outDir) {
  const dir = path.join(outDir, 'data');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'domains.json'), JSON.stringify(domains()));
  writeFileSync(path.join(dir, 'traffic.json'), JSON.stringify(traffic()));
  writeFileSync(
    path.join(dir, 'account.json'),
    JSON.stringify({ name: '张三', email: 'zhang@example.com', phone: '13800000000' }),
  );
}
