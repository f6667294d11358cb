// `--strict-fields`: the properties of an answer that its schema does not name. The contract's schemas leave
// `additionalProperties` open (a backend may add a field without breaking the portal), so a renamed optional
// field passes validation: its old name is simply missing and its new one unnamed. Walked alongside the
// schema, through $refs, allOf (the union of the members' properties) and the anyOf/oneOf branch the value
// matches; an array reports each unnamed property once, at its first item.
import { resolveRef } from '../lib/operations.mjs';
import { fieldPath } from './schemas.mjs';

// A list of thousands of rows says the same at every row: the first rows are enough.
const ITEMS_WALKED = 50;

function namedProperties(doc, schema) {
  const node = resolveRef(doc, schema) ?? {};
  const own = Object.keys(node.properties ?? {});
  return [...own, ...(node.allOf ?? []).flatMap((member) => namedProperties(doc, member))];
}

function propertySchema(doc, schema, name) {
  const node = resolveRef(doc, schema) ?? {};
  if (node.properties?.[name]) return node.properties[name];
  for (const member of node.allOf ?? []) {
    const found = propertySchema(doc, member, name);
    if (found) return found;
  }
  return undefined;
}

/** The members of allOf that are open maps (`additionalProperties: true` or a schema) leave every name open. */
function isOpenMap(doc, schema) {
  const node = resolveRef(doc, schema) ?? {};
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) return true;
  if (node.patternProperties) return true;
  return (node.allOf ?? []).some((member) => isOpenMap(doc, member));
}

/**
 * @param {Record<string, any>} doc the contract the schema's $refs point into
 * @param {Record<string, any>} schema
 * @param {unknown} value a value that already validates against the schema
 * @param {string[]} prefix the field path segments of the value
 * @param {{ validate: Function }} validator chooses the anyOf/oneOf branch the value matches
 * @returns {{ source: 'check', path: string, message: string }[]}
 */
export function unnamedProperties(doc, schema, value, prefix, validator) {
  const found = new Map();
  const walk = (node, current, segments, shownSegments) => {
    const resolved = resolveRef(doc, node);
    if (!resolved || current === null || typeof current !== 'object') return;
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches) {
      const matching = branches.find((branch) => !validator.validate(branch, current).length);
      if (matching) walk(matching, current, segments, shownSegments);
      return;
    }
    if (Array.isArray(current)) {
      if (!resolved.items) return;
      current.slice(0, ITEMS_WALKED).forEach((item, i) => {
        walk(resolved.items, item, [...segments, '[]'], [...shownSegments, String(i)]);
      });
      return;
    }
    const names = namedProperties(doc, resolved);
    if (!names.length && !resolved.allOf) return;
    const open = isOpenMap(doc, resolved);
    for (const [name, child] of Object.entries(current)) {
      const childSchema = propertySchema(doc, resolved, name);
      if (childSchema) walk(childSchema, child, [...segments, name], [...shownSegments, name]);
      else if (!open) {
        const key = [...segments, name].join('.');
        if (!found.has(key))
          found.set(key, {
            source: 'check',
            path: fieldPath(shownSegments) || '(answer)',
            message: `has '${name}', which the contract does not name (--strict-fields): a renamed or undocumented field`,
          });
      }
    }
  };
  walk(schema, value, [...prefix], [...prefix]);
  return [...found.values()];
}
