// Runs the conformance check and returns the run as data (printing and report files are elsewhere). The modes,
// each judged by judge.mjs:
// - examples: every read, a valid request built from the contract's examples, through Prism's validating
//   proxy; it must succeed (a declared failure proves nothing about the success answer: not verified);
// - flows (--include-writes): the writes as chains that create, read back, change, delete and clean up;
// - negative (--negative): inputs the contract refuses, straight to the backend: they must be refused;
// - signed out (--signed-out): every call that needs a session, without one: it must answer an ended session;
// - as another user (--as): every call whose x-permission that user lacks: it must be refused.
// Requests go one at a time, so Prism's log lines can be tied to a call and a real backend is not flooded.
import { decryptJson } from '../lib/cipher.mjs';
import { eachOperation, isDataEncrypted, isSuccessCode, needsSession } from '../lib/operations.mjs';
import { exampleInput, httpRequest } from '../lib/requests.mjs';
import { mayCall } from '../../src/lib/permission-grant.js';
import { describeOperation, shownUrl } from './describe.mjs';
import { exchange } from './exchange.mjs';
import { planFlows } from './flow-plan.mjs';
import { runChain } from './flows.mjs';
import { judgeAnswer } from './judge.mjs';
import { negativeCases } from './negative.mjs';
import { planOperations } from './plan.mjs';
import { logCaughtUp, probe, remockedCalls, startProxy } from './proxy.mjs';
import { createValidator } from './schemas.mjs';
import { fails } from './tally.mjs';
import { cookieFrom, loginInput, sessionWarning } from './session.mjs';

const byId = (doc) => new Map([...eachOperation(doc)].map((entry) => [entry.op.operationId, entry]));

const isWrite = (op) => op['x-kind'] === 'mutation';
const isCreate = (op) => [op['x-mock'] ?? []].flat().some((rule) => rule.write === 'create');
const SESSION_CALLS = new Set(['login', 'autoLogin', 'logout']);

// An id the account cannot own: a write sent to be refused names it, so one the backend wrongly accepts
// changes nothing that exists.
const MISSING_ID = 999_999_999;
const ID_FIELD = /(^id$|Id$|^ids$|Ids$)/;

/** The input with every id it names replaced by one that does not exist. */
function withMissingIds(input) {
  const replace = (fields) =>
    Object.fromEntries(
      Object.entries(fields ?? {}).map(([name, value]) => {
        if (!ID_FIELD.test(name)) return [name, value];
        if (Array.isArray(value)) return [name, [MISSING_ID]];
        return [name, typeof value === 'string' ? String(MISSING_ID) : MISSING_ID];
      }),
    );
  const body =
    input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? replace(input.body) : input.body;
  return { ...input, path: replace(input.path), query: replace(input.query), body };
}

/** The success data of an answer, decrypted where the operation encrypts it; undefined when it was no success. */
function successData(wire, op, answer, cipherKey) {
  try {
    const body = JSON.parse(answer.text);
    if (!isSuccessCode(op, body?.code)) return undefined;
    return isDataEncrypted(wire, op) && typeof body.data === 'string'
      ? decryptJson(body.data, cipherKey)
      : (body.data ?? null);
  } catch {
    return undefined;
  }
}

/**
 * @param {{ readable: Record<string, any>, wire: Record<string, any>, specPath: string, backend: string, includeWrites: boolean,
 *   only: string[], headers: Record<string, string>, timeoutMs: number, cipherKey: string, negative?: boolean,
 *   signedOut?: boolean, as?: string, login?: string, password?: string, dryRun?: boolean, seed?: string,
 *   negativeCount?: number, maxTimeMs?: number, strictFields?: boolean, expectedFailures?: Map<string, string>,
 *   allowUnverified?: boolean, prismPort?: number, prefix?: string, warn?: (message: string) => void }} options
 */
