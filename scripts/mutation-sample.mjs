// `npm run mutation-sample [-- --root <dir>] [--only <index,…>]`: proof that the tests catch real breakage. Each
// mutation below is a one-line mistake a developer could plausibly make; the script writes it into the file, runs
// the tests that cover that line, and counts the mutation caught when they fail. It rewrites source files, so run
// it in a checkout nobody else is editing (a git worktree: docs/testing.md, "Mutation sample").
//
// The named tests first run once unmutated: a test that already fails would otherwise count as a catch. A
// mutation whose `find` no longer occurs exactly once stops the run by name, so a stale sample never passes
// silently. Every mutated file is put back in a finally block, and on Ctrl-C or a kill.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root as repositoryRoot } from './lib/config.mjs';

/**
 * @typedef {object} Mutation
 * @property {string} file the file, relative to the root
 * @property {string} find the exact text replaced: it must occur once in the file
 * @property {string} replace what replaces it, on the same line
 * @property {string} why the mistake it stands for
 * @property {string[]} tests the test files that should catch it
 */

/** @type {Mutation[]} */
export const mutations = [
  // The kit (src/components).
  {
    file: 'src/components/list/page-items.ts',
    find: 'const right = Math.min(page + 1, totalPages);',
    replace: 'const right = Math.min(page + 2, totalPages);',
    why: 'pager: two neighbours after the current page, not one (off by one)',
    tests: ['src/components/list/page-items.test.ts', 'src/components/list/Pager.test.tsx'],
  },
  {
    file: 'src/components/table/row-action-split.ts',
    find: 'count <= MAX_INLINE &&',
    replace: 'count < MAX_INLINE &&',
    why: 'row actions: one button fewer than fits (flipped bound)',
    tests: ['src/components/table/row-action-split.test.ts'],
  },
  {
    file: 'src/components/table/column-model.ts',
    find: 'if (current !== first) return undefined;',
    replace: 'if (current === first) return undefined;',
    why: 'table: the sort cycle skips its second direction (flipped comparison)',
    tests: ['src/components/table/column-model.test.ts'],
  },
  {
    file: 'src/components/query/QueryFrame.tsx',
    find: 'const updating = !answered || Boolean(query.isPlaceholderData);',
    replace: 'const updating = Boolean(query.isPlaceholderData);',
    why: 'query frame: the kept answer is not marked as updating',
    tests: ['src/components/query/QueryFrame.test.tsx'],
  },
  {
    file: 'src/components/query/QueryFrame.tsx',
    find: 'if (query.isError && last) setLast(undefined);',
    replace: 'if (query.isError && !last) setLast(undefined);',
    why: 'query frame: the answer before a failure comes back (flipped condition)',
    tests: ['src/components/query/QueryFrame.test.tsx'],
  },
  {
    file: 'src/components/form/zod-resolver.ts',
    find: "message: translate(i18n, issue.message, issue.code === 'custom' ? issue.params : undefined),",
    replace: 'message: translate(i18n, issue.message, undefined),',
    why: "form: a field message loses its values ('Port {port}')",
    tests: ['src/components/form/zod-resolver.test.ts'],
  },
  {
    file: 'src/components/form/zod-resolver.ts',
    find: 'if (index === path.length - 1) node[name] ??= value;',
    replace: 'if (index === path.length - 1) node[name] = value;',
    why: 'form: a field shows its last problem, not its first',
    tests: ['src/components/form/zod-resolver.test.ts'],
  },
  {
    file: 'src/components/use-dialog-state.ts',
    find: 'setTarget(() => next)',
    replace: 'setTarget(next)',
    why: 'dialogs: a function target is called instead of kept',
    tests: ['src/components/use-dialog-state.test.tsx'],
  },
  {
    file: 'src/components/jobs/background-jobs.ts',
    find: "if (!job || job.state !== 'running') return;",
    replace: 'if (!job) return;',
    why: 'jobs: a job can end twice and be announced twice',
    tests: ['src/components/jobs/background-jobs.test.ts'],
  },
  {
    file: 'src/components/jobs/background-jobs.ts',
    find: "const oldestEnded = list.findLastIndex((job) => job.state !== 'running');",
    replace: "const oldestEnded = list.findIndex((job) => job.state !== 'running');",
    why: 'jobs: past the limit the newest ended job is dropped, not the oldest',
    tests: ['src/components/jobs/background-jobs.test.ts'],
  },
  {
    file: 'src/components/jobs/TaskTray.tsx',
    find: '{running > 0 && (',
    replace: '{running >= 0 && (',
    why: 'task tray: a count badge of 0 (off by one)',
    tests: ['src/components/jobs/TaskTray.test.tsx'],
  },
  // The data layer (src/api, src/lib).
  {
    file: 'src/api/envelope.ts',
    find: 'meta.successCodes.some((success) => success === code);',
    replace: 'meta.successCodes.some((success) => String(success) === String(code));',
    why: "envelope: the success code '0' and 0 taken as one",
    tests: ['src/api/envelope.test.ts'],
  },
  {
    file: 'src/api/envelope.ts',
    find: 'if (response.status < 200 || response.status >= 300) {',
    replace: 'if (response.status < 200 || response.status > 300) {',
    why: 'envelope: HTTP 300 taken as a success (off by one)',
    tests: ['src/api/envelope.test.ts'],
  },
  {
    file: 'src/api/envelope.ts',
    find: "const endsSession = (code: unknown) => code === '403' || code === 403;",
    replace: "const endsSession = (code: unknown) => code === '403';",
    why: 'envelope: a numeric 403 does not end the session',
    tests: ['src/api/envelope.test.ts'],
  },
  {
    file: 'src/lib/permission-grant.js',
    find: "(have.level === 'operation' && wanted.level === 'view')",
    replace: "(have.level === 'view' && wanted.level === 'operation')",
    why: 'permissions: a view permission allows operating (inverted inference)',
    tests: ['src/api/permissions.test.ts'],
  },
  {
    file: 'src/lib/permission-grant.js',
    find: "const itemOk = wanted.item === '*' || have.item === '*' || have.item === wanted.item;",
    replace: 'const itemOk = true;',
    why: 'permissions: the item check dropped',
    tests: ['src/api/permissions.test.ts'],
  },
  {
    file: 'src/api/permissions.ts',
    find: "export const seesAllLiveDomains = (user: PermissionHolder) => user.role === 'superadmin';",
    replace: "export const seesAllLiveDomains = (user: PermissionHolder) => user.role.startsWith('super');",
    why: 'permissions: every super role sees all live domains',
    tests: ['src/features/live-domains/rules/visibility.test.ts'],
  },
  {
    file: 'src/api/error-messages.ts',
    find: 'return i18n._(messages.sessionTimeout);',
    replace: 'return i18n._(messages.serverError);',
    why: 'error messages: an ended session says Server Error',
    tests: ['src/api/error-messages.test.ts'],
  },
  {
    file: 'src/api/error-messages.ts',
    find: 'const known = serverTranslations[text.trim()] ?? serverSuccessTranslations[text.trim()];',
    replace: 'const known = serverTranslations[text] ?? serverSuccessTranslations[text];',
    why: 'error messages: a server text with a trailing space is not translated',
    tests: ['src/api/error-messages.test.ts'],
  },
  {
    file: 'src/api/session.ts',
    find: "account_all: [info.account, ...descendants(children)].join(','),",
    replace: "account_all: descendants(children).join(','),",
    why: "session: the user's own account left out of account_all",
    tests: ['src/api/session.test.ts', 'src/api/session-accounts.test.ts'],
  },
  {
    file: 'src/api/query.ts',
    find: 'queryClient.invalidateQueries({ queryKey: operationKeyRoot(target as OperationId) })',
    replace: 'queryClient.invalidateQueries({ queryKey: operationKeyRoot(id) })',
    why: 'query keys: a write invalidates itself, not what x-invalidates names',
    tests: ['src/api/query.test.ts'],
  },
  {
    file: 'src/api/query.ts',
    find: 'await invalidateAfter(queryClient, id);',
    replace: 'void invalidateAfter(queryClient, id);',
    why: 'invalidations: a lost await, the write settles before its reads are stale',
    tests: ['src/api/query.test.ts', 'src/api/query-kinds.test.tsx'],
  },
  {
    file: 'src/api/call.ts',
    find: 'names.includes(k) ? await encryptText(String(v)) : v',
    replace: 'v',
    why: 'cipher: an encrypted query parameter sent in clear',
    tests: ['src/api/call.test.ts'],
  },
  {
    file: 'src/api/call.ts',
    find: 'if (encrypted !== undefined) return { body, bodySerializer: () => JSON.stringify(encrypted) };',
    replace: '',
    why: 'cipher: an encrypted body sent in clear',
    tests: ['src/api/call.test.ts'],
  },
  {
    file: 'src/lib/provider-time.js',
    find: 'const OFFSET_MS = 8 * 3_600_000;',
    replace: 'const OFFSET_MS = 8 * 60_000;',
    why: 'provider time: the zone offset in minutes, not hours (wrong unit)',
    tests: ['src/lib/provider-time.test.ts'],
  },
  {
    file: 'src/lib/provider-time.js',
    find: 'return new Date(Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);',
    replace: 'return new Date(Math.floor((ms - OFFSET_MS) / DAY_MS) * DAY_MS + OFFSET_MS);',
    why: 'provider time: the day starts at UTC-8, not UTC+8 (zone sign)',
    tests: ['src/lib/provider-time.test.ts'],
  },
  {
    file: 'src/lib/units.ts',
    find: 'divisor: 1000 ** clamped,',
    replace: 'divisor: 1024 ** clamped,',
    why: 'units: binary steps of 1024 instead of 1000',
    tests: ['src/lib/units.test.ts'],
  },
  // The domains area.
  {
    file: 'src/features/domains/rules/domain-actions.ts',
    find: "if (domain.operationStatus === 'configuring') return reasons.configuring;",
    replace: "if (domain.status === 'configuring') return reasons.configuring;",
    why: 'domains: a configuring domain judged by the wrong field',
    tests: ['src/features/domains/rules/domain-actions.test.ts'],
  },
  {
    file: 'src/features/domains/rules/field-rules.ts',
    find: 'return wholeIn(port, 1, 65535) ? undefined : m.portRange;',
    replace: 'return wholeIn(port, 0, 65535) ? undefined : m.portRange;',
    why: 'domains: port 0 accepted (off by one)',
    tests: ['src/features/domains/rules/field-rules.test.ts'],
  },
  {
    file: 'src/features/domains/rules/field-rules.ts',
    find: '(WHOLE.test(bits) && Number(bits) <= 32)',
    replace: '(WHOLE.test(bits) && Number(bits) < 32)',
    why: 'domains: a /32 CIDR refused (flipped bound)',
    tests: ['src/features/domains/rules/field-rules.test.ts'],
  },
  {
    file: 'src/features/domains/components/domain-columns.tsx',
    find: '...offer(t`Settings`, actions.edit, unavailable),',
    replace: '...offer(t`Settings`, actions.edit, undefined),',
    why: 'domain list: Settings offered on a configuring domain',
    tests: ['src/features/domains/pages/DomainListPage.test.tsx'],
  },
  // The purge area.
  {
    file: 'src/features/purge/rules/url-list.ts',
    find: "if (kind === 'dir' && !text.endsWith('/')) return 'dirSlash';",
    replace: "if (kind === 'url' && !text.endsWith('/')) return 'dirSlash';",
    why: 'purge: the final-slash rule applied to the wrong kind',
    tests: ['src/features/purge/rules/url-list.test.ts'],
  },
  {
    file: 'src/features/purge/rules/url-list.ts',
    find: 'for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));',
    replace: 'for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size - 1));',
    why: 'purge: batches lose their last URL (off by one)',
    tests: ['src/features/purge/rules/url-list.test.ts'],
  },
  {
    file: 'src/features/purge/rules/tasks.ts',
    find: "export const isPending = (status: string) => status === 'processing' || status === 'waiting';",
    replace: "export const isPending = (status: string) => status === 'processing';",
    why: 'purge: a waiting task is not polled',
    tests: ['src/features/purge/rules/tasks.test.ts'],
  },
  {
    file: 'src/features/purge/rules/tasks.ts',
    find: "if (tasks.length === 0 || hasPending(tasks)) return 'running';",
    replace: "if (hasPending(tasks)) return 'running';",
    why: 'purge: a push whose tasks are not listed yet counts as done',
    tests: ['src/features/purge/rules/tasks.test.ts'],
  },
  {
    file: 'src/features/purge/usePushBatches.ts',
    find: ": purge.mutateAsync({ body: { type: kind, source: 'portal', account, urls } });",
    replace: ": purge.mutateAsync({ body: { type: kind, source: 'console', account, urls } });",
    why: 'push page: the purge source default changed',
    tests: ['src/features/purge/pages/PushPage.test.tsx'],
  },
  {
    file: 'src/features/purge/api/push-jobs.ts',
    find: 'if (taskIds.length === 0) return job;',
    replace: 'if (taskIds.length !== 0) return job;',
    why: 'push page: a push with tasks is not followed in the tray (flipped comparison)',
    tests: ['src/features/purge/api/push-jobs.test.ts', 'src/features/purge/pages/PushPage.test.tsx'],
  },
];

