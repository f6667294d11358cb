// `npm run mock`: serves the contract with Prism on 127.0.0.1:4010 (MOCK_PORT to change it).
// Prism serves generated/openapi.wire.json, so encrypted payloads travel encrypted with the configured key.
// Arguments after `--` go to Prism, e.g. `npm run mock -- --dynamic --seed 7` for random schema-valid answers.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/config.mjs';
import { isPortFree, startPrism } from './lib/prism.mjs';

const spec = path.join(root, 'generated/openapi.wire.json');
if (!existsSync(spec)) execFileSync(process.execPath, [path.join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });

const port = Number(process.env.MOCK_PORT ?? 4010);
if (!(await isPortFree(port))) {
  console.error(`mock: port ${port} is already in use (is another mock running?). Stop it or set MOCK_PORT.`);
  process.exit(1);
}
const prism = await startPrism({ spec, port, stdio: 'inherit', extraArgs: process.argv.slice(2) });
prism.exited.then((code) => process.exit(code || 1));
console.log(`mock: Prism serves the contract at ${prism.url} (Prefer: example=NAME picks a named example)`);
const stop = () => prism.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
