// `--negative`: inputs the contract refuses, made from an operation's request schema by changing one thing of a
// valid input (its examples): a required field or parameter missing, a value of the wrong type, outside its
// enum, range, pattern or length, and a body that is not JSON at all. The values come from fast-check's
// arbitraries, sampled with a seed per operation and case, so a run is reproducible (`--seed`) and another
// seed tries other values. Every candidate is validated against the schema before it is kept: a change the
// schema still accepts (a pattern the random text happens to match) is not a bad input.
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { resolveRef } from '../lib/operations.mjs';
import { exampleInput, parametersOf, requestMedia } from '../lib/requests.mjs';

/** A 32-bit seed from the run's seed and what is being made. */
const seedOf = (...parts) => createHash('sha256').update(parts.join('\u0000')).digest().readInt32LE(0);

const sample = (arbitrary, seed) => fc.sample(arbitrary, { seed, numRuns: 1 })[0];

const typeOf = (schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** Values of another JSON type than the schema's. */
function wrongTypeArbitrary(schema) {
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant({}));
    case 'integer':
      return fc.oneof(fc.string({ minLength: 1 }), fc.double({ noInteger: true, noNaN: true }), fc.boolean());
    case 'number':
      return fc.oneof(fc.string({ minLength: 1 }), fc.boolean());
    case 'boolean':
      return fc.oneof(fc.string({ minLength: 1 }), fc.integer({ min: 2 }));
    case 'array':
      return fc.oneof(fc.string({ minLength: 1 }), fc.integer());
    case 'object':
      return fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.constant([]));
    default:
      return undefined;
  }
}

/** The changes one field's schema allows to make: [label, arbitrary] pairs. */
function fieldChanges(schema) {
  const changes = [];
  const wrongType = wrongTypeArbitrary(schema);
  if (wrongType) changes.push(['a value of the wrong type', wrongType]);
  if (schema.enum) {
    const allowed = schema.enum.map(String);
    changes.push([
      'a value outside its enum',
      fc.string({ minLength: 1, maxLength: 12 }).filter((v) => !allowed.includes(v)),
    ]);
  }
  if (typeof schema.minimum === 'number')
    changes.push(['a value below its minimum', fc.integer({ min: -1e6, max: schema.minimum - 1 })]);
  if (typeof schema.maximum === 'number')
    changes.push(['a value above its maximum', fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1e6 })]);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    changes.push([
      'a value that breaks its pattern',
      fc.string({ minLength: 1, maxLength: 24 }).filter((v) => !pattern.test(v)),
    ]);
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    changes.push(['a value shorter than its minLength', fc.string({ maxLength: schema.minLength - 1 })]);
  if (typeof schema.maxLength === 'number')
    changes.push([
      'a value longer than its maxLength',
      fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 8 }),
    ]);
  if (typeof schema.minItems === 'number' && schema.minItems > 0)
    changes.push(['an array shorter than its minItems', fc.constant([])]);
  return changes;
}

/** The object schema's properties and required names, through allOf. */
function objectShape(doc, schema) {
  const node = resolveRef(doc, schema) ?? {};
  const parts = (node.allOf ?? []).map((member) => objectShape(doc, member));
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), node.properties ?? {}),
    required: [...(node.required ?? []), ...parts.flatMap((p) => p.required)],
  };
}

/**
 * Every bad input that changes one thing of the example input, before sampling.
 * @returns {{ description: string, make: (seed: number) => object }[]} `make` returns the changed input
 */
