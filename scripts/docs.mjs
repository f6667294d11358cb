// `npm run docs`: a static HTML reference of the contract in docs-site/index.html (gitignored), built by
// Redocly CLI's build-docs (Redoc) from generated/openapi.json, the readable contract (encrypted payloads
// appear by their decrypted schema). `--output <file>` writes elsewhere. Beside it, docs-site/operations.html
// (scripts/docs/operations-index.mjs) indexes every operation in plain HTML, linked from the top of the page:
// Redoc draws operations only once its script has run.
//
// Redoc shows an operation's x- extensions with showExtensions, but without the x- and without the quotes that
// tell the string '0' from the number 200, and it does not show x-encrypted on a request body or x-inferred
// on a body or schema. So each operation's description starts with a table of its contract rules, read from
// the extensions: success code, kind, permission, session, failure codes, invalidations or language
// dependence, error text, what travels encrypted and what is inferred. info.description (openapi.yaml)
// explains the extensions once, at the top of the page.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/config.mjs';
import {
  eachOperation,
  needsSession,
  resolveRef,
  securityOf,
  sessionEndedCode,
  successEnvelopeSchema,
} from './lib/operations.mjs';
import { operationsIndex } from './docs/operations-index.mjs';
import { codeType, encryptedParts, failureCodes, writtenCode } from './docs/words.mjs';

const formatCode = (code) => `\`${writtenCode(code)}\` (${codeType(code)})`;
const backticks = (name) => `\`${name}\``;
const list = (items, none = 'none') => (items.length ? items.join('; ') : none);

/** Names of the component schemas (and their properties) marked x-inferred that a schema reaches. */
function inferredSchemas(doc, schema, seen = new Set(), found = []) {
  if (!schema || typeof schema !== 'object') return found;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop();
    if (seen.has(name)) return found;
    seen.add(name);
    const target = resolveRef(doc, schema);
    if (target?.['x-inferred']) found.push(`\`${name}\``);
    for (const [prop, value] of Object.entries(target?.properties ?? {})) {
      if (value?.['x-inferred']) found.push(`\`${name}.${prop}\``);
    }
    return inferredSchemas(doc, { ...target, $ref: undefined }, seen, found);
  }
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...[schema.items, schema.additionalProperties].filter((s) => s && typeof s === 'object'),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  for (const child of children) inferredSchemas(doc, child, seen, found);
  return found;
}

/**
 * The failure codes a call may answer, with the failure examples that use each; for a call that needs the
 * session, the session-ended code too.
 */
function failureRule(doc, op) {
  const ended = needsSession(doc, op) ? sessionEndedCode(doc) : undefined;
  const failures = failureCodes(op, ended).map((f) => {
    const uses = [
      ...(f.names.length ? [`example${f.names.length > 1 ? 's' : ''} ${f.names.map(backticks).join(', ')}`] : []),
      ...(f.sessionEnded ? ['whenever the session has ended (`x-session-ended-code`)'] : []),
    ];
    return `${formatCode(f.code)}: ${uses.join('; and ')}`;
  });
  return list(failures);
}

function inferredParts(doc, op) {
  const parts = [];
  if (op['x-path-inferred']) parts.push('the path');
  if (op['x-inferred']) parts.push('the call (see below)');
  for (const p of (op.parameters ?? []).map((p) => resolveRef(doc, p))) {
    if (p['x-inferred']) parts.push(`${p.in} parameter \`${p.name}\``);
  }
  const body = resolveRef(doc, op.requestBody);
  const bodySchema = Object.values(body?.content ?? {})[0]?.schema;
  if (body?.['x-inferred'] || resolveRef(doc, bodySchema)?.['x-inferred']) parts.push('the request body');
  const data = resolveRef(doc, successEnvelopeSchema(doc, op))?.properties?.data;
  if (data?.['x-inferred']) parts.push('`data` of the success answer');
  const schemas = [...new Set([...inferredSchemas(doc, bodySchema), ...inferredSchemas(doc, data)])];
  if (schemas.length) parts.push(`schemas ${schemas.join(', ')}`);
  return parts;
}

/** The credential a call needs, from its security requirements (its own, else the document's). */
function sessionNeeded(doc, op) {
  const requirements = securityOf(doc, op);
  const schemes = [...new Set(requirements.flatMap(Object.keys))].map((name) => {
    const scheme = doc.components?.securitySchemes?.[name];
    return scheme?.in ? `\`${name}\` (${scheme.in} \`${scheme.name}\`)` : `\`${name}\``;
  });
  if (!schemes.length) return 'none: called signed out';
  const optional = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return optional ? `none needed; ${schemes.join(' or ')} when there is one` : schemes.join(' or ');
}

