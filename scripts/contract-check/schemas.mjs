// Validates values against schemas of the wire contract with Ajv (JSON Schema 2020-12, the dialect of
// OpenAPI 3.1), and words each error as "which field: what was expected (what came)".
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const CONTRACT_ID = 'contract.json';

/** Points a schema's local refs at the registered contract, so a sub-schema compiles on its own. */
function anchored(node) {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${CONTRACT_ID}${v}` : anchored(v),
    ]),
  );
}

/** JSON Pointer segments as a readable field path: /data/list/0/port → data.list[0].port */
export function fieldPath(segments) {
  let out = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

const pointerSegments = (pointer) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A short rendering of a received value, for "got …". */
export function shortValue(value) {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

// Keywords where the received value helps the reader (a type or a pattern mismatch, a wrong enum value).
const SHOW_RECEIVED = new Set(['type', 'enum', 'const', 'pattern', 'format', 'minLength', 'minimum', 'maximum']);

function describeError(error, prefix) {
  const segments = [...prefix, ...pointerSegments(error.instancePath)];
  let message = error.message ?? error.keyword;
  if (error.keyword === 'enum') message += `: ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'additionalProperties') message += `: '${error.params.additionalProperty}'`;
  if (SHOW_RECEIVED.has(error.keyword)) message += ` (got ${shortValue(error.data)})`;
  return { source: 'check', path: fieldPath(segments) || '(answer)', message };
}

/** Drops the repeated lines Ajv gives when several branches of an anyOf/oneOf fail at the same place. */
function unique(problems) {
  const seen = new Set();
  return problems.filter((p) => {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createValidator(wire) {
  // verbose: errors carry the failing value, shown as "got …".
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  addFormats(ajv);
  ajv.addSchema({ $id: CONTRACT_ID, components: wire.components });
  const compiled = new WeakMap();

  return {
    /**
     * @param {Record<string, any>} schema a schema of the wire contract (local refs allowed)
     * @param {unknown} value
     * @param {string[]} [prefix] field path segments the value sits under (e.g. ['data'])
     * @returns {{ source: 'check', path: string, message: string }[]} empty when the value is valid
     */
    validate(schema, value, prefix = []) {
      let check = compiled.get(schema);
      if (!check) {
        check = ajv.compile(anchored(schema));
        compiled.set(schema, check);
      }
      if (check(value)) return [];
      return unique((check.errors ?? []).map((error) => describeError(error, prefix)));
    },
  };
}
