import type { ProductAttributes } from '#common/attributes.ts';
import { products } from '#server/db/schema.ts';
import type { TestShop } from './test-shop.ts';

/**
 * Products of our own with typed data, for the /products filter tests (the seed's typed data is
 * not theirs to rely on): cameras and a switch by brands no seed product has.
 */
export const FACET_BRAND = 'Testline';
export const OTHER_BRAND = 'Otherline';

type Spec = {
  id: string;
  brand?: string;
  category?: string;
  subcategory?: string;
  priceCents: number;
  stock: number;
  attributes: ProductAttributes;
};
const camera = (id: string, priceCents: number, stock: number, attributes: ProductAttributes): Spec => ({
  id,
  priceCents,
  stock,
  attributes,
});

export const FACET_PRODUCTS: Spec[] = [
  camera('tl-cam-2mp-dome', 5000, 5, { resolutionMp: 2, formFactor: 'dome', poeStandard: 'af', audio: true }),
  camera('tl-cam-4mp-dome', 12000, 0, { resolutionMp: 4, formFactor: 'dome', poeStandard: 'af', audio: false }),
  camera('tl-cam-4mp-bullet', 15000, 3, { resolutionMp: 4, formFactor: 'bullet', poeStandard: 'at' }),
  camera('tl-cam-4mp-turret', 20000, 2, { resolutionMp: 4, formFactor: 'turret', poeStandard: 'af', audio: true }),
  camera('tl-cam-8mp-bullet', 40000, 1, { resolutionMp: 8, formFactor: 'bullet', poeStandard: 'at' }),
  camera('tl-cam-unspecified', 9000, 4, {}),
  {
    ...camera('ol-cam-4mp-dome', 30000, 1, { resolutionMp: 4, formFactor: 'dome', poeStandard: 'af' }),
    brand: OTHER_BRAND,
  },
  {
    id: 'tl-switch-8',
    category: 'network',
    subcategory: 'switches',
    priceCents: 8000,
    stock: 2,
    attributes: { ports: 8, poePorts: 8, poeStandard: 'at', managed: false },
  },
];

/** Inserts the products and waits until the read model has them. */
export async function insertFacetProducts(t: TestShop): Promise<void> {
  await t.shop.database.db.insert(products).values(
    FACET_PRODUCTS.map((p, i) => ({
      id: p.id,
      title: `${p.brand ?? FACET_BRAND} ${p.id.replace(/-/g, ' ')}`,
      brand: p.brand ?? FACET_BRAND,
      category: p.category ?? 'security',
      subcategory: p.subcategory ?? 'cameras',
      priceCents: p.priceCents,
      stock: p.stock,
      attributes: p.attributes,
      position: 10_000 + i,
    })),
  );
  await t.shop.services.catalog.refresh();
}
