import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlagBadges } from '#app/components/admin/catalog/product-fields.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { AdminProductList } from './admin-products.types.ts';
import { LOW_STOCK } from '#common/schemas/admin-catalog.ts';
import { languageNameIn, type Lang } from '#common/languages.ts';
import { brandLabel } from '#common/brand.ts';

/** The products found, as a table; on a phone each row is a card. */
export function ProductTable({ products }: { products: AdminProductList['products'] }) {
  const { t } = useTranslation();
  if (products.length === 0)
    return <p className="card mt-4 px-6 py-12 text-center text-slate-700">{t('admin.catalog.products.empty')}</p>;
  return (
    <table className="mt-4 block w-full text-sm md:table md:rounded-lg md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <caption className="sr-only">{t('admin.catalog.products.caption')}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">{t('admin.catalog.products.colImage')}</span>
          </th>
          <th scope="col" className="px-3 py-2">
            {t('admin.catalog.products.colProduct')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('admin.catalog.products.colCategory')}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {t('admin.catalog.products.colPrice')}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {t('admin.catalog.products.colOldPrice')}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {t('admin.catalog.products.colStock')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('admin.catalog.products.colFlags')}
          </th>

          <th scope="col" className="px-3 py-2">
            <span className="sr-only">{t('admin.catalog.products.colActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {products.map((p) => (
          <tr
            key={p.id}
            className={`card grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:shadow-none ${p.hidden ? 'bg-slate-50' : ''}`}
          >
            <td className="row-span-5 md:table-cell md:px-3 md:py-2 md:align-middle">
              <ProductImg
                image={p.image}
                alt=""
                className="h-16 w-16 rounded border border-slate-100 bg-white object-contain md:h-12 md:w-12"
              />
            </td>
            <td className="min-w-0 md:table-cell md:max-w-xs md:px-3 md:py-2">
              <Link
                to={`/admin/products/${encodeURIComponent(p.id)}`}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {p.title}
              </Link>
              <p className="truncate font-mono text-xs text-slate-600">{p.id}</p>
              <p className="text-xs text-slate-700">{brandLabel(p.brand, t('products.otherBrand'))}</p>
              <p className="mt-1 flex flex-wrap gap-1">
                <SpecsBadge specs={p.specs} />
                {Object.entries(p.translationsMissing).map(([lang, missing]) => (
                  <TranslationBadge key={lang} lang={lang as Lang} missing={missing} />
                ))}
              </p>
            </td>
            <Cell label={t('admin.catalog.products.colCategory')}>
              {t(`categories.${p.category}`, { defaultValue: p.category })}
            </Cell>
            <Cell label={t('admin.catalog.products.colPrice')} numeric>
              <Price cents={p.priceCents} className="font-semibold" />
            </Cell>
            <Cell label={t('admin.catalog.products.colOldPrice')} numeric>
              {p.oldPriceCents == null ? (
                <span className="text-slate-500">–</span>
              ) : (
                <OldPrice cents={p.oldPriceCents} className="text-slate-600" />
              )}
            </Cell>
            <Cell label={t('admin.catalog.products.colStock')} numeric>
              <span className={p.stock <= LOW_STOCK ? 'font-semibold text-red-700' : ''}>{p.stock}</span>
            </Cell>
            <Cell label={t('admin.catalog.products.colFlags')}>
              <FlagBadges product={p} />
            </Cell>

            <td className="col-start-2 mt-1 md:mt-0 md:table-cell md:px-3 md:py-2 md:text-right">
              <Link
                to={`/admin/products/${encodeURIComponent(p.id)}`}
                className="btn-secondary px-3 py-1.5"
                aria-label={t('admin.catalog.products.editLabel', { title: p.title })}
              >
                {t('admin.catalog.products.edit')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table cell; on a phone, a labelled line of the product's card. */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <td
      className={`col-start-2 flex items-baseline gap-2 md:table-cell md:px-3 md:py-2 ${numeric ? 'md:text-right md:whitespace-nowrap' : ''}`}
    >
      <span className="text-xs text-slate-600 md:hidden" aria-hidden="true">
        {label}:
      </span>
      {children}
    </td>
  );
}

/** "Specs 9/11": how much of the subcategory's typed data the product states. */
function SpecsBadge({ specs }: { specs: { filled: number; total: number } }) {
  const { t } = useTranslation();
  if (specs.total === 0) return <span className="text-xs text-slate-600">{t('adminProduct.list.noSpecs')}</span>;
  const complete = specs.filled === specs.total;
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${complete ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
      title={t('adminProduct.list.specsLabel', specs)}
    >
      {t('adminProduct.list.specs', specs)}
    </span>
  );
}

/** "TR: 3 missing" or "TR: complete". */
/** A translation language's texts: how many are missing, or complete. */
function TranslationBadge({ lang, missing }: { lang: Lang; missing: number }) {
  const { t } = useTranslation();
  const pageLang = usePageLang();
  const code = lang.toUpperCase();
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${missing ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
      title={
        missing
          ? t('adminProduct.list.translationMissingLabel', { count: missing, language: languageNameIn(lang, pageLang) })
          : undefined
      }
    >
      {missing
        ? t('adminProduct.list.translationMissing', { count: missing, code })
        : t('adminProduct.list.translationComplete', { code })}
    </span>
  );
}
