import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { CellBadge } from './CellBadge';
import type { ColumnDef } from './column-def';
import { DataTable } from './DataTable';
import { RowActions } from './RowActions';

interface Job {
  id: number;
  state: 'running' | 'done';
}

const stop = vi.fn();
const columns: ColumnDef<Job>[] = [
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <CellBadge palette={row.original.state === 'done' ? 'green' : 'blue'} busy={row.original.state === 'running'}>
        {row.original.state}
      </CellBadge>
    ),
  },
  { id: 'operations', header: 'Operations', cell: () => <RowActions actions={[{ label: 'Stop', run: stop }]} /> },
];

// How they look is the browser's to check (jsdom applies none of Chakra's layered rules): tests/e2e/many-rows.spec.ts.
describe('the plain parts a row draws (badges, operation buttons)', () => {
  it('draws each row badge in its palette (a spinner hidden from assistive technology while busy) and its operations as buttons', async () => {
    await renderWithProviders(
      <DataTable
        label="Jobs"
        columns={columns}
        rows={[
          { id: 1, state: 'running' },
          { id: 2, state: 'done' },
        ]}
        rowId={(row) => String(row.id)}
        empty="No jobs"
      />,
    );
    const [running, done] = screen.getAllByRole('row').slice(1);
    const runningBadge = within(running!).getByText('running');
    expect(runningBadge).toHaveAttribute('data-palette', 'blue');
    expect(runningBadge.querySelector('[data-cell-spinner]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(done!).getByText('done').querySelector('[data-cell-spinner]')).toBeNull();
    await userEvent.click(within(done!).getByRole('button', { name: 'Stop' }));
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
