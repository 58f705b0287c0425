import { eq } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import type { ProductTexts } from '#common/catalog-types.ts';
import type { TestShop } from './test-shop.ts';

/**
 * A product with its texts in English (its own columns) and Turkish (`translations.tr`), no
 * word of one language in the other's texts but the brand and model ("Vantage", "D4"), for the
 * tests that a page or an answer in one language shows none of the other's texts.
 */
export const TRANSLATED_ID = 'vantage-d4-starlight-dome';
const IMAGE_PATH = `/images/products/hikvision-4mp-ptz-camera`;

export const ENGLISH = {
  title: 'Vantage D4 Starlight Dome Camera',
  description: 'Sharp colour pictures in near darkness for shop floors and hallways.',
  specifications: [{ group: 'Optics', items: [{ name: 'Field of view', value: 'Wide angle' }] }],
  features: [{ name: 'Starlight sensor', value: 'Colour video after sunset' }],
  useCases: ['Retail hallways'],
  includedItems: ['Mounting screws'],
  imageAlts: ['Starlight dome on a white ceiling', 'Starlight dome from below'],
};

export const TURKISH = {
  title: 'Vantage D4 Yıldız Işığı Tavan Kamerası',
  description: 'Mağaza alanları ve koridorlar için neredeyse karanlıkta net renkli görüntü.',
  specifications: [{ group: 'Optik', items: [{ name: 'Görüş alanı', value: 'Geniş açı' }] }],
  features: [{ name: 'Yıldız ışığı sensörü', value: 'Gün batımından sonra renkli video' }],
  useCases: ['Mağaza koridorları'],
  includedItems: ['Montaj vidaları'],
  imageAlts: ['Beyaz tavanda yıldız ışığı kamerası', 'Alttan görünüm'],
} satisfies ProductTexts;

/** Every text of a language's side, as a page or an answer would show it. */
export function textsOf(texts: typeof ENGLISH): string[] {
  return [
    texts.title,
    texts.description,
    ...texts.specifications.flatMap((g) => [g.group, ...g.items.flatMap((i) => [i.name, i.value])]),
    ...texts.features.flatMap((f) => [f.name, f.value]),
    ...texts.useCases,
    ...texts.includedItems,
    ...texts.imageAlts,
  ];
}

/** Inserts the product (first in catalogue order, typed data of a 4 MP 2.8 mm dome camera) and waits for the read model. */
export async function addTranslatedProduct(t: TestShop): Promise<void> {
  const { db } = t.shop.database;
  await db.delete(products).where(eq(products.id, TRANSLATED_ID));
  await db.insert(products).values({
    id: TRANSLATED_ID,
    title: ENGLISH.title,
    description: ENGLISH.description,
    priceCents: 18900,
    brand: 'Vantage',
    category: 'security',
    subcategory: 'cameras',
    rating: 4.5,
    stock: 25,
    images: ENGLISH.imageAlts.map((alt, i) => ({ path: `${IMAGE_PATH}/${i + 1}.svg`, alt, width: 800, height: 800 })),
    specifications: ENGLISH.specifications,
    features: ENGLISH.features,
    useCases: ENGLISH.useCases,
    includedItems: ENGLISH.includedItems,
    attributes: { resolutionMp: 4, lensMm: 2.8, formFactor: 'dome', ipRating: 'IP67', colorNight: true },
    translations: { tr: TURKISH },
    position: -1,
  });
  await t.shop.services.catalog.refresh();
}
