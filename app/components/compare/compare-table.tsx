import { Form, Link } from 'react-router';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { ComparedProduct } from './compare.types.ts';
import { formatAttribute } from '#common/attributes.ts';
import { serializeCompareIds } from '#common/compare-list.ts';
import { compareRows, type CompareRow } from '#common/compare.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { localeOf } from '#common/languages.ts';
import { formatMoney } from '#common/money.ts';
import { formatRating } from '#common/ratings.ts';
import { brandLabel } from '#common/brand.ts';

/**
 * One column per product, one row per feature (row names are row headers, so a screen reader
 * names the feature and the product of each cell). A row that differs is tinted and marked with
 * "≠" and an unseen "differs", never by colour alone. On a phone the table scrolls inside its own
 * box with the feature column kept in view; the page itself never gets wider than the screen.
 */
export function CompareTable({ products, diff }: { products: ComparedProduct[]; diff: boolean }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const locale = localeOf(lang);
  const all = compareRows(products, {
    price: (cents) => (cents == null ? t('common.priceUnavailable') : formatMoney(cents, lang)),
    rating: (rating) =>
      rating > 0 ? t('compare.ratingValue', { rating: formatRating(rating, lang) }) : t('compare.noRating'),
    stock: (stock) => (stock > 0 ? t('compare.inStock') : t('compare.outOfStock')),
    attribute: (definition, value) => formatAttribute(definition, value, locale, (key) => t(key as TranslationKey)),
    missing: t('compare.notStated'),
  });
  const several = products.length > 1;
  const rows = diff && several ? all.filter((row) => row.differs) : all;
  const ids = serializeCompareIds(products.map((p) => p.card.id));
  const titles = new Intl.ListFormat(locale, { type: 'conjunction' }).format(products.map((p) => p.card.title));

  return (
    <>
      {several ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <DiffersMark />
          {t('compare.differsLegend')}
        </p>
      ) : null}
      <div
        className="compare-scroll relative mt-3 max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white"
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
      >
        <table className="compare-table w-full border-collapse text-left text-sm">
          <caption id="compare-caption" className="sr-only">
            {t('compare.caption', { titles })}
          </caption>
          <thead>
            <tr className="align-top">
              <td className="sticky left-0 z-10 w-28 min-w-28 border-b border-slate-200 bg-white sm:w-44 sm:min-w-44" />
              {products.map(({ card }) => (
                <th
                  key={card.id}
                  scope="col"
                  className="min-w-40 border-b border-l border-slate-200 p-3 font-normal sm:min-w-48"
                >
                  <div className="mx-auto aspect-square w-24 sm:w-32 print:w-20">
                    <ProductImg image={card.image} className="h-full w-full object-contain" />
                  </div>
                  <p className="mt-2 text-xs font-semibold tracking-wide text-slate-600">
                    {brandLabel(card.brand, t('products.otherBrand'))}
                  </p>
                  <Link
                    to={`/product/${card.id}`}
                    className="mt-1 block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {card.title}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
                    <Price cents={card.priceCents} className="text-base font-bold text-slate-900" />
                    {card.discount > 0 ? <OldPrice cents={card.oldPriceCents} /> : null}
                  </div>
                </th>
              ))}
            </tr>
            <tr className="print:hidden">
              <td className="sticky left-0 z-10 border-b border-slate-200 bg-white" />
              {products.map(({ card }) => (
                <td key={card.id} className="border-b border-l border-slate-200 px-3 pb-3">
                  <div className="flex flex-col gap-2">
                    {card.stock > 0 && card.priceCents != null ? (
                      <Form method="post" action="/compare">
                        <input type="hidden" name="intent" value="cart" />
                        <input type="hidden" name="id" value={card.id} />
                        <input type="hidden" name="ids" value={ids} />
                        {diff ? <input type="hidden" name="diff" value="1" /> : null}
                        <button type="submit" className="btn-primary w-full px-2">
                          {t('compare.addToCart')}
                          <span className="sr-only">: {card.title}</span>
                        </button>
                      </Form>
                    ) : (
                      <button type="button" className="btn-primary w-full px-2" disabled>
                        {t('common.outOfStock')}
                        <span className="sr-only">: {card.title}</span>
                      </button>
                    )}
                    <Form method="post" action="/compare">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={card.id} />
                      <input type="hidden" name="ids" value={ids} />
                      {diff ? <input type="hidden" name="diff" value="1" /> : null}
                      <button
                        type="submit"
                        className="btn-secondary w-full px-2 text-red-700"
                        aria-label={t('compare.removeLabel', { title: card.title })}
                      >
                        {t('compare.remove')}
                      </button>
                    </Form>
                  </div>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <CompareTableRow key={row.key} row={row} marked={several} />
            ))}
          </tbody>
        </table>
      </div>
      {diff && several && rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          {t('compare.noDifferences')}
        </p>
      ) : null}
    </>
  );
}

function CompareTableRow({ row, marked }: { row: CompareRow; marked: boolean }) {
  const { t } = useTranslation();
  const differs = marked && row.differs;
  const tint = differs ? 'bg-amber-50' : 'bg-white';
  return (
    <tr data-differs={differs ? '' : undefined} className={tint}>
      <th
        scope="row"
        className={`sticky left-0 z-10 border-b border-slate-200 px-3 py-2 align-top font-semibold text-slate-800 ${tint}`}
      >
        <span className="flex items-start gap-1.5">
          <span className="break-words hyphens-auto">{t(row.nameKey as TranslationKey)}</span>
          {differs ? (
            <>
              <DiffersMark />
              <span className="sr-only">({t('compare.differs')})</span>
            </>
          ) : null}
        </span>
      </th>
      {row.cells.map((cell, index) => (
        <td
          key={index}
          className={`border-b border-l border-slate-200 px-3 py-2 align-top ${cell.missing ? 'text-slate-600 italic' : 'text-slate-900'}`}
        >
          {cell.text}
        </td>
      ))}
    </tr>
  );
}

/** The visible "differs" mark (its words are beside it, or unseen for screen readers). */
function DiffersMark() {
  return (
    <span
      aria-hidden
      className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-500 text-xs font-bold text-slate-900 print:border print:border-slate-900"
    >
      ≠
    </span>
  );
}
