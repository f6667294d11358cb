// A signed-in screen opened by its address: its declared first read goes out from the script run before the
// entry (inline in the screen's own page, allowed by its hash in that page's policy: no policy violation), and the
// entry adopts it: one request for one read, encrypted ones and those that need the user included, and a refusal
// is handled as the loader's own. A malformed address or an ended session sends nothing early.
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { watchPolicyViolations } from './policy';

let violations: string[];
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page);
});
test.afterEach(() => {
  expect(violations, 'Content-Security-Policy or Trusted Types violations').toEqual([]);
});

const SEARCH = '/api/domain/search';

/**
 * Holds back the entry (the HTML's first module script) until `release` is called: whatever is requested
 * meanwhile was not asked by the entry.
 */
async function holdEntry(page: Page) {
  const html = await (await page.request.get('/cdn/domain')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("no entry script in the domain list's page");
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

const firstRow = (page: Page) => page.getByRole('table', { name: '域名管理' }).locator('tbody tr').first();

/** Signed in as the customer, landed on the domain list with its rows read (the tab keeps the session). */
async function signedIn(page: Page, mock: Parameters<typeof logIn>[1]) {
  await page.goto('/newlogin');
  await logIn(page, mock, 'customer');
  await expect(page).toHaveURL(/\/cdn\/domain/);
  await expect(firstRow(page)).toBeVisible();
}

/** Waits until the early script has run: it adds the screen's file preloads after sending its reads. */
const earlyScriptRan = (page: Page) => page.waitForFunction(() => document.querySelector('link[data-screen]'));

/**
 * Opens `path` with the entry held back until the early script has run and `beforeEntry` has checked what was
 * sent meanwhile, then lets the entry come.
 */
async function openBeforeEntry(page: Page, path: string, beforeEntry: () => Promise<void> = async () => {}) {
  const release = await holdEntry(page);
  await page.goto(path, { waitUntil: 'commit' });
  await earlyScriptRan(page);
  await beforeEntry();
  release();
}

test('the domain list is read once, sent before the entry has come', async ({ page, mock }) => {
  await signedIn(page, mock);
  const sentBefore = mock.count(SEARCH);

  await openBeforeEntry(page, '/cdn/domain?page=1&status=enabled', () =>
    expect.poll(() => mock.count(SEARCH)).toBe(sentBefore + 1),
  );

  await expect(firstRow(page)).toBeVisible();
  expect(mock.count(SEARCH)).toBe(sentBefore + 1);
});

test('an address the route would correct is read by the loader, once', async ({ page, mock }) => {
  await signedIn(page, mock);
  const sentBefore = mock.count(SEARCH);

  await openBeforeEntry(page, '/cdn/domain?page=first', async () => expect(mock.count(SEARCH)).toBe(sentBefore));

  await expect(firstRow(page)).toBeVisible();
  expect(mock.count(SEARCH)).toBe(sentBefore + 1);
});

test('an ended session (a stored user that does not decrypt) sends nothing early; the entry goes to login', async ({
  page,
  mock,
}) => {
  const logFiles = '/api/log/searchList';
  await signedIn(page, mock);
  const sentBefore = mock.count(logFiles);
  await page.evaluate(() => sessionStorage.setItem('userInfo', 'not a user of ours'));

  await openBeforeEntry(page, '/cdn/newlog');

  await expect(page).toHaveURL(/\/newlogin/);
  // Once the entry has started, the early script sends nothing more (src/api/sent-reads.ts).
  expect(mock.count(logFiles)).toBe(sentBefore);
});

test('a screen whose read the user may not make sends nothing early; the entry takes the user to their landing screen', async ({
  page,
  mock,
}) => {
  const liveDomains = '/api/liveDomain/find';
  // The customer holds no permission of the live domains.
  await signedIn(page, mock);
  const sentBefore = mock.count(liveDomains);

  await openBeforeEntry(page, '/cdn/liveDomain');

  await expect(page).toHaveURL(/\/cdn\/domain$/);
  await page.waitForLoadState('networkidle');
  expect(mock.count(liveDomains)).toBe(sentBefore);
});

test('a failure answered to the early read shows as the loader shows it', async ({ page, mock }) => {
  await signedIn(page, mock);
  const sentBefore = mock.count(SEARCH);
  mock.prefer(SEARCH, 'serverBusy');

  await page.goto('/cdn/domain');

  await expect(page.getByRole('alert').getByText('系统繁忙，请稍后再试')).toBeVisible();
  expect(mock.count(SEARCH)).toBe(sentBefore + 1);
});

test('an early read answered with the session ended goes to login with its message', async ({ page, mock }) => {
  await signedIn(page, mock);
  let sent = 0;
  await page.route(`**${SEARCH}`, (route) => {
    sent += 1;
    return route.fulfill({ json: { code: '403', msg: '您的账号已在别处登录', data: null } });
  });

  await page.goto('/cdn/domain');

  await expect(page.getByText('您的账号已在别处登录')).toBeVisible();
  await expect(page).toHaveURL(/\/newlogin/);
  expect(sent).toBe(1);
});

// One sign-in per user, then each screen opened by its address in the same tab (the tab keeps the session).
const screensByUser = {
  superadmin: [
    ['/dcdn/website', '/impapi/protection/application/manager/list'],
    ['/dcdn/websiteRules?id=1', '/impapi/policy/list/1'],
    ['/dcdn/websiteRules?id=1', '/impapi/protection/application/manager/detail/1'],
    ['/dcdn/ipset', '/impapi/protection/application/manager/list'],
    // With a trailing slash: the same page (the servers answer either address with it).
    ['/ipP/ipset/', '/impapi/protection/network/manager/list'],
    ['/page/certificateDetails?id=1', '/api/certificate/details/1'],
    // Encrypted on the way, for the accounts the user may see, over a period that ends now.
    ['/cdn/newserviceinfo?range=yesterday', '/api/serviceinfo'],
    // Over a period that ends now: the loader asks for the same one, and takes the answer.
    ['/cdn/customRank', '/api/dosageSort'],
    ['/cdn/linesinfo', '/api/line/init'],
    ['/cdn/linesinfo', '/cloud/line/area/query'],
    ['/page/user', '/shiro/self/'],
    // A month range that ends before the moment the early script and the loader share.
    ['/page/bill', '/api/bill/billSum'],
    // The count, with both lists.
    ['/cdn/overviewHost', '/api/hostInfo/count'],
    // The screen's kind, for every customer (the superadmin's: all of them).
    ['/cdn/cloudHostList', '/api/hostInfo/list/details'],
    ['/cdn/specialHostList?q=%22db%22', '/api/hostInfo/list/details/search'],
    ['/cdn/liveDomain', '/api/liveDomain/find'],
    // The domains the log analysis's views default to.
    ['/cdn/analysisLog', '/api/es/init'],
  ],
  // With the user's account.
  customer: [
    ['/CMonit/alertRules', '/monit/rule/list'],
    ['/CMonit/alertContact', '/monit/contacts/list'],
    // Over the last days, counted back from the moment the early script and the loader share.
    ['/CMonit/alertHistory', '/monit/notify/history'],
    ['/CMonit/alertHistory?tab=%22alarms%22', '/monit/record/alarm'],
    ['/cdn/newlog', '/api/log/searchList'],
    ['/cdn/newsearchTask', '/api/refresh/query'],
    ['/cdn/prefetchTask', '/api/prefetch/search'],
    ['/page/userAccount', '/cloud/customer/showDomainGroup'],
    // The scope asked for, which the customer may see (their sub-accounts'), else their own account's.
    ['/page/certificateUpload?scope=4', '/api/certificate/username'],
    ['/page/certificateUpload?scope=3', '/api/certificate/account'],
  ],
} as const;

for (const [user, screens] of Object.entries(screensByUser)) {
  test(`signed in as ${user}, each screen's read is sent once, before the entry has come`, async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, user);
    await expect(page).not.toHaveURL(/\/newlogin/);
    for (const [screen, read] of screens) {
      await test.step(`${screen}: ${read}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const sentBefore = mock.count(read);

        await openBeforeEntry(page, screen, () =>
          expect.poll(() => mock.count(read), `${screen}: ${read} sent before the entry`).toBe(sentBefore + 1),
        );

        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The screen itself, not another the user was sent to once the entry had run.
        await expect(page).toHaveURL(new RegExp(screen.split('?')[0]!.replace(/\/$/, '')));
        expect(mock.count(read), `${screen}: ${read} asked once`).toBe(sentBefore + 1);
      });
    }
  });
}
