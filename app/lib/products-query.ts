import type { TFunction } from 'i18next';
import type { AttributeValue } from '#common/attributes.ts';
import { attributeFiltersOf, attributeValueText } from '#common/product-query.ts';
import type { ProductQuery } from '#common/product-query.ts';
import { foldText } from '#common/text.ts';
import { brandLabel } from '#common/brand.ts';

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
  const spelt = query.brand ? (brands.find((b) => foldText(b) === foldText(query.brand!)) ?? query.brand) : undefined;
  const brand = spelt ? brandLabel(spelt, t('products.otherBrand')) : undefined;
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

type Change = Partial<
  Record<
    'search' | 'category' | 'subcategory' | 'brand' | 'sort' | 'priceMin' | 'priceMax' | 'inStock',
    string | undefined
  >
> & { attributes?: Record<string, AttributeValue[]> };

/** Cents as the price fields show them: dollars, with cents only when there are some (`100`, `99.5`). */
export function dollarsOf(cents: number | undefined): string | undefined {
  return cents === undefined ? undefined : String(cents / 100);
}

/**
 * A /products URL with some filters changed and the others kept. Another category drops the
 * subcategory; another category or subcategory drops the attribute filters (they belong to what
 * was in view).
 */
export function hrefWith(query: ProductQuery, change: Change) {
  const place = 'category' in change || 'subcategory' in change;
  const subcategory = 'category' in change ? undefined : query.subcategory;
  const { attributes: attributeChange, ...rest } = change;
  const next: Record<string, string | undefined> = {
    search: query.search,
    category: query.category,
    subcategory,
    brand: query.brand,
    id: query.id?.join(','),
    sort: query.sort === 'default' ? undefined : query.sort,
    priceMin: dollarsOf(query.priceMin),
    priceMax: dollarsOf(query.priceMax),
    inStock: query.inStock ? '1' : undefined,
    ...rest,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
  const attributes = attributeChange ?? (place ? {} : attributeFiltersOf(query));
  for (const [key, values] of Object.entries(attributes))
    for (const value of values) params.append(key, attributeValueText(value));
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}

/** The URL without one value of an attribute filter. */
export function hrefWithout(query: ProductQuery, key: string, value: AttributeValue) {
  const attributes = attributeFiltersOf(query);
  const left = (attributes[key] ?? []).filter((v) => v !== value);
  if (left.length) attributes[key] = left;
  else delete attributes[key];
  return hrefWith(query, { attributes });
}

/** Whether the shopper chose any filter the chips show (brand, attributes, price, stock). */
export function hasChosenFilters(query: ProductQuery): boolean {
  return Boolean(
    query.brand ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.inStock ||
    Object.keys(attributeFiltersOf(query)).length,
  );
}

/** Every chosen filter cleared; the search, the place (category, subcategory) and the sort stay. */
export function hrefClearingFilters(query: ProductQuery) {
  return hrefWith(query, {
    brand: undefined,
    priceMin: undefined,
    priceMax: undefined,
    inStock: undefined,
    attributes: {},
  });
}
