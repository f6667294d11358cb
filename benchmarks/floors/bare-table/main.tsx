// Floor of the data benchmark's lists: plain React, TanStack Table and TanStack Virtual, no Chakra, rendering
// after one call the 10,000 rows the contract's opt-in examples hold (/domains: searchDomains answered with
// tenThousandDomains, /tasks: queryRefreshTasks with tenThousandTasks, read as the portal reads them:
// ../read-answer.ts) in a scroll box, with a text filter applied as the user types and a sort on the first
// column: the least such a screen can cost. In the portal's default language, as the portal is measured in it
// (benchmarks/floors/stack/main.tsx).
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { readAnswer } from '../read-answer';

type Row = Record<string, string | number | undefined>;

const lists = {
  domains: {
    testId: 'domain',
    title: '域名管理',
    fields: [
      'name',
      'type',
      'scope',
      'protocol',
      'status',
      'certificateName',
      'domainLabel',
      'belongDomainGroup',
      'operationStatus',
    ],
  },
  tasks: { testId: 'task', title: '刷新任务', fields: ['url', 'type', 'status', 'createTime', 'finishTime', 'source'] },
} as const;

const ROW_HEIGHT = 37;
const sortMark = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : '');
const name = location.pathname.slice(1) === 'tasks' ? 'tasks' : 'domains';
const list = lists[name];

function Rows() {
  const [rows, setRows] = useState<Row[]>();
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    void readAnswer<{ list: Row[] }>(name).then((data) => setRows(data.list));
  }, []);
  const columns = useMemo<ColumnDef<Row>[]>(
    () => list.fields.map((field, index) => ({ accessorKey: field, header: field, enableSorting: index === 0 })),
    [],
  );
  const first = list.fields[0];
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions each render by design
  const table = useReactTable({
    data: rows ?? [],
    columns,
    state: { columnFilters: filters, sorting },
    onColumnFiltersChange: setFilters,
    onSortingChange: setSorting,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shown = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => box,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const filter = (filters.find((f) => f.id === first)?.value as string | undefined) ?? '';

  return (
    <main style={{ font: '14px sans-serif', padding: 24 }}>
      <h1>{list.title}</h1>
      <input
        type="search"
        aria-label="筛选"
        value={filter}
        onChange={(event) => setFilters(event.target.value ? [{ id: first, value: event.target.value }] : [])}
      />
      <p>{shown.length} rows</p>
      <div ref={setBox} style={{ height: '70vh', overflow: 'auto', border: '1px solid #ddd' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead style={{ position: 'sticky', top: 0, background: '#fff' }}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} style={{ textAlign: 'start', padding: '0 8px', height: ROW_HEIGHT }}>
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sortMark(header.column.getIsSorted())}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {before > 0 && <tr style={{ height: before }} />}
            {items.map((item) => {
              const row = shown[item.index];
              if (!row) return null;
              return (
                <tr key={row.id} data-testid={`${list.testId}-${row.id}`} style={{ height: ROW_HEIGHT }}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={{ padding: '0 8px', whiteSpace: 'nowrap' }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
            {after > 0 && <tr style={{ height: after }} />}
          </tbody>
        </table>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Rows />);
