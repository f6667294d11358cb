// A rule's condition is text such as `URL == "/api/login" & ClientId == "20"` (the contract's example shape).
// The form builds it from the filter fields and client apps the server offers; the text stays editable.

/** One condition, its value quoted (quotes inside escaped). */
export const condition = (field: string, operator: string, value: string) =>
  `${field} ${operator} "${value.trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The filter with one more condition, joined by `&` (all must hold). */
export function appendCondition(filter: string, next: string): string {
  const current = filter.trim();
  return current ? `${current} & ${next}` : next;
}