/** A mutation run that takes longer than this is stopped and counted caught: a hang fails CI as surely. */
const RUN_TIMEOUT_MS = 10 * 60_000;

const { values } = parseArgs({
  options: { root: { type: 'string', default: repositoryRoot }, only: { type: 'string' } },
});
const root = path.resolve(values.root);
const chosen = values.only ? values.only.split(',').map((index) => mutations[Number(index) - 1]) : mutations;

/** @param {Mutation} mutation */
const label = (mutation) => `${mutation.file}: ${mutation.why}`;

function occurrences(text, find) {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count += 1;
  return count;
}

// A stale sample stops before any file is touched.
for (const mutation of chosen) {
  if (!mutation) throw new Error('--only names a mutation that does not exist');
  const count = occurrences(readFileSync(path.join(root, mutation.file), 'utf8'), mutation.find);
  if (count !== 1 || mutation.find.includes('\n') || mutation.replace.includes('\n')) {
    console.error(`Stale mutation (found ${count} times, one line expected): ${label(mutation)}\n  ${mutation.find}`);
    process.exit(1);
  }
}

/** The file currently mutated and its original text, put back on any exit. */
let restore = /** @type {{ file: string, text: string } | undefined} */ (undefined);
const putBack = () => {
  if (restore) writeFileSync(restore.file, restore.text);
  restore = undefined;
};
/** The test run under way, stopped with the sample. */
let running = /** @type {import('node:child_process').ChildProcess | undefined} */ (undefined);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (running?.pid) process.kill(-running.pid, 'SIGTERM');
    putBack();
    console.error(`\nStopped by ${signal}; every mutated file is restored.`);
    process.exit(130);
  });
}

