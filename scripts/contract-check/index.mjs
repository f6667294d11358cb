// `npm run contract:check -- <backend-url>`: checks that a backend answers as the contract says (check.mjs), or
// judges recorded (--har, command.mjs) or passing (--proxy, here: it runs until stopped) traffic with the same
// judge.
// Exit status: 0 when everything checked conforms and at least one success answer was verified; 1 otherwise;
// 2 on a usage or setup error.
import { readConfig } from '../lib/config.mjs';
import { contractCheck, finish } from './command.mjs';
import { ContractError, loadContract } from './contract.mjs';
import { parseOptions, UsageError } from './options.mjs';
import { fails } from './tally.mjs';
import { startLiveProxy } from './traffic/live.mjs';

const argv = process.argv.slice(2);
const io = {
  env: process.env,
  out: (/** @type {string} */ text) => process.stdout.write(text),
  err: (/** @type {string} */ text) => process.stderr.write(text),
};

let options;
try {
  options = parseOptions(argv);
} catch (error) {
  if (!(error instanceof UsageError)) throw error; // contractCheck says it, with the usage
}

if (!options || options.help || !options.proxyPort) {
  process.exit(await contractCheck(argv, io));
} else {
  // Live: every exchange is judged as it passes; Ctrl-C (or SIGTERM) prints the summary and writes the report.
  const { cipherKey } = readConfig();
  let contract;
  try {
    contract = loadContract({ contractPath: options.contractPath, cipherKey });
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    console.error(`contract:check: ${error.message}`);
    process.exit(2);
  }
  const { backend, report } = options;
  const proxy = await startLiveProxy({
    port: options.proxyPort,
    backend,
    wire: contract.wire,
    cipherKey,
    onResult: (result) => {
      const failing = fails(result);
      console.log(`${failing ? '✗' : '✓'} ${result.operationId} ${result.method} ${result.path}: ${result.verdict}`);
      if (failing) for (const p of result.problems) console.log(`    ${p.path}: ${p.message}`);
    },
  });
  console.log(`contract:check: judging the traffic of ${proxy.url} → ${backend} (Ctrl-C ends and reports)`);
  const end = async () => {
    const run = proxy.run();
    await proxy.stop();
    contract.dispose();
    process.exit(finish(run, report, io.out));
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}
