// The checkbox column of a table whose rows can be selected (bulk actions): built with the selection of the
// render, so its header and cells show it and change it from there.
import type { ColumnDef } from './column-def';
import { allSelected, selectAll, selectRow, someSelected, type RowSelection } from './column-model';

interface Selection {
  labels: { all: string; row: string };
  /** The ids of the rows shown, which select-all selects. */
  rowIds: readonly string[];
  selected: RowSelection;
  onChange(selected: RowSelection): void;
}

export function selectionColumn<T>({ labels, rowIds, selected, onChange }: Selection): ColumnDef<T> {
  return {
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label={labels.all}
        checked={allSelected(rowIds, selected)}
        ref={(input) => {
          if (input) input.indeterminate = someSelected(rowIds, selected);
        }}
        onChange={(event) => onChange(selectAll(rowIds, selected, event.target.checked))}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={labels.row}
        checked={Boolean(selected[row.id])}
        onChange={(event) => onChange(selectRow(selected, row.id, event.target.checked))}
      />
    ),
  };
}
