import type { Category } from './categories.ts';
import { foldText, splitWords } from './text.ts';

/**
 * The finer groups inside each category, in menu order. The header's menu links, the /products
 * filter and the back office's product form all use this one list; labels are the text keys
 * `subcategories.<id>`. Ids are unique across categories, so one names its category too.
 */
export const SUBCATEGORIES = {
  security: ['cameras', 'recorders', 'sensors', 'body-cameras'],
  'walkie-talkie': ['radios'],
  network: ['switches', 'poe'],
  cables: ['installation-cables', 'patch-cables', 'connectors'],
  intercoms: ['video-intercoms'],
  accessories: ['memory-cards', 'hard-drives', 'mounts', 'headsets', 'tools'],
} as const satisfies Record<Category, readonly string[]>;

export type Subcategory = (typeof SUBCATEGORIES)[Category][number];

export const SUBCATEGORY_IDS = Object.values(SUBCATEGORIES).flat() as Subcategory[];

const categoryOf = new Map<string, Category>(
  Object.entries(SUBCATEGORIES).flatMap(([category, subs]) => subs.map((sub) => [sub, category as Category] as const)),
);

export function isSubcategory(value: unknown): value is Subcategory {
  return typeof value === 'string' && categoryOf.has(value);
}

/** The category a subcategory belongs to; undefined for an unknown one. */
export function categoryOfSubcategory(subcategory: string): Category | undefined {
  return categoryOf.get(subcategory);
}

/**
 * The subcategories of a category (none for a category outside the list). Own keys only: a
 * visitor's `?category=constructor` must not find Object's constructor.
 */
export function subcategoriesOf(category: string): readonly Subcategory[] {
  return Object.hasOwn(SUBCATEGORIES, category) ? SUBCATEGORIES[category as keyof typeof SUBCATEGORIES] : [];
}

/**
 * Subcategories that also hold the category's products named by a word in their title. A
 * product is filed under one subcategory, but "PoE Devices" means every network product that
 * powers devices over Ethernet: the PoE injector filed there and the PoE switches filed under
 * Switches (their titles say "PoE", "PoE+"). Titles only: a description mentioning "a PoE cable"
 * does not make a product a PoE device, and the category keeps the PoE recorder out.
 */
const TITLE_WORDS: Partial<Record<Subcategory, string>> = { poe: 'poe' };

/** The subcategories a product is listed under: the one it is filed under, then any its title puts it in. */
export function productSubcategories(product: {
  category: string;
  subcategory: string | null;
  title: string;
}): Subcategory[] {
  const found: Subcategory[] = isSubcategory(product.subcategory) ? [product.subcategory] : [];
  let titleWords: string[] | null = null;
  for (const [sub, word] of Object.entries(TITLE_WORDS) as [Subcategory, string][]) {
    if (found.includes(sub) || categoryOf.get(sub) !== product.category) continue;
    titleWords ??= splitWords(foldText(product.title));
    if (titleWords.includes(word)) found.push(sub);
  }
  return found;
}
