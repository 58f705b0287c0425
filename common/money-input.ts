/**
 * Money typed by a person ("189.99") ⇄ integer cents (18999). The string is parsed digit by
 * digit, never through a float, so "0.29" is 29 cents and not 28.999….
 */

/** The largest amount the back office accepts: $1,000,000.00 (stays far inside a 32-bit integer). */
export const MAX_DOLLAR_CENTS = 100_000_000;

export type DollarsProblem = 'empty' | 'negative' | 'decimals' | 'invalid' | 'tooLarge';
export type DollarsResult = { ok: true; cents: number } | { ok: false; problem: DollarsProblem };

/**
 * Reads "189.99", "189.9", "189", "$189.99", "1,700.00" or a decimal comma "189,99".
 * Refuses negatives, more than 2 decimals and anything that is not a plain amount, saying why.
 */
export function readDollars(input: string | number | null | undefined): DollarsResult {
  if (input == null) return { ok: false, problem: 'empty' };
  let text = String(input).trim().replace(/\s+/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^-|^\$-|^-\$/.test(text)) return { ok: false, problem: 'negative' };
  text = text.replace(/^\+/, '').replace(/^\$/, '');
  // "1,234.56" (thousands grouping) or "189,99" (a decimal comma, as typed in Turkish).
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d+,\d+$/.test(text)) text = text.replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  if (wholeDigits.length > 9) return { ok: false, problem: 'tooLarge' };
  const cents = Number(wholeDigits) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_DOLLAR_CENTS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, cents };
}

/** "189.99" → 18999; null when the text is not a valid non-negative amount with at most 2 decimals. */
export function parseDollars(input: string | number | null | undefined): number | null {
  const result = readDollars(input);
  return result.ok ? result.cents : null;
}

/** 18999 → "189.99" (what an input field shows; no currency sign, no grouping). */
export function formatDollars(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
