// The window of a long DataTable (hosts, logs, IP sets: thousands of rows): which rows are in view, watched
// with TanStack Virtual in the table's scroll area. It draws nothing: it tells the rows (WindowedRows in
// TableRows.tsx) which to draw, so that the rows drawn before this code arrived stay as they are when it comes,
// rather than being drawn all over again by another component.
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
import { VIRTUAL_ROW_HEIGHT, WINDOW_OVERSCAN, windowBox, type RowRange } from './row-window';

export interface RowRangeWatchProps {
  count: number;
  /** The table's scroll area (null until it is mounted). */
  scrollBox: HTMLDivElement | null;
  onRange(range: RowRange): void;
}

/** The height of the list's first drawn row; undefined where the box has no layout (a hidden table, tests). */
function drawnRowHeight(scrollBox: HTMLDivElement | null): number | undefined {
  const height = scrollBox?.querySelector('tbody > tr:not([aria-hidden])')?.getBoundingClientRect().height;
  return height ? Math.round(height) : undefined;
}

export function RowRangeWatch({ count, scrollBox, onRange }: RowRangeWatchProps) {
  // The rows' own height rather than the estimate the first rows were drawn with: rows holding operation
  // buttons are 49 px, not 37, and counted as 37 a screen scrolled drew 15 new rows where 11 came into view.
  const [rowHeight, setRowHeight] = useState(VIRTUAL_ROW_HEIGHT);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollBox,
    estimateSize: () => rowHeight,
    overscan: WINDOW_OVERSCAN,
    initialRect: windowBox(),
    // Where the box is when the watching starts: it may have been scrolled while this code was on its way.
    initialOffset: () => scrollBox?.scrollTop ?? 0,
    // A box without layout (a hidden table, tests) is taken for the one expected, rather than for nothing.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : windowBox())),
  });
  useLayoutEffect(() => {
    const drawn = drawnRowHeight(scrollBox);
    if (drawn && drawn !== rowHeight) {
      setRowHeight(drawn);
      virtualizer.measure();
    }
  }, [scrollBox, rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  // Before the browser paints: the rows follow the scrolling in the same frame.
  useLayoutEffect(() => onRange({ start, end, before, after }), [start, end, before, after, onRange]);
  return null;
}
