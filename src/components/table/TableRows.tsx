// The body rows of a DataTable, all rendered (lists of a page or two).
import { Table } from '@chakra-ui/react';
import type { Row } from '@tanstack/react-table';
import { CellContent } from './CellContent';

export function DataRow<T>({ row, testId }: { row: Row<T>; testId?: string }) {
  return (
    <Table.Row data-testid={testId} data-selected={row.getIsSelected() ? '' : undefined}>
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id} textAlign={cell.column.columnDef.meta?.numeric ? 'end' : undefined}>
          <CellContent render={cell.column.columnDef.cell} context={cell.getContext()} />
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

export function TableRows<T>({ rows, testId }: { rows: Row<T>[]; testId?: (row: T) => string }) {
  return rows.map((row) => <DataRow key={row.id} row={row} testId={testId?.(row.original)} />);
}
