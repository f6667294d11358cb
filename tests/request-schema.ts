// What the portal sends is what the contract's request schema names: a body that holds a property its schema
// does not name (a row sent as it came from a read, a form's extra field) or breaks the schema fails the test
// that sent it. The contract leaves its schemas open for the backend's sake, so unknown properties are found
// by walking the schema, as the conformance check's --strict-fields does for answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createValidator } from '../scripts/contract-check/schemas.mjs';
import { unnamedProperties } from '../scripts/contract-check/strict-fields.mjs';
import { eachOperation, resolveRef } from '../scripts/lib/operations.mjs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const contract: Json = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../generated/openapi.json'), 'utf8'),
) as Json;
const validator = createValidator(contract);
const operations = new Map<string, Json>(
  ([...eachOperation(contract)] as Json[]).map(({ op }) => [op.operationId as string, op]),
);

/** The problems of a body sent to an operation, each a line naming the field; empty when the body is right. */
export function requestBodyProblems(operationId: string, body: unknown): string[] {
  const op = operations.get(operationId);
  if (!op) return [`${operationId} is not an operation of the contract`];
  const content = (resolveRef(contract, op.requestBody)?.content ?? {}) as Record<string, Json>;
  const media = Object.values(content)[0];
  if (body === undefined) return [];
  if (!media) return ['a body, where the contract declares none'];
  // A form travels as text: its values are checked by name only.
  const form = Object.keys(content)[0] === 'application/x-www-form-urlencoded';
  const invalid = form ? [] : validator.validate(media.schema, body, ['body']);
  const unnamed = unnamedProperties(contract, media.schema, body, ['body'], validator);
  // The conformance check's wording names its option; here the property is the point.
  return [...invalid, ...unnamed].map(
    ({ path: where, message }) => `${where}: ${message.replace(/ \(--strict-fields\).*/, '')}`,
  );
}

// A failure inside fetch reaches the page as a network error, which a test may not look at: the first one is
// kept and fails the test after it ran.
let refused: Error | undefined;
afterEach(() => {
  const error = refused;
  refused = undefined;
  if (error) throw error;
});

/** The error naming the operation and each property its request schema refuses, if any. */
export function refusal(operationId: string, body: unknown): Error | undefined {
  const problems = requestBodyProblems(operationId, body);
  if (problems.length)
    return new Error(`${operationId} sent a body its request schema refuses:\n  ${problems.join('\n  ')}`);
}

/** Throws (and fails the running test) when a sent body does not match its operation's request schema. */
export function checkSentBody(operationId: string, body: unknown) {
  const error = refusal(operationId, body);
  if (!error) return;
  refused ??= error;
  throw error;
}
