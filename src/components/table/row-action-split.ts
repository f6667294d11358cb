// Which of a row's operations show as buttons and which go into its "More" menu. The rule looks only at the
// labels, not at the screen, so a row's buttons stay where the user found them at every width: a row keeps
// up to MAX_INLINE buttons whose labels fit INLINE_BUDGET; when some must move, "More" takes the place of
// the last one that would not fit. (Chinese characters count double: they are about twice as wide.)
export const MAX_INLINE = 3;
export const INLINE_BUDGET = 24;

/** The width of a label in units of a Latin letter. */
export const labelWidth = (label: string) =>
  [...label].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);

export function splitRowActions<A extends { label: string }>(actions: readonly A[]): { inline: A[]; more: A[] } {
  const fits = (count: number) =>
    count <= MAX_INLINE &&
    actions.slice(0, count).reduce((sum, action) => sum + labelWidth(action.label), 0) <= INLINE_BUDGET;
  if (fits(actions.length)) return { inline: [...actions], more: [] };
  // Room for "More" too: one button fewer than would fit on their own.
  let count = 0;
  while (count < actions.length && fits(count + 1)) count += 1;
  const shown = Math.max(0, Math.min(count, MAX_INLINE - 1));
  return { inline: actions.slice(0, shown), more: actions.slice(shown) };
}
