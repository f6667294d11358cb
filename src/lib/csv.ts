// CSV text for exports: RFC 4180 quoting, a BOM so spreadsheet programs read Chinese as UTF-8, and cells that
// start like a formula (= + - @) prefixed with an apostrophe so an exported value never runs in a spreadsheet.
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One header line and one line per row, CRLF-separated, with a leading BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}
