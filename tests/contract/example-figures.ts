// The figures an example carries beside its curve (totals, peaks, 95th percentiles…) against that curve. The
// source (openapi/areas/*.yaml) must compute them (`$figure`), not type them by hand, and the bundled contract
// must hold what the portal itself would compute from the bundled curve: the 95th percentile by the portal's
// own billing rule (src/lib/percentile.ts), independently of the bundler's macros.
import { expandCurve } from '../../scripts/lib/example-macros.mjs';
import { eachOperation } from '../../scripts/lib/operations.mjs';
import { peakOf, percentile95, totalOf } from '../../src/lib/percentile';
import type { Json } from './load-contract';

/** Names of figures that summarise a curve; typed by hand beside one, they drift from it. */
const FIGURE_NAME = /^(total\w*|peak\w*|\w*95|max\w*|min\w*|avg\w*|current|count)$/i;

/** Figures beside a curve that do not summarise it, each with the reason. */
export const NOT_OF_THE_CURVE: Record<string, string> = {
  'getAnalysisHitRate success total': 'the requests of the day; the curve beside it is the hit rate in percent',
};

type Figure = (values: number[]) => number | undefined;
const figures: Record<string, Figure> = {
  sum: (values) => totalOf(values),
  max: (values) => peakOf(values)?.value,
  min: (values) => (values.length ? Math.min(...values) : undefined),
  avg: (values) => (values.length ? totalOf(values) / values.length : undefined),
  last: (values) => values.at(-1),
  count: (values) => values.length,
  p95: (values) => percentile95(values)?.value,
};

const isObject = (node: unknown): node is Json => Boolean(node) && typeof node === 'object' && !Array.isArray(node);
const isCurve = (node: unknown) => isObject(node) && isObject(node.$curve);

interface ExampleSite {
  where: string;
  key: string;
  source: Json;
  bundled: unknown;
}

/** Every success or failure example value of the 200 answers, in source and bundled form, named for messages. */
function* examplePairs(source: Json, bundled: Json): Generator<ExampleSite> {
  for (const { route, method, op } of eachOperation(source) as Iterable<Json>) {
    const content = (op.responses?.['200']?.content ?? {}) as Json;
    for (const [media, body] of Object.entries(content)) {
      for (const [name, example] of Object.entries((body as Json).examples ?? {})) {
        const bundledExample = bundled.paths?.[route]?.[method]?.responses?.['200']?.content?.[media]?.examples?.[name];
        yield {
          where: `${op.operationId} ${name}`,
          key: `${op.operationId} ${name}`,
          source: (example as Json).value,
          bundled: bundledExample?.value,
        };
      }
    }
  }
}

/** The numbers of a curve's field: bundled siblings named by `of`, or a curve written in place (an alias). */
function samples(spec: Json, bundledSiblings: Json | undefined): number[] | string {
  const curves: unknown[] = isCurve(spec.of)
    ? [expandCurve(spec.of.$curve, 0)]
    : [spec.of].flat().map((name: string) => bundledSiblings?.[name]);
  const values: number[] = [];
  for (const curve of curves) {
    if (!Array.isArray(curve)) return `reads ${String(spec.of)}, which is not a curve in the bundled example`;
    for (const item of curve) {
      // `count` without a field counts the items of any list (the total beside a generated `$items` list).
      const value: unknown = spec.field === undefined ? item : (item as Json)?.[spec.field];
      if (spec.$figure === 'count' && spec.field === undefined) {
        values.push(1);
        continue;
      }
      if (typeof value !== 'number') return `finds no number '${spec.field}' in its curve`;
      values.push(value);
    }
  }
  return values;
}

function walk(source: unknown, bundled: unknown, where: string, key: string, problems: string[]) {
  if (Array.isArray(source)) {
    source.forEach((item, i) => walk(item, (bundled as unknown[] | undefined)?.[i], `${where}[${i}]`, key, problems));
    return;
  }
  if (!isObject(source) || isCurve(source)) return;
  const besideCurve = Object.values(source).some(isCurve);
  for (const [name, value] of Object.entries(source)) {
    const at = `${where}.${name}`;
    const bundledValue = (bundled as Json | undefined)?.[name];
    if (isObject(value) && typeof value.$figure === 'string') {
      const compute = figures[value.$figure];
      const values = samples(value, bundled as Json | undefined);
      if (!compute) problems.push(`${at}: unknown $figure '${value.$figure}'`);
      else if (typeof values === 'string') problems.push(`${at}: ${values}`);
      else {
        const scale = 10 ** (typeof value.decimals === 'number' ? value.decimals : 0);
        const whole = compute(values);
        const raw = whole === undefined ? undefined : whole * (typeof value.share === 'number' ? value.share : 1);
        const expected = raw === undefined ? undefined : Math.round(raw * scale) / scale;
        if (bundledValue !== expected) {
          problems.push(`${at}: the bundled example says ${String(bundledValue)}, its curve gives ${expected}`);
        }
      }
    } else if (besideCurve && typeof value === 'number' && FIGURE_NAME.test(name)) {
      if (!(`${key} ${name}` in NOT_OF_THE_CURVE)) {
        problems.push(`${at}: ${value} is typed by hand beside a curve; compute it with $figure`);
      }
    } else {
      walk(value, bundledValue, at, key, problems);
    }
  }
}

/** What disagrees: each problem names the operation, the example and the figure. */
export function figureProblems(source: Json, bundled: Json): string[] {
  const problems: string[] = [];
  for (const site of examplePairs(source, bundled)) walk(site.source, site.bundled, site.where, site.key, problems);
  return problems;
}
