/**
 * The one CSV writer of the shop (every export uses it): RFC 4180, CRLF line ends, quotes
 * doubled; UTF-8 with a byte-order mark so Excel reads Turkish letters right.
 *
 * A field is quoted when it holds a comma, semicolon, quote, CR, LF or tab: Turkish and German
 * Excel split a CSV file on `;`, and the comma is ours.
 *
 * Text that a spreadsheet would run as a formula gets an apostrophe in front (OWASP "CSV
 * injection"): anyone can type such text into the contact form. A formula starts with =, +, -
 * or @ (also after spaces), or the text starts with a tab or CR. Quoting is not enough for a
 * spreadsheet that splits on `;`: it honours quotes only at the start of a cell, so the text after
 * a `;` (or a line break) inside a field further along the line starts a cell of its own. The
 * same apostrophe goes there too when what follows could start a formula, a quote or nothing.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The UTF-8 byte-order mark, as the first character of the text. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;
/**
 * A `;` or line break where a spreadsheet splitting on `;` would start a cell that could run: one
 * followed by a tab or CR, or (after spaces) by a formula character, a quote, or the field's end
 * (where our closing quote follows, and would open a quoted cell that swallows the next lines).
 */
const CELL_START_INSIDE = /([;\r\n])(?=[^\S\r\n]*(?:[=+\-@"]|$)|[\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** The text with an apostrophe wherever a spreadsheet could start a formula cell in it. */
function neutralised(text: string): string {
  const inside = text.replace(CELL_START_INSIDE, "$1'");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/** One field: dates as ISO 8601 (UTC), numbers as they are, text neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutralised(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, without its line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** The whole file: BOM, the header row, then one row per record, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
