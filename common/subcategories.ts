import type { Category } from './catalog-types.ts';

/**
 * The finer groups inside each category, in menu order. The header's menu links, the /products
 * filter and the back office's product form all use this one list; labels are the catalogue keys
 * `subcategories.<id>`. Ids are unique across categories, so one names its category too.
 */
export const SUBCATEGORIES = {
  security: ['cameras', 'recorders', 'sensors', 'body-cameras'],
  'walkie-talkie': ['radios'],
  network: ['switches', 'poe'],
  cables: ['installation-cables', 'patch-cables'],
  intercoms: ['video-intercoms'],
  accessories: ['memory-cards', 'mounts', 'headsets'],
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

/** The subcategories of a category (none for a category outside the list). */
export function subcategoriesOf(category: string): readonly Subcategory[] {
  return (SUBCATEGORIES as Record<string, readonly Subcategory[]>)[category] ?? [];
}
