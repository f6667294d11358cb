// The quick switcher in a real browser against the mock: Ctrl-K from the overview, a domain found by part of its
// name, Enter to the domain list filtered to it; in English from the header button to a screen.
import { expect, logIn, setLanguage, test } from './fixtures';

test('Ctrl-K finds a domain and opens the domain list filtered to it', async ({ page, mock }) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(/\/cdn\/newoverview$/);
  // The shortcut belongs to the signed-in layout: it listens once the header is there.
  await expect(page.getByRole('button', { name: /前往…/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: '前往页面、域名或证书' });
  await expect(box).toBeFocused();
  await box.fill('img.xinghe');
  // The option's text begins with its name: a certificate for this domain names it only in its second line.
  await expect(page.getByRole('option').first()).toHaveText(/^img\.xinghe-video\.com/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cdn\/domain\?name=img\.xinghe-video\.com$/);
  await expect(page.getByRole('heading', { name: '域名管理', level: 1 })).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('the header button opens it in English; arrows and Enter go to a screen', async ({ page, mock }) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(/\/cdn\/newoverview$/);
  await setLanguage(page, 'en');
  await page.getByRole('button', { name: /Go to…/ }).click();
  const box = page.getByRole('combobox', { name: 'Go to a screen, domain or certificate' });
  await box.fill('alert');
  await expect(page.getByRole('option').first()).toHaveText(/Alert rules/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/CMonit\/alertRules$/);
  await expect(page.getByRole('heading', { name: 'Alert rules', level: 1 })).toBeVisible();
});
