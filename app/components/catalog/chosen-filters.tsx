import { Link } from 'react-router';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { useAmount } from '#app/components/catalog/price.tsx';
import { attributeLabel, attributeName } from '#app/lib/filter-labels.ts';
import { hasChosenFilters, hrefClearingFilters, hrefWith, hrefWithout } from '#app/lib/products-query.ts';
import type { ProductsData } from './products.types.ts';
import { RESULTS_ID } from './product-filters.tsx';
import { attributeFiltersOf, attributeValueText } from '#common/product-query.ts';
import { brandLabel } from '#common/brand.ts';

type Query = ProductsData['query'];

/**
 * Above the results: how many products match, and each chosen filter as a chip that removes it
 * (a plain link: no JavaScript needed), then "Clear all filters".
 */
export function ChosenFilters({ query, total }: { query: Query; total: number }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const amount = useAmount();
  const chips: { key: string; label: string; to: string }[] = [];
  if (query.brand)
    chips.push({
      key: 'brand',
      label: brandLabel(query.brand, t('products.otherBrand')),
      to: hrefWith(query, { brand: undefined }),
    });
  for (const [key, values] of Object.entries(attributeFiltersOf(query)))
    for (const value of values)
      chips.push({
        key: `${key}=${attributeValueText(value)}`,
        label: `${attributeName(key, t)}: ${attributeLabel(key, value, lang, t)}`,
        to: hrefWithout(query, key, value),
      });
  if (query.priceMin !== undefined)
    chips.push({
      key: 'priceMin',
      label: t('filters.priceFrom', { price: amount(query.priceMin) }),
      to: hrefWith(query, { priceMin: undefined }),
    });
  if (query.priceMax !== undefined)
    chips.push({
      key: 'priceMax',
      label: t('filters.priceTo', { price: amount(query.priceMax) }),
      to: hrefWith(query, { priceMax: undefined }),
    });
  if (query.inStock)
    chips.push({ key: 'inStock', label: t('filters.inStock'), to: hrefWith(query, { inStock: undefined }) });

  return (
    <div className="mb-4 space-y-2">
      {/* The phone's "Show N products" lands here (tabIndex -1: a focus target, no Tab stop). */}
      <p
        id={RESULTS_ID}
        tabIndex={-1}
        className="scroll-mt-4 text-sm font-semibold text-slate-900"
        data-testid="filter-total"
      >
        {t('filters.results', { count: total })}
      </p>
      {hasChosenFilters(query) ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label={t('filters.chosen')} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={chip.to}
                  preventScrollReset
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-brand-50 px-3 py-1 text-sm break-words text-brand-800 hover:bg-brand-100"
                  aria-label={t('filters.remove', { label: chip.label })}
                >
                  <span>{chip.label}</span>
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={hrefClearingFilters(query)} className="text-sm font-medium text-brand-700 underline">
            {t('filters.clearAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
