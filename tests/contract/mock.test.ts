// The mock as `npm run mock` runs it (Prism behind the remembering layer) answers every operation: a valid
// request built from the contract gets HTTP 200 with a success code by that operation's rule, and every named
// failure example answers with a failure code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachOperation, isSuccessCode, jsonResponse } from '../../scripts/lib/operations.mjs';
import { startMock } from '../../scripts/mock/start.mjs';
import { buildRequest } from '../../scripts/lib/requests.mjs';
import { loadWire, type Json } from './load-contract';

const wire = loadWire();
const operations = [...eachOperation(wire)] as Json[];
let prism: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  prism = await startMock();
});

afterAll(async () => {
  await prism?.stop();
});

async function send(entry: Json, headers: Record<string, string> = {}) {
  const { url, init, missing } = buildRequest(wire, entry as Parameters<typeof buildRequest>[1], prism.url);
  expect(missing, 'the contract gives an example for every required input').toEqual([]);
  const response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, type, body };
}

describe.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.route}`, entry]))(
  '%s',
  (_name, entry: Json) => {
    const { op } = entry;
    const [otherType] = Object.keys(op.responses['200'].content).filter((type) => type !== 'application/json');

    it('answers a valid request with its success envelope', async () => {
      if (otherType !== undefined) {
        const { status, type } = await send(entry, { accept: otherType });
        expect(status).toBe(200);
        expect(type).toContain(otherType);
        return;
      }
      const { status, body } = await send(entry);
      expect(status, JSON.stringify(body).slice(0, 400)).toBe(200);
      expect(isSuccessCode(op, body.code), `code ${JSON.stringify(body.code)}`).toBe(true);
    });

    const failures = Object.entries((jsonResponse(op)?.examples ?? {}) as Record<string, Json>).filter(
      ([, ex]) => !isSuccessCode(op, ex.value?.code),
    );
    it.each(failures.map(([name]) => [name]))('answers Prefer example=%s with a failure code', async (name) => {
      const { status, body } = await send(entry, { accept: 'application/json', prefer: `example=${name}` });
      expect(status).toBe(200);
      expect(isSuccessCode(op, body.code)).toBe(false);
    });
  },
);
