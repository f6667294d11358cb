// English at 1280 px, the narrowest desktop width, where labels are longest: every operation of the domain list
// is reachable, by its button or by keyboard through the row's More menu, and the bills by month keep every
// column beside their chart. The header and the row operations of every screen are walked in
// every-screen.spec.ts.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test } from './fixtures';

async function signInInEnglish(page: Page, mock: Parameters<typeof logIn>[1], path: string) {
  await page.goto(path);
  await setLanguage(page, 'en');
  await logIn(page, mock, 'superadmin', 'en');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('in English at 1280 px every operation of every domain row is reachable', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInInEnglish(page, mock, '/cdn/domain');
  await expect(page).toHaveURL((url) => url.pathname === '/cdn/domain');
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  const rows = page.getByTestId(/^domain-\d+$/);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const reachable: string[] = [];
    for (const button of await row.locator('[data-row-actions] button').all()) {
      await expect(button).toBeInViewport({ ratio: 1 });
      const name = (await button.textContent())?.replace('▾', '') ?? '';
      if (name !== 'More') reachable.push(name);
    }
    const more = row.getByRole('button', { name: 'More' });
    if ((await more.count()) > 0) {
      // By keyboard, as a screen-reader user would: focus, open, walk the items.
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      for (const item of await menu.getByRole('menuitem').all()) {
        await expect(item).toBeInViewport({ ratio: 1 });
        reachable.push((await item.textContent()) ?? '');
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();
    }
    expect(reachable.sort()).toEqual(['Delete', 'History', 'Scheduling', 'Settings']);
  }
});

test('in English at 1280 px the bills by month show every column beside their chart', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInInEnglish(page, mock, '/page/bill');
  const months = page.getByRole('table', { name: 'Bills by month' });
  await expect(months.getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('img', { name: 'Bills by month' })).toBeVisible();
  // In a grid column of two fifths the months' box grew past the screen's content, which cut off the dates.
  const main = await page.locator('main').boundingBox();
  const box = await months.evaluate((table) => table.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
  const table = await months.boundingBox();
  expect(box.right).toBeLessThanOrEqual((main?.x ?? 0) + (main?.width ?? 0));
  expect((table?.x ?? Infinity) + (table?.width ?? 0)).toBeLessThanOrEqual(box.right);
  const chart = await page.getByRole('img', { name: 'Bills by month' }).boundingBox();
  expect(chart && table && chart.x + chart.width <= table.x).toBe(true);
});
