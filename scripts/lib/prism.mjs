// Starts Stoplight Prism (mock or validating proxy) and waits until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './config.mjs';

const prismCli = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
const englishFaker = pathToFileURL(path.join(root, 'scripts/lib/prism-english-faker.mjs')).href;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitUntilListening(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${output.join('')}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`Prism did not start within ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * `timeoutMs` is a cap for a Prism that never answers: Prism reads the whole contract (with its examples of a lot
 * of data) before it listens, which takes over a minute on a busy machine.
 * @param {{ mode?: 'mock' | 'proxy', spec: string, port?: number, upstream?: string, extraArgs?: string[], stdio?: 'pipe' | 'inherit', timeoutMs?: number }} options
 */
export async function startPrism({
  mode = 'mock',
  spec,
  port,
  upstream,
  extraArgs = [],
  stdio = 'pipe',
  timeoutMs = 180_000,
}) {
  const listenPort = port ?? (await freePort());
  const args = [
    mode,
    spec,
    ...(mode === 'proxy' ? [upstream] : []),
    '-h',
    '127.0.0.1',
    '-p',
    String(listenPort),
    ...extraArgs,
  ];
  const child = spawn(process.execPath, ['--import', englishFaker, prismCli, ...args], {
    cwd: root,
    stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  try {
    await waitUntilListening(url, child, output, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    port: listenPort,
    output,
    /** Resolves with Prism's exit code when it stops. */
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
