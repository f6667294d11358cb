// `npm run contract:check -- <backend-url>`: checks that a backend answers as the contract says, through
// Prism's validating proxy plus our own checks of the envelope, the success rule and encrypted data.
// Exit status: 0 when every checked operation conforms; 1 when any violates, answers an unexpected code, is
// not found, unreachable or could not be checked; 2 on a usage or setup error.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, root } from '../lib/config.mjs';
import { runCheck } from './check.mjs';
import { parseOptions, usage, UsageError } from './options.mjs';
import { writeReports } from './report.mjs';
import { formatSummary } from './summary.mjs';
import { fails } from './tally.mjs';

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`contract:check: ${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const specPath = path.join(root, 'generated/openapi.wire.json');
const readablePath = path.join(root, 'generated/openapi.json');
if (!existsSync(specPath) || !existsSync(readablePath)) {
  execFileSync(process.execPath, [path.join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });
}
const wire = JSON.parse(readFileSync(specPath, 'utf8'));
// The readable contract keeps the security requirements, which the wire one leaves out for Prism.
const readable = JSON.parse(readFileSync(readablePath, 'utf8'));
const { cipherKey } = readConfig();

let run;
try {
  const warn = (message) => console.error(`contract:check: warning: ${message}`);
  run = await runCheck({ ...options, wire, readable, specPath, cipherKey, warn });
} catch (error) {
  // An --only that names unknown operations or writes without --include-writes, or Prism not starting.
  console.error(`contract:check: ${error.message}`);
  process.exit(2);
}

process.stdout.write(formatSummary(run));
if (options.report) {
  for (const file of writeReports(options.report, run)) console.log(`report: ${path.relative(process.cwd(), file)}`);
}
process.exit(run.results.some(fails) ? 1 : 0);
