// The body rows of a DataTable: all of them (lists of a page or two), or one at a time for the windowed rows.
// A row and its cells are plain <tr> and <td>, styled by the table's body (TableBody) with the table recipe's own
// row and cell styles: a Chakra element per cell cost as much as the rest of a row together, and scrolling a
// long list draws fifteen new rows a screen.
import { Table, useTableStyles } from '@chakra-ui/react';
import type { Cell, Row } from '@tanstack/react-table';
import { memo, useMemo, type ReactNode } from 'react';
import { CellContent } from './CellContent';

/** The table's body, giving its plain rows and cells what Table.Row and Table.Cell would get. */
export function TableBody({ children }: { children: ReactNode }) {
  const styles = useTableStyles();
  const css = useMemo(
    () => ({ '& > tr': styles.row, '& > tr > td': styles.cell, '& > tr > td[data-numeric]': { textAlign: 'end' } }),
    [styles],
  );
  return <Table.Body css={css}>{children}</Table.Body>;
}

interface CellsProps {
  cells: Cell<unknown, unknown>[];
  selected: boolean;
  testId?: string;
}

// A row draws again only when what it shows changes: its cells (new whenever the data or the columns are new,
// so a cell never shows a stale value or handler) or its selection. Scrolling a windowed list then draws only
// the rows that come into view, not every row of the window again.
const RowCells = memo(function RowCells({ cells, selected, testId }: CellsProps) {
  return (
    <tr data-testid={testId} data-selected={selected ? '' : undefined}>
      {cells.map((cell) => (
        <td key={cell.id} data-numeric={cell.column.columnDef.meta?.numeric ? '' : undefined}>
          <CellContent render={cell.column.columnDef.cell} context={cell.getContext()} />
        </td>
      ))}
    </tr>
  );
});

export function DataRow<T>({ row, testId }: { row: Row<T>; testId?: string }) {
  return (
    <RowCells
      cells={row.getVisibleCells() as Cell<unknown, unknown>[]}
      selected={row.getIsSelected()}
      testId={testId}
    />
  );
}

export function TableRows<T>({ rows, testId }: { rows: Row<T>[]; testId?: (row: T) => string }) {
  return rows.map((row) => <DataRow key={row.id} row={row} testId={testId?.(row.original)} />);
}
