// A long list's window counts its rows by the height they are drawn at, not by the estimate its first rows were
// drawn with: rows holding operation buttons are taller, and counted as shorter a screen scrolled drew more new
// rows than came into view. jsdom has no layout: here every row reports the height of such a row.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { scrollTableToRow } from '@tests/table-scroll';
import type { ColumnDef } from './column-def';
import { DataTable } from './DataTable';
import { VIRTUAL_ROW_HEIGHT, WINDOW_OVERSCAN, windowBox } from './row-window';

interface Host {
  id: number;
  name: string;
}

const DRAWN_HEIGHT = 49;
const columns: ColumnDef<Host>[] = [{ accessorKey: 'name', header: 'Name', enableSorting: false }];
const rows: Host[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `host-${i + 1}` }));
const dataRows = () =>
  screen.getAllByRole('row').filter((row) => row.closest('tbody') && !row.hasAttribute('aria-hidden'));

afterEach(() => vi.restoreAllMocks());

it('draws as many rows as the box holds at their drawn height, and scrolls by it', async () => {
  vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: DRAWN_HEIGHT }),
  );
  await renderWithProviders(
    <DataTable label="Hosts" columns={columns} rows={rows} rowId={(row) => String(row.id)} virtual empty="-" />,
    { language: 'en' },
  );
  await act(async () => {
    await import('./VirtualRows');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const boxHeight = windowBox().height;
  expect(dataRows()).toHaveLength(Math.ceil(boxHeight / DRAWN_HEIGHT) + WINDOW_OVERSCAN);
  expect(dataRows().length).toBeLessThan(Math.ceil(boxHeight / VIRTUAL_ROW_HEIGHT) + WINDOW_OVERSCAN);

  // Scrolled to row 500 at that height, row 500 is drawn (at the estimate's height it would be row 662).
  scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 500, DRAWN_HEIGHT);
  expect(screen.getByText('host-501')).toBeInTheDocument();
  expect(screen.queryByText('host-663')).not.toBeInTheDocument();
});
