// Every schema of the contract compiles with Ajv in strict mode. A YAML flow map such as
// `{ type: integer, description: a, b }` parses into a cut description plus a keyword named ` b`, which every
// lenient tool ignores; strict mode refuses any keyword it does not know, so such a slip fails here by name.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { eachOperation, resolveRef } from '../../scripts/lib/operations.mjs';
import { loadReadable, type Json } from './load-contract';

const contract = loadReadable();

/**
 * The only keywords beyond JSON Schema 2020-12 a schema of the contract may use: OpenAPI's `example` and the
 * schema-level extensions documented in openapi/openapi.yaml. A new extension is documented there, then added here.
 */
const SCHEMA_EXTENSIONS = ['example', 'x-inferred', 'x-encrypted'];

function strictAjv() {
  // Two strict checks refuse plain OpenAPI 3.1 and are relaxed; every other one (unknown keywords, formats,
  // numbers, tuples, types) stays on. A list of types (`type: [string, integer]`) is standard, and `required`
  // in one `allOf` branch may name a property another branch declares by `$ref`, which Ajv does not look into.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictRequired: false, allErrors: true });
  addFormats(ajv);
  for (const keyword of SCHEMA_EXTENSIONS) ajv.addKeyword({ keyword });
  ajv.addSchema({ $id: 'contract.json', $defs: anchored(contract.components.schemas) });
  return ajv;
}

const SCHEMA_REF = '#/components/schemas/';

/** Points refs to component schemas at the registered `$defs`, so each schema compiles on its own. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)
        ? `contract.json#/$defs/${v.slice(SCHEMA_REF.length)}`
        : anchored(v),
    ]),
  );
}

/** Compiles each named schema and lists the failures; a schema that references a broken one fails too. */
function failures(schemas: [string, Json][]): string[] {
  const ajv = strictAjv();
  return schemas.flatMap(([name, schema]) => {
    try {
      ajv.compile(anchored(schema) as Json);
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

/** Every schema an operation carries inline: parameters, request bodies and responses, by media type. */
function operationSchemas(): [string, Json][] {
  const found: [string, Json][] = [];
  for (const { route, method, op } of eachOperation(contract) as Iterable<Json>) {
    const where = `${op.operationId} (${method.toUpperCase()} ${route})`;
    for (const parameter of (op.parameters ?? []).map((p: Json) => resolveRef(contract, p))) {
      if (parameter.schema) found.push([`${where} ${parameter.in} parameter ${parameter.name}`, parameter.schema]);
    }
    const body = resolveRef(contract, op.requestBody);
    for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      if (media.schema) found.push([`${where} request body ${type}`, media.schema]);
    }
    for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
      for (const [type, media] of Object.entries(
        (resolveRef(contract, response)?.content ?? {}) as Record<string, Json>,
      )) {
        if (media.schema) found.push([`${where} response ${status} ${type}`, media.schema]);
      }
    }
  }
  return found;
}

describe('schemas in Ajv strict mode', () => {
  it('compiles every component schema', () => {
    const schemas = Object.entries((contract.components.schemas ?? {}) as Record<string, Json>).map(
      ([name, schema]): [string, Json] => [`components.schemas.${name}`, schema],
    );
    expect(schemas.length).toBeGreaterThan(0);
    expect(failures(schemas)).toEqual([]);
  });

  it('compiles every parameter, request body and response schema of every operation', () => {
    const schemas = operationSchemas();
    expect(schemas.length).toBeGreaterThan(193);
    expect(failures(schemas)).toEqual([]);
  });

  it('refuses a keyword it does not know, naming the schema', () => {
    const cut = { type: 'object', properties: { key: { type: 'integer', description: 'a', ' b': null } } };
    expect(failures([['Broken', cut]])).toEqual([expect.stringMatching(/^Broken: strict mode: unknown keyword: " b"/)]);
  });
});
