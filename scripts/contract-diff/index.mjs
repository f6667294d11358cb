// `npm run contract:diff -- <base> <head>`: what a change of the contract breaks, for the pull request that
// makes it. The schema changes come from Redocly CLI's diff, the contract's own rules on top (rules.mjs).
import { writeFileSync } from 'node:fs';
import { diffContracts } from './diff.mjs';
import { toJUnit } from './junit.mjs';
import { loadSides, SideError } from './load.mjs';
import { toMarkdown } from './markdown.mjs';
import { parseOptions, usage, UsageError } from './options.mjs';
import { toText } from './text.mjs';

/** @typedef {{ label: string, doc: Record<string, any> }} Side */

function main(argv) {
  let options;
  try {
    options = parseOptions(argv);
    if (options.help === true) {
      process.stdout.write(usage);
      return 0;
    }
    const [base, head] = /** @type {[Side, Side]} */ (loadSides([options.base, options.head]));
    const diff = diffContracts(base, head, options);
    process.stdout.write(options.format === 'markdown' ? toMarkdown(diff) : toText(diff));
    if (options.junit) writeFileSync(options.junit, toJUnit(diff));
    return diff.exitCode;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // A side that cannot be read is named alone; a wrong command line gets the usage too.
    process.stderr.write(`contract:diff: ${error.message}\n${error instanceof SideError ? '' : `\n${usage}`}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
