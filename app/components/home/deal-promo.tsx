import { Link } from 'react-router';
import { Countdown } from '#app/components/catalog/countdown.tsx';
import { DealStockNote } from '#app/components/catalog/deal-note.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { HomeDeal } from './home.types.ts';

/** The Value of the Day: price, what is left, the countdown to its end. */
export function DealPromo({ deal, now }: { deal: HomeDeal; now: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deal-title" className="container-page mt-16">
      <div className="on-dark grid items-center gap-8 overflow-hidden rounded-2xl bg-slate-900 p-5 text-white sm:p-6 md:grid-cols-2 md:p-10">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('home.valueOfDay')}</p>
          <h2 id="deal-title" className="mt-2 text-2xl font-bold break-words sm:text-3xl">
            {deal.product.title}
          </h2>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-2">
            {/* Sold out: the regular price, which is what is charged now. */}
            <Price
              cents={deal.soldOut ? deal.regularPriceCents : deal.dealPriceCents}
              className="text-3xl font-extrabold"
            />
            {deal.soldOut ? null : <OldPrice cents={deal.oldPriceCents} className="text-lg text-slate-400" />}
            {deal.soldOut ? null : (
              <span className="rounded bg-red-600 px-2 py-0.5 text-sm font-bold">
                {t('common.off', { percent: deal.discount })}
              </span>
            )}
          </div>
          <DealStockNote
            deal={deal}
            className={deal.soldOut ? 'mt-3 text-sm font-semibold text-amber-300' : 'mt-3 text-sm text-slate-300'}
          />
          <p className="mt-6 mb-2 text-sm font-semibold">{t('home.dealEnds')}</p>
          <Countdown endsAt={deal.endsAt} serverNow={now} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={`/product/${deal.product.id}`} className="btn-primary">
              {t('home.dealShop')}
            </Link>
            <Link to="/value-of-day" className="btn-secondary">
              {t('home.seeAllDeals')}
            </Link>
          </div>
        </div>
        <div className="relative rounded-xl bg-white p-4 sm:p-6">
          <ProductImg image={deal.product.image} className="mx-auto aspect-square w-full max-w-sm object-contain" />
        </div>
      </div>
    </section>
  );
}
