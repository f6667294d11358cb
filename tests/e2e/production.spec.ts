// The production build as customers get it, served by nginx with its own headers (CSP, Trusted Types, COOP):
// sign-in, a list, a form write, a certificate download and a log download, each in success and failure, with
// no policy violation on the way. The log files' host is played by the test (the mock's links point to
// https://logdownload.yunshi-cdn.com, a configured download origin, see .env and docs/deploying.md).
import type { Page, Route } from '@playwright/test';
import { runRowAction } from './row-actions';
import { expect, logIn, test, trafficFigure, type MockControl } from './fixtures';
import { watchPolicyViolations } from './policy';

let violations: string[];
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page);
});
test.afterEach(() => {
  expect(violations, 'Content-Security-Policy or Trusted Types violations').toEqual([]);
});

async function open(page: Page, mock: MockControl, path: string, user: string, heading: string) {
  await page.goto(path);
  await logIn(page, mock, user);
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path}`));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('sign-in: a refusal keeps what was typed; the accepted one lands on the user’s screen', async ({ page, mock }) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'wrongPassword');
  await expect(page.getByTestId('login-error')).toHaveText('密码错误');
  await expect(page.getByLabel('用户名')).toHaveValue('wrongPassword');
  await page.getByLabel('用户名').fill('');
  await logIn(page, mock, 'customer');
  await expect(page).toHaveURL(/\/cdn\/domain/);
  await expect(page.getByRole('heading', { name: '域名管理' })).toBeVisible();
});

test("Chakra's global styles and token variables come from the build's stylesheet, not made again in the browser", async ({
  page,
}) => {
  await page.goto('/newlogin');
  await expect(page.getByLabel('用户名')).toBeVisible();
  const sheetsDefining = (variable: string) =>
    page.evaluate(
      (name) =>
        [...document.styleSheets]
          .filter((sheet) => matchMedia(sheet.media.mediaText || 'all').matches)
          .filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(`${name}:`)))
          .map((sheet) => sheet.href ?? 'a style element'),
      variable,
    );
  expect(await sheetsDefining('--chakra-colors-fg-error')).toEqual([
    expect.stringMatching(/\/assets\/chakra-globals-[\w-]+\.css$/),
  ]);
  // The tokens are in force: the page's background is the portal's bg.subtle (gray.50 in the light mode).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(250, 250, 250)');
});

test('a screen opened by its address draws the header and its section while its own code is still on its way', async ({
  page,
  mock,
}) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByTestId('stat-totalFlow')).toHaveText(trafficFigure);
  // chart.js, the overview's largest file, is held back on the reload.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/charts-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page's clock stands still until the screen is released: the router's usual pending indicator, after a
  // second, cannot be what shows the layouts.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.reload();
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
  await expect(page.getByRole('link', { name: '概览', exact: true })).toBeVisible();
  await expect(page.getByLabel('加载中')).toBeVisible();
  await expect(page.getByTestId('stat-totalFlow')).toHaveCount(0);
  await page.clock.resume();
  release();
  await expect(page.getByTestId('stat-totalFlow')).toHaveText(trafficFigure);
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
});

test('a screen opened by its address requests the files its page lists for it, under the policy', async ({
  page,
  mock,
}) => {
  await open(page, mock, '/cdn/domain', 'customer', '域名管理');
  const answered = new Set<string>();
  page.on('response', (response) => {
    if (response.ok()) answered.add(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '域名管理' })).toBeVisible();
  const listed = await page.evaluate(() => {
    const map = JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as {
      signedIn: string[];
      screens: Record<string, { files: string[]; messages: { zh: string[] } }>;
    };
    const screen = map.screens['/cdn/domain'];
    return [...map.signedIn, ...(screen?.files ?? []), ...(screen?.messages.zh ?? [])];
  });
  expect(listed.length).toBeGreaterThan(3);
  const preloaded = await page
    .locator('link[rel="modulepreload"][data-screen="/cdn/domain"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual(listed);
  await expect.poll(() => listed.filter((file) => !answered.has(file))).toEqual([]);
});

test('a list: the log files, and a failed read that keeps the screen', async ({ page, mock }) => {
  await open(page, mock, '/cdn/newlog', 'customer', '日志下载');
  await expect(page.getByTestId('log-lg5d0e61a2c4')).toContainText('73.4 MB');
  mock.prefer('/api/log/searchList', 'serverBusy');
  await page.getByLabel('域名').fill('cdn.xinghe-video.com');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('系统繁忙，请稍后再试')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '日志下载' })).toBeVisible();
});

test('a form write: the refused name stays in the dialog, the accepted one is saved', async ({ page, mock }) => {
  await open(page, mock, '/page/certificateUpload', 'customer', '证书管理');
  await runRowAction(page, page.getByTestId('certificate-1004'), '编辑');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('证书名称').fill('星河视频主站证书');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('证书名称已存在')).toBeVisible();
  await expect(dialog.getByLabel('证书名称')).toHaveValue('星河视频主站证书');
  await dialog.getByLabel('证书名称').fill('开放接口证书');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  // The taken name is refused before anything is sent; the accepted one is sent once.
  expect(mock.count('/api/certificate/update')).toBe(1);
});

test('a certificate download: the file under its name; a refusal says why', async ({ page, mock }) => {
  await open(page, mock, '/page/certificateUpload', 'customer', '证书管理');
  const downloadButton = page.getByTestId('certificate-1001').getByRole('button', { name: '下载', exact: true });
  const download = page.waitForEvent('download');
  await downloadButton.click();
  expect((await download).suggestedFilename()).toBe('xinghe-video.com.pem');
  // Prism picks the example among the answers of the preferred type (the file): the refusal is asked for as the
  // JSON envelope the real backend sends in place of the file.
  await page.route('**/api/certificate/download/1001', (route) =>
    route.fallback({ headers: { ...route.request().headers(), accept: 'application/json' } }),
  );
  mock.prefer('/api/certificate/download/1001', 'notFound');
  await downloadButton.click();
  await expect(page.getByText('证书不存在')).toBeVisible();
});

/** Plays the log files' host: `answer` decides what a request for a file gets. */
async function logHost(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: string[] = [];
  await page.route('https://logdownload.yunshi-cdn.com/**', (route) => {
    requests.push(route.request().method());
    return answer(route);
  });
  return requests;
}

const corsFor = (page: Page) => ({ 'Access-Control-Allow-Origin': new URL(page.url()).origin });

test.describe('a log download', () => {
  test('checks the link from the page, then the browser fetches the file', async ({ page, mock }) => {
    const requests = await logHost(page, (route) =>
      route.fulfill({
        status: 200,
        headers: {
          ...corsFor(page),
          'Content-Type': 'application/gzip',
          'Content-Disposition': 'attachment; filename="cdn.xinghe-video.com-00.log.gz"',
        },
        body: route.request().method() === 'HEAD' ? '' : 'log lines',
      }),
    );
    await open(page, mock, '/cdn/newlog', 'customer', '日志下载');
    const download = page.waitForEvent('download');
    await page.getByTestId('log-lg5d0e61a2c4').getByRole('button', { name: '下载' }).click();
    expect((await download).suggestedFilename()).toBe('cdn.xinghe-video.com-00.log.gz');
    expect(requests).toEqual(['HEAD', 'GET']);
    await expect(page).toHaveURL(/\/cdn\/newlog/);
    await expect(page.getByText('下载地址有误，请联系客服')).toHaveCount(0);
  });

  test('a link that does not answer 200 says the address is wrong, and the user stays', async ({ page, mock }) => {
    const requests = await logHost(page, (route) => route.fulfill({ status: 404, headers: corsFor(page) }));
    mock.allowConsoleError(/404/);
    await open(page, mock, '/cdn/newlog', 'customer', '日志下载');
    await page.getByTestId('log-lg5d0e61a2c4').getByRole('button', { name: '下载' }).click();
    await expect(page.getByText('下载地址有误，请联系客服')).toBeVisible();
    expect(requests).toEqual(['HEAD']);
    await expect(page).toHaveURL(/\/cdn\/newlog/);
  });

  test('a failed link call says the download failed, and no host is asked', async ({ page, mock }) => {
    const requests = await logHost(page, (route) => route.fulfill({ status: 200, headers: corsFor(page) }));
    await open(page, mock, '/cdn/newlog', 'customer', '日志下载');
    mock.prefer('/api/log/downloadID', 'fileNotFound');
    await page.getByTestId('log-lg5d0e61a2c4').getByRole('button', { name: '下载' }).click();
    await expect(page.getByText('下载失败')).toBeVisible();
    expect(requests).toEqual([]);
  });
});
