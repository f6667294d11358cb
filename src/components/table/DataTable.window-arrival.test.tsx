// The windowed rows' code arrives on its own time: after a table that asked for it may be gone (a screen left,
// a test's page torn down), and before later tables are drawn. The module is held back here until the test
// lets it through.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unhandledAfterTeardown } from '@tests/after-teardown';
import { renderWithProviders } from '@tests/render';
import { scrollTableToRow } from '@tests/table-scroll';
import type { ColumnDef } from './column-def';
import { DataTable } from './DataTable';

const arrival = vi.hoisted(() => {
  let letThrough = () => {};
  const allowed = new Promise<void>((resolve) => (letThrough = resolve));
  return { allowed, letThrough };
});

vi.mock('./VirtualRows', async (importOriginal) => {
  await arrival.allowed;
  return importOriginal();
});

interface Host {
  id: number;
  name: string;
}

const columns: ColumnDef<Host>[] = [{ accessorKey: 'name', header: 'Name', enableSorting: false }];
const rows: Host[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `host-${i + 1}` }));
const longTable = () => (
  <DataTable label="Hosts" columns={columns} rows={rows} rowId={(row) => String(row.id)} virtual empty="-" />
);

describe('the windowed rows arriving', () => {
  it('sets nothing on a table that is gone, even once its page is gone too', async () => {
    const view = await renderWithProviders(longTable(), { language: 'en' });
    // The top of the window is drawn meanwhile.
    expect(screen.getByText('host-1')).toBeInTheDocument();
    expect(screen.queryByText('host-100')).not.toBeInTheDocument();
    view.unmount();

    const unhandled = await unhandledAfterTeardown(() => {
      arrival.letThrough();
      return import('./VirtualRows');
    });
    expect(unhandled).toEqual([]);
  });

  it('follows the scrolling of a table drawn after the code has arrived from its first draw', async () => {
    // The code arrives for an earlier table (in this test, whatever ran before it), which then follows it.
    arrival.letThrough();
    const earlier = await renderWithProviders(longTable(), { language: 'en' });
    scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 990);
    await screen.findByText('host-1000');
    earlier.unmount();

    await renderWithProviders(longTable(), { language: 'en' });
    scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 990);
    expect(screen.getByText('host-1000')).toBeInTheDocument();
    expect(screen.queryByText('host-1')).not.toBeInTheDocument();
  });
});
