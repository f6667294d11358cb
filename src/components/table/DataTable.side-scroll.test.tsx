// A table wider than its box says it scrolls sideways, until it has been scrolled; one that fits says nothing.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import type { Language } from '@/api/language';
import type { ColumnDef } from './column-def';
import { DataTable } from './DataTable';

interface Host {
  id: number;
  name: string;
}

const columns: ColumnDef<Host>[] = [{ accessorKey: 'name', header: 'Name', enableSorting: false }];
const rows: Host[] = [{ id: 1, name: 'host-1' }];

/** jsdom lays nothing out: every box reports these widths. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const draw = (language: Language) =>
  renderWithProviders(
    <DataTable label="Hosts" columns={columns} rows={rows} rowId={(row) => String(row.id)} empty="-" />,
    { language },
  );

it('says a table wider than its box scrolls sideways, until it is scrolled', async () => {
  widths(900, 390);
  await draw('en');
  const box = screen.getByRole('group', { name: 'Hosts' });
  expect(box).toHaveTextContent('Scroll sideways for more columns');
  box.scrollLeft = 40;
  fireEvent.scroll(box);
  expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
  // Scrolled back to its start, the box has served its hint: it does not come back.
  box.scrollLeft = 0;
  fireEvent.scroll(box);
  expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
});

it('says it in Chinese', async () => {
  widths(900, 390);
  await draw('zh');
  expect(screen.getByRole('group', { name: 'Hosts' })).toHaveTextContent('左右滑动查看更多列');
});

it('says nothing when the table fits its box', async () => {
  widths(390, 390);
  await draw('en');
  expect(screen.getByRole('group', { name: 'Hosts' })).not.toHaveTextContent('Scroll sideways');
});
