// The windowed rows' code arrives after the first long list of a page is drawn (here, the first of this file):
// the rows drawn meanwhile are the top of the window, and they stay the same elements when the code comes.
// Drawn again by another component, they cost the longest task after a long list's first paint.
import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { scrollTableToRow } from '@tests/table-scroll';
import type { ColumnDef } from './column-def';
import { DataTable } from './DataTable';

interface Host {
  id: number;
  name: string;
}

const columns: ColumnDef<Host>[] = [{ accessorKey: 'name', header: 'Name', enableSorting: false }];
const rows: Host[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `host-${i + 1}` }));

it("keeps the rows drawn before the windowed rows' code arrived, and follows the scrolling once it has", async () => {
  await renderWithProviders(
    <DataTable label="Hosts" columns={columns} rows={rows} rowId={(row) => String(row.id)} virtual empty="-" />,
    { language: 'en' },
  );
  const firstRow = screen.getByText('host-1').closest('tr');
  const rowCount = screen.getAllByRole('row').length;

  await act(async () => {
    await import('./VirtualRows');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByText('host-1').closest('tr')).toBe(firstRow);
  expect(screen.getAllByRole('row')).toHaveLength(rowCount);
  // The window is watched now: a scroll draws the rows it reaches at once.
  scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 990);
  expect(screen.getByText('host-1000')).toBeInTheDocument();
});
