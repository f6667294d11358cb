// The skip link, which takes the keyboard past the header and the section's menu to the screen. Every screen
// and the login page are checked with axe-core in every-screen.spec.ts.
import { expect, logIn, test, text } from './fixtures';

test('the keyboard skips the header and the menu: one Tab, Enter, and the next Tab is in the screen', async ({
  page,
  mock,
}) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('button', { name: text.zh.logout })).toBeVisible();
  await page.goto('/cdn/domain');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  // Out of sight until the keyboard reaches it, then in view, first of all.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/cdn/domain' && url.hash === '');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  await expect(focused).toHaveAccessibleName('域名');
});
