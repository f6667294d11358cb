// The body rows of a long DataTable (hosts, logs, IP sets: thousands of rows): only the rows in view are in
// the DOM; two spacer rows keep the scroll height. The scroll container is the table's scroll area. A screen
// passes it as DataTable's `virtual`, so that the virtualizer is a file only those screens load.
import { Table } from '@chakra-ui/react';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { DataRow } from './TableRows';

export const VIRTUAL_ROW_HEIGHT = 37;

interface Props<T> {
  rows: Row<T>[];
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  testId?: (row: T) => string;
}

export function VirtualRows<T>({ rows, columnCount, scrollRef, testId }: Props<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: 12,
    // Without layout (first paint, tests) assume a screenful rather than nothing.
    initialRect: { width: 1024, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 && (
        <Table.Row aria-hidden>
          <Table.Cell colSpan={columnCount} p="0" style={{ height: before }} />
        </Table.Row>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <DataRow key={row.id} row={row} testId={testId?.(row.original)} /> : null;
      })}
      {after > 0 && (
        <Table.Row aria-hidden>
          <Table.Cell colSpan={columnCount} p="0" style={{ height: after }} />
        </Table.Row>
      )}
    </>
  );
}
