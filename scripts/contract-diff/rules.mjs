// The contract's own rules, per pair of operations: the extensions every client of this API is generated
// from (openapi/openapi.yaml's table), which a generic diff rates as harmless. Each rule compares one reading
// of the operation on both sides and words what changed for a backend engineer.
import {
  declaredFailures,
  encryptedBodyMedia,
  isDataEncrypted,
  needsSession,
  resolveRef,
  securityOf,
  successCodes,
} from '../lib/operations.mjs';
import { finding, show } from './classify.mjs';
import { about, pairOperations } from './pairs.mjs';
import { comparePermissions } from './permission.mjs';

/** @typedef {import('./pairs.mjs').Entry} Entry */
/** @typedef {import('./classify.mjs').Finding} Finding */
/** @typedef {{ b: Entry, h: Entry, base: Record<string, any>, head: Record<string, any> }} Pair */

/** Values compared type-exact and order-free: '0' and 0 differ, ['0', '1'] and ['1', '0'] do not. */
const keys = (/** @type {unknown[]} */ values) => new Set(values.map((v) => JSON.stringify(v)));
const sameSet = (/** @type {unknown[]} */ a, /** @type {unknown[]} */ b) => {
  const [x, y] = [keys(a), keys(b)];
  return x.size === y.size && [...x].every((k) => y.has(k));
};
const minus = (/** @type {unknown[]} */ a, /** @type {unknown[]} */ b) =>
  a.filter((v) => !keys(b).has(JSON.stringify(v)));

/** @param {Pair} pair @param {Omit<Finding, 'source' | 'severity'> & { severity?: Finding['severity'] }} fields */
const at = ({ h }, fields) => finding({ source: 'contract', ...about(h), ...fields });

