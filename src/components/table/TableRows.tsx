// The body rows of a DataTable: all of them (lists of a page or two), or those in the window of a long list.
// A row and its cells are plain <tr> and <td>, styled by the table's body (TableBody) with the table recipe's own
// row and cell styles (its stripes by a row attribute): a Chakra element per cell cost as much as the rest of a
// row together, and scrolling a long list draws fifteen new rows a screen.
import { Table, useTableStyles } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { CellPartsStyled, useCellPartStyles } from './cell-part-styles';
import { CellContent } from './CellContent';
import type { CellContext, ColumnDef, TableRow } from './column-def';
import { cellValue, columnId } from './column-model';
import { firstRowRange, sameRowRange, type RowRange } from './row-window';
import type { RowRangeWatchProps } from './VirtualRows';

/**
 * The table's body, giving its plain rows and cells what Table.Row and Table.Cell would get, and the plain
 * buttons and badges the cells draw what Chakra's Button and Badge would (cell-part-styles.tsx).
 */
export function TableBody({ children }: { children: ReactNode }) {
  const styles = useTableStyles();
  const parts = useCellPartStyles();
  const css = useMemo(
    () => ({
      '& > tr': styles.row,
      '& > tr > td': styles.cell,
      // Stripes by the row's place in the list (odd rows, counted from one), not by its place among the DOM's
      // rows: a windowed list removes rows at the top as it scrolls, and `:nth-of-type` then made the browser
      // restyle every row in the window on each scroll, and stripes change rows.
      '& > tr[data-odd] > td': { bg: 'bg.muted' },
      '& > tr > td[data-numeric]': { textAlign: 'end' },
      ...parts,
    }),
    [styles, parts],
  );
  return (
    <Table.Body css={css}>
      <CellPartsStyled>{children}</CellPartsStyled>
    </Table.Body>
  );
}

/** A cell without a `cell` of its own shows its value as text. */
function valueText<T>(context: CellContext<T>): ReactNode {
  const value = context.getValue();
  return value === null || value === undefined ? null : String(value);
}

interface CellsProps<T> {
  row: TableRow<T>;
  columns: readonly ColumnDef<T>[];
  testId?: string;
}

function RowCellsOf<T>({ row, columns, testId }: CellsProps<T>) {
  return (
    <tr data-testid={testId} data-odd={row.index % 2 === 0 ? '' : undefined}>
      {columns.map((column) => {
        const context: CellContext<T> = { row, getValue: () => cellValue(column, row) };
        return (
          <td
            key={columnId(column)}
            data-numeric={column.meta?.numeric ? '' : undefined}
            data-operations={column.meta?.operations ? '' : undefined}
          >
            <CellContent render={column.cell ?? valueText} context={context} />
          </td>
        );
      })}
    </tr>
  );
}

// A row draws again only when what it shows changes: the row (new whenever the rows are new, and in every
// language) or the columns (so a cell never shows a stale value or handler). Scrolling a
// windowed list then draws only the rows that come into view, not every row of the window again.
// The cast: `memo` returns a component of the props it was given, which loses the row type's parameter.
const RowCells = memo(RowCellsOf) as typeof RowCellsOf;

export interface RowsProps<T> {
  rows: readonly TableRow<T>[];
  columns: readonly ColumnDef<T>[];
  testId?: (row: T) => string;
}

export function DataRow<T>({ row, columns, testId }: Omit<RowsProps<T>, 'rows'> & { row: TableRow<T> }) {
  return <RowCells row={row} columns={columns} testId={testId?.(row.original)} />;
}

export function TableRows<T>({ rows, ...rest }: RowsProps<T>) {
  return rows.map((row) => <DataRow key={row.id} row={row} {...rest} />);
}

interface WindowedProps<T> extends RowsProps<T> {
  columnCount: number;
  /** The table's scroll area (null until it is mounted). */
  scrollBox: HTMLDivElement | null;
  /** What watches the scrolling (VirtualRows.tsx), once its code has come. */
  Watch?: ComponentType<RowRangeWatchProps>;
}

/**
 * The rows of a long list in its window: those in view and a few more, and a spacer row for the height of the
 * others. Until the code that watches the scrolling has come, the top of the list: the rows the window shows
 * first, which stay as they are when it comes. (Drawn by another component once it had come, the first rows
 * were drawn all over again: 50 rows taken down and 30 drawn, the longest task after a long list's first paint.)
 */
export function WindowedRows<T>({ rows, columnCount, scrollBox, Watch, ...rest }: WindowedProps<T>) {
  const [watched, setWatched] = useState<RowRange>();
  const onRange = useCallback(
    (range: RowRange) => setWatched((current) => (current && sameRowRange(current, range) ? current : range)),
    [],
  );
  const { start, end, before, after } = (Watch && watched) || firstRowRange(rows.length);
  const spacer = (key: string, height: number) =>
    height > 0 && (
      <tr key={key} aria-hidden>
        <td colSpan={columnCount} style={{ height, padding: 0 }} />
      </tr>
    );
  return (
    <>
      {spacer('before', before)}
      {rows.slice(start, end).map((row) => (
        <DataRow key={row.id} row={row} {...rest} />
      ))}
      {spacer('after', after)}
      {Watch && <Watch count={rows.length} scrollBox={scrollBox} onRange={onRange} />}
    </>
  );
}
