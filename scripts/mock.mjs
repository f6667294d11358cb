// `npm run mock`: the contract's mock on 127.0.0.1:4010 (MOCK_PORT to change it); `npm run mock -- --help`.
// Prism is the engine (it validates every request and produces the answers); a small layer in front of it
// (scripts/mock/) encrypts what travels encrypted and, unless --dynamic or --stateless, remembers the writes.
// `--stateless` is plain Prism on generated/openapi.wire.json.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/config.mjs';
import { isPortFree } from './lib/prism.mjs';
import { parseMockOptions, usage } from './mock/options.mjs';
import { generated, startMock } from './mock/start.mjs';

const options = (() => {
  try {
    return parseMockOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`mock: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const files = ['openapi.json', 'openapi.wire.json', 'mock/openapi.json', 'mock/openapi.dynamic.json'];
if (files.some((file) => !existsSync(generated(file))))
  execFileSync(process.execPath, [path.join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });

const port = Number(process.env.MOCK_PORT ?? 4010);
if (!(await isPortFree(port))) {
  console.error(`mock: port ${port} is already in use (is another mock running?). Stop it or set MOCK_PORT.`);
  process.exit(1);
}

const mock = await startMock({ ...options, port, stdio: 'inherit' });
let stopping = false;
mock.prism.exited.then((code) => {
  if (stopping) return;
  console.error(`mock: Prism stopped (${code})`);
  process.exit(code || 1);
});
const stop = () => {
  stopping = true;
  return mock.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const mode = options.stateless
  ? 'plain Prism, nothing remembered'
  : options.dynamic
    ? `random answers${options.seed !== undefined ? ` (seed ${options.seed})` : ''}` +
      (options.failureRate ? `, ${options.failureRate * 100} % of operations failing` : '')
    : `remembering writes in ${mock.state.describe().collections.length} collections (POST /api/__mock/reset starts over)`;
const behind = options.stateless ? '' : ` (Prism's own address above is internal: call ${mock.url})`;
const strict = options.strict ? ' Strict: a call needs a session and its permission, bad input is refused.' : '';
console.log(
  `mock: serves the contract at ${mock.url}, ${mode}.${strict} Prefer: example=NAME picks a named example.${behind}`,
);
