// What the portal sends is what the contract's request schema names: a body that holds a property its schema
// does not name (a row sent as it came from a read, a form's extra field) or breaks the schema fails the test
// that sent it. The contract leaves its schemas open for the backend's sake, so unknown properties are found
// by walking the schema, as the conformance check's --strict-fields does for answers.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eachOperation, resolveRef } from '../scripts/lib/operations.mjs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The request bodies of the contract by operationId, and the components their $refs point into. */
interface RequestSchemas {
  components: Json;
  bodies: Record<string, Json | null>;
}

const root = path.resolve(import.meta.dirname, '..');
const contractFile = path.join(root, 'generated/openapi.json');

/**
 * The bundled contract is mostly response examples (megabytes) that every test file would parse again: the
 * request part is kept beside it, once per generated contract, and read from there.
 */
function readRequestSchemas(): RequestSchemas {
  const { size, mtimeMs } = statSync(contractFile);
  const kept = path.join(root, 'node_modules/.cache/request-schemas', `${size}-${Math.round(mtimeMs)}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as RequestSchemas;
  const contract = JSON.parse(readFileSync(contractFile, 'utf8')) as Json;
  const bodies = Object.fromEntries(
    ([...eachOperation(contract)] as Json[]).map(({ op }) => [
      op.operationId,
      resolveRef(contract, op.requestBody) ?? null,
    ]),
  );
  const schemas: RequestSchemas = { components: contract.components, bodies };
  // Test files run side by side: each writes its own file and renames it, so none reads half a file.
  mkdirSync(path.dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(schemas));
  renameSync(partial, kept);
  return schemas;
}

async function load() {
  const [{ createValidator }, { unnamedProperties }] = await Promise.all([
    import('../scripts/contract-check/schemas.mjs'),
    import('../scripts/contract-check/strict-fields.mjs'),
  ]);
  const { components, bodies } = readRequestSchemas();
  const doc = { components };
  const validator = createValidator(doc);
  return { doc, bodies, validator, unnamedProperties };
}

// Loaded on the first body sent: a test file that sends none pays nothing.
let loading: ReturnType<typeof load> | undefined;

/** The problems of a body sent to an operation, each a line naming the field; empty when the body is right. */
export async function requestBodyProblems(operationId: string, body: unknown): Promise<string[]> {
  if (body === undefined) return [];
  const { doc, bodies, validator, unnamedProperties } = await (loading ??= load());
  const requestBody = bodies[operationId];
  if (requestBody === undefined) return [`${operationId} is not an operation of the contract`];
  const content = (requestBody?.content ?? {}) as Record<string, Json>;
  const [media] = Object.entries(content);
  if (!media) return ['a body, where the contract declares none'];
  const [type, { schema }] = media;
  // A form travels as text: its values are checked by name only.
  const invalid = type === 'application/x-www-form-urlencoded' ? [] : validator.validate(schema, body, ['body']);
  const unnamed = unnamedProperties(doc, schema, body, ['body'], validator);
  // The conformance check's wording names its option; here the property is the point.
  return [...invalid, ...unnamed].map(
    ({ path: where, message }) => `${where}: ${message.replace(/ \(--strict-fields\).*/, '')}`,
  );
}

/** The error naming the operation and each property its request schema refuses, if any. */
export async function refusal(operationId: string, body: unknown): Promise<Error | undefined> {
  const problems = await requestBodyProblems(operationId, body);
  if (problems.length)
    return new Error(`${operationId} sent a body its request schema refuses:\n  ${problems.join('\n  ')}`);
}

// A failure inside fetch reaches the page as a network error, which a test may not look at: the first one is
// kept and fails the test after it ran (tests/setup-dom.ts).
let refused: Error | undefined;

/** The first body refused since the last call, to be thrown once the test has run. */
export function takeRefusedBody(): Error | undefined {
  const error = refused;
  refused = undefined;
  return error;
}

/** Throws (and fails the running test) when a sent body does not match its operation's request schema. */
export async function checkSentBody(operationId: string, body: unknown) {
  const error = await refusal(operationId, body);
  if (!error) return;
  refused ??= error;
  throw error;
}
