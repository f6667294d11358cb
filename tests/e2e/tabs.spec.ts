// Two tabs of one browser share the server's session (its cookie) and keep their own user info: what one tab
// does to the session, the other follows. Both start signed in as the customer, the second on URL purge.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, logIn, mockPage, test, text, type MockControl } from './fixtures';

async function twoTabs(page: Page, mock: MockControl, context: BrowserContext) {
  await page.goto('/newlogin');
  await logIn(page, mock, 'customer');
  await expect(page.getByTestId('greeting')).toHaveText('您好，xinghe_ops');
  const other = await context.newPage();
  const second = await mockPage(other);
  await other.goto('/cdn/newurlPush');
  await logIn(other, second.mock, 'customer');
  await expect(other.getByRole('heading', { name: 'URL 刷新' })).toBeVisible();
  return { other, second };
}

test.describe('tabs of one browser', () => {
  // Two pages signing in, each loading the portal, on a shared two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('a logout in one tab takes the other to login, keeping where it was', async ({ page, mock, context }) => {
    const { other, second } = await twoTabs(page, mock, context);
    await page.getByRole('button', { name: text.zh.logout }).click();
    await expect(page).toHaveURL(/\/newlogin$/);
    await expect(other).toHaveURL(/\/newlogin\?redirect=%2Fcdn%2FnewurlPush$/);
    await expect(other.getByLabel(text.zh.username)).toBeVisible();
    expect(await other.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    second.check();
  });

  test("a sign-in as another user makes the other tab drop the customer's screen and adopt the session", async ({
    page,
    mock,
    context,
  }) => {
    const { other, second } = await twoTabs(page, mock, context);
    // The browser's cookie is the superadmin's from now on: the second tab's automatic login finds it.
    second.mock.prefer('/api/newAutoLogin', 'superadmin');
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    await expect(page.getByTestId('greeting')).toHaveText('您好，admin');
    await expect(other).toHaveURL(/\/cdn\/newoverview$/);
    await expect(other.getByTestId('greeting')).toHaveText('您好，admin');
    await expect(other.getByRole('heading', { name: 'URL 刷新' })).toHaveCount(0);
    expect(second.mock.count('/api/newAutoLogin')).toBe(2);
    second.check();
  });

  test('a session the server ends in one tab ends it in both', async ({ page, mock, context }) => {
    const { other, second } = await twoTabs(page, mock, context);
    mock.prefer('/api/certificate/account', 'sessionEnded');
    await page.getByRole('navigation', { name: '栏目' }).getByRole('link', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/newlogin\?redirect=/);
    await expect(other).toHaveURL(/\/newlogin\?redirect=%2Fcdn%2FnewurlPush$/);
    await expect(other.getByLabel(text.zh.username)).toBeVisible();
    second.check();
  });
});
