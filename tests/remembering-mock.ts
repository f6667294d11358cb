// The remembering mock in-process, for page tests: the same state the dev mock keeps in front of Prism
// (scripts/mock/state.mjs), seeded from the contract's examples, answering an operation as the dev mock does:
// its success example as the envelope, what the state knows on top, and `data` encrypted where the backend
// encrypts it. A page test can add, edit and delete, and see its lists change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decryptText, encryptJson } from '../src/api/cipher';
import { operations, type OperationId } from '../src/api/generated/operations';
import type { OperationMeta } from '../src/api/operation-meta';
import { eachOperation, isSuccessCode, jsonResponse } from '../scripts/lib/operations.mjs';
import { createState } from '../scripts/mock/state.mjs';

type Json = Record<string, unknown>;
interface Operation {
  operationId: OperationId;
  'x-mock'?: unknown;
  [key: string]: unknown;
}

const doc = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../generated/openapi.json'), 'utf8')) as Json;
const meta = (id: OperationId): OperationMeta => operations[id];
const byId = new Map(([...eachOperation(doc)] as { op: Operation }[]).map(({ op }) => [op.operationId, op] as const));

/** The path parameters of a request, by the names of the operation's path template. */
function pathParams(id: OperationId, pathname: string): Json {
  const names = [...meta(id).path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pattern = meta(id)
    .path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{[^}]+\}/g, '([^/]+)');
  const values = new RegExp(`^${pattern}$`).exec(pathname)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}

/** The query as the backend reads it: parameters that travel encrypted, decrypted. */
function readableQuery(id: OperationId, url: URL): Json {
  const encrypted: readonly string[] = meta(id).encryptedParams ?? [];
  return Object.fromEntries(
    [...url.searchParams].map(([name, value]) => [name, encrypted.includes(name) ? decryptText(value) : value]),
  );
}

export type RememberingMock = ReturnType<typeof createRememberingMock>;

/** A fresh remembering mock, started from the examples. */
export function createRememberingMock() {
  // The clock stands still: what a page shows never depends on how fast the machine runs the test (a
  // deleting certificate would go after 20 s); a test moves it with advanceClock.
  const started = Date.now();
  const state = createState(doc, { now: () => started });
  return {
    /**
     * The answer of an operation the test did not stub, or undefined where no JSON example is a success (a
     * download, whose file then answers): the success example with the state on top, encrypted as on the wire.
     */
    answer(id: OperationId, url: URL, body: unknown): Response | undefined {
      const op = byId.get(id)!;
      const examples = Object.values((jsonResponse(op)?.examples ?? {}) as Record<string, { value: Json }>);
      const example = examples.find((candidate) => isSuccessCode(op, candidate.value.code));
      if (!example) return undefined;
      const envelope = example.value;
      const params = pathParams(id, url.pathname);
      const query = readableQuery(id, url);
      const answered = (state.answer({ op, params, query, body, envelope }) ?? envelope) as Json;
      const encrypt = meta(id).encryptedData && isSuccessCode(op, answered.code) && answered.data != null;
      return Response.json(encrypt ? { ...answered, data: encryptJson(answered.data) } : answered);
    },
    /** The items of a collection, as the state holds them now (a copy). */
    items: (collection: string): Json[] => state.items(collection) as Json[],
    /** Moves the mock's clock forward, so a lifecycle (configuring → configured) is seen without waiting. */
    advanceClock: (seconds: number) => state.advanceClock(seconds),
  };
}
