// A release while a tab is open: the provider's deploy replaces the hashed files, so the old ones answer 404
// (played here by the test for every file the page has not loaded yet, until the page loads again: the new
// release). Moving by the portal's links to a screen not opened yet reloads the portal once into the new
// release at that screen; a second failure soon after shows the notice with Reload instead of looping.
import type { Page } from '@playwright/test';
import { expect, logIn, test, type MockControl } from './fixtures';

/** Plays a deploy: files of the page not loaded so far answer 404 until the page's next load (the new release). */
async function deployWhileOpen(page: Page) {
  const loaded = new Set<string>();
  const documents: string[] = [];
  let deployed = false;
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(pathname + search);
      deployed = false;
    }
  });
  page.on('requestfinished', (request) => loaded.add(new URL(request.url()).pathname));
  await page.route('**/assets/**', (route) =>
    deployed && !loaded.has(new URL(route.request().url()).pathname)
      ? route.fulfill({ status: 404, body: '' })
      : route.fallback(),
  );
  return {
    /** The old files are gone from now on, until the page loads again. */
    deploy: () => (deployed = true),
    /** The addresses the page was loaded at, in order (a reload included). */
    documents,
  };
}

async function onDomains(page: Page, mock: MockControl) {
  // The browser reports each missing file, and the router a route preload that failed on a link's hover.
  mock.allowConsoleError(/status of 404|Failed to fetch dynamically imported module/);
  await page.goto('/cdn/domain');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('heading', { name: '域名管理', level: 1 })).toBeVisible();
  await expect(page.getByTestId('domain-50104')).toBeVisible();
  // Everything the screen loads on its own has come.
  await page.waitForLoadState('networkidle');
}

const sections = (page: Page) => page.getByRole('navigation', { name: '栏目' });

const moves: { name: string; path: string; heading: string; go(page: Page): Promise<void> }[] = [
  {
    name: 'certificates',
    path: '/page/certificateUpload',
    heading: '证书管理',
    go: (page) => sections(page).getByRole('link', { name: '个人中心' }).click(),
  },
  {
    name: 'alert rules',
    path: '/CMonit/alertRules',
    heading: '告警规则',
    go: (page) => sections(page).getByRole('link', { name: '云监控' }).click(),
  },
  {
    name: 'log download',
    path: '/cdn/newlog',
    heading: '日志下载',
    go: (page) => page.getByRole('link', { name: '日志下载' }).click(),
  },
  {
    name: 'websites',
    path: '/dcdn/website',
    heading: '网站',
    go: (page) => sections(page).getByRole('link', { name: '网站防护' }).click(),
  },
];

for (const move of moves) {
  test(`after a release, ${move.name} opened from the domain list shows after one reload into the new release`, async ({
    page,
    mock,
  }) => {
    await onDomains(page, mock);
    const release = await deployWhileOpen(page);
    release.deploy();
    await move.go(page);
    await expect(page.getByRole('heading', { name: move.heading, exact: true, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${move.path}$`));
    // Loaded again, once, at the screen asked for.
    expect(release.documents).toEqual([move.path]);
    await expect(page.getByText('门户已发布新版本')).toHaveCount(0);
  });
}

test('a second failure soon after the reload shows the notice with Reload instead of reloading again', async ({
  page,
  mock,
}) => {
  await onDomains(page, mock);
  const release = await deployWhileOpen(page);
  release.deploy();
  await moves[0]!.go(page);
  await expect(page.getByRole('heading', { name: '证书管理', level: 1 })).toBeVisible();
  expect(release.documents).toEqual(['/page/certificateUpload']);

  // The new release is not whole yet: a file still missing.
  release.deploy();
  await moves[1]!.go(page);
  const notice = page.getByRole('alert').filter({ hasText: '门户已发布新版本' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/CMonit\/alertRules$/);
  // Nothing reloaded by itself.
  expect(release.documents).toEqual(['/page/certificateUpload']);

  // Reload, the release whole by now: the screen asked for.
  await notice.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { name: '告警规则', level: 1 })).toBeVisible();
  expect(release.documents).toEqual(['/page/certificateUpload', '/CMonit/alertRules']);
});
