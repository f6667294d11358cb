// Runs `npm run contract:check` as a backend team would, without the session variables of the environment running
// the tests: the command's own function (scripts/contract-check/command.mjs) in this process, with the contract
// read once and shared by the runs (reading and converting it is most of a short check's work), or the command
// itself in a child process (`runContractCheckCommand`), which shows the command line reaches that function.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { contractCheck } from '../../scripts/contract-check/command.mjs';
import { loadContract } from '../../scripts/contract-check/contract.mjs';
import { root } from './load-contract';

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function environment(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.CONTRACT_CHECK_COOKIE;
  delete base.CONTRACT_CHECK_HEADERS;
  delete base.CONTRACT_CHECK_PASSWORD;
  return { ...base, ...env };
}

/** Freezes a contract to its leaves, so that a run changing it throws instead of changing the runs after it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

type Contract = ReturnType<typeof loadContract>;
const contracts = new Map<string, Contract>();
const sharedContract = (options: Parameters<typeof loadContract>[0]): Contract => {
  const key = JSON.stringify([options.contractPath, options.cipherKey]);
  if (!contracts.has(key)) {
    const contract = loadContract(options);
    contracts.set(key, { ...contract, readable: deepFreeze(contract.readable), wire: deepFreeze(contract.wire) });
  }
  return contracts.get(key)!;
};
process.once('exit', () => contracts.forEach((contract) => contract.dispose()));

export async function runContractCheck(args: string[], env: Record<string, string> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await contractCheck(args, {
    env: environment(env),
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    load: sharedContract,
  });
  return { status, stdout, stderr };
}

export function runContractCheckCommand(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/contract-check/index.mjs'), ...args], {
      cwd: root,
      env: environment(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
