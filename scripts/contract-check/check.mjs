// Runs the conformance check: sends the planned operations one at a time through Prism's validating proxy
// (one at a time so Prism's log lines can be tied to a call, and so a real backend is not flooded) and judges
// every answer. Returns the run as data; printing and report files are elsewhere.
import { buildRequest } from '../lib/requests.mjs';
import { judgeAnswer } from './judge.mjs';
import { areaOf, planOperations } from './plan.mjs';
import { logCaughtUp, probe, remockedCalls, send, startProxy, throughPrism } from './proxy.mjs';
import { createValidator } from './schemas.mjs';
import { sessionWarning } from './session.mjs';

const describeOperation = ({ route, method, op }) => ({
  operationId: op.operationId,
  area: areaOf(op),
  method: method.toUpperCase(),
  path: route,
  kind: op['x-kind'],
});

/** The backend's URL as printed and reported: without a user and password it may carry. */
function shownUrl(backend) {
  const url = new URL(backend);
  url.username = '';
  url.password = '';
  return url.href.replace(/\/$/, '');
}

/** Accept what the contract's 200 answer offers, in its order (a file download prefers the file). */
const acceptHeader = (op) => Object.keys(op.responses?.['200']?.content ?? {}).join(', ');

async function exchangeAll(wire, specPath, backend, planned, { headers, timeoutMs }) {
  const prism = await startProxy(specPath, backend);
  try {
    const answers = [];
    for (const entry of planned) {
      const { url, init, missing } = buildRequest(wire, entry, prism.url);
      if (missing.length) {
        answers.push({ missing });
        continue;
      }
      const accept = acceptHeader(entry.op);
      const requestHeaders = { ...(accept && { accept }), ...init.headers, ...headers };
      const answer = await send(url, throughPrism({ ...init, headers: requestHeaders }), timeoutMs);
      answers.push({ ...answer, call: `${init.method} ${new URL(url).pathname}` });
    }
    await logCaughtUp(prism);
    const remocked = remockedCalls(prism.output);
    return answers.map((answer) => (remocked.has(answer.call) ? { ...answer, remocked: true } : answer));
  } finally {
    await prism.stop();
  }
}

/**
 * @param {{ wire: object, readable: object, specPath: string, backend: string, includeWrites: boolean,
 *   only: string[], headers: Record<string, string>, timeoutMs: number, cipherKey: string,
 *   warn?: (message: string) => void }} options `readable` gives the security requirements the wire leaves out
 */
export async function runCheck({
  wire,
  readable,
  specPath,
  backend,
  includeWrites,
  only,
  headers,
  timeoutMs,
  cipherKey,
  warn = () => {},
}) {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const { planned, skipped } = planOperations(wire, { includeWrites, only });
  const warning = sessionWarning(readable, planned, headers);
  if (warning) warn(warning);
  const validator = createValidator(wire);

  const unreachable = await probe(backend, Math.min(timeoutMs, 10_000));
  const answers = unreachable
    ? planned.map(() => ({ error: `backend unreachable: ${unreachable}` }))
    : await exchangeAll(wire, specPath, backend, planned, { headers, timeoutMs });

  const results = planned.map((entry, i) => {
    const answer = answers[i];
    const judged = answer.missing
      ? {
          verdict: 'not-checked',
          problems: answer.missing.map((what) => ({
            source: 'check',
            path: '(request)',
            message: `no example: ${what}`,
          })),
          notes: ['the contract gives no example for a required input'],
        }
      : judgeAnswer({ wire, entry, answer, validator, cipherKey });
    return {
      ...describeOperation(entry),
      ...(answer.status !== undefined && { status: answer.status }),
      ...judged,
      ms: answer.ms ?? 0,
    };
  });

  return {
    backend: shownUrl(backend),
    contract: { title: wire.info?.title, version: wire.info?.version },
    areas: (wire.tags ?? []).map((tag) => tag.name),
    startedAt,
    durationMs: Math.round(performance.now() - started),
    includeWrites,
    only,
    results,
    skipped: skipped.map(({ entry, reason }) => ({ ...describeOperation(entry), verdict: 'skipped', reason })),
  };
}
