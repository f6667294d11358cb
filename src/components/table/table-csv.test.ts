import type { ColumnDef } from './column-def';
import { describe, expect, it } from 'vitest';
import { tableCsv } from './table-csv';

interface Row {
  name: string;
  size: number;
}

const columns: ColumnDef<Row>[] = [
  { accessorKey: 'name', header: '名称' },
  { id: 'size', accessorFn: (row) => row.size * 2, header: 'Double size' },
  { id: 'label', header: 'Label', meta: { csv: (row) => `${row.name}!` } },
  { id: 'actions', header: 'Operations', cell: () => null },
];

describe('a table as CSV', () => {
  it('exports accessor and csv columns under their headers and leaves out the actions', () => {
    expect(tableCsv(columns, [{ name: 'a', size: 3 }])).toEqual({
      header: ['名称', 'Double size', 'Label'],
      rows: [['a', 6, 'a!']],
    });
  });
});
