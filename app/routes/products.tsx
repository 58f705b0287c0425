import { useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, Link, isRouteErrorResponse, useRouteError, useSubmit } from 'react-router';
import type { TFunction } from 'i18next';
import { productQuerySchema, type ProductQuery } from '#common/schemas/catalog.ts';
import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { ErrorActions } from '#app/components/ui/error-actions.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { categoryOfSubcategory } from '#common/subcategories.ts';
import { foldText } from '#common/text.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = productQuerySchema.safeParse(params);
  const query: ProductQuery = parsed.success
    ? parsed.data
    : {
        search: undefined,
        category: undefined,
        subcategory: undefined,
        brand: undefined,
        id: undefined,
        sort: 'default',
      };
  const { catalog } = context.services;
  const result = catalog.listProducts({
    search: query.search,
    category: query.category,
    subcategory: query.subcategory,
    brand: query.brand,
    ids: query.id,
    sort: query.sort,
    lang: context.lang,
  });
  return { query, ...result, facets: catalog.facets() };
}

// Category names come from the catalogue's data: an unknown one shows as is (defaultValue).
type Translate = TFunction;

/**
 * What the visitor chose, named: the breadcrumb after Home (All Products, then category,
 * subcategory and brand) and the heading (the most specific choice, the brand before it).
 */
function chosen(query: ProductQuery, brands: string[], t: Translate) {
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

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const query = data?.query;
  if (!query || (!query.category && !query.subcategory && !query.brand) || query.search) {
    return pageMeta(matches, {
      title: 'products.metaTitle',
      description: 'products.metaDescription',
      path: '/products',
    });
  }
  const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
  return pageMeta(matches, {
    title: chosen(query, data.facets.brands, t).heading,
    description: t('products.metaDescription'),
    path: '/products',
    translate: false,
  });
};

const SORTS = [
  ['default', 'products.sortDefault'],
  ['price-asc', 'products.sortPriceAsc'],
  ['price-desc', 'products.sortPriceDesc'],
  ['name-asc', 'products.sortNameAsc'],
  ['name-desc', 'products.sortNameDesc'],
] as const;

/** A /products URL with one filter changed and the others kept (another category drops the subcategory). */
function hrefWith(
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

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, products, facets } = loaderData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const submit = useSubmit();
  const active = 'bg-brand-50 font-semibold text-brand-700';

  const { heading, crumbs } = chosen(query, facets.brands, t);
  const subcategories = query.category
    ? facets.subcategories.filter((s) => categoryOfSubcategory(s) === query.category)
    : [];

  const filterList = <V extends string>(
    title: string,
    name: 'category' | 'subcategory' | 'brand',
    values: V[],
    label: (v: V) => string,
  ) => (
    <section aria-labelledby={`filter-${name}`} className="border-t border-slate-200 pt-4">
      <h2 id={`filter-${name}`} className="mb-2 text-sm font-bold text-slate-900">
        {title}
      </h2>
      <ul className="space-y-0.5 text-sm">
        <li>
          <Link
            to={hrefWith(query, { [name]: undefined })}
            className={`block rounded px-2 py-1 hover:bg-slate-100 ${!query[name] ? active : 'text-slate-700'}`}
            aria-current={!query[name] ? 'true' : undefined}
          >
            {t('products.all')}
          </Link>
        </li>
        {values.map((value) => {
          const selected = query[name]?.toLocaleLowerCase('en') === value.toLocaleLowerCase('en');
          return (
            <li key={value}>
              <Link
                to={hrefWith(query, { [name]: value })}
                className={`block rounded px-2 py-1 hover:bg-slate-100 ${selected ? active : 'text-slate-700'}`}
                aria-current={selected ? 'true' : undefined}
              >
                {label(value)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, ...crumbs]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {query.search ? t('products.searchTitle', { query: query.search }) : heading}
      </h1>

      <div className="mt-6 grid gap-8 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <button
            type="button"
            className="btn-secondary w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="product-filters"
            onClick={() => setFiltersOpen((v) => !v)}
          >
            {filtersOpen ? t('products.hideFilters') : t('products.showFilters')}
          </button>
          <aside
            id="product-filters"
            aria-label={t('products.filters')}
            className={`${filtersOpen ? 'mt-4 block' : 'hidden'} space-y-4 lg:mt-0 lg:block`}
          >
            <Form
              method="get"
              action="/products"
              className="space-y-3"
              onChange={(e) => {
                // Sorting applies at once; the search field waits for its button.
                if ((e.target as HTMLElement).getAttribute('name') === 'sort') submit(e.currentTarget);
              }}
            >
              {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
              {query.subcategory ? <input type="hidden" name="subcategory" value={query.subcategory} /> : null}
              {query.brand ? <input type="hidden" name="brand" value={query.brand} /> : null}
              {query.id ? <input type="hidden" name="id" value={query.id.join(',')} /> : null}
              <div>
                <label htmlFor="products-search" className="label">
                  {t('products.searchLabel')}
                </label>
                <div className="flex gap-2">
                  <input
                    id="products-search"
                    name="search"
                    type="search"
                    defaultValue={query.search ?? ''}
                    key={query.search ?? ''}
                    className="input"
                    placeholder={t('search.placeholder')}
                  />
                  <button type="submit" className="btn-primary">
                    {t('products.search')}
                  </button>
                </div>
              </div>
              <div>
                <label htmlFor="products-sort" className="label">
                  {t('products.sortLabel')}
                </label>
                <select id="products-sort" name="sort" defaultValue={query.sort} key={query.sort} className="input">
                  {SORTS.map(([value, key]) => (
                    <option key={value} value={value}>
                      {t(key)}
                    </option>
                  ))}
                </select>
                <noscript>
                  <button type="submit" className="btn-secondary mt-2 w-full">
                    {t('products.apply')}
                  </button>
                </noscript>
              </div>
            </Form>
            {filterList(t('products.categories'), 'category', facets.categories, (c) =>
              t(`categories.${c}`, { defaultValue: c }),
            )}
            {subcategories.length
              ? filterList(t('products.subcategories'), 'subcategory', subcategories, (s) => t(`subcategories.${s}`))
              : null}
            {filterList(t('products.brands'), 'brand', facets.brands, (b) => b)}
          </aside>
        </div>

        <section className="lg:col-span-3" aria-labelledby="results-count">
          {query.id ? <p className="mb-3 text-sm text-slate-600">{t('products.selectedOnly')}</p> : null}
          {products.length === 0 ? (
            <div className="card px-6 py-16 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('products.empty')}</p>
              {query.search ? (
                <p className="mt-2 text-slate-600">{t('products.noMatch', { query: query.search })}</p>
              ) : null}
              <p className="mt-2 text-slate-600">{t('products.emptyHint')}</p>
            </div>
          ) : (
            <ProductGrid
              products={products}
              eagerCount={3}
              headingLevel={2}
              className="grid grid-cols-2 gap-4 md:grid-cols-3"
            />
          )}
          <p id="results-count" className="mt-6 text-sm text-slate-600" role="status">
            {t('products.showing', { count: products.length })}
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * The list could not be made (docs/product.md §2.15.3: 'Unable to load products'); a status answer (404 …)
 * goes on to the app's own error screen.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error)) throw error;
  return (
    <section className="container-page py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t('errors.loadFailed')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.loadFailedText')}</p>
      <ErrorActions />
    </section>
  );
}
