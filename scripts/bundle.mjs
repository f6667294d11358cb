// Bundles openapi/ into generated/openapi.json (the readable contract) and generated/openapi.wire.json
// (what travels: encrypted payloads as Base64 strings with encrypted examples), for Prism and the checks, and
// the two versions the mock's Prism serves (generated/mock/: readable answers, the dynamic one success-only).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root, readConfig } from './lib/config.mjs';
import { expandExample, holdsCurve, startOfProviderDay } from './lib/example-macros.mjs';
import { toMockWire, toWire } from './lib/wire.mjs';

/** The project's own contract; `bundle({ contractDir })` bundles another copy (another revision's, for a diff). */
export const projectContractDir = path.join(root, 'openapi');
const outDir = path.join(root, 'generated');

function readYaml(file) {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
}

/** Inlines `$ref`s to other files (relative to the file that holds them); `#/…` refs stay. */
function inlineFileRefs(node, baseDir) {
  if (Array.isArray(node)) return node.map((item) => inlineFileRefs(item, baseDir));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const target = path.resolve(baseDir, node.$ref);
    return inlineFileRefs(readYaml(target), path.dirname(target));
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineFileRefs(v, baseDir)]));
}

function mergeInto(target, source, where, problems) {
  for (const [name, value] of Object.entries(source ?? {})) {
    if (name in target) problems.push(`${where}: '${name}' is defined twice`);
    else target[name] = value;
  }
}

/**
 * Expands the example macros in every `example` and `examples.*.value`. An example holding a curve keeps its
 * macros in `x-macro` too, so the mock can draw the curve over the period a request asks for (`read: curve`).
 */
function expandExamples(node, today) {
  if (Array.isArray(node)) return node.map((item) => expandExamples(item, today));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example') out[key] = expandExample(value, today);
    else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, ex]) => [
          name,
          ex && typeof ex === 'object' && 'value' in ex
            ? {
                ...ex,
                value: expandExample(ex.value, today),
                ...(holdsCurve(ex.value) ? { 'x-macro': ex.value } : {}),
              }
            : ex,
        ]),
      );
    } else out[key] = expandExamples(value, today);
  }
  return out;
}

function collectRefs(node, refs = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') refs.add(node.$ref);
    Object.values(node).forEach((value) => collectRefs(value, refs));
  }
  return refs;
}

function resolvePointer(doc, ref) {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, part) => (node == null ? undefined : node[part]), doc);
}

/**
 * @param {{ now?: Date, contractDir?: string }} [options] `contractDir` holds openapi.yaml and areas/
 */
export function bundle({ now = new Date(), contractDir = projectContractDir } = {}) {
  const problems = [];
  const doc = readYaml(path.join(contractDir, 'openapi.yaml'));
  doc.paths = {};
  doc.components = {};
  const areaDir = path.join(contractDir, 'areas');
  const files = readdirSync(areaDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const file of files) {
    const area = inlineFileRefs(readYaml(path.join(areaDir, file)), areaDir) ?? {};
    mergeInto(doc.paths, area.paths, `${file} paths`, problems);
    for (const [section, entries] of Object.entries(area.components ?? {})) {
      doc.components[section] ??= {};
      mergeInto(doc.components[section], entries, `${file} components.${section}`, problems);
    }
  }
  for (const ref of collectRefs(doc)) {
    if (resolvePointer(doc, ref) === undefined) problems.push(`broken $ref ${ref}`);
  }
  const expanded = expandExamples(doc, startOfProviderDay(now));
  return { doc: expanded, problems };
}

/**
 * Writes the bundle: readable, as it travels (encrypted), and the two versions the mock's Prism serves. Only the
 * readable contract is indented, for people and for the lint's line numbers; the others are read by programs
 * alone, and every Prism start and test that parses them would spend half its reading on the indentation.
 */
export function writeBundles(doc) {
  mkdirSync(path.join(outDir, 'mock'), { recursive: true });
  writeFileSync(path.join(outDir, 'openapi.json'), JSON.stringify(doc, null, 2));
  const { cipherKey } = readConfig();
  writeFileSync(path.join(outDir, 'openapi.wire.json'), JSON.stringify(toWire(doc, cipherKey)));
  for (const dynamic of [false, true]) {
    const file = path.join(outDir, 'mock', dynamic ? 'openapi.dynamic.json' : 'openapi.json');
    writeFileSync(file, JSON.stringify(toMockWire(doc, cipherKey, { dynamic })));
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { doc, problems } = bundle();
  if (problems.length) {
    console.error(`The contract does not bundle:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  writeBundles(doc);
  console.log(`bundled ${Object.keys(doc.paths).length} paths into generated/openapi.json and openapi.wire.json`);
}
