import { describe, expect, it } from 'vitest';
import type { ColumnDef } from './column-def';
import { canSort, cellValue, columnId, firstDirection, nextSort, tableRows } from './column-model';

interface Host {
  id: number;
  name: string;
  bandwidth: number;
}

const byKey: ColumnDef<Host> = { accessorKey: 'name', header: 'Name' };
const byKeyWithId: ColumnDef<Host> = { accessorKey: 'name', id: 'host', header: 'Host' };
const computed: ColumnDef<Host> = {
  id: 'double',
  header: 'Double',
  accessorFn: (row, index) => row.bandwidth * 2 + index,
};
const display: ColumnDef<Host> = { id: 'actions', header: '', cell: () => null };
const [row] = tableRows([{ id: 7, name: 'host-7', bandwidth: 10 }], (host) => `h${host.id}`);

describe('a column', () => {
  it.each([
    ['an accessor key', byKey, 'name', 'host-7'],
    ['an id beside its key', byKeyWithId, 'host', 'host-7'],
    ['an accessor function, called with the row and its place', computed, 'double', 20],
    ['no accessor', display, 'actions', undefined],
  ])('with %s has its id and its value', (_, column, id, value) => {
    expect(columnId(column)).toBe(id);
    expect(cellValue(column, row!)).toBe(value);
  });

  it('gives each row the id the table was given', () => {
    expect(row).toEqual({ id: 'h7', index: 0, original: { id: 7, name: 'host-7', bandwidth: 10 } });
  });

  it('sorts when it reads a value and does not say otherwise', () => {
    expect(canSort(byKey)).toBe(true);
    expect(canSort(computed)).toBe(true);
    expect(canSort({ ...byKey, enableSorting: false })).toBe(false);
    expect(canSort(display)).toBe(false);
  });
});

describe('the sort cycle', () => {
  it.each([
    ['text', 'host-1', 'asc'],
    ['a number', 10, 'desc'],
    ['no value (no rows)', undefined, 'desc'],
  ] as const)('starts a column of %s with %s', (_, value, first) => {
    expect(firstDirection(value)).toBe(first);
  });

  it.each([
    ['unsorted, text', undefined, 'asc', { id: 'name', desc: false }],
    ['ascending, text', { id: 'name', desc: false }, 'asc', { id: 'name', desc: true }],
    ['descending, text', { id: 'name', desc: true }, 'asc', undefined],
    ['unsorted, figures', undefined, 'desc', { id: 'name', desc: true }],
    ['descending, figures', { id: 'name', desc: true }, 'desc', { id: 'name', desc: false }],
    ['ascending, figures', { id: 'name', desc: false }, 'desc', undefined],
    ['another column sorted', { id: 'size', desc: false }, 'asc', { id: 'name', desc: false }],
  ] as const)('goes on from %s', (_, sort, first, next) => {
    expect(nextSort(sort, 'name', first)).toEqual(next);
  });
});
