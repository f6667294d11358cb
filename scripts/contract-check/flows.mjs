// `--include-writes`: each chain of flow-plan.mjs runs create → list → update(s) → list → delete → list, with
// the id taken from the answers, names carrying the run's prefix, and a teardown that deletes what the run
// created whenever a step failed before the delete. Every step is judged by the one judge (a valid request
// must succeed); what a step finds in the list (the item missing, the update not shown, the item still there
// after its delete) is a problem of that list step.
import { resolveRef } from '../lib/operations.mjs';
import { exampleInput, parametersOf, requestMedia } from '../lib/requests.mjs';

const at = (value, path) => (path ? path.split('.').reduce((node, part) => node?.[part], value) : value);

const problem = (path, message) => ({ source: 'check', path, message });

/** Sets an input field where the operation takes it: a parameter of that name, else the body. */
export function setField(doc, entry, input, name, value) {
  const parameter = parametersOf(doc, entry).find((p) => p.name === name);
  const place = parameter ? { path: 'path', query: 'query', header: 'headers' }[parameter.in] : undefined;
  if (place) return { ...input, [place]: { ...input[place], [name]: value } };
  if (!requestMedia(doc, entry.op)) return input;
  return { ...input, body: { ...(input.body ?? {}), [name]: value } };
}

/** The example input without its list of missing examples (a flow's operations have every example). */
function baseInput(doc, entry) {
  const input = exampleInput(doc, entry);
  delete input.missing;
  return input;
}

const fieldOf = (input, name) => input.path?.[name] ?? input.query?.[name] ?? input.body?.[name];

// The fields that name an item (a domain's name, a contact's name, a group's remark, a CNAME prefix): the prefix
// goes there, never on an address or a number a real backend would check.
const NAME_FIELD = /(name|label|remark|description|title|prefix)$/i;

/**
 * The create's body with the run's prefix on every naming field its schema allows it on (no enum or format),
 * so the run's items can be told from the account's and found again.
 */
export function prefixNames(doc, entry, body, prefix, validator) {
  const media = requestMedia(doc, entry.op);
  if (!media || !body || typeof body !== 'object') return body;
  const properties = resolveRef(doc, media.schema)?.properties ?? {};
  let named = { ...body };
  for (const [name, value] of Object.entries(body)) {
    const schema = resolveRef(doc, properties[name]) ?? {};
    if (typeof value !== 'string' || !value || !NAME_FIELD.test(name) || schema.enum || schema.format) continue;
    for (const candidate of [`${prefix}-${value}`, `${prefix}${value}`]) {
      const tried = { ...named, [name]: candidate };
      if (!validator.validate(schema, candidate).length && !validator.validate(media.schema, tried).length) {
        named = tried;
        break;
      }
    }
  }
  return named;
}

/** The items of a list answer (its x-mock `items` path). */
const itemsOf = (data, rule) => {
  const items = at(data, rule.items);
  return Array.isArray(items) ? items : [];
};

/** The list read's input: its filters set to the created item's values, or cleared when the item has none. */
function listInput(doc, chain, created) {
  const { entry, rule } = chain.list;
  let input = baseInput(doc, entry);
  for (const [name, filter] of Object.entries(rule.filters ?? {})) {
    const field = typeof filter === 'string' ? name : (filter.field ?? name);
    const value = created[field] ?? created[name];
    const required = parametersOf(doc, entry).some((p) => p.name === name && p.required);
    if (value !== undefined && typeof value !== 'object') input = setField(doc, entry, input, name, value);
    else if (!required && fieldOf(input, name) !== undefined) input = setField(doc, entry, input, name, '');
  }
  if (rule.page?.size) input = setField(doc, entry, input, rule.page.size, 100);
  return input;
}

/**
 * @param {{ doc: Record<string, any>, validator: Record<string, any>, prefix: string, step: Function, dryRun?: boolean }} context
 *   `step(entry, input, label)` sends one request, judges it and records its result; it resolves to
 *   `{ result, data }` (`data`: the decrypted success data, undefined when the answer was no success; null in a
 *   dry run, which sends nothing)
 * @param {Record<string, any>} chain from planFlows
 */
