import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Form, Link, useSubmit } from 'react-router';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { useAmount } from '#app/components/catalog/price.tsx';
import { attributeLabel, attributeName } from '#app/lib/filter-labels.ts';
import { SORTS, dollarsOf, hrefWith } from '#app/lib/products-query.ts';
import { attributeFiltersOf, attributeValueText } from '#common/product-query.ts';
import type { ProductsData } from './products.types.ts';
import { categoryOfSubcategory } from '#common/subcategories.ts';
import { brandLabel } from '#common/brand.ts';

type Query = ProductsData['query'];

const active = 'bg-brand-50 font-semibold text-brand-700';

/** One filter's links: All, then each value with its count, the chosen one marked; every link keeps the other filters. */
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
  values: { value: V; count: number }[];
  label: (v: V) => string;
}) {
  const { t } = useTranslation();
  const chosenValue = query[name];
  const isChosen = (value: string) => chosenValue?.toLocaleLowerCase('en') === value.toLocaleLowerCase('en');
  // The chosen value stays listed (with 0) when nothing else matches it.
  const shown =
    chosenValue && !values.some((v) => isChosen(v.value)) ? [...values, { value: chosenValue as V, count: 0 }] : values;
  return (
    <section aria-labelledby={`filter-${name}`} className="border-t border-slate-200 pt-4">
      <h2 id={`filter-${name}`} className="mb-2 text-sm font-bold text-slate-900">
        {title}
      </h2>
      <ul className="space-y-0.5 text-sm">
        <li>
          <Link
            to={hrefWith(query, { [name]: undefined })}
            className={`block rounded px-2 py-1 hover:bg-slate-100 ${!chosenValue ? active : 'text-slate-700'}`}
            aria-current={!chosenValue ? 'true' : undefined}
          >
            {t('products.all')}
          </Link>
        </li>
        {shown.map(({ value, count }) => {
          const selected = isChosen(value);
          return (
            <li key={value}>
              <Link
                to={hrefWith(query, { [name]: value })}
                className={`flex justify-between gap-2 rounded px-2 py-1 hover:bg-slate-100 ${selected ? active : 'text-slate-700'}`}
                aria-current={selected ? 'true' : undefined}
              >
                {t('filters.option', { label: label(value), count })}
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
      <KeptFilters query={query} />
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
        <select
          id="products-sort"
          name="sort"
          defaultValue={query.sort}
          key={query.sort}
          className="input"
          data-apply-on-change
        >
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

/** The chosen attribute filters, price and stock as hidden fields, so the search and sort form keeps them. */
function KeptFilters({ query }: { query: Query }) {
  return (
    <>
      {Object.entries(attributeFiltersOf(query)).flatMap(([key, values]) =>
        values.map((value) => (
          <input key={`${key}=${String(value)}`} type="hidden" name={key} value={attributeValueText(value)} />
        )),
      )}
      {query.priceMin !== undefined ? <input type="hidden" name="priceMin" value={dollarsOf(query.priceMin)} /> : null}
      {query.priceMax !== undefined ? <input type="hidden" name="priceMax" value={dollarsOf(query.priceMax)} /> : null}
      {query.inStock ? <input type="hidden" name="inStock" value="1" /> : null}
    </>
  );
}

/**
 * The attribute filters, price range and stock: one GET form (its Apply button always there, so it
 * works without JavaScript); with JavaScript a ticked box applies at once, as the sort does.
 * Each facet is a fieldset whose legend is the attribute's name; a value's count is part of its label.
 */
function FacetForm({
  query,
  facets,
  lastTicked,
}: Pick<ProductsData, 'query' | 'facets'> & { lastTicked: RefObject<string | null> }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const amount = useAmount();
  const submit = useSubmit();
  const chosen = attributeFiltersOf(query);
  // Remount the fields when the URL changes (back button, a chip removed): they show its state.
  const stateKey = hrefWith(query, {});
  return (
    <Form
      method="get"
      action="/products"
      preventScrollReset
      className="space-y-4 border-t border-slate-200 pt-4"
      aria-labelledby="filter-facets"
      key={stateKey}
      onChange={(e) => {
        const target = e.target as unknown as HTMLInputElement;
        if (target.type !== 'checkbox') return;
        lastTicked.current = target.id;
        submit(e.currentTarget, { preventScrollReset: true });
      }}
    >
      <KeepFocus lastTicked={lastTicked} />
      <h2 id="filter-facets" className="text-sm font-bold text-slate-900">
        {t('filters.heading')}
      </h2>
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.subcategory ? <input type="hidden" name="subcategory" value={query.subcategory} /> : null}
      {query.brand ? <input type="hidden" name="brand" value={query.brand} /> : null}
      {query.id ? <input type="hidden" name="id" value={query.id.join(',')} /> : null}
      {query.sort !== 'default' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {facets.attributes.map(({ key, values }) => {
        const selected = chosen[key] ?? [];
        const listed = [
          ...values.filter((v) => v.count > 0 || selected.includes(v.value)),
          ...selected.filter((s) => !values.some((v) => v.value === s)).map((value) => ({ value, count: 0 })),
        ];
        if (!listed.length) return null;
        return (
          <fieldset key={key} className="min-w-0">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{attributeName(key, t)}</legend>
            <ul className="space-y-0.5 text-sm">
              {listed.map(({ value, count }) => {
                const text = attributeValueText(value);
                const id = `facet-${key}-${text}`;
                return (
                  <li key={text} className="flex items-start gap-2 px-2 py-0.5">
                    <input
                      id={id}
                      type="checkbox"
                      name={key}
                      value={text}
                      defaultChecked={selected.includes(value)}
                      data-apply-on-change
                      className="mt-0.5 size-4 shrink-0"
                    />
                    <label htmlFor={id} className="text-slate-700">
                      {t('filters.option', { label: attributeLabel(key, value, lang, t), count })}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('filters.price')}</legend>
        {facets.price.minCents !== null && facets.price.maxCents !== null ? (
          <p id="price-range-hint" className="mb-2 text-xs text-slate-600">
            {t('filters.priceRange', { min: amount(facets.price.minCents), max: amount(facets.price.maxCents) })}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <div className="min-w-0">
            <label htmlFor="price-min" className="label">
              {t('filters.priceMin')}
            </label>
            <input
              id="price-min"
              name="priceMin"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={dollarsOf(query.priceMin) ?? ''}
              aria-describedby={facets.price.minCents !== null ? 'price-range-hint' : undefined}
              className="input"
            />
          </div>
          <div className="min-w-0">
            <label htmlFor="price-max" className="label">
              {t('filters.priceMax')}
            </label>
            <input
              id="price-max"
              name="priceMax"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={dollarsOf(query.priceMax) ?? ''}
              aria-describedby={facets.price.minCents !== null ? 'price-range-hint' : undefined}
              className="input"
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('filters.availability')}</legend>
        <div className="flex items-start gap-2 px-2 py-0.5 text-sm">
          <input
            id="facet-in-stock"
            type="checkbox"
            name="inStock"
            value="1"
            defaultChecked={query.inStock ?? false}
            data-apply-on-change
            className="mt-0.5 size-4 shrink-0"
          />
          <label htmlFor="facet-in-stock" className="text-slate-700">
            {t('filters.option', { label: t('filters.inStock'), count: facets.inStock })}
          </label>
        </div>
      </fieldset>
      <button type="submit" className="btn-primary w-full">
        {t('filters.apply')}
      </button>
    </Form>
  );
}

/**
 * The form is drawn anew for each URL, which drops the focus to the page: give it back to the box
 * the shopper just ticked, so a keyboard or screen reader user stays where they were.
 */
function KeepFocus({ lastTicked }: { lastTicked: RefObject<string | null> }) {
  useEffect(() => {
    const id = lastTicked.current;
    lastTicked.current = null;
    const active = document.activeElement;
    if (!id || (active && active !== document.body)) return;
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [lastTicked]);
  return null;
}

/**
 * At the foot of the open panel on a phone, held at the bottom of the screen while the panel
 * runs past it: how many products the filters leave, as a link to them. Without JavaScript it
 * jumps to the results; with it, it also folds the panel away and puts the focus on the count.
 * A live region, so the new count is announced when a ticked box applies.
 */
function ResultsJump({ total, onJump }: { total: number; onJump: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgba(15,23,42,0.08)] lg:hidden"
    >
      <a
        href={`#${RESULTS_ID}`}
        className="btn-primary w-full"
        onClick={(event) => {
          event.preventDefault();
          onJump();
        }}
      >
        {t('filters.showResults', { count: total })}
      </a>
    </div>
  );
}

/** The count above the results: where the phone's jump lands (the focus with it). */
export const RESULTS_ID = 'product-results';

/** The sidebar: search, sort and the category, subcategory and brand lists; folded away on phones until asked for. */
export function ProductFilters({ query, facets, total }: Pick<ProductsData, 'query' | 'facets' | 'total'>) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const lastTicked = useRef<string | null>(null);
  const jumpToResults = () => {
    flushSync(() => setFiltersOpen(false));
    const results = document.getElementById(RESULTS_ID);
    results?.focus({ preventScroll: true });
    results?.scrollIntoView({ block: 'start' });
  };
  const subcategories = query.category
    ? facets.subcategories.filter((s) => categoryOfSubcategory(s.value) === query.category)
    : [];
  return (
    <div className="lg:col-span-1">
      <button
        type="button"
        // Without JavaScript the panel is simply open (noscript:), and this button could do nothing.
        className="btn-secondary w-full lg:hidden noscript:hidden"
        aria-expanded={filtersOpen}
        aria-controls="product-filters"
        onClick={() => setFiltersOpen((v) => !v)}
      >
        {filtersOpen ? t('products.hideFilters') : t('products.showFilters')}
      </button>
      <aside
        id="product-filters"
        aria-label={t('products.filters')}
        className={`${filtersOpen ? 'mt-4 block' : 'hidden'} space-y-4 noscript:block lg:mt-0 lg:block`}
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
        <FilterList
          query={query}
          title={t('products.brands')}
          name="brand"
          values={facets.brands}
          label={(b) => brandLabel(b, t('products.otherBrand'))}
        />
        <FacetForm query={query} facets={facets} lastTicked={lastTicked} />
        <ResultsJump total={total} onJump={jumpToResults} />
      </aside>
    </div>
  );
}
