// A row's operation wherever the table's RowActions put it: its button, or an item of the row's "More" menu
// (src/components/table/row-action-split.ts decides which).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { settled } from './screen-walk';

/** The row's operation, to look at: its button, or its item in the row's More menu, opened for the purpose. */
export async function rowAction(page: Page, row: Locator, name: string): Promise<Locator> {
  await settled(page);
  const button = await inlineAction(row, name);
  if (button) return button;
  return (await openMoreMenu(page, row)).getByRole('menuitem', { name, exact: true });
}

/**
 * Runs the row's operation: presses its button, or chooses it in the More menu with the keyboard, as the menu
 * button pattern offers. Not with the pointer: a menu follows the page's scrolling a frame later, and a click
 * whose press and release straddled that frame (the page scrolled by the click's own scrolling into view, on a
 * busy machine) fell half on the row below and chose nothing.
 */
export async function runRowAction(page: Page, row: Locator, name: string): Promise<void> {
  // Once nothing on the screen is loading: what arrives above the rows (the certificates at risk over the
  // certificate list) moves them, and a press made as they move lands beside its button.
  await settled(page);
  const button = await inlineAction(row, name);
  if (button) return button.click();
  const menu = await openMoreMenu(page, row);
  await expect(menu).toBeFocused();
  const item = menu.getByRole('menuitem', { name, exact: true });
  const items = await menu.getByRole('menuitem').count();
  for (let moves = 0; moves < items && (await item.getAttribute('data-highlighted')) === null; moves++)
    await page.keyboard.press('ArrowDown');
  await expect(item).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
}

/** The operation's own button on the row, when it has one. */
async function inlineAction(row: Locator, name: string): Promise<Locator | undefined> {
  // The row and its operations first: counting before the row is drawn would send a button's name to More.
  await row.getByRole('button').first().waitFor();
  const button = row.getByRole('button', { name, exact: true });
  return (await button.count()) > 0 ? button : undefined;
}

/** Opens the row's More menu: the one its button controls, not another row's menu still closing. */
async function openMoreMenu(page: Page, row: Locator): Promise<Locator> {
  const more = row.getByRole('button', { name: /^(更多|More)$/ });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const id = await more.getAttribute('aria-controls');
  return page.getByRole('menu').and(page.locator(`[id="${id}"]`));
}
