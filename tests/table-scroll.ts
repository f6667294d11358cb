// Scrolls a DataTable's own box in jsdom, which has no layout: the box reports the given offset and a scroll
// event tells the windowed rows to follow (src/components/table/VirtualRows.tsx watches it).
import { act, fireEvent } from '@testing-library/react';
import { VIRTUAL_ROW_HEIGHT } from '../src/components/table/row-window';

/** Scrolls the table so that the row at `index` (from 0) is at the top of its box, its rows `rowHeight` high. */
export function scrollTableToRow(table: HTMLElement, index: number, rowHeight = VIRTUAL_ROW_HEIGHT) {
  const box = table.closest('table')?.parentElement;
  if (!box) throw new Error('the table has no scroll box');
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: index * rowHeight });
  act(() => {
    fireEvent.scroll(box);
  });
}