/** @param {string[]} tests @returns {Promise<{ passed: boolean, seconds: number, output: string }>} */
function runTests(tests) {
  const started = Date.now();
  // --bail: the first failing test is enough to call a mutation caught.
  // A process group of its own, so a stop ends npx and the Vitest it started together.
  const child = spawn('npx', ['vitest', 'run', '--bail=1', ...tests], {
    cwd: root,
    detached: true,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  running = child;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGTERM'), RUN_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      running = undefined;
      resolve({ passed: code === 0, seconds: Math.round((Date.now() - started) / 1000), output });
    });
  });
}

const allTests = [...new Set(chosen.flatMap((mutation) => mutation.tests))];
console.log(`Running the ${allTests.length} named test files unmutated…`);
const baseline = await runTests(allTests);
if (!baseline.passed) {
  console.error(baseline.output.slice(-4000));
  console.error('The named tests fail before any mutation: fix them first, or no catch would mean anything.');
  process.exit(1);
}
console.log(`  passed (${baseline.seconds} s)`);

// The first failing test, so that a catch for the wrong reason (a crash, a syntax error) shows in the table.
/** @param {string} output */
const caughtBy = (output) =>
  /(?:FAIL|×)\s+(?:\S+\s+)?(\S+\.test\.tsx?.*)/
    // eslint-disable-next-line no-control-regex -- the colours Vitest writes even when told not to
    .exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1]
    ?.replace(/\s+\d+ms$/, '')
    .trim() ?? 'the run failing';

