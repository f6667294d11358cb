// The command line and environment of `npm run contract:check`.
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run contract:check -- <backend-url> [options]

Sends every operation of the contract a valid request (built from its examples) through Prism's validating
proxy to <backend-url>, and reports per operation: conforms, violates, unexpected code, not found or
unreachable. Exit status 0 when every checked operation conforms, 1 otherwise, 2 on a usage error.

Options:
  --include-writes        also send the writes (x-kind: mutation); they change the backend's data:
                          use a test account
  --only <ids>            only these operationIds (comma-separated, repeatable)
  --cookie <cookie>       Cookie header sent with every request, e.g. "JSESSIONID=…": the session every
                          operation but login and automatic login needs (the contract's security); without
                          --cookie or --header the check warns that a real backend will refuse them
  --header <Name: value>  a header sent with every request (repeatable)
  --report <prefix>       also write <prefix>.json and <prefix>.junit.xml
  --timeout <ms>          time to wait for each answer (default 30000)
  --help                  this text

Environment:
  CONTRACT_CHECK_COOKIE   a cookie, as --cookie (the command line wins)
  CONTRACT_CHECK_HEADERS  headers, one "Name: value" per line, as --header (the command line wins)
  VITE_CIPHER_KEY         the key encrypted data is decrypted with (.env, .env.local or the environment)
`;

export class UsageError extends Error {}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseHeader(line) {
  const colon = line.indexOf(':');
  const name = line.slice(0, colon).trim();
  if (colon < 1 || !HEADER_NAME.test(name)) throw new UsageError(`not a "Name: value" header: ${line}`);
  return [name.toLowerCase(), line.slice(colon + 1).trim()];
}

/**
 * @param {string[]} argv the arguments after the script
 * @param {Record<string, string | undefined>} env
 */
export function parseOptions(argv, env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'include-writes': { type: 'boolean', default: false },
        only: { type: 'string', multiple: true, default: [] },
        cookie: { type: 'string', multiple: true, default: [] },
        header: { type: 'string', multiple: true, default: [] },
        report: { type: 'string' },
        timeout: { type: 'string', default: '30000' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) throw new UsageError('give exactly one backend URL');
  let backend;
  try {
    backend = new URL(positionals[0]);
  } catch {
    throw new UsageError(`not a URL: ${positionals[0]}`);
  }
  if (!/^https?:$/.test(backend.protocol)) throw new UsageError(`not an http(s) URL: ${positionals[0]}`);
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be milliseconds`);

  // Environment first, the command line over it (a header name given in both keeps the command line's value).
  const headers = Object.fromEntries(
    [...(env.CONTRACT_CHECK_HEADERS ?? '').split(/\r?\n/).filter((l) => l.trim()), ...values.header].map(parseHeader),
  );
  const cookie = values.cookie.length ? values.cookie.join('; ') : env.CONTRACT_CHECK_COOKIE;
  if (cookie) headers.cookie = cookie;

  return {
    help: false,
    backend: backend.href.replace(/\/$/, ''),
    includeWrites: values['include-writes'],
    only: values.only
      .flatMap((list) => list.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
    headers,
    report: values.report,
    timeoutMs,
  };
}
