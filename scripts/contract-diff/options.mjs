// The command line of `npm run contract:diff`.
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run contract:diff -- <base> <head> [options]

Compares two versions of the contract and says what the change breaks: the schema changes rated by Redocly
CLI's diff (its diff-recommended rules), and the contract's own rules per operation (success code, encryption,
permission, error text, invalidations, declared failure codes, session, kind, path and method).

<base> and <head> are each a bundled contract (JSON or YAML, like generated/openapi.json), a contract folder
(holding openapi.yaml and areas/, like openapi/) or a git revision of this repository (origin/main, HEAD~3,
HEAD), whose openapi/ is bundled with scripts/bundle.mjs.

Exit status: 1 when a change breaks clients or servers and info.version's major number did not go up;
0 when nothing breaks, or when the major number went up (the bump acknowledges the break) unless
--fail-on-breaking is given; 2 on a usage error or a side that cannot be read.

Options:
  --format <text|markdown>  text (default) or markdown, for a pull-request comment
  --junit <file>            also write JUnit XML: one testcase per finding (a breaking one fails)
  --fail-on-breaking        exit 1 on a breaking change even when the major version went up
  --help                    this text
`;

export class UsageError extends Error {}

const FORMATS = ['text', 'markdown'];

/**
 * @param {string[]} argv the arguments after the script
 * @returns {{ help: true } | { help: false, base: string, head: string, format: string, junit?: string,
 *   failOnBreaking: boolean }}
 */
export function parseOptions(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        junit: { type: 'string' },
        'fail-on-breaking': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 2) throw new UsageError('give two sides to compare: <base> <head>');
  if (!FORMATS.includes(values.format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  const [base, head] = /** @type {[string, string]} */ (positionals);
  return {
    help: false,
    base,
    head,
    format: values.format,
    junit: values.junit,
    failOnBreaking: values['fail-on-breaking'],
  };
}
