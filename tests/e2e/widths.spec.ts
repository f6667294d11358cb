// English at desktop widths (1280 and 1440 px), where labels are longest: the header stays on one row with
// the product's name whole, no row operation is cut off by its table's box, and every operation of the domain
// list is reachable, by its button or by keyboard through the row's More menu.
import type { Page } from '@playwright/test';
import { landingOrder } from '../../src/api/screens';
import { expect, logIn, setLanguage, test } from './fixtures';

async function signInInEnglish(page: Page, mock: Parameters<typeof logIn>[1], path: string) {
  await page.goto(path);
  await setLanguage(page, 'en');
  await logIn(page, mock, 'superadmin', 'en');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Every visible part of the header shares one row, the header is no wider than the page, and the product's name
 * is not cut. */
async function expectHeaderOnOneRow(page: Page, path: string) {
  const name = page.locator('header').getByText('Customer service system', { exact: true });
  const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, `${path}: the product's name is cut`).toBe(false);
  const layout = await page.locator('header').evaluate((header) => {
    const boxes = [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const top = Math.max(...boxes.map((box) => box.top));
    const bottom = Math.min(...boxes.map((box) => box.bottom));
    return { overlap: bottom - top, scroll: header.scrollWidth, width: header.clientWidth };
  });
  expect(layout.overlap, `${path}: the header wraps`).toBeGreaterThan(0);
  expect(layout.scroll, `${path}: the header runs off the page`).toBeLessThanOrEqual(layout.width);
}

/** No operation button of a row sticks out of its table's box (a sideways scroll would hide it). */
async function expectNoActionCut(page: Page, path: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('[data-row-actions] button')].flatMap((button) => {
      const box = button.closest('table')?.parentElement?.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      const clipped = button.scrollWidth > button.clientWidth + 1;
      return box && (own.left < box.left - 1 || own.right > box.right + 1 || clipped) ? [button.textContent] : [];
    }),
  );
  expect(cut, `${path}: operations cut off`).toEqual([]);
}

for (const width of [1280, 1440]) {
  test(`in English at ${width} px no header wraps and no row operation is cut`, async ({ page, mock }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signInInEnglish(page, mock, '/newlogin');
    for (const path of landingOrder) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHeaderOnOneRow(page, path);
      await expectNoActionCut(page, path);
    }
  });
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
