// The mock's dynamic mode (`npm run mock -- --dynamic`): whatever the seed, every operation answers its success
// envelope with random data valid by its schema, encrypted where the backend encrypts it; named examples still
// answer failures, and --failure-rate turns a seeded share of operations into their named failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/contract-check/schemas.mjs';
import { decryptJson } from '../../scripts/lib/cipher.mjs';
import { readConfig } from '../../scripts/lib/config.mjs';
import { eachOperation, isDataEncrypted, isSuccessCode, successEnvelopeSchema } from '../../scripts/lib/operations.mjs';
import { buildRequest } from '../../scripts/lib/requests.mjs';
import { failureExamples } from '../../scripts/mock/failures.mjs';
import { startMock } from '../../scripts/mock/start.mjs';
import { loadReadable, loadWire, type Json } from './load-contract';

const readable = loadReadable();
const wire = loadWire();
const { cipherKey } = readConfig();
const validator = createValidator(readable);
const operations = ([...eachOperation(wire)] as Json[]).filter(
  ({ op }) => Object.keys(op.responses['200'].content)[0] === 'application/json' && successEnvelopeSchema(wire, op),
);
const readableOp = (id: string) => ([...eachOperation(readable)] as Json[]).find(({ op }) => op.operationId === id)!.op;

let dynamic: Awaited<ReturnType<typeof startMock>>;
let failing: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  [dynamic, failing] = await Promise.all([
    startMock({ dynamic: true, seed: '3' }),
    startMock({ dynamic: true, seed: '3', failureRate: 0.5 }),
  ]);
});
afterAll(async () => {
  await Promise.all([dynamic?.stop(), failing?.stop()]);
});

async function send(baseUrl: string, entry: Json, headers: Record<string, string> = {}) {
  const { url, init } = buildRequest(wire, entry as Parameters<typeof buildRequest>[1], baseUrl);
  const response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('every operation answers its success envelope with data valid by its schema', () => {
  it.each(['2', '3', '6', '8'])(
    'with seed %s',
    async (seed) => {
      const problems: string[] = [];
      for (const entry of operations) {
        const op = readableOp(entry.op.operationId);
        const { status, body } = await send(dynamic.url, entry, { prefer: `seed=${seed}` });
        if (status !== 200 || !isSuccessCode(op, body.code)) {
          problems.push(`${op.operationId}: HTTP ${status}, code ${JSON.stringify(body.code)}`);
          continue;
        }
        const encrypted = isDataEncrypted(readable, op);
        if (encrypted && typeof body.data !== 'string') problems.push(`${op.operationId}: data is not encrypted`);
        const data = encrypted ? decryptJson(body.data, cipherKey) : body.data;
        const schema = successEnvelopeSchema(readable, op);
        for (const problem of validator.validate(schema, { ...body, data }))
          problems.push(`${op.operationId}: ${problem.path}: ${problem.message}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe('the seed', () => {
  it('gives other random data for another seed, the same again for the same seed', async () => {
    const entry = operations.find(({ op }) => op.operationId === 'listMonitoringContacts')!;
    const [a, again, b] = await Promise.all(
      ['2', '2', '5'].map((seed) => send(dynamic.url, entry, { prefer: `seed=${seed}` })),
    );
    expect(again!.body).toEqual(a!.body);
    expect(b!.body).not.toEqual(a!.body);
  });
});

describe('failures', () => {
  it('stay reachable by their named examples', async () => {
    const entry = operations.find(({ op }) => op.operationId === 'addMonitoringContact')!;
    const { body } = await send(dynamic.url, entry, { prefer: 'example=nameExists' });
    expect(body).toMatchObject({ code: '500', msg: '联系人名称已存在' });
  });

  it('--failure-rate answers a named failure for a seeded share of the operations, success for the others', async () => {
    const outcomes = await Promise.all(
      operations.map(async (entry) => {
        const op = readableOp(entry.op.operationId);
        const { body } = await send(failing.url, entry);
        return { op, failed: !isSuccessCode(op, body.code), body };
      }),
    );
    const failed = outcomes.filter((o) => o.failed);
    const canFail = outcomes.filter((o) => failureExamples(o.op).length > 0);
    expect(failed.length).toBeGreaterThan(canFail.length * 0.3);
    expect(failed.length).toBeLessThan(canFail.length * 0.7);
    for (const { op, body } of failed) {
      const examples = failureExamples(op).map(
        (name: string) => op.responses['200'].content['application/json'].examples[name].value,
      );
      expect(examples, op.operationId).toContainEqual(body);
    }
  });
});
