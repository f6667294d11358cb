// A row's operation wherever the table's RowActions put it: its button, or an item of the row's "More" menu,
// which is opened for the purpose (src/components/table/row-action-split.ts decides which).
import type { Locator, Page } from '@playwright/test';

export async function rowAction(page: Page, row: Locator, name: string): Promise<Locator> {
  // The row and its operations first: counting before the row is drawn would send a button's name to More.
  await row.getByRole('button').first().waitFor();
  const button = row.getByRole('button', { name, exact: true });
  if ((await button.count()) > 0) return button;
  await row.getByRole('button', { name: /^(更多|More)$/ }).click();
  return page.getByRole('menu').getByRole('menuitem', { name, exact: true });
}