/** @type {((pair: Pair) => Finding[])[]} */
const RULES = [
  function successCode(pair) {
    const [was, is] = [successCodes(pair.b.op), successCodes(pair.h.op)];
    const [added, removed] = [minus(is, was), minus(was, is)];
    if (added.length === 0 && removed.length === 0) return [];
    const onlyType = sameSet(was.map(String), is.map(String));
    // Clients decide success by the code, type-exact: a code only the new contract accepts reads as a failure
    // to old clients, and a code only the old one accepted reads as a failure from an old server.
    const why = [
      added.length > 0 &&
        `clients of the old contract read a success answered with ${added.map(show).join(', ')} as a failure`,
      removed.length > 0 &&
        `a server that still answers ${removed.map(show).join(', ')} fails for clients of the new contract`,
    ].filter(Boolean);
    return [
      at(pair, {
        rule: 'success-code',
        breaks: added.length > 0 && removed.length > 0 ? 'both' : added.length > 0 ? 'clients' : 'servers',
        what: onlyType ? 'x-success-code changed its type only.' : 'x-success-code changed.',
        was: show(pair.b.op['x-success-code']),
        is: show(pair.h.op['x-success-code']),
        why: `success is decided by the business code, type-exact (the string '0' is not the number 0): ${why.join('; ')}`,
      }),
    ];
  },

  function kind(pair) {
    const [was, is] = [pair.b.op['x-kind'], pair.h.op['x-kind']];
    if (was === is) return [];
    return [
      at(pair, {
        rule: 'kind',
        breaks: 'clients',
        what: 'x-kind changed.',
        was: show(was),
        is: show(is),
        why:
          is === 'query'
            ? 'the portal now caches its answer and retries it once after a network failure: a write may be sent twice'
            : 'the portal stops caching and retrying it, and screens that read it are not refreshed by mutations',
      }),
    ];
  },

  function encrypted(pair) {
    const { b, h, base, head } = pair;
    const params = (/** @type {Record<string, any>} */ doc, /** @type {Entry} */ e) =>
      (e.op.parameters ?? [])
        .map((/** @type {any} */ p) => resolveRef(doc, p))
        .filter((/** @type {any} */ p) => p?.['x-encrypted'])
        .map((/** @type {any} */ p) => `${p.in} parameter ${p.name}`);
    const parts = (/** @type {Record<string, any>} */ doc, /** @type {Entry} */ e) => [
      ...(encryptedBodyMedia(doc, e.op).length > 0 ? ['request body'] : []),
      ...params(doc, e),
      ...(isDataEncrypted(doc, e.op) ? ['data of the answer'] : []),
    ];
    const [was, is] = [parts(base, b), parts(head, h)];
    return [
      ...minus(was, is).map((part) => ['no longer travels encrypted', part]),
      ...minus(is, was).map((part) => ['now travels encrypted', part]),
    ].map(([change, part]) =>
      at(pair, {
        rule: 'encrypted',
        breaks: 'both',
        what: `The ${part} ${change} (x-encrypted).`,
        where: String(part),
        was: show(was.includes(part)),
        is: show(is.includes(part)),
        why: 'the side still on the old contract sends Base64 ciphertext where plain JSON is read, or the reverse',
      }),
    );
  },

  function permission(pair) {
    const [was, is] = [pair.b.op['x-permission'], pair.h.op['x-permission']];
    const change = comparePermissions(was, is);
    if (change === 'same') return [];
    const common = { rule: 'permission', was: show(was), is: show(is) };
    if (change === 'loosened')
      return [
        at(pair, {
          ...common,
          breaks: 'none',
          severity: 'review',
          what: 'x-permission loosened: more users may make the call.',
          why: 'users who were refused may now call it: a security review should confirm the server allows them',
        }),
      ];
    return [
      at(pair, {
        ...common,
        breaks: 'clients',
        what: change === 'tightened' ? 'x-permission tightened.' : 'x-permission changed to another permission.',
        why:
          change === 'tightened'
            ? 'users who held the old permission but not the new one lose the call: the portal hides it from them'
            : 'some users lose the call (the portal hides it) and others gain it (a security review should confirm)',
      }),
    ];
  },

  function errorText(pair) {
    const [was, is] = [pair.b.op['x-error-text'] ?? 'msg', pair.h.op['x-error-text'] ?? 'msg'];
    if (was === is) return [];
    return [
      at(pair, {
        rule: 'error-text',
        breaks: 'both',
        what: 'x-error-text changed: the failure text is read from another field.',
        was: show(was),
        is: show(is),
        why: `clients show the failure text from '${is}', where an old server leaves it empty (or the reverse)`,
      }),
    ];
  },

  function invalidates(pair) {
    const [was, is] = [pair.b.op['x-invalidates'] ?? [], pair.h.op['x-invalidates'] ?? []];
    const removed = minus(was, is);
    const added = minus(is, was);
    return [
      ...(removed.length
        ? [
            at(pair, {
              rule: 'invalidates',
              breaks: 'clients',
              severity: 'warning',
              what: `x-invalidates no longer names ${removed.join(', ')}.`,
              was: show(was),
              is: show(is),
              why: 'after this call the portal keeps showing the cached answers of those reads: stale screens',
            }),
          ]
        : []),
      ...(added.length
        ? [
            at(pair, {
              rule: 'invalidates',
              breaks: 'none',
              what: `x-invalidates now names ${added.join(', ')}.`,
              was: show(was),
              is: show(is),
              why: 'the portal reads those again after this call',
            }),
          ]
        : []),
    ];
  },

  function failureCodes(pair) {
    const codes = (/** @type {Entry} */ e) => declaredFailures(e.op).map((f) => f.code);
    const [was, is] = [codes(pair.b), codes(pair.h)];
    const common = { rule: 'failure-codes', was: show(was), is: show(is) };
    return [
      ...minus(was, is).map((code) =>
        at(pair, {
          ...common,
          breaks: 'servers',
          what: `The declared failure code ${show(code)} was removed (no failure example names it).`,
          why: 'a server that still answers it answers an undeclared code, which the conformance check reports',
        }),
      ),
      ...minus(is, was).map((code) =>
        at(pair, {
          ...common,
          breaks: 'clients',
          what: `The failure code ${show(code)} was declared.`,
          why: 'clients written to the old contract do not know it: they handle it as an unknown failure',
        }),
      ),
    ];
  },

  function session(pair) {
    const { b, h, base, head } = pair;
    const [was, is] = [needsSession(base, b.op), needsSession(head, h.op)];
    const security = [show(securityOf(base, b.op)), show(securityOf(head, h.op))];
    const common = { rule: 'session', was: security[0], is: security[1] };
    if (was && !is)
      return [
        at(pair, {
          ...common,
          breaks: 'none',
          severity: 'review',
          what: 'The call no longer needs a session (security, with the document default).',
          why: 'anyone may now call it signed out: a security review should confirm the server means to allow it',
        }),
      ];
    if (!was && is)
      return [
        at(pair, {
          ...common,
          breaks: 'clients',
          what: 'The call now needs a session (security, with the document default).',
          why: 'callers without a session (the login page, signed-out clients) are refused',
        }),
      ];
    if (security[0] === security[1]) return [];
    return [
      at(pair, {
        ...common,
        breaks: 'none',
        what: 'The security requirements changed.',
        why: 'whether a session is needed did not change',
      }),
    ];
  },
];

/** Every finding of the contract's rules: removed, added and moved operations, then each pair's changes. */
export function rulesDiff(base, head) {
  const { pairs, findings } = pairOperations(base, head);
  return [...findings, ...pairs.flatMap(([b, h]) => RULES.flatMap((rule) => rule({ b, h, base, head })))];
}
