import type { ProductCard } from '#common/catalog-types.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';

/** What the recommendations read of the catalogue (the CatalogService, which calls them, gives it). */
export type CatalogReads = {
  getCard(id: string): ProductCard | null;
  all(lang: Lang): ProductCard[];
};

/** How many "You Might Also Like" products the cart shows. */
export const RECOMMENDATION_LIMIT = 4;

/**
 * "You Might Also Like": other priced products from the categories of the given products (the
 * cart's lines), never one of those products. Deterministic: the categories take turns in the
 * order the cart first names them (so a mixed cart gets a mix), each in catalogue order;
 * products in stock come before sold-out ones. Nothing to recommend for an empty list.
 */
export function recommendFor(
  catalog: CatalogReads,
  productIds: string[],
  limit = RECOMMENDATION_LIMIT,
  lang: Lang = DEFAULT_LANG,
): ProductCard[] {
  if (limit <= 0 || productIds.length === 0) return [];
  const owned = new Set(productIds);
  const categories = [...new Set(productIds.flatMap((id) => catalog.getCard(id)?.category ?? []))];
  if (categories.length === 0) return [];
  const candidates = catalog
    .all(lang)
    .filter((p) => categories.includes(p.category) && !owned.has(p.id) && p.priceCents != null);
  const roundRobin = (list: ProductCard[]) => {
    const queues = categories.map((c) => list.filter((p) => p.category === c));
    const out: ProductCard[] = [];
    for (let i = 0; queues.some((q) => i < q.length); i++) for (const q of queues) if (i < q.length) out.push(q[i]);
    return out;
  };
  return [
    ...roundRobin(candidates.filter((p) => p.stock > 0)),
    ...roundRobin(candidates.filter((p) => p.stock <= 0)),
  ].slice(0, limit);
}
