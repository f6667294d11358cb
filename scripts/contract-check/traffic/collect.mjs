// Gathers the judged exchanges of real traffic into a run of the check's shape (the summary and the report files
// read it): one result per operation, or per method and path not in the contract. Every exchange is judged; a
// result keeps the exchanges that failed (up to a bound, so a proxy left running does not grow without end).
import { eachOperation } from '../../lib/operations.mjs';
import { fails } from '../tally.mjs';

const KEPT_FAILURES = 20;

/**
 * @typedef {{ backend: string, contract: { title?: string, version?: string }, areas: string[], startedAt: string,
 *   durationMs: number, includeWrites: boolean, only: string[], results: Record<string, any>[],
 *   skipped: Record<string, any>[], requests: object[], dryRun: boolean, modes: Record<string, unknown>,
 *   successVerified: { operations: number, of: number },
 *   traffic: { source: 'har' | 'proxy', exchanges: number, ignored: number } }}
 *   TrafficRun the run of the check's shape (runCheck's), with what the traffic held
 */

const EXCHANGE_FIELDS = ['verdict', 'status', 'code', 'answered', 'problems', 'notes', 'ms', 'request', 'response'];
const exchangeOf = (result) => ({
  ...Object.fromEntries(EXCHANGE_FIELDS.filter((k) => result[k] !== undefined).map((k) => [k, result[k]])),
  curl: result.curl,
});

/** Each item once, by its text. */
const once = (items, key = JSON.stringify) => [...new Map(items.map((item) => [key(item), item])).values()];

function fold(previous, result) {
  const failedCount = (previous?.failedCount ?? 0) + (fails(result) ? 1 : 0);
  const failed = [...(previous?.failed ?? [])];
  if (fails(result) && failed.length < KEPT_FAILURES) failed.push(exchangeOf(result));
  // The first failure speaks for the operation; while none failed, the latest exchange does.
  const lead = failed.length ? { ...result, ...failed[0] } : result;
  return {
    ...lead,
    problems: failed.length ? once(failed.flatMap((f) => f.problems)) : lead.problems,
    notes: failed.length ? once(failed.flatMap((f) => f.notes)) : lead.notes,
    exchanges: (previous?.exchanges ?? 0) + 1,
    failedCount,
    failed,
  };
}

/**
 * @param {{ wire: Record<string, any>, backend: string, source: 'har' | 'proxy' }} options `backend`: what was recorded or
 *   proxied, as the summary names it
 */
export function createTrafficRun({ wire, backend, source }) {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const results = new Map();
  let exchanges = 0;
  let ignored = 0;

  return {
    /** @param {Record<string, any>} result a judged exchange (judgeExchange, notInContract) */
    add(result) {
      exchanges += 1;
      const key = result.operationId === '(none)' ? `${result.method} ${result.path}` : result.operationId;
      results.set(key, fold(results.get(key), result));
    },
    /** Counts an exchange that is not the API's (a static file, a page, another origin). */
    ignore() {
      ignored += 1;
    },
    /** @returns {TrafficRun} */
    run() {
      return {
        backend,
        contract: { title: wire.info?.title, version: wire.info?.version },
        areas: (wire.tags ?? []).map((tag) => tag.name),
        startedAt,
        durationMs: Math.round(performance.now() - started),
        includeWrites: true,
        only: [],
        results: [...results.values()],
        skipped: [],
        requests: [],
        dryRun: false,
        modes: {},
        successVerified: {
          operations: [...results.values()].filter((r) => r.verdict === 'conforms' && r.answered === 'success').length,
          of: [...eachOperation(wire)].length,
        },
        traffic: { source, exchanges, ignored },
      };
    },
  };
}
