// An example's totals, peaks and 95th percentiles agree with its curve (computed when the contract is
// bundled), so every place of a screen that shows one of them shows the same number.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { figureProblems } from './example-figures';
import { loadReadable, root, type Json } from './load-contract';

const areaDir = path.join(root, 'openapi/areas');
const source: Json = { paths: {} };
for (const file of readdirSync(areaDir).filter((name) => name.endsWith('.yaml'))) {
  const area = parse(readFileSync(path.join(areaDir, file), 'utf8'), { maxAliasCount: -1 }) as Json;
  Object.assign(source.paths, area.paths ?? {});
}
const bundled = loadReadable();

/** A one-operation contract whose success example is `value`. */
const contractOf = (value: unknown): Json => ({
  paths: {
    '/x': {
      post: {
        operationId: 'x',
        responses: { '200': { content: { 'application/json': { examples: { success: { value } } } } } },
      },
    },
  },
});

const curve = { $curve: { time: 't', points: 20, fields: { bandwidth: { trough: 1, peak: 100 } } } };
const bandwidths = (value: Json) => (value.list as Json[]).map((item) => item.bandwidth as number);

describe('figures of the examples', () => {
  it('computes every figure beside a curve from it, and the bundle holds what the portal computes', () => {
    expect(figureProblems(source, bundled)).toEqual([]);
  });

  it('computes some figures at all (the check reaches the examples)', () => {
    const overview = bundled.paths['/api/overview'].post.responses['200'].content['application/json'].examples.success
      .value.data as Json;
    const samples = (overview.bandAndFlowList as Json[]).map((item) => item.bandwidth as number);
    expect(overview.peakBandwidth).toBe(Math.max(...samples));
  });

  it('fails on a figure typed by hand beside a curve', () => {
    const typed = { peakBandwidth: 100, list: curve };
    expect(figureProblems(contractOf(typed), contractOf(typed))).toEqual([
      'x success.peakBandwidth: 100 is typed by hand beside a curve; compute it with $figure',
    ]);
  });

  it('fails when the bundled figure disagrees with the bundled curve', () => {
    const list = Array.from({ length: 20 }, (_, i) => ({ t: i, bandwidth: i + 1 }));
    const written = { peak: { $figure: 'max', of: 'list', field: 'bandwidth' }, list: curve };
    expect(figureProblems(contractOf(written), contractOf({ peak: 20, list }))).toEqual([]);
    expect(figureProblems(contractOf(written), contractOf({ peak: 19, list }))).toEqual([
      'x success.peak: the bundled example says 19, its curve gives 20',
    ]);
  });

  it('takes the 95th percentile by the billing rule: the top 5 % discarded, the next sample billed', () => {
    // 20 samples 1…20: floor(20 × 0.05) = 1 discarded (20), so 19 is billed.
    const list = Array.from({ length: 20 }, (_, i) => ({ t: i, bandwidth: i + 1 }));
    const written = { p95: { $figure: 'p95', of: 'list', field: 'bandwidth' }, list: curve };
    expect(bandwidths({ list })).toHaveLength(20);
    expect(figureProblems(contractOf(written), contractOf({ p95: 19, list }))).toEqual([]);
    expect(figureProblems(contractOf(written), contractOf({ p95: 20, list }))).toHaveLength(1);
  });
});
