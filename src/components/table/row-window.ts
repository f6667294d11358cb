// The window of a long table's rows, as both sides of it count: the rows (WindowedRows, in the table kit) and
// the code that watches the scrolling (VirtualRows.tsx, loaded with the first long list).
/** A row's height (a row of text) until the watch has measured one drawn (RowRangeWatch); in jsdom throughout. */
export const VIRTUAL_ROW_HEIGHT = 37;
/** Rows drawn beyond the box at each end, so that a scroll shows rows already drawn. */
export const WINDOW_OVERSCAN = 12;
/** The window's box: 70 % of the screen's height (DataTable's maxH). */
const WINDOW_SHARE = 0.7;

/** Which rows are drawn, and the height of the rows above and below them that are not. */
export interface RowRange {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** The window's box as the screen's size makes it, until it is measured (and where it has no layout: tests). */
export const windowBox = () => ({
  width: globalThis.innerWidth || 1024,
  height: Math.round((globalThis.innerHeight || 914) * WINDOW_SHARE),
});

/**
 * The rows of a list of `count` at the top of its window: what is drawn before the scrolling is watched, the
 * rows the window draws first at the estimated height, so that the rows drawn stay when the watching starts
 * (rows drawn taller than the estimate: the watch then leaves out a few at the end).
 */
export function firstRowRange(count: number): RowRange {
  const end = Math.min(count, Math.ceil(windowBox().height / VIRTUAL_ROW_HEIGHT) + WINDOW_OVERSCAN);
  return { start: 0, end, before: 0, after: (count - end) * VIRTUAL_ROW_HEIGHT };
}

export const sameRowRange = (a: RowRange, b: RowRange) =>
  a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;