/** @type {{ index: number, mutation: Mutation, caught: boolean, by: string, seconds: number }[]} */
const results = [];
for (const [position, mutation] of chosen.entries()) {
  const index = mutations.indexOf(mutation) + 1;
  const file = path.join(root, mutation.file);
  const text = readFileSync(file, 'utf8');
  process.stdout.write(`${position + 1}/${chosen.length} #${index} ${label(mutation)} … `);
  let run;
  try {
    restore = { file, text };
    writeFileSync(
      file,
      text.replace(mutation.find, () => mutation.replace),
    );
    run = await runTests(mutation.tests);
  } finally {
    putBack();
  }
  const by = run.passed ? '' : caughtBy(run.output);
  results.push({ index, mutation, caught: !run.passed, by, seconds: run.seconds });
  console.log(`${run.passed ? 'SURVIVED' : `caught by ${by}`} (${run.seconds} s)`);
}

const cell = (text) => String(text).replaceAll('|', '\\|');
console.log('\n| # | file | mutation | caught by |\n| - | ---- | -------- | --------- |');
for (const { index, mutation, caught, by } of results) {
  console.log(`| ${index} | ${cell(mutation.file)} | ${cell(mutation.why)} | ${caught ? cell(by) : '**survived**'} |`);
}
const caught = results.filter((result) => result.caught).length;
const seconds = baseline.seconds + results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`\n${caught} of ${results.length} caught (${Math.round(seconds / 60)} min)`);
process.exit(caught === results.length ? 0 : 1);
