import { attributeNameKey, attributesOf, type AttributeDefinition, type ProductAttributes } from './attributes.ts';

/**
 * The comparison table (docs/product.md §23.3): the rows of up to four products, aligned and
 * marked where they differ. The list itself (ids, cookie, URL) is ./compare-list.ts.
 */

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
  /** The text key of the row's name. */
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
