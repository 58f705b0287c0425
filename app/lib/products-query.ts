import type { TFunction } from 'i18next';
import type { ProductQuery } from '#common/schemas/catalog.ts';
import { foldText } from '#common/text.ts';

/** The /products sort options, in the order the select lists them, with their labels. */
export const SORTS = [
  ['default', 'products.sortDefault'],
  ['price-asc', 'products.sortPriceAsc'],
  ['price-desc', 'products.sortPriceDesc'],
  ['name-asc', 'products.sortNameAsc'],
  ['name-desc', 'products.sortNameDesc'],
] as const;

// Category names come from the catalogue's data: an unknown one shows as is (defaultValue).
type Translate = TFunction;

/**
 * What the visitor chose, named: the breadcrumb after Home (All Products, then category,
 * subcategory and brand) and the heading (the most specific choice, the brand before it).
 */
export function chosen(query: ProductQuery, brands: string[], t: Translate) {
  // The URL may say "motorola"; show the catalogue's spelling.
  const brand = query.brand ? (brands.find((b) => foldText(b) === foldText(query.brand!)) ?? query.brand) : undefined;
  const category = query.category ? t(`categories.${query.category}`, { defaultValue: query.category }) : undefined;
  const subcategory = query.subcategory ? t(`subcategories.${query.subcategory}`) : undefined;
  const group = subcategory ?? category;
  const heading =
    group && brand ? t('products.brandIn', { brand, category: group }) : (group ?? brand ?? t('products.title'));
  const levels: { label: string; to?: string }[] = [];
  if (category) levels.push({ label: category, to: `/products?${new URLSearchParams({ category: query.category! })}` });
  if (subcategory)
    levels.push({
      label: subcategory,
      to: `/products?${new URLSearchParams({ ...(query.category ? { category: query.category } : {}), subcategory: query.subcategory! })}`,
    });
  if (brand) levels.push({ label: brand });
  if (levels.length) levels[levels.length - 1] = { label: levels[levels.length - 1].label }; // the current page: no link
  const crumbs = [{ label: t('products.title'), to: levels.length ? '/products' : undefined }, ...levels];
  return { heading, crumbs };
}

/** A /products URL with one filter changed and the others kept (another category drops the subcategory). */
export function hrefWith(
  query: ProductQuery,
  change: Partial<Record<'search' | 'category' | 'subcategory' | 'brand' | 'sort', string | undefined>>,
) {
  const subcategory = 'category' in change ? undefined : query.subcategory;
  const next = {
    search: query.search,
    category: query.category,
    subcategory,
    brand: query.brand,
    id: query.id?.join(','),
    sort: query.sort === 'default' ? undefined : query.sort,
    ...change,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}