export async function runChain({ doc, validator, prefix, step, dryRun = false }, chain) {
  const { key } = chain;
  const keyOf = (use) => use.rule.keyFrom ?? key;
  const createEntry = chain.create.entry;
  const example = baseInput(doc, createEntry);
  const sent = prefixNames(doc, createEntry, example.body, prefix, validator);
  const created = await step(createEntry, { ...example, body: sent }, 'create');
  if (created.data === undefined) return;

  const find = (data, id) =>
    itemsOf(data, chain.list.rule).find((item) =>
      id !== undefined
        ? String(item[key]) === String(id)
        : Object.values(item).some((v) => typeof v === 'string' && v.includes(prefix)),
    );
  const read = (label) => step(chain.list.entry, listInput(doc, chain, { ...sent }), label);
  if (!JSON.stringify(sent ?? {}).includes(prefix)) {
    created.result.notes.push(
      `nothing of ${createEntry.op.operationId}'s body names the item, so the run's item cannot be told from the ` +
        "account's: the rest of the flow was not sent",
    );
    return;
  }

  // The id is the listed item's that carries the run's prefix: an id in the create's answer is checked against
  // it, never trusted alone (an answer that names another item would send the update and the delete there).
  let id = dryRun ? `{the created item's ${key}}` : undefined;
  let deleted = false;
  try {
    const first = await read('list after create');
    const item = first.data && find(first.data);
    if (first.data && !item) {
      first.result.problems.push(
        problem('data', `the item ${createEntry.op.operationId} created (named with '${prefix}') is not in the list`),
      );
    }
    id ??= item?.[key];
    const answered = created.data?.[key] ?? created.data?.[`${key}s`]?.[0];
    if (item && answered !== undefined && String(answered) !== String(id)) {
      created.result.problems.push(
        problem(
          `data.${key}`,
          `answered ${JSON.stringify(answered)}, but the item it created is listed with ${key} ${id}`,
        ),
      );
    }
    if (id === undefined) {
      first.result.notes.push(`the created item's ${key} was not found: the rest of the flow was not sent`);
      return;
    }

    if (chain.update) {
      const { entry } = chain.update;
      let input = setField(doc, entry, baseInput(doc, entry), keyOf(chain.update), id);
      // Fields the create named with the prefix keep it, so the item stays the run's.
      for (const [name, value] of Object.entries(sent ?? {})) {
        if (typeof value === 'string' && value.includes(prefix) && fieldOf(input, name) !== undefined)
          input = setField(doc, entry, input, name, value);
      }
      const updated = await step(entry, input, 'update');
      if (updated.data !== undefined) {
        const after = await read('list after update');
        const shown = after.data && find(after.data, id);
        if (shown) {
          for (const [name, value] of Object.entries(input.body ?? {})) {
            if (value === null || typeof value === 'object' || !(name in shown) || name === key) continue;
            if (String(shown[name]) !== String(value))
              after.result.problems.push(
                problem(
                  `data: ${key} ${id}.${name}`,
                  `still ${JSON.stringify(shown[name])} after ${entry.op.operationId} sent ${JSON.stringify(value)}`,
                ),
              );
          }
        } else if (after.data) {
          after.result.problems.push(
            problem('data', `the item ${key} ${id} is not in the list after ${entry.op.operationId}`),
          );
        }
      }
    }
    for (const more of chain.moreUpdates) {
      await step(more.entry, setField(doc, more.entry, baseInput(doc, more.entry), keyOf(more), id), 'update');
    }

    const removal = await step(chain.remove.entry, deleteInput(doc, chain, id, sent), 'delete');
    deleted = removal.data !== undefined;
    if (deleted) {
      const gone = await read('list after delete');
      if (gone.data && find(gone.data, id)) {
        gone.result.problems.push(
          problem('data', `the item ${key} ${id} is still listed after ${chain.remove.entry.op.operationId}`),
        );
        deleted = false; // the teardown tries again
      }
    }
  } finally {
    if (id !== undefined && !deleted) {
      await step(chain.remove.entry, deleteInput(doc, chain, id, sent), 'teardown');
    }
  }
}

/** The delete's input: the item's id, and the fields the delete also names (a name) as the run created them. */
function deleteInput(doc, chain, id, sent) {
  const { entry, rule } = chain.remove;
  let input = setField(doc, entry, baseInput(doc, entry), rule.keyFrom ?? chain.key, id);
  for (const [name, value] of Object.entries(sent ?? {})) {
    if (name !== (rule.keyFrom ?? chain.key) && fieldOf(input, name) !== undefined)
      input = setField(doc, entry, input, name, value);
  }
  return input;
}
