import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { scrollTableToRow } from '@tests/table-scroll';
import type { SortParam } from '@/lib/search-params';
import { activateLanguage, i18n } from '@/api/i18n';
import * as saving from '../save-blob';
import type { ColumnDef } from './column-def';
import { DataTable, WINDOWED_FROM } from './DataTable';

interface Host {
  id: number;
  name: string;
  bandwidth: number;
}

const columns: ColumnDef<Host>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: false },
  { accessorKey: 'bandwidth', header: 'Bandwidth', meta: { numeric: true } },
];
const hosts = (count: number): Host[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `host-${i + 1}`, bandwidth: i * 10 }));

function Sorted({ onSort }: { onSort(sort: SortParam | undefined): void }) {
  const [sort, setSort] = useState<SortParam>();
  return (
    <DataTable
      label="Hosts"
      columns={columns}
      rows={hosts(3)}
      rowId={(row) => String(row.id)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
      empty="No hosts"
    />
  );
}

/** A cell holding state of its own: how many times it was pressed. */
function Presses() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`pressed ${count}`}</button>;
}

/** A screen that builds its columns anew on every render, as the screens' column hooks do. */
function Rebuilding() {
  const [renders, setRenders] = useState(0);
  const rebuilt: ColumnDef<Host>[] = [...columns, { id: 'presses', header: 'Presses', cell: () => <Presses /> }];
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>render again</button>
      <DataTable label="Hosts" columns={rebuilt} rows={hosts(1)} rowId={(row) => String(row.id)} empty="-" />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

/** A windowed list of 5,000 hosts, in English. */
const renderLongList = () =>
  renderWithProviders(
    <DataTable label="Hosts" columns={columns} rows={hosts(5000)} rowId={(row) => String(row.id)} virtual empty="-" />,
    { language: 'en' },
  );

describe('DataTable', () => {
  it('keeps what a cell holds when the screen renders again with its columns built anew', async () => {
    await renderWithProviders(<Rebuilding />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'pressed 0' }));
    expect(screen.getByRole('button', { name: 'pressed 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(screen.getByRole('button', { name: 'pressed 1' })).toBeInTheDocument();
  });

  it('cycles a number column through largest first, smallest first and none, announced with aria-sort', async () => {
    const onSort = vi.fn();
    await renderWithProviders(<Sorted onSort={onSort} />, { language: 'en' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const header = () => screen.getByRole('columnheader', { name: /Bandwidth/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(onSort.mock.calls.map(([sort]) => sort)).toEqual([
      { id: 'bandwidth', desc: true },
      { id: 'bandwidth', desc: false },
      undefined,
    ]);
  });

  it('starts a text column A to Z, and leaves columns unsorted in a table the page does not sort', async () => {
    const onSort = vi.fn();
    const named: ColumnDef<Host>[] = [
      { accessorKey: 'name', header: 'Name' },
      { id: 'actions', header: 'Operations', cell: () => null },
    ];
    function SortedByName() {
      const [sort, setSort] = useState<SortParam>();
      const change = (next: SortParam | undefined) => {
        setSort(next);
        onSort(next);
      };
      return (
        <DataTable
          label="Hosts"
          columns={named}
          rows={hosts(2)}
          rowId={(row) => String(row.id)}
          sort={sort}
          onSortChange={change}
          empty="-"
        />
      );
    }
    const view = await renderWithProviders(<SortedByName />, { language: 'en' });
    // A column that reads no value does not sort.
    expect(screen.getByRole('columnheader', { name: 'Operations' })).not.toHaveAttribute('aria-sort');
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header()).getByRole('button'));
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSort.mock.calls.map(([sort]) => sort)).toEqual([
      { id: 'name', desc: false },
      { id: 'name', desc: true },
      undefined,
    ]);
    view.unmount();
    await renderWithProviders(
      <DataTable label="Hosts" columns={named} rows={hosts(2)} rowId={(row) => String(row.id)} empty="-" />,
      { language: 'en' },
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty state and the loading state', async () => {
    const table = (loading: boolean) => (
      <DataTable
        label="Hosts"
        columns={columns}
        rows={[]}
        rowId={(row) => String(row.id)}
        loading={loading}
        empty="No hosts"
      />
    );
    const loading = await renderWithProviders(table(true), { language: 'en' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No hosts')).not.toBeInTheDocument();
    loading.unmount();
    await renderWithProviders(table(false), { language: 'en' });
    expect(screen.getByText('No hosts')).toBeInTheDocument();
  });

  it('draws only the rows in view of a long list', async () => {
    await renderLongList();
    // The first rows stand in while the virtualizer loads; then only the rows in view stay.
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(100));
    const drawn = screen.getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(100);
    expect(screen.getByText('host-1')).toBeInTheDocument();
    expect(screen.queryByText('host-5000')).not.toBeInTheDocument();
    // Scrolled to the end, the last rows are drawn and the first are gone.
    scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 4990);
    expect(await screen.findByText('host-5000')).toBeInTheDocument();
    expect(screen.queryByText('host-1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('stripes the odd rows of the list, however far a windowed list has scrolled', async () => {
    await renderLongList();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(100));
    const striped = (name: string) => screen.getByText(name).closest('tr')?.hasAttribute('data-odd');
    expect([striped('host-1'), striped('host-2'), striped('host-3')]).toEqual([true, false, true]);
    // Rows above the view are gone (an odd number of them, a spacer in their place): the stripes stay.
    scrollTableToRow(screen.getByRole('table', { name: 'Hosts' }), 2001);
    await screen.findByText('host-2002');
    expect([striped('host-2001'), striped('host-2002'), striped('host-2003')]).toEqual([true, false, true]);
  });

  it('windows a list longer than the largest page by itself, and draws a page whole', async () => {
    const drawnRows = async (count: number, virtual?: boolean) => {
      const view = await renderWithProviders(
        <DataTable
          label="Hosts"
          columns={columns}
          rows={hosts(count)}
          rowId={(row) => String(row.id)}
          virtual={virtual}
          empty="-"
        />,
        { language: 'en' },
      );
      if (virtual ?? count > WINDOWED_FROM)
        await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(100));
      const drawn = { rows: screen.getAllByRole('row').length, last: screen.queryByText(`host-${count}`) !== null };
      view.unmount();
      return drawn;
    };
    // Every row of a page, plus the header row.
    expect(await drawnRows(WINDOWED_FROM)).toEqual({ rows: WINDOWED_FROM + 1, last: true });
    const windowed = await drawnRows(WINDOWED_FROM + 1);
    expect(windowed.rows).toBeLessThan(100);
    expect(windowed.last).toBe(false);
    // A screen that asks for every row gets every row.
    expect(await drawnRows(WINDOWED_FROM + 1, false)).toEqual({ rows: WINDOWED_FROM + 2, last: true });
  });

  it('draws a row again when its columns change, windowed or not', async () => {
    function Marked({ count }: { count: number }) {
      const [mark, setMark] = useState('');
      const marked: ColumnDef<Host>[] = [
        { id: 'name', header: 'Name', enableSorting: false, cell: ({ row }) => `${row.original.name}${mark}` },
      ];
      return (
        <>
          <button type="button" onClick={() => setMark(' (new)')}>
            Mark
          </button>
          <DataTable label="Hosts" columns={marked} rows={hosts(count)} rowId={(row) => String(row.id)} empty="-" />
        </>
      );
    }
    for (const count of [3, WINDOWED_FROM + 1]) {
      const view = await renderWithProviders(<Marked count={count} />, { language: 'en' });
      await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
      expect(screen.getByText('host-1 (new)')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('exports the given rows as CSV headed as shown', async () => {
    const save = vi.spyOn(saving, 'saveBlob').mockImplementation(() => {});
    await renderWithProviders(
      <DataTable
        label="Hosts"
        columns={columns}
        rows={hosts(2)}
        exportRows={hosts(3)}
        rowId={(row) => String(row.id)}
        csvFileName="hosts.csv"
        empty="-"
      />,
      { language: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('hosts.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name,Bandwidth\r\nhost-1,0\r\nhost-2,10\r\nhost-3,20');
  });

  it('computes the accessor values again when the language changes while the rows stay the same', async () => {
    const worded: ColumnDef<Host>[] = [
      {
        id: 'size',
        header: 'Size',
        accessorFn: (row) => (i18n.locale === 'en' ? `${row.bandwidth} big` : `${row.bandwidth} 大`),
      },
    ];
    const rows = hosts(2);
    await renderWithProviders(
      <DataTable label="Hosts" columns={worded} rows={rows} rowId={(row) => String(row.id)} empty="-" />,
    );
    expect(screen.getByText('10 大')).toBeInTheDocument();
    await act(() => activateLanguage('en'));
    expect(screen.getByText('10 big')).toBeInTheDocument();
    await act(() => activateLanguage('zh'));
    expect(screen.getByText('10 大')).toBeInTheDocument();
  });
});
