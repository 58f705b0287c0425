/** Brands whose spelling we own: matched by case-insensitive containment (docs/product.md §3.4). */
export const KNOWN_BRANDS = ['Hikvision', 'Motorola', 'Kenwood', 'Milo', 'HALO', 'Apple', 'Samsung'] as const;

/** Shown when a product has no brand (the spec's Turkish "Other"). */
export const UNKNOWN_BRAND = 'Diğer';

export function normalizeBrand(raw: string | null | undefined): string {
  const brand = (raw ?? '').trim();
  if (!brand) return UNKNOWN_BRAND;
  const lower = brand.toLocaleLowerCase('en');
  const known = KNOWN_BRANDS.find((name) => lower.includes(name.toLocaleLowerCase('en')));
  if (known) return known;
  return brand.charAt(0).toLocaleUpperCase('en') + brand.slice(1);
}
