/**
 * Turkish-aware folding for matching: İ/I/ı all become i, and ş ğ ç ö ü (and other
 * accented letters) match their plain letters. Locale-independent on purpose, so that
 * "ISIK", "ışık" and "Işık" all fold to "isik" on every machine.
 */
export function foldText(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Splits folded text into words of letters and digits. A suffix after an apostrophe belongs to
 * its word and is dropped ("Uplink’li" → "uplink", "Switch'ler" → "switch", "owner's" → "owner"):
 * on its own, "li" or "s" would be a word that every longer query word contains.
 */
export function splitWords(folded: string): string[] {
  return folded
    .replace(/(?<=[\p{L}\p{N}])['’]\p{L}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
