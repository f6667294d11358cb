// The body rows of a long DataTable (hosts, logs, IP sets: thousands of rows): only the rows in view are in
// the DOM; two spacer rows keep the scroll height. The scroll container is the table's scroll area.
import { Table } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { DataRow, type RowsProps } from './TableRows';

export const VIRTUAL_ROW_HEIGHT = 37;

/** The box assumed without layout (first paint, a hidden table, tests): a screenful rather than nothing. */
const SCREENFUL = { width: 1024, height: 640 };

interface Props<T> extends RowsProps<T> {
  columnCount: number;
  /** The table's scroll area (null until it is mounted). */
  scrollBox: HTMLDivElement | null;
}

export function VirtualRows<T>({ rows, columnCount, scrollBox, ...rest }: Props<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: 12,
    initialRect: SCREENFUL,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : SCREENFUL)),
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
        return row ? <DataRow key={row.id} row={row} {...rest} /> : null;
      })}
      {after > 0 && (
        <Table.Row aria-hidden>
          <Table.Cell colSpan={columnCount} p="0" style={{ height: after }} />
        </Table.Row>
      )}
    </>
  );
}
