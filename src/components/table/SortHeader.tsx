// A column header that sorts: a button cycling through the column's sort directions and none, announced
// through aria-sort. A column that does not sort is a plain header, without aria-sort.
import { Button, Table } from '@chakra-ui/react';
import { CellContent } from './CellContent';
import type { ColumnDef } from './column-def';
import type { SortDirection } from './column-model';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

interface Props<T> {
  column: ColumnDef<T>;
  /** The column's sort; absent when it is not sorted. */
  sorted: SortDirection | undefined;
  /** Present when the column sorts: the header's press. */
  onToggle: (() => void) | undefined;
}

export function SortHeader<T>({ column, sorted, onToggle }: Props<T>) {
  const content = <CellContent render={column.header} context={undefined} />;
  const cellProps = {
    textAlign: column.meta?.numeric ? 'end' : undefined,
    'data-operations': column.meta?.operations ? '' : undefined,
  } as const;
  if (!onToggle) return <Table.ColumnHeader {...cellProps}>{content}</Table.ColumnHeader>;
  return (
    <Table.ColumnHeader aria-sort={sorted ? ariaSort[sorted] : 'none'} {...cellProps}>
      <Button size="sm" variant="plain" px="0" fontWeight="inherit" onClick={onToggle}>
        {content}
        {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
      </Button>
    </Table.ColumnHeader>
  );
}
