// Purge and prefetch as a user does them: a refused push keeps the input, an accepted push is followed in
// the header's task tray across sections, and its task list opens from there. The fixture fails the test on
// any 422 of the mock and any page error.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function open(page: Page, mock: MockControl, path: string, heading: string) {
  await page.goto(path);
  await logIn(page, mock, 'customer');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('purge', () => {
  test('a refused push keeps the input; an accepted one is followed in the tray to its task list', async ({
    page,
    mock,
  }) => {
    await open(page, mock, '/cdn/newurlPush', 'URL 刷新');
    const box = page.getByRole('textbox');
    const urls =
      'https://cdn.xinghe-video.com/static/js/app.3f9c2a.js\n\nhttps://cdn.xinghe-video.com/static/js/app.3f9c2a.js';
    await box.fill(urls);
    await expect(page.getByTestId('duplicate-lines')).toContainText('第 3 行与第 1 行重复');

    mock.prefer('/refreshpage/purge/refresh', 'urlInvalid');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByTestId('push-report-1')).toContainText('URL 无效');
    await expect(box).toHaveValue(urls);
    expect(mock.count('/refreshpage/purge/refresh')).toBe(1);

    mock.prefer('/refreshpage/purge/refresh', 'success');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('推送成功').first()).toBeVisible();
    await expect(box).toHaveValue('');

    // The tray follows the push while the user goes elsewhere, and says when it ends.
    await page.getByRole('link', { name: '目录刷新' }).click();
    await expect(page.getByRole('status', { name: /URL 刷新已完成/ })).toBeVisible({ timeout: 15_000 });
    expect(mock.count('/refreshpage/purge/query')).toBeGreaterThan(0);
    await page.getByTestId('task-tray').click();
    const job = page.getByTestId('tray-job').first();
    await expect(job).toContainText('已完成');
    await job.getByRole('link', { name: '查看任务' }).click();
    await expect(page).toHaveURL(/\/cdn\/newsearchTask\?type=url/);
    await expect(page.getByRole('heading', { name: '刷新任务' })).toBeVisible();
    await expect(page.getByTestId('task-rf9c086a61ac')).toContainText('成功');
  });

  test('invalid lines are listed with their reasons in English, and nothing is sent', async ({ page, mock }) => {
    await open(page, mock, '/cdn/newdirPush', '目录刷新');
    await setLanguage(page, 'en');
    await expect(page.getByTestId('push-hints')).toContainText('A directory purge may take up to 30 minutes.');
    await page.getByRole('textbox').fill('https://cdn.xinghe-video.com/vod\nftp://cdn.xinghe-video.com/x/');
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByTestId('invalid-lines');
    await expect(alert).toContainText('Line 1: https://cdn.xinghe-video.com/vod — A directory must end with /');
    await expect(alert).toContainText(
      'Line 2: ftp://cdn.xinghe-video.com/x/ — Format error, must start at http:// or https://',
    );
    expect(mock.count('/refreshpage/purge/refresh')).toBe(0);
  });

  test("the browser's back with URLs typed and not sent asks first; staying keeps them", async ({ page, mock }) => {
    await open(page, mock, '/cdn/newurlPush', 'URL 刷新');
    await page.getByRole('link', { name: '目录刷新' }).click();
    await expect(page.getByRole('heading', { name: '目录刷新' })).toBeVisible();
    const typed = 'https://cdn.xinghe-video.com/static/';
    await page.getByRole('textbox').fill(typed);

    await page.goBack();
    const question = page.getByRole('alertdialog', { name: '确定不保存并离开？' });
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/cdn\/newdirPush$/);
    await expect(page.getByRole('textbox')).toHaveValue(typed);

    await page.goBack();
    await question.getByRole('button', { name: '离开' }).click();
    await expect(page.getByRole('heading', { name: 'URL 刷新' })).toBeVisible();
    await expect(page).toHaveURL(/\/cdn\/newurlPush$/);
  });
});

test.describe('prefetch and logs', () => {
  test('a prefetch push joins the tray as running; the task list shows progress', async ({ page, mock }) => {
    await open(page, mock, '/cdn/prefetch', '预取');
    await page.getByRole('textbox').fill('https://cdn.xinghe-video.com/vod/ep1025/index.m3u8');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByTestId('task-tray-count')).toHaveText('1');
    // A reload of the tab keeps the running job, and the tray follows it again.
    const polls = mock.count('/api/prefetch/status');
    await page.reload();
    await expect(page.getByTestId('task-tray-count')).toHaveText('1');
    await expect.poll(() => mock.count('/api/prefetch/status')).toBeGreaterThan(polls);
    await page.getByRole('link', { name: '预取任务' }).first().click();
    await expect(page.getByTestId('task-pf3a91c0d2e8')).toContainText('64%');
    await expect(page.getByTestId('auto-refresh')).toBeVisible();
  });

  test('the log list keeps its filters in the URL', async ({ page, mock }) => {
    await open(page, mock, '/cdn/newlog', '日志下载');
    await page.getByLabel('域名').fill('cdn.xinghe-video.com');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/domain=cdn.xinghe-video.com/);
    await expect(page.getByTestId('log-lg5d0e61a2c4')).toContainText('73.4 MB');
    expect(mock.count('/api/log/searchList')).toBeGreaterThan(0);
  });
});
