import { attributeNameKey, attributesOf, type AttributeDefinition, type ProductAttributes } from './attributes.ts';

/**
 * The product comparison (docs/product.md, issue 13): up to four products side by side. The page's
 * URL (`/compare?ids=a,b,c`) is the list the page shows and can be shared; the shopper's current
 * list (what "Add to compare" adds to) is kept in the `compare` cookie, ids only, checked against
 * the catalogue whenever it is read.
 */

/** At most this many products are compared; adding one more is refused, never a silent swap. */
export const MAX_COMPARED = 4;

/** The cookie that keeps the shopper's list (ids joined by commas, URI-encoded). */
export const COMPARE_COOKIE = 'compare';

/** The cookie lasts 30 days (a shopper comparing over a few evenings finds the list again). */
export const COMPARE_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** A product id as the list may hold it: what product ids are made of, nothing that splits a list. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

export function isCompareId(id: string): boolean {
  return ID.test(id);
}

/**
 * A list from its text (a URL's `ids`, the cookie): comma-separated ids, each kept once in the
 * order given, anything that is no id dropped, and at most MAX_COMPARED.
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.slice(0, 2000).split(',')) {
    const id = part.trim();
    if (ids.length === MAX_COMPARED) break;
    if (isCompareId(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The list as its text (the inverse of parseCompareIds for a valid list). */
export function serializeCompareIds(ids: readonly string[]): string {
  return ids.join(',');
}

/** The comparison page of a list; `diff` shows only the rows that differ; `notes` are the page's one-off messages. */
export function compareUrl(
  ids: readonly string[],
  options: { diff?: boolean; added?: string; refused?: string; carted?: string } = {},
): string {
  const params: string[] = [];
  if (ids.length) params.push(`ids=${ids.map(encodeURIComponent).join(',')}`);
  if (options.diff) params.push('diff=1');
  for (const note of ['added', 'refused', 'carted'] as const) {
    const id = options[note];
    if (id) params.push(`${note}=${encodeURIComponent(id)}`);
  }
  return params.length ? `/compare?${params.join('&')}` : '/compare';
}

export type AddResult = { ok: true; ids: string[]; already: boolean } | { ok: false; reason: 'full'; ids: string[] };

/** Adds a product at the end; one already listed stays where it is; a full list refuses it unchanged. */
export function addToCompare(ids: readonly string[], id: string): AddResult {
  if (ids.includes(id)) return { ok: true, ids: [...ids], already: true };
  if (ids.length >= MAX_COMPARED) return { ok: false, reason: 'full', ids: [...ids] };
  return { ok: true, ids: [...ids, id], already: false };
}

/** The list without a product, the others in their order. */
export function removeFromCompare(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

/** What the table needs of a compared product: its card's figures, its kind and its typed data. */
export type ComparedProduct = {
  card: { brand: string; priceCents: number | null; rating: number; stock: number };
  subcategory: string | null;
  attributes: ProductAttributes;
};

/** How a table's cells are written in the page's language. */
export type CompareFormatters = {
  price: (cents: number | null) => string;
  rating: (rating: number) => string;
  stock: (stock: number) => string;
  attribute: (definition: AttributeDefinition, value: ProductAttributes[string]) => string;
  /** A value the product does not state. */
  missing: string;
};

export type CompareCell = { text: string; missing: boolean };
export type CompareRow = {
  /** 'price', 'brand', 'rating', 'stock' or an attribute key. */
  key: string;
  /** The catalogue key of the row's name. */
  nameKey: string;
  cells: CompareCell[];
  /** The shown values are not all the same. */
  differs: boolean;
};

export const FIXED_ROWS = ['price', 'brand', 'rating', 'stock'] as const;

/**
 * The table's rows: price, brand, rating and stock, then every attribute of the products' kinds
 * (each kind's order from common/attributes.ts, the first product's kind first) that at least one
 * of them states; a product that does not state it shows `missing`. A row differs when the shown
 * texts are not all equal (one product alone differs from nothing).
 */
export function compareRows(products: readonly ComparedProduct[], f: CompareFormatters): CompareRow[] {
  const row = (key: string, nameKey: string, cells: CompareCell[]): CompareRow => ({
    key,
    nameKey,
    cells,
    differs: cells.some((cell) => cell.text !== cells[0].text),
  });
  const shown = (text: string): CompareCell => ({ text, missing: false });
  const rows: CompareRow[] = [
    row(
      'price',
      'compare.rows.price',
      products.map((p) => shown(f.price(p.card.priceCents))),
    ),
    row(
      'brand',
      'compare.rows.brand',
      products.map((p) => shown(p.card.brand)),
    ),
    row(
      'rating',
      'compare.rows.rating',
      products.map((p) => shown(f.rating(p.card.rating))),
    ),
    row(
      'stock',
      'compare.rows.stock',
      products.map((p) => shown(f.stock(p.card.stock))),
    ),
  ];
  const seen = new Set<string>();
  for (const product of products) {
    for (const definition of attributesOf(product.subcategory)) {
      if (seen.has(definition.key)) continue;
      seen.add(definition.key);
      const cells = products.map((p): CompareCell => {
        const value = p.attributes[definition.key];
        return value === undefined || value === null
          ? { text: f.missing, missing: true }
          : shown(f.attribute(definition, value));
      });
      if (cells.every((cell) => cell.missing)) continue;
      rows.push(row(definition.key, attributeNameKey(definition.key), cells));
    }
  }
  return rows;
}
