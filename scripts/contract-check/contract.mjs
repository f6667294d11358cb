// The contract a run checks against: the readable one (`--contract <file>`, a bundled contract in JSON or YAML;
// this checkout's generated/openapi.json by default) and its wire version, made here with the cipher key the run
// decrypts answers with, so requests go out encrypted with that same key (an example encrypted with another key
// when the contract was generated would be refused by a backend holding the real one).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from '../lib/config.mjs';
import { eachOperation } from '../lib/operations.mjs';
import { toWire } from '../lib/wire.mjs';

export class ContractError extends Error {}

/**
 * The wire contract as Prism's validating proxy needs it: its schemas, without the examples of parameters,
 * request bodies and answers. A proxy validates against schemas only (a call the backend answers 501 is reported
 * as not found, whatever Prism mocks in its place), and the examples of a lot of data (ten thousand domains, a
 * week by the minute) are most of the contract's bytes: Prism would parse them before it listens, on every run.
 */
export function withoutExamples(wire) {
  const bare = (value, keys = ['example', 'examples']) => {
    const copy = { ...value };
    for (const key of keys) delete copy[key];
    return copy;
  };
  const media = (content) =>
    content && Object.fromEntries(Object.entries(content).map(([type, value]) => [type, bare(value)]));
  const bareOperation = (op) => ({
    ...op,
    parameters: op.parameters?.map((parameter) => bare(parameter)),
    requestBody: op.requestBody && { ...op.requestBody, content: media(op.requestBody.content) },
    responses: Object.fromEntries(
      Object.entries(op.responses).map(([code, answer]) => [code, { ...answer, content: media(answer.content) }]),
    ),
  });
  const paths = Object.fromEntries(
    Object.entries(wire.paths ?? {}).map(([route, item]) => [
      route,
      Object.fromEntries(Object.entries(item).map(([key, op]) => [key, op?.responses ? bareOperation(op) : op])),
    ]),
  );
  return { ...wire, paths, components: bare(wire.components, ['examples']) };
}

function readDocument(file) {
  if (!existsSync(file)) throw new ContractError(`--contract: no such file: ${file}`);
  const text = readFileSync(file, 'utf8');
  try {
    return /\.ya?ml$/i.test(file) ? parse(text) : JSON.parse(text);
  } catch (error) {
    throw new ContractError(`--contract: ${file} is neither JSON nor YAML: ${error.message}`);
  }
}

/**
 * @param {{ contractPath?: string, cipherKey?: string }} options
 * @returns {{ readable: Record<string, any>, wire: Record<string, any>, specPath: string, dispose: () => void }} `specPath`: the wire
 *   contract written for Prism
 */
export function loadContract({ contractPath, cipherKey }) {
  if (!cipherKey) {
    throw new ContractError(
      'no cipher key: set VITE_CIPHER_KEY (.env, .env.local or the environment) to the key the backend encrypts with',
    );
  }
  let file = contractPath && path.resolve(contractPath);
  if (!file) {
    file = path.join(root, 'generated/openapi.json');
    if (!existsSync(file)) execFileSync(process.execPath, [path.join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });
  }
  const readable = readDocument(file);
  if (![...eachOperation(readable)].length) {
    throw new ContractError(
      `--contract: ${file} has no operations: give the bundled contract (npm run gen writes generated/openapi.json)`,
    );
  }
  const wire = toWire(readable, cipherKey);
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  const specPath = path.join(dir, 'openapi.wire.json');
  writeFileSync(specPath, JSON.stringify(withoutExamples(wire)));
  return { readable, wire, specPath, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
