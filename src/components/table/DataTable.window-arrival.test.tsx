// The windowed rows' code arrives on its own time: after a table that asked for it may be gone (a screen left,
// a test's page torn down), and before later tables are drawn. The module is held back here until the test
// lets it through.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unhandledAfterTeardown } from '@tests/after-teardown';
import { renderWithProviders } from '@tests/render';
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

/** The rows drawn while the virtualizer loads, and the header row. */
const STAND_IN_TABLE_ROWS = 51;

describe('the windowed rows arriving', () => {
  it('sets nothing on a table that is gone, even once its page is gone too', async () => {
    const view = await renderWithProviders(longTable(), { language: 'en' });
    expect(screen.getAllByRole('row')).toHaveLength(STAND_IN_TABLE_ROWS);
    view.unmount();

    const unhandled = await unhandledAfterTeardown(() => {
      arrival.letThrough();
      return import('./VirtualRows');
    });
    expect(unhandled).toEqual([]);
  });

  it('windows a table drawn after the code has arrived from its first draw', async () => {
    // The code arrives for an earlier table (in this test, whatever ran before it), which then windows.
    arrival.letThrough();
    const earlier = await renderWithProviders(longTable(), { language: 'en' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(STAND_IN_TABLE_ROWS));
    earlier.unmount();

    await renderWithProviders(longTable(), { language: 'en' });
    const drawn = screen.getAllByRole('row').length;
    expect(drawn).not.toBe(STAND_IN_TABLE_ROWS);
    expect(drawn).toBeLessThan(STAND_IN_TABLE_ROWS);
  });
});
