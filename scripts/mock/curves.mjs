// The remembering mock's curves (`x-mock: { read: curve }`): a query of traffic over time is answered with its
// success example's curve drawn over the period the request asks for, one sample per granularity, up to now,
// and the figures beside the curve computed from it. Prism's answer is the example's own day whatever was
// asked: a week showed one day, a yesterday showed today, and a day still under way ran into the evening.
import { parseProviderTime } from '../lib/example-dates.mjs';
import { expandExample, startOfProviderDay } from '../lib/example-macros.mjs';
import { isSuccessCode, jsonResponse } from '../lib/operations.mjs';

/** The sample length of each granularity a request names (`grad`, `granularity`, `interval`). */
export const GRANULARITY_SECONDS = {
  minute: 60,
  minute1: 60,
  minute5: 300,
  hour: 3600,
  day: 86_400,
  '1m': 60,
  '5m': 300,
  '1h': 3600,
  '1d': 86_400,
};

/** A request's time as Unix seconds: provider time (YYYY-MM-DD[ HH:mm[:ss]]) or Unix seconds or milliseconds. */
export function requestSeconds(value) {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const number = Number(value);
    return number > 1e12 ? Math.floor(number / 1000) : number;
  }
  return parseProviderTime(value);
}

/**
 * The answer of a `read: curve` rule, or undefined to keep Prism's: the rule names the request fields of the
 * period (`start`, `end`) and of its granularity (`step`; without one, the curve's own sample length).
 * @param {object} op the operation
 * @param {{ start: string, end: string, step?: string }} rule
 * @param {Record<string, unknown>} input the request's fields
 * @param {number} now the mock's clock, in milliseconds
 */
export function curveAnswer(op, rule, input, now) {
  const example = Object.values(jsonResponse(op)?.examples ?? {}).find(
    (candidate) => candidate['x-macro'] && isSuccessCode(op, candidate.value?.code),
  );
  const start = requestSeconds(input?.[rule.start]);
  const asked = requestSeconds(input?.[rule.end]);
  if (!example || start === undefined || asked === undefined || asked < start) return undefined;
  // A server answers what has happened: nothing after now.
  const end = Math.min(asked, Math.floor(now / 1000));
  const step = rule.step ? GRANULARITY_SECONDS[String(input?.[rule.step])] : undefined;
  return expandExample(example['x-macro'], startOfProviderDay(new Date(now)), { start, end, step });
}
