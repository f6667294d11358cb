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
 * @returns {{ readable: object, wire: object, specPath: string, dispose: () => void }} `specPath`: the wire
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
  writeFileSync(specPath, JSON.stringify(wire));
  return { readable, wire, specPath, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
