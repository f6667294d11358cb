// The browser goes offline and back: the portal says so once, refuses a write with that reason keeping what
// was typed, and sends it when the connection is back.
import { expect, logIn, test } from './fixtures';

test('offline, a push is refused and kept; back online, it is sent', async ({ page, mock, context }) => {
  await page.goto('/cdn/newurlPush');
  await logIn(page, mock, 'customer');
  await expect(page.getByRole('heading', { name: 'URL 刷新' })).toBeVisible();
  const banner = page.getByTestId('offline-notice');
  await expect(banner).toHaveText('');

  await context.setOffline(true);
  await expect(banner).toContainText('网络已断开');
  const urls = 'https://cdn.xinghe-video.com/static/js/app.3f9c2a.js';
  const box = page.getByRole('textbox');
  await box.fill(urls);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('网络已断开，未提交任何内容。您填写的内容已保留，请在网络恢复后重试。')).toBeVisible();
  await expect(box).toHaveValue(urls);
  expect(mock.count('/refreshpage/purge/refresh')).toBe(0);
  await expect(page.getByText('网络已断开。', { exact: false })).toHaveCount(1);

  await context.setOffline(false);
  await expect(banner).toHaveText('');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('推送成功').first()).toBeVisible();
  expect(mock.count('/refreshpage/purge/refresh')).toBe(1);
});
