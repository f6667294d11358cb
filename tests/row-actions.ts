// A row's operation wherever the table's RowActions put it: its button, or an item of the row's "More"
// menu, which is opened for the purpose (and left open, so that the test can choose the item).
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';

type Row = ReturnType<typeof within>;

const MORE = /^(更多|More)$/;

/**
 * Closes a row's More menu left open by an inspection. A test must not end with one open: the menus'
 * layer stack outlives the rendered tree, and a stale open layer would swallow the next test's clicks.
 */
export async function closeRowMenu() {
  // The menu's dismiss listeners are attached a frame after it opens; on a loaded machine an Escape sent in
  // that frame is lost (a person cannot press it that fast), so it is pressed again until the menu goes.
  for (let attempt = 0; attempt < 5; attempt++) {
    const menu = screen.queryByRole('menu');
    if (!menu) return;
    // Escape where the user presses it: in the menu (it takes the focus when it opens; a re-render of the
    // page may have moved it, so it is put back first).
    if (!menu.contains(document.activeElement)) menu.focus();
    await userEvent.keyboard('{Escape}');
    const closed = await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 1000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
  }
  throw new Error('The row menu stayed open after five presses of Escape');
}

export async function findRowAction(row: Row, name: string): Promise<HTMLElement | null> {
  await closeRowMenu();
  const button = row.queryByRole('button', { name });
  if (button) return button;
  const more = row.queryByRole('button', { name: MORE });
  if (!more) return null;
  await userEvent.click(more);
  const item = within(await screen.findByRole('menu')).queryByRole('menuitem', { name });
  if (!item) await closeRowMenu();
  return item;
}

export async function getRowAction(row: Row, name: string): Promise<HTMLElement> {
  const action = await findRowAction(row, name);
  if (!action) throw new Error(`The row offers no operation named ${name}`);
  return action;
}

/** A disabled button, or a menu item marked unavailable. */
export const isUnavailable = (action: HTMLElement) =>
  action.hasAttribute('disabled') || action.getAttribute('aria-disabled') === 'true';
