// `npm run contract:check -- <backend-url>`: checks that a backend answers as the contract says (check.mjs), or
// judges recorded (--har) or passing (--proxy) traffic with the same judge.
// Exit status: 0 when everything checked conforms and at least one success answer was verified; 1 otherwise;
// 2 on a usage or setup error.
import path from 'node:path';
import { readConfig } from '../lib/config.mjs';
import { runCheck } from './check.mjs';
import { ContractError, loadContract } from './contract.mjs';
import { parseOptions, usage, UsageError } from './options.mjs';
import { writeReports } from './report.mjs';
import { formatSummary } from './summary.mjs';
import { fails, passes } from './tally.mjs';
import { HarError, runHar } from './traffic/har.mjs';
import { startLiveProxy } from './traffic/live.mjs';

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

const { cipherKey } = readConfig();
let contract;
try {
  contract = loadContract({ contractPath: options.contractPath, cipherKey });
} catch (error) {
  if (!(error instanceof ContractError)) throw error;
  console.error(`contract:check: ${error.message}`);
  process.exit(2);
}
const { readable, wire, specPath } = contract;

function finish(run) {
  contract.dispose();
  process.stdout.write(formatSummary(run));
  if (options.report) {
    for (const file of writeReports(options.report, run)) console.log(`report: ${path.relative(process.cwd(), file)}`);
  }
  process.exit(passes(run) ? 0 : 1);
}

if (options.har) {
  try {
    finish(await runHar({ wire, harPath: options.har, cipherKey }));
  } catch (error) {
    if (!(error instanceof HarError) && error.code !== 'ENOENT') throw error;
    contract.dispose();
    console.error(`contract:check: ${error.message}`);
    process.exit(2);
  }
}

if (options.proxyPort) {
  // Live: every exchange is judged as it passes; Ctrl-C (or SIGTERM) prints the summary and writes the report.
  const proxy = await startLiveProxy({
    port: options.proxyPort,
    backend: options.backend,
    wire,
    cipherKey,
    onResult: (result) => {
      const failing = fails(result);
      console.log(`${failing ? '✗' : '✓'} ${result.operationId} ${result.method} ${result.path}: ${result.verdict}`);
      if (failing) for (const p of result.problems) console.log(`    ${p.path}: ${p.message}`);
    },
  });
  console.log(`contract:check: judging the traffic of ${proxy.url} → ${options.backend} (Ctrl-C ends and reports)`);
  const end = async () => {
    const run = proxy.run();
    await proxy.stop();
    finish(run);
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
} else if (!options.har) {
  let run;
  try {
    const warn = (message) => console.error(`contract:check: warning: ${message}`);
    const given = /** @type {Exclude<typeof options, { help: true }>} */ (options); // not --help: it exited
    run = await runCheck({ ...given, readable, wire, specPath, cipherKey, warn });
  } catch (error) {
    // An --only that names unknown operations or writes without --include-writes, Prism not starting, --login
    // without its password.
    contract.dispose();
    console.error(`contract:check: ${error.message}`);
    process.exit(2);
  }
  finish(run);
}
