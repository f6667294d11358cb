// Every example of the contract validates against its schema; encrypted ones also after decryption, and
// every operation has a success example first and at least one named business failure.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { decryptJson } from '../../scripts/lib/cipher.mjs';
import { readConfig } from '../../scripts/lib/config.mjs';
import { eachOperation, isSuccessCode, jsonResponse, resolveRef } from '../../scripts/lib/operations.mjs';
import { loadReadable, loadWire, present, type Json } from './load-contract';

const readable = loadReadable();
const wire = loadWire();
const { cipherKey } = readConfig();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract.json', components: readable.components });

/** Points a schema's local refs at the registered contract so a sub-schema compiles on its own. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract.json${v}` : anchored(v),
    ]),
  );
}

function validate(schema: Json, value: unknown): string[] {
  const check = ajv.compile(anchored(schema) as Json);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const operations = [...eachOperation(readable)] as Json[];
const wireOperations = new Map(([...eachOperation(wire)] as Json[]).map((entry) => [entry.op.operationId, entry.op]));

describe.each(operations.map((entry) => [entry.op.operationId as string, entry]))('%s', (_id, { op }: Json) => {
  const media = jsonResponse(op);
  const examples = Object.entries((media?.examples ?? {}) as Record<string, Json>);

  it('has a success example first and a named business failure', () => {
    expect(examples.length).toBeGreaterThan(0);
    const [, first] = present(examples[0], `the first example of ${op.operationId}`);
    const binarySuccess = Object.keys(op.responses['200'].content).some((type) => type !== 'application/json');
    if (!binarySuccess) expect(isSuccessCode(op, first.value.code)).toBe(true);
    const failures = examples.filter(([, ex]) => !isSuccessCode(op, ex.value?.code));
    expect(failures.length).toBeGreaterThan(0);
  });

  it('has examples that validate against the response schema', () => {
    const problems = examples.flatMap(([name, ex]) => validate(media.schema, ex.value).map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('has request examples that validate against their schemas', () => {
    const problems: string[] = [];
    for (const parameter of (op.parameters ?? []).map((p: Json) => resolveRef(readable, p))) {
      if ('example' in parameter)
        problems.push(...validate(parameter.schema, parameter.example).map((p) => `${parameter.name}: ${p}`));
      else if (parameter.required) problems.push(`${parameter.name}: required parameter without an example`);
    }
    const body = resolveRef(readable, op.requestBody);
    for (const [type, bodyMedia] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      if ('example' in bodyMedia)
        problems.push(...validate(bodyMedia.schema, bodyMedia.example).map((p) => `${type} body: ${p}`));
      else if (!bodyMedia.examples) problems.push(`${type} body: no example`);
    }
    expect(problems).toEqual([]);
  });

  it('sends encrypted examples that decrypt to the readable ones', () => {
    const wireOp = wireOperations.get(op.operationId);
    const wireExamples = (jsonResponse(wireOp)?.examples ?? {}) as Record<string, Json>;
    for (const [name, ex] of examples) {
      const sent = present(wireExamples[name], `the wire example ${name}`).value;
      const encrypted = typeof sent?.data === 'string' && typeof ex.value?.data !== 'string';
      expect(encrypted ? { ...sent, data: decryptJson(sent.data, cipherKey) } : sent).toEqual(ex.value);
    }
  });
});

// 002 §5.5: an account's identity is letters, digits and underscores ('@+@' marks a group's direct domains).
// Examples that break the rule would teach the screens and their tests identities no backend can create.
const ACCOUNT_KEYS = new Set(['account', 'customer', 'identity', 'shareAccount', 'accounts', 'accountAll', 'customs']);

function accountValues(node: unknown, key = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => accountValues(item, key));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => accountValues(v, k));
  // '$input.…' is the remembering mock's reference to a request's field, not an example.
  if (typeof node !== 'string' || !ACCOUNT_KEYS.has(key) || node.startsWith('$')) return [];
  return node
    .split(',')
    .map((part) => part.trim().replace(/@\+@$/, ''))
    .filter(Boolean);
}

it('names accounts in its examples with letters, digits and underscores only', () => {
  const values = accountValues(readable.paths);
  expect(values.length).toBeGreaterThan(50);
  expect(values.filter((value) => !/^\w+$/.test(value))).toEqual([]);
});

// The overview draws the comparison period over the current one, moved forward by the distance between the
// two queries' starts (src/features/overview/rules/traffic-series.ts). Examples answered for the same days
// would be drawn after the current curve instead of over it.
it.each([
  ['success', 1],
  ['weekByMinute', 7],
])("answers the comparison period's %s example for the days before the current one", (name, days) => {
  const firstTime = (path: string) => {
    const list = jsonResponse(readable.paths[path].post).examples[name].value.data.bandAndFlowList as Json[];
    return Number(present(list[0], `${path} ${name}`).timestamp);
  };
  expect(firstTime('/api/overview') - firstTime('/api/sequential')).toBe(days * 24 * 3600);
});

// The bill screen shows the sum of a range beside its months: the two examples answer the same months.
it("sums in the bill sum's example the months of the bill overview's example", () => {
  const success = (path: string) => jsonResponse(readable.paths[path].post).examples.success.value.data as Json;
  const months = success('/api/bill/overview') as unknown as Json[];
  const total = (field: string) => Math.round(months.reduce((sum, month) => sum + month[field], 0) * 100) / 100;
  const sum = success('/api/bill/billSum');
  expect(sum).toMatchObject({
    startMonth: months[0]?.month,
    endMonth: months.at(-1)?.month,
    count: months.length,
    amount: total('amount'),
    actualPayment: total('actualPayment'),
  });
});
