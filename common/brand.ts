import { foldText } from './text.ts';

/** Brands whose spelling we own: matched by case-insensitive containment (docs/product.md §3.4). */
export const KNOWN_BRANDS = ['Hikvision', 'Motorola', 'Kenwood', 'Milo', 'HALO', 'Apple', 'Samsung'] as const;

/**
 * Stored when a product has no brand (the product's own columns are English). Pages never show
 * it as stored: `brandLabel` gives the page language's word ("Other", "Diğer").
 */
export const UNKNOWN_BRAND = 'Other';

/** Words an owner or an old link may use for "no brand" (folded): the stored one and the Turkish "Diğer". */
const UNKNOWN_SPELLINGS = new Set([foldText(UNKNOWN_BRAND), foldText('Diğer')]);

/** Whether a brand (as stored, typed or in a link) means "no brand". */
export function isUnknownBrand(brand: string): boolean {
  return UNKNOWN_SPELLINGS.has(foldText(brand.trim()));
}

export function normalizeBrand(raw: string | null | undefined): string {
  const brand = (raw ?? '').trim();
  if (!brand || isUnknownBrand(brand)) return UNKNOWN_BRAND;
  const lower = brand.toLocaleLowerCase('en');
  const known = KNOWN_BRANDS.find((name) => lower.includes(name.toLocaleLowerCase('en')));
  if (known) return known;
  return brand.charAt(0).toLocaleUpperCase('en') + brand.slice(1);
}

/** A brand as a page in some language shows it: "no brand" in that language's word (`otherWord`), any other as stored. */
export function brandLabel(brand: string, otherWord: string): string {
  return isUnknownBrand(brand) ? otherWord : brand;
}