const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** What the remembering mock does for the operation (its x-mock), in words. */
export function mockRule(op) {
  const rules = [op['x-mock'] ?? []].flat();
  if (!rules.length) return 'nothing remembered: answers from the examples';
  return rules.map(describeMockRule).join('; and ');
}

function describeMockRule(rule) {
  if (rule.read === 'curve') {
    const step = rule.step ? `, a sample per ${code(rule.step)}` : '';
    return `draws the success example's curves over the period asked (${code(rule.start)} to ${code(rule.end)}${step}), up to now, with their figures`;
  }
  const collection = `collection \`${rule.collection}\``;
  const parts = [];
  if (rule.read === 'list') {
    parts.push(`reads ${collection}`);
    const filters = Object.entries(rule.filters ?? {}).map(([name, f]) => {
      const { field = name, match = 'equals' } = typeof f === 'string' ? { match: f } : f;
      return `${code(name)} ${match}${field === name ? '' : ` ${code(field)}`}`;
    });
    if (filters.length) parts.push(`filters ${filters.join(', ')}`);
    if (rule.page) parts.push(`pages by ${code(rule.page.number)} and ${code(rule.page.size)}`);
    if (rule.total) parts.push(`total in ${code(rule.total)}`);
  } else if (rule.read === 'item') {
    parts.push(`reads one item of ${collection} by ${code(rule.keyFrom ?? rule.key ?? 'id')}`);
    if (rule.seed) parts.push(`seeded from the example ${[rule.seed].flat().map(code).join(', ')}`);
    if (rule.from) parts.push(`an item it lacks made from \`${rule.from}\`'s`);
  } else if (rule.read === 'names') {
    const where = rule.group
      ? `each group's ${code(rule.names)} by ${code(rule.group.field)}`
      : code(rule.names ?? 'data');
    parts.push(`answers the ${code(rule.field ?? 'name')} of ${collection} in ${where}`);
  } else {
    const verb = { create: 'adds to', update: 'merges into', delete: rule.set ? 'marks in' : 'removes from' };
    parts.push(
      `${verb[rule.write]} ${collection}${rule.write === 'create' ? '' : ` by ${code(rule.keyFrom ?? rule.key ?? 'id')}`}`,
    );
    if (rule.each) parts.push(`one item per element of ${code(rule.each)}`);
    if (rule.latest) parts.push(`the newest of its ${code(rule.latest.per)}`);
    const set = Object.entries(rule.set ?? {}).map(([field, value]) => `${code(field)} = ${code(value)}`);
    if (set.length) parts.push(`sets ${set.join(', ')}`);
    const linked = [...Object.values(rule.refs ?? {}), rule.link].filter(Boolean).map((r) => `\`${r.collection}\``);
    if (linked.length) parts.push(`keeps ${[...new Set(linked)].join(', ')} in step`);
  }
  for (const step of rule.lifecycle ?? [])
    parts.push(
      `${code(step.field)} ${code(step.from)} → ${step.remove ? 'removed' : code(step.to)} after ${step.after ?? 0} s`,
    );
  return parts.join('; ');
}

/** The markdown table of an operation's contract rules, read from its x- extensions. */
export function rulesTable(doc, op) {
  const codes = [op['x-success-code']].flat();
  const kind = op['x-kind'] === 'mutation' ? 'mutation (a write: never retried)' : 'query (a read)';
  const rows = [
    ['success code (`x-success-code`)', codes.map(formatCode).join(' or ')],
    ['kind (`x-kind`)', kind],
    ['permission (`x-permission`)', `\`${op['x-permission']}\``],
    ['session (`security`)', sessionNeeded(doc, op)],
    ['failure codes (failure examples, `x-session-ended-code`)', failureRule(doc, op)],
  ];
  if (op['x-kind'] === 'mutation') {
    rows.push(['invalidates (`x-invalidates`)', list((op['x-invalidates'] ?? []).map((id) => `\`${id}\``))]);
  } else {
    const dependent = op['x-language-dependent'] === true;
    rows.push([
      'language-dependent (`x-language-dependent`)',
      dependent ? 'yes: fetched again after a language switch' : 'no',
    ]);
  }
  rows.push(
    ['error text (`x-error-text`)', `in \`${op['x-error-text'] ?? 'msg'}\``],
    ['encrypted (`x-encrypted`)', list(encryptedParts(doc, op, backticks))],
    ['inferred (`x-inferred`, `x-path-inferred`)', list(inferredParts(doc, op), 'none: as the specification shows')],
    ['remembering mock (`x-mock`)', mockRule(op)],
  );
  return ['| contract rule | |', '|---|---|', ...rows.map(([rule, value]) => `| ${rule} | ${value} |`)].join('\n');
}

