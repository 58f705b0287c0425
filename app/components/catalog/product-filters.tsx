import { useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { SORTS, hrefWith } from '#app/lib/products-query.ts';
import type { ProductsData } from '#app/routes/products.tsx';
import { categoryOfSubcategory } from '#common/subcategories.ts';

type Query = ProductsData['query'];

const active = 'bg-brand-50 font-semibold text-brand-700';

/** One filter's links: All, then each value, the chosen one marked; every link keeps the other filters. */
function FilterList<V extends string>({
  query,
  title,
  name,
  values,
  label,
}: {
  query: Query;
  title: string;
  name: 'category' | 'subcategory' | 'brand';
  values: V[];
  label: (v: V) => string;
}) {
  const { t } = useTranslation();
  return (
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
}

/** The search and sort form (a plain GET that keeps the filters), without its sidebar. */
function SearchAndSort({ query }: { query: Query }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
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
  );
}

/** The sidebar: search, sort and the category, subcategory and brand lists; folded away on phones until asked for. */
export function ProductFilters({ query, facets }: Pick<ProductsData, 'query' | 'facets'>) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const subcategories = query.category
    ? facets.subcategories.filter((s) => categoryOfSubcategory(s) === query.category)
    : [];
  return (
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
        <SearchAndSort query={query} />
        <FilterList
          query={query}
          title={t('products.categories')}
          name="category"
          values={facets.categories}
          label={(c) => t(`categories.${c}`, { defaultValue: c })}
        />
        {subcategories.length ? (
          <FilterList
            query={query}
            title={t('products.subcategories')}
            name="subcategory"
            values={subcategories}
            label={(s) => t(`subcategories.${s}`)}
          />
        ) : null}
        <FilterList query={query} title={t('products.brands')} name="brand" values={facets.brands} label={(b) => b} />
      </aside>
    </div>
  );
}
