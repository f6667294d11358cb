// Robustness: with Prism's dynamic mode every answer is random but schema-valid (and may be a failure
// envelope); the portal must render something sensible for it, never crash (QUALITY.md, Bad input).
import { DYNAMIC_APP_PORT } from '../../playwright.config';
import type { Page } from '@playwright/test';
import { landingOrder } from '../../src/api/screens';
import { expect, logIn, test, type MockControl } from './fixtures';

test.use({ baseURL: `http://127.0.0.1:${DYNAMIC_APP_PORT}` });

test('a random login answer lands somewhere sensible', async ({ page }) => {
  await page.goto('/newlogin');
  await page.getByLabel('用户名').fill('someone');
  await page.getByLabel('密码').fill('P@ssw0rd!');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Either the login is refused with a message, or the user lands on a page the random permissions allow.
  await expect(page.getByTestId('login-error').or(page.getByRole('heading').first())).toBeVisible();
});

/** Opens `path` and signs in there as the superadmin (the login answer is the one thing not random). */
async function openAsSuperadmin(page: Page, mock: MockControl, path: string) {
  await page.goto(path);
  await logIn(page, mock, 'superadmin');
}

test('the certificate screens survive random data', async ({ page, mock }) => {
  await openAsSuperadmin(page, mock, '/page/certificateUpload');
  const page1 = page.getByRole('heading', { name: '证书管理' }).or(page.getByRole('alert'));
  await expect(page1.first()).toBeVisible();
  for (const scope of [3, 4]) {
    await page.goto(`/page/certificateUpload?scope=${scope}`);
    await expect(page.getByRole('heading', { name: '证书管理' }).or(page.getByRole('alert')).first()).toBeVisible();
  }
  await page.goto('/page/certificateDetails?id=1&page=1&scope=2');
  await expect(page.getByRole('link', { name: '返回列表' }).or(page.getByRole('alert')).first()).toBeVisible();
});

test('the overview survives random data', async ({ page, mock }) => {
  await openAsSuperadmin(page, mock, '/cdn/newoverview?range=last7Days');
  await expect(page.getByTestId('stat-totalFlow').or(page.getByRole('alert')).first()).toBeVisible();
});

test('every screen of the route table survives random data', async ({ page, mock }) => {
  test.setTimeout(180_000);
  await openAsSuperadmin(page, mock, '/newlogin');
  await expect(page.getByRole('heading').first()).toBeVisible();
  for (const path of landingOrder) {
    await page.goto(path);
    // The screen's heading, or the error it shows for an answer it cannot use: never a blank page or a crash.
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
  }
});
