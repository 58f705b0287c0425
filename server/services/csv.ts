/**
 * CSV for spreadsheets (RFC 4180): CRLF line ends, a field quoted when it holds a comma, quote,
 * CR or LF, quotes doubled; UTF-8 with a byte-order mark so Excel reads Turkish letters right.
 *
 * Text that a spreadsheet would run as a formula (it starts with =, +, -, @, tab or CR) gets a
 * leading apostrophe (OWASP "CSV injection"): anyone can type such text into the contact form.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The UTF-8 byte-order mark, as the first character of the text. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: dates as ISO 8601 (UTC), numbers as they are, text neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
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
