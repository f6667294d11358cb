// The command line and environment of `npm run contract:check`.
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run contract:check -- <backend-url> [options]
       npm run contract:check -- --har <recording.har> [options]

Checks that a backend answers as the contract says. By default every read gets a valid request built from
the contract's examples, through Prism's validating proxy, and must answer its success: a declared failure
is "not verified" and fails the run. Exit status 0 when everything checked conforms and at least one success
was verified, 1 otherwise, 2 on a usage error.

Modes (combine them):
  --include-writes         also the writes, as flows that clean up: create → read it back in its list →
                           update → read the change → delete → read it gone, names prefixed with the run's
                           prefix, ids taken from the answers; writes without a flow are listed as skipped
  --negative               requests the contract refuses (a required field missing, a wrong type, a value
                           outside its enum, range, pattern or length, a body that is not JSON), sent
                           straight to the backend: each must be refused with a declared failure code
  --signed-out             every call that needs a session, without one: each must answer an ended session
                           (HTTP 401, a redirect or the code x-session-ended-code, '403')
  --as <cookie>            a low-privilege user's session (e.g. "JSESSIONID=…"): every call whose
                           x-permission that user lacks must be refused
  --har <file>             judge the exchanges recorded in a HAR file (no backend-url)
  --proxy <port>           a proxy on 127.0.0.1:<port> in front of <backend-url> that judges the traffic
                           passing through it; Ctrl-C writes the report
Writes, --negative, --signed-out and --as never touch an id the run did not create: refused writes name
an id that does not exist, and creates are only sent in flows.

Session:
  --cookie <cookie>        Cookie header sent with every request, e.g. "JSESSIONID=…" (never ended by the check)
  --header <Name: value>   a header sent with every request (repeatable)
  --login <user>           sign in as <user> first (password from CONTRACT_CHECK_PASSWORD), sign out at the end

Judging:
  --expect-failure <id=reason>  an operation expected to answer a declared failure (repeatable)
  --allow-unverified       a declared failure to a valid request does not fail the run (still reported)
  --max-time <ms>          latency budget per request: slower answers fail
  --strict-fields          answers' properties the contract does not name fail
  --seed <text>            seed of --negative's generated values (default 1)
  --negative-cases <n>     bad inputs per operation (default 3)

Run:
  --only <ids>             only these operationIds (comma-separated, repeatable)
  --dry-run                list every request the run would send (writes marked), send nothing
  --contract <file>        the bundled contract to check against (default generated/openapi.json)
  --prism-port <port>      the port of Prism's validating proxy (default: a free one)
  --report <prefix>        also write <prefix>.json and <prefix>.junit.xml
  --timeout <ms>           time to wait for each answer (default 30000)
  --help                   this text

Environment:
  CONTRACT_CHECK_COOKIE    a cookie, as --cookie (the command line wins)
  CONTRACT_CHECK_HEADERS   headers, one "Name: value" per line, as --header (the command line wins)
  CONTRACT_CHECK_PASSWORD  the password of --login
  VITE_CIPHER_KEY          the key requests are encrypted and answers decrypted with (.env, .env.local or
                           the environment); the contract's encrypted examples are encrypted with it anew
`;

export class UsageError extends Error {}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseHeader(line) {
  const colon = line.indexOf(':');
  const name = line.slice(0, colon).trim();
  if (colon < 1 || !HEADER_NAME.test(name)) throw new UsageError(`not a "Name: value" header: ${line}`);
  return [name.toLowerCase(), line.slice(colon + 1).trim()];
}

function positiveInteger(value, option) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new UsageError(`${option} must be a positive whole number`);
  return number;
}

function expectedFailures(values) {
  return new Map(
    values.map((value) => {
      const equals = value.indexOf('=');
      const id = value.slice(0, equals).trim();
      const reason = value.slice(equals + 1).trim();
      if (equals < 1 || !reason) throw new UsageError(`--expect-failure takes <operationId>=<reason>: ${value}`);
      return [id, reason];
    }),
  );
}

function backendUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`not a URL: ${text}`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new UsageError(`not an http(s) URL: ${text}`);
  return url.href.replace(/\/$/, '');
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
        negative: { type: 'boolean', default: false },
        'signed-out': { type: 'boolean', default: false },
        as: { type: 'string' },
        har: { type: 'string' },
        proxy: { type: 'string' },
        login: { type: 'string' },
        only: { type: 'string', multiple: true, default: [] },
        cookie: { type: 'string', multiple: true, default: [] },
        header: { type: 'string', multiple: true, default: [] },
        'expect-failure': { type: 'string', multiple: true, default: [] },
        'allow-unverified': { type: 'boolean', default: false },
        'max-time': { type: 'string' },
        'strict-fields': { type: 'boolean', default: false },
        seed: { type: 'string', default: '1' },
        'negative-cases': { type: 'string', default: '3' },
        'dry-run': { type: 'boolean', default: false },
        contract: { type: 'string' },
        'prism-port': { type: 'string' },
        report: { type: 'string' },
        timeout: { type: 'string', default: '30000' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return /** @type {const} */ ({ help: true });
  const har = values.har;
  if (har && positionals.length) throw new UsageError('--har judges a recording: give no backend URL');
  if (!har && positionals.length !== 1) throw new UsageError('give exactly one backend URL (or --har <file>)');
  const backend = har ? undefined : backendUrl(positionals[0]);
  const timeoutMs = positiveInteger(values.timeout, '--timeout');

  // Environment first, the command line over it (a header name given in both keeps the command line's value).
  const headers = Object.fromEntries(
    [...(env.CONTRACT_CHECK_HEADERS ?? '').split(/\r?\n/).filter((l) => l.trim()), ...values.header].map(parseHeader),
  );
  const cookie = values.cookie.length ? values.cookie.join('; ') : env.CONTRACT_CHECK_COOKIE;
  if (cookie) headers.cookie = cookie;
  if (values.login && cookie) throw new UsageError('--login opens a session of its own: give no --cookie with it');

  return {
    help: /** @type {const} */ (false),
    backend,
    har,
    proxyPort: positiveInteger(values.proxy, '--proxy'),
    includeWrites: values['include-writes'],
    negative: values.negative,
    signedOut: values['signed-out'],
    as: values.as,
    login: values.login,
    password: env.CONTRACT_CHECK_PASSWORD,
    only: values.only
      .flatMap((list) => list.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
    headers,
    expectedFailures: expectedFailures(values['expect-failure']),
    allowUnverified: values['allow-unverified'],
    maxTimeMs: positiveInteger(values['max-time'], '--max-time'),
    strictFields: values['strict-fields'],
    seed: values.seed,
    negativeCount: positiveInteger(values['negative-cases'], '--negative-cases'),
    dryRun: values['dry-run'],
    contractPath: values.contract,
    prismPort: positiveInteger(values['prism-port'], '--prism-port'),
    report: values.report,
    timeoutMs,
  };
}
