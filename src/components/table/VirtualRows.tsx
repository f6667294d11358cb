// The window of a long DataTable (hosts, logs, IP sets: thousands of rows): which rows are in view, watched
// with TanStack Virtual in the table's scroll area. It draws nothing: it tells the rows (WindowedRows in
// TableRows.tsx) which to draw, so that the rows drawn before this code arrived stay as they are when it comes,
// rather than being drawn all over again by another component.
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect } from 'react';
import { VIRTUAL_ROW_HEIGHT, WINDOW_OVERSCAN, windowBox, type RowRange } from './row-window';

export interface RowRangeWatchProps {
  count: number;
  /** The table's scroll area (null until it is mounted). */
  scrollBox: HTMLDivElement | null;
  onRange(range: RowRange): void;
}

export function RowRangeWatch({ count, scrollBox, onRange }: RowRangeWatchProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollBox,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: WINDOW_OVERSCAN,
    initialRect: windowBox(),
    // Where the box is when the watching starts: it may have been scrolled while this code was on its way.
    initialOffset: () => scrollBox?.scrollTop ?? 0,
    // A box without layout (a hidden table, tests) is taken for the one expected, rather than for nothing.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : windowBox())),
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  // Before the browser paints: the rows follow the scrolling in the same frame.
  useLayoutEffect(() => onRange({ start, end, before, after }), [start, end, before, after, onRange]);
  return null;
}
