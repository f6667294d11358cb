// `npm run contract:check` for a backend (check.mjs) or a recording (--har), as a function: the command line in,
// the exit status out, what it prints through `out` and `err`. index.mjs runs it as the command; a program that
// checks several backends one after another (the contract tests) runs it in its own process with one contract
// read once, since reading and converting the contract is most of a short check's work.
import path from 'node:path';
import { readConfig } from '../lib/config.mjs';
import { runCheck } from './check.mjs';
import { ContractError, loadContract } from './contract.mjs';
import { parseOptions, usage, UsageError } from './options.mjs';
import { writeReports } from './report.mjs';
import { formatSummary } from './summary.mjs';
import { passes } from './tally.mjs';
import { HarError, runHar } from './traffic/har.mjs';

/**
 * @typedef {ReturnType<typeof loadContract>} Contract
 * @param {string[]} argv the arguments after `contract:check`
 * @param {{ env: Record<string, string | undefined>, out: (text: string) => void, err: (text: string) => void,
 *   load?: (options: { contractPath?: string, cipherKey?: string }) => Contract }} io `load`: how the contract is
 *   read (default: loadContract); a caller that shares one contract between runs disposes of it itself
 * @returns {Promise<0 | 1 | 2>} 0 when everything checked conforms and at least one success answer was verified;
 *   1 otherwise; 2 on a usage or setup error
 */
export async function contractCheck(argv, { env, out, err, load }) {
  let options;
  try {
    options = parseOptions(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`contract:check: ${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (options.help) {
    out(`${usage}\n`);
    return 0;
  }
  if (options.proxyPort) throw new Error('--proxy runs as the command alone (index.mjs)');

  const { cipherKey } = readConfig();
  let contract;
  try {
    contract = (load ?? loadContract)({ contractPath: options.contractPath, cipherKey });
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    err(`contract:check: ${error.message}\n`);
    return 2;
  }
  const shared = Boolean(load);
  const { readable, wire, specPath } = contract;
  let run;
  try {
    run = options.har
      ? await runHar({ wire, harPath: options.har, cipherKey })
      : await runCheck({
          ...options,
          readable,
          wire,
          specPath,
          cipherKey,
          warn: (message) => err(`contract:check: warning: ${message}\n`),
        });
  } catch (error) {
    // A recording that cannot be read; an --only that names unknown operations or writes without
    // --include-writes, Prism not starting, --login without its password.
    if (options.har && !(error instanceof HarError) && error.code !== 'ENOENT') throw error;
    err(`contract:check: ${error.message}\n`);
    return 2;
  } finally {
    if (!shared) contract.dispose();
  }
  return finish(run, options.report, out);
}

/**
 * Prints a run's summary, writes its reports when asked (`--report <prefix>`), and gives its exit status.
 * @param {Record<string, any>} run what runCheck or runHar gives
 * @param {string | undefined} reportPrefix
 * @param {(text: string) => void} out
 * @returns {0 | 1}
 */
export function finish(run, reportPrefix, out) {
  out(formatSummary(run));
  if (reportPrefix) {
    for (const file of writeReports(reportPrefix, run)) out(`report: ${path.relative(process.cwd(), file)}\n`);
  }
  return passes(run) ? 0 : 1;
}
