// Runs `npm run contract:check` as a backend team would: a child process, without the session variables of the
// environment running the tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './load-contract';

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runContractCheck(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const base = { ...process.env };
  delete base.CONTRACT_CHECK_COOKIE;
  delete base.CONTRACT_CHECK_HEADERS;
  delete base.CONTRACT_CHECK_PASSWORD;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/contract-check/index.mjs'), ...args], {
      cwd: root,
      env: { ...base, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