function candidates(doc, entry, input) {
  const list = [];
  for (const parameter of parametersOf(doc, entry)) {
    const place = { path: 'path', query: 'query', header: 'headers' }[parameter.in];
    if (!place || (input[place]?.[parameter.name] === undefined && !parameter.required)) continue;
    if (parameter.required && parameter.in !== 'path') {
      list.push({
        description: `the required ${parameter.in} parameter '${parameter.name}' missing`,
        make: () => ({ ...input, [place]: omit(input[place], parameter.name) }),
      });
    }
    const schema = resolveRef(doc, parameter.schema) ?? {};
    for (const [label, arbitrary] of fieldChanges(schema)) {
      // A parameter travels as text: only a change its text still shows is a bad input. An empty path segment
      // is another path, not a bad input of this one.
      if (label === 'a value of the wrong type' && typeOf(schema) === 'string') continue;
      if (parameter.in === 'path' && label === 'a value shorter than its minLength') continue;
      list.push({
        description: `${parameter.in} parameter '${parameter.name}': ${label}`,
        make: (seed) => ({ ...input, [place]: { ...input[place], [parameter.name]: sample(arbitrary, seed) } }),
      });
    }
  }
  const media = requestMedia(doc, entry.op);
  if (media && input.body !== undefined) {
    list.push({
      description: media.type.includes('json') ? 'a body that is not JSON' : 'a body that is not a form',
      make: () => ({ ...input, body: undefined, rawBody: media.type.includes('json') ? '{"unterminated' : '%%' }),
    });
    const shape = objectShape(doc, media.schema);
    const body = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : undefined;
    if (body) {
      for (const name of shape.required) {
        list.push({
          description: `the required field '${name}' missing`,
          make: () => ({ ...input, body: omit(body, name) }),
        });
      }
      const form = !media.type.includes('json');
      for (const [name, property] of Object.entries(shape.properties)) {
        const schema = resolveRef(doc, property) ?? {};
        for (const [label, arbitrary] of fieldChanges(schema)) {
          // A form carries text: another type for a text field arrives as text.
          if (form && label === 'a value of the wrong type' && typeOf(schema) === 'string') continue;
          list.push({
            description: `field '${name}': ${label}`,
            make: (seed) => ({ ...input, body: { ...body, [name]: sample(arbitrary, seed) } }),
          });
        }
      }
    } else {
      const wrongType = wrongTypeArbitrary(resolveRef(doc, media.schema) ?? {});
      if (wrongType)
        list.push({
          description: 'a body of the wrong type',
          make: (seed) => ({ ...input, body: sample(wrongType, seed) }),
        });
    }
  }
  return list;
}

function omit(object, name) {
  return Object.fromEntries(Object.entries(object ?? {}).filter(([key]) => key !== name));
}

/** True when the changed input breaks the contract (the body's schema, a required or typed parameter). */
function isRefused(doc, entry, changed, validator) {
  if (changed.rawBody !== undefined) return true;
  for (const parameter of parametersOf(doc, entry)) {
    const place = { path: 'path', query: 'query', header: 'headers' }[parameter.in];
    const value = changed[place]?.[parameter.name];
    if (value === undefined) {
      if (parameter.required) return true;
      continue;
    }
    if (validator.validate(resolveRef(doc, parameter.schema) ?? {}, value).length) return true;
  }
  const media = requestMedia(doc, entry.op);
  if (media && changed.body !== undefined) return validator.validate(media.schema, changed.body).length > 0;
  return Boolean(media?.required && changed.body === undefined);
}

/**
 * Up to `count` bad inputs for an operation, chosen and filled by the seed.
 * @param {Record<string, any>} doc the readable contract
 * @param {{ op: any }} entry the operation (an eachOperation entry of `doc`)
 * @param {{ seed: string, count: number, validator: { validate: Function }, prepare?: (input: Record<string, any>) => object }}
 *   options `validator` validates `doc`'s schemas; `prepare` changes the valid input before one thing of it is
 *   broken (a write names ids that do not exist)
 * @returns {{ description: string, input: Record<string, any> }[]}
 */
export function negativeCases(doc, entry, { seed, count, validator, prepare = (input) => input }) {
  const { missing, ...example } = exampleInput(doc, entry);
  if (missing.length) return [];
  const input = prepare(example);
  const all = candidates(doc, entry, input);
  // The seed orders the candidates, so a run tries a reproducible few of them and another seed others.
  const order = fc.sample(
    fc.shuffledSubarray(
      all.map((_, i) => i),
      { minLength: all.length, maxLength: all.length },
    ),
    {
      seed: seedOf(seed, entry.op.operationId),
      numRuns: 1,
    },
  )[0];
  const chosen = [];
  for (const index of order ?? []) {
    if (chosen.length >= count) break;
    const candidate = all[index];
    const changed = candidate.make(seedOf(seed, entry.op.operationId, candidate.description));
    if (isRefused(doc, entry, changed, validator)) chosen.push({ description: candidate.description, input: changed });
  }
  return chosen;
}