// The opt-in examples of a lot of data (10,000 rows, 10,080 points) are shown by their first items: whole, they
// would make the page several times larger with lists nobody reads (docs/performance.md). A day's 288 points
// or a week's 2,016 stay whole.
const LONG_LIST = 5000;
const SHOWN_ITEMS = 3;

function shorten(value, where, cut) {
  if (Array.isArray(value)) {
    if (value.length <= LONG_LIST) return value.map((item, i) => shorten(item, `${where}[${i}]`, cut));
    cut.push(`the first ${SHOWN_ITEMS} of the ${value.length.toLocaleString('en')} items of \`${where}\``);
    return value.slice(0, SHOWN_ITEMS);
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, where ? `${where}.${k}` : k, cut)]));
}

/**
 * A copy of the contract whose answer examples show a long list by its first items, and say so, without the
 * macros the mock draws its curves from (`x-macro`: the mock's, not the API's).
 */
export function withShortLists(doc) {
  const copy = structuredClone(doc);
  for (const { op } of eachOperation(copy)) {
    for (const media of Object.values(op.responses?.['200']?.content ?? {})) {
      for (const example of Object.values(media.examples ?? {})) {
        delete example['x-macro'];
        const cut = [];
        example.value = shorten(example.value, '', cut);
        if (cut.length === 0) continue;
        const note = `Shown here: ${cut.join('; ')}. The mock answers the whole example.`;
        example.description = [example.description, note].filter(Boolean).join('\n\n');
      }
    }
  }
  return copy;
}

/** A copy of the contract where every operation's description starts with its rules table. */
export function withRules(doc) {
  const copy = structuredClone(doc);
  for (const { op } of eachOperation(copy)) {
    op.description = [rulesTable(copy, op), op.description].filter(Boolean).join('\n\n');
  }
  return copy;
}

/** The index of operations beside the reference: docs-site/operations.html for docs-site/index.html. */
function indexPath(output) {
  const stem = path.basename(output, path.extname(output));
  return path.join(path.dirname(output), stem === 'index' ? 'operations.html' : `${stem}-operations.html`);
}

/**
 * The Redoc page with a link to the index of operations at the top of its body, outside the element Redoc
 * renders into, so it shows before (and without) Redoc's script.
 */
function withIndexLink(page, href) {
  const link = `<nav style="padding: 0.5rem 1rem; font: 14px system-ui, sans-serif"><a href="${href}">Every operation on one page, readable without JavaScript: method, path, success code and its type, encryption, permission, failure codes</a></nav>`;
  const body = /<\/head>\s*<body>/;
  if (!body.test(page)) throw new Error('docs: the Redoc page has no <body> after its <head> to put the index link in');
  return page.replace(body, (tags) => `${tags}\n${link}`);
}

function main() {
  const { values } = parseArgs({ options: { output: { type: 'string' } } });
  const output = path.resolve(values.output ?? path.join(root, 'docs-site/index.html'));
  const readable = path.join(root, 'generated/openapi.json');
  if (!existsSync(readable)) execFileSync(process.execPath, [path.join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });

  const workDir = mkdtempSync(path.join(tmpdir(), 'contract-docs-'));
  try {
    const source = path.join(workDir, 'openapi.json');
    const contract = JSON.parse(readFileSync(readable, 'utf8'));
    writeFileSync(source, JSON.stringify(withRules(withShortLists(contract))));
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/redocly'),
      [
        'build-docs',
        source,
        '--output',
        output,
        // Renders the x- extensions of operations, parameters and schema fields.
        '--openapi.showExtensions=true',
        // Redoc's script inside the page, so the reference opens offline and from a file, with no CDN.
        '--inlineBundle',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        // No usage data sent to Redocly, no update notice in the build's output.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      process.exit(result.status ?? 1);
    }
    const index = indexPath(output);
    const reference = path.basename(output);
    writeFileSync(index, operationsIndex(contract, { reference }));
    writeFileSync(output, withIndexLink(readFileSync(output, 'utf8'), path.basename(index)));
    console.log(`docs: ${path.relative(process.cwd(), output)} (open it in a browser; Redoc renders it from the page)`);
    console.log(`docs: ${path.relative(process.cwd(), index)} (every operation, readable without JavaScript)`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Run as a script (npm run docs); imported by the tests for the rules table.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
