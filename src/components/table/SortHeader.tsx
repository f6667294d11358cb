// A column header that sorts: a button cycling ascending → descending → none, announced through aria-sort.
import { Button, Table } from '@chakra-ui/react';
import type { Header } from '@tanstack/react-table';
import { CellContent } from './CellContent';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const content = <CellContent render={header.column.columnDef.header} context={header.getContext()} />;
  const numeric = header.column.columnDef.meta?.numeric;
  if (!header.column.getCanSort()) {
    return <Table.ColumnHeader textAlign={numeric ? 'end' : undefined}>{content}</Table.ColumnHeader>;
  }
  const sorted = header.column.getIsSorted();
  return (
    <Table.ColumnHeader aria-sort={sorted ? ariaSort[sorted] : 'none'} textAlign={numeric ? 'end' : undefined}>
      <Button size="sm" variant="plain" px="0" fontWeight="inherit" onClick={header.column.getToggleSortingHandler()}>
        {content}
        {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
      </Button>
    </Table.ColumnHeader>
  );
}