export async function runCheck(options) {
  const { readable, wire, specPath, backend, includeWrites, only, timeoutMs, cipherKey, warn = () => {} } = options;
  // Before anything starts: a sign-in without its password is a usage error.
  if (options.login) loginInput(options.login, options.password, cipherKey);
  const expectedFailures = options.expectedFailures ?? new Map();
  const seed = options.seed ?? '1';
  const prefix = options.prefix ?? `cc${Date.now().toString(36).slice(-6)}`;
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const entries = byId(readable);
  const reads = planOperations(wire, { includeWrites, only }).planned.filter(({ op }) => !isWrite(op));
  const chosen = (id) => !only.length || only.includes(id);
  const { chains, skipped: noFlow } = planFlows(readable);
  const flows = includeWrites
    ? chains.filter((c) =>
        [c.create, c.update, ...c.moreUpdates, c.remove, c.list].some((u) => u && chosen(u.entry.op.operationId)),
      )
    : [];
  const headers = { ...options.headers };
  if (!options.login) {
    const warning = sessionWarning(
      readable,
      reads.map(({ op }) => entries.get(op.operationId)),
      headers,
    );
    if (warning) warn(warning);
  }
  const validator = createValidator(wire);
  const readableValidator = createValidator(readable);

  /** @type {import('./types').Result[]} */
  const results = [];
  const requests = []; // --dry-run: what would be sent
  const skipped = [];
  for (const entry of eachOperation(wire)) {
    const { op } = entry;
    if (!isWrite(op) || !chosen(op.operationId)) continue;
    if (!includeWrites)
      skipped.push({ entry, reason: 'a write (x-kind: mutation): run with --include-writes to send it' });
    else if (noFlow.has(op.operationId) && !(options.login && SESSION_CALLS.has(op.operationId)))
      skipped.push({ entry, reason: noFlow.get(op.operationId) });
  }

  const unreachable = options.dryRun ? undefined : await probe(backend, Math.min(timeoutMs, 10_000));
  const prism = options.dryRun || unreachable ? undefined : await startProxy(specPath, backend, options.prismPort);
  const channel = { doc: readable, backend, prismUrl: prism?.url, headers, cipherKey, timeoutMs };

  /**
   * Sends one request, judges its answer, records the result.
   * @param {{ route: string, method: string, op: any }} entry
   * @param {Record<string, any>} input
   * @param {import('./types').StepOptions} how
   * @returns {Promise<{ result: import('./types').Result, data: any, answer: import('./types').Answer }>}
   */
  async function step(
    entry,
    input,
    { expectation = 'success', mode = 'examples', label, straight, channelHeaders, redirect },
  ) {
    const wireEntry = byId(wire).get(entry.op.operationId);
    const head = { ...describeOperation(entry), mode, ...(label && { step: label }) };
    if (options.dryRun) {
      const { url, init } = httpRequest(readable, entry, input, { baseUrl: backend, cipherKey });
      requests.push({
        ...head,
        expectation,
        request: `${init.method} ${url}`,
        ...(init.body && { body: init.body.slice(0, 200) }),
        write: isWrite(entry.op),
      });
      return { result: { ...head, problems: [], notes: [] }, data: null, answer: {} };
    }
    /** @type {import('./types').Answer} */
    let answer;
    let record;
    if (unreachable) answer = { error: `backend unreachable: ${unreachable}`, ms: 0 };
    else {
      ({ answer, record } = await exchange({ ...channel, headers: channelHeaders ?? headers }, entry, input, {
        straight,
        redirect,
      }));
    }
    const judged = judgeAnswer({
      wire,
      entry: wireEntry,
      answer,
      validator,
      cipherKey,
      expectation,
      strictFields: options.strictFields,
      maxTimeMs: options.maxTimeMs,
    });
    /** @type {import('./types').Result} */
    const result = {
      ...head,
      ...(answer.status !== undefined && { status: answer.status }),
      ...judged,
      ms: answer.ms ?? 0,
      call: answer.call,
    };
    if (judged.verdict === 'not-verified' && expectedFailures.has(entry.op.operationId)) {
      result.verdict = 'expected-failure';
      result.notes.push(`listed as expected to fail: ${expectedFailures.get(entry.op.operationId)}`);
    } else if (judged.verdict === 'not-verified' && options.allowUnverified) result.allowed = true;
    if (judged.verdict === 'conforms' && expectation === 'success' && expectedFailures.has(entry.op.operationId))
      result.notes.push('listed as expected to fail, but succeeded: take it off the list');
    if (record) result.exchange = record;
    results.push(result);
    const data = answer.text === undefined ? undefined : successData(wire, wireEntry.op, answer, cipherKey);
    return { result, data, answer };
  }

  const example = (entry) => {
    const { missing, ...input } = exampleInput(readable, entry);
    return { missing, input };
  };

  try {
    let ownSession = false;
    if (options.login) {
      const login = entries.get('login');
      const input = loginInput(options.login, options.password, cipherKey);
      const { result, answer } = await step(login, input, { label: 'sign in (--login)' });
      const cookie = cookieFrom(answer.setCookie);
      if (!options.dryRun && (result.verdict !== 'conforms' || !cookie)) {
        result.problems.push({
          source: 'check',
          path: '(answer)',
          message: 'the login set no session cookie: nothing else was sent',
        });
        if (result.verdict === 'conforms') result.verdict = 'violates';
        return finish();
      }
      headers.cookie = cookie;
      ownSession = true;
    }

    // Reads from the examples.
    for (const { op } of reads) {
      const entry = entries.get(op.operationId);
      const { missing, input } = example(entry);
      if (missing.length) {
        results.push({
          ...describeOperation(entry),
          mode: 'examples',
          verdict: 'not-checked',
          problems: missing.map((what) => ({ source: 'check', path: '(request)', message: `no example: ${what}` })),
          notes: ['the contract gives no example for a required input'],
          ms: 0,
        });
        continue;
      }
      await step(entry, input, {});
    }
    if ((options.login || headers.cookie) && includeWrites && chosen('autoLogin')) {
      await step(entries.get('autoLogin'), { path: {}, query: {}, headers: {} }, { label: 'the session, read back' });
    }

    for (const chain of flows) {
      await runChain(
        {
          doc: readable,
          validator: readableValidator,
          prefix,
          dryRun: options.dryRun,
          step: (entry, input, label) => step(entry, input, { mode: `flow ${chain.collection}`, label }),
        },
        chain,
      );
    }

    const refusalTargets = (filter) =>
      [...eachOperation(readable)].filter(
        ({ op }) =>
          chosen(op.operationId) &&
          !SESSION_CALLS.has(op.operationId) &&
          filter(op) &&
          (!isWrite(op) || (includeWrites && !isCreate(op))),
      );

    if (options.negative) {
      for (const entry of refusalTargets(() => true)) {
        const cases = negativeCases(readable, entry, {
          seed,
          count: options.negativeCount ?? 3,
          validator: readableValidator,
          prepare: isWrite(entry.op) ? withMissingIds : undefined,
        });
        for (const { description, input } of cases) {
          const { result } = await step(entry, input, {
            mode: 'negative',
            label: description,
            expectation: 'refusal',
            straight: true,
          });
          result.notes.unshift(`sent ${description} (--seed ${seed})`);
        }
      }
    }

    if (options.signedOut) {
      for (const entry of refusalTargets((op) => needsSession(readable, op))) {
        const { missing, input } = example(entry);
        if (missing.length) continue;
        await step(entry, isWrite(entry.op) ? withMissingIds(input) : input, {
          mode: 'signed out',
          expectation: 'signed-out',
          straight: true,
          channelHeaders: {},
          redirect: 'manual',
        });
      }
    }

    if (options.as) {
      const asHeaders = { cookie: options.as };
      const { result, data } = await step(
        entries.get('autoLogin'),
        { path: {}, query: {}, headers: {} },
        {
          mode: 'as another user',
          label: 'who is --as',
          straight: true,
          channelHeaders: asHeaders,
        },
      );
      const held = Array.isArray(data?.permissionList) ? data.permissionList : undefined;
      if (!held && !options.dryRun) {
        result.problems.push({
          source: 'check',
          path: '(answer)',
          message: "the automatic login did not answer the --as user's permissions: the permissions were not tested",
        });
        result.verdict = 'not-checked';
      } else {
        if (result.notes) result.notes.push(`--as user ${data?.username ?? ''} holds ${held?.length ?? 0} permissions`);
        for (const entry of refusalTargets((op) => !mayCall(held ?? [], op['x-permission']))) {
          const { missing, input } = example(entry);
          if (missing.length) continue;
          await step(entry, isWrite(entry.op) ? withMissingIds(input) : input, {
            mode: 'as another user',
            expectation: 'forbidden',
            straight: true,
            channelHeaders: { ...headers, ...asHeaders },
            redirect: 'manual',
          });
        }
      }
    }

    // Only a session the check opened itself is ended.
    if (ownSession)
      await step(entries.get('logout'), { path: {}, query: {}, headers: {} }, { label: 'sign out (--login)' });
  } finally {
    if (prism) {
      await logCaughtUp(prism);
      const remocked = remockedCalls(prism.output);
      for (const result of results) {
        if (result.call && remocked.has(result.call) && result.mode !== 'negative') {
          Object.assign(result, {
            verdict: 'not-found',
            answered: undefined,
            problems: [{ source: 'check', path: '(answer)', message: 'HTTP 501 Not Implemented from the backend' }],
            notes: ['Prism answered from its mock instead; that answer was ignored'],
          });
        }
      }
      await prism.stop();
    }
  }
  return finish();

  /** A result as reported: a problem a flow found after the answer was judged fails it; only failures keep the exchange. */
  function settled(raw) {
    const { exchange: record, ...result } = raw;
    delete result.call;
    const verdict = result.verdict === 'conforms' && result.problems?.length ? 'violates' : result.verdict;
    const settledResult = { ...result, verdict };
    return fails(settledResult) && record ? { ...settledResult, exchange: record } : settledResult;
  }

  function finish() {
    const operations = [...eachOperation(readable)].length;
    const reported = results.map(settled);
    const verified = new Set(
      reported.filter((r) => r.verdict === 'conforms' && r.answered === 'success').map((r) => r.operationId),
    );
    return {
      backend: shownUrl(backend),
      contract: { title: readable.info?.title, version: readable.info?.version },
      areas: (readable.tags ?? []).map((tag) => tag.name),
      startedAt,
      durationMs: Math.round(performance.now() - started),
      includeWrites,
      modes: {
        examples: true,
        flows: includeWrites,
        negative: Boolean(options.negative),
        signedOut: Boolean(options.signedOut),
        as: Boolean(options.as),
      },
      prefix,
      seed,
      only,
      dryRun: Boolean(options.dryRun),
      successVerified: { operations: verified.size, of: operations },
      results: reported,
      requests,
      skipped: skipped.map(({ entry, reason }) => ({ ...describeOperation(entry), verdict: 'skipped', reason })),
    };
  }
}
