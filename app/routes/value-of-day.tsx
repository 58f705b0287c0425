import { DealStockNote } from '#app/components/catalog/deal-note.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { formatRating } from '#common/ratings.ts';
import { Link } from 'react-router';
import { Countdown } from '#app/components/catalog/countdown.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { StarIcon } from '#app/components/ui/icons.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/value-of-day';
import { brandLabel } from '#common/brand.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const deal = await catalog.getDeal(undefined, context.lang);
  return { deal, products: catalog.valueOfDayProducts(deal, context.lang), now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'valueOfDay.metaTitle',
    description: 'valueOfDay.metaDescription',
    path: '/value-of-day',
  });

/** Up to 4 featured products; the first larger, with rating, stock and the deal's countdown. */
export default function ValueOfDay({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const { deal, products, now } = loaderData;
  const [first, ...rest] = products;
  // A sold-out deal's product shows its regular price (what is charged) and says it sold out.
  const firstIsDeal = Boolean(deal && !deal.soldOut && first && deal.product.id === first.id);
  const firstSoldOut = Boolean(deal?.soldOut && first && deal.product.id === first.id);

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('valueOfDay.title')}</h1>
      <p className="mt-2 text-slate-600">{t(deal ? 'valueOfDay.subtitle' : 'valueOfDay.subtitleNoDeal')}</p>
      {!first ? (
        <p className="card mt-8 px-6 py-16 text-center text-slate-700">{t('valueOfDay.empty')}</p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <article className="card relative grid gap-6 p-4 sm:p-6 md:grid-cols-2 lg:col-span-3">
            <div className="relative">
              <ProductImg image={first.image} eager className="aspect-square w-full object-contain" />
              <Badges product={firstIsDeal && deal ? { discount: deal.discount, isNew: first.isNew } : first} />
            </div>
            <div className="flex flex-col justify-center">
              <p className="text-sm font-semibold text-slate-600">
                {brandLabel(first.brand, t('products.otherBrand'))}
              </p>
              <h2 className="mt-1 text-2xl font-bold break-words">
                <Link to={`/product/${first.id}`} className="hover:text-brand-700">
                  {first.title}
                </Link>
              </h2>
              <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
                <StarIcon filled className="h-4 w-4 text-amber-500" />
                <span>{t('common.rating', { rating: formatRating(first.rating, lang) })}</span>
              </p>
              <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Price
                  cents={firstIsDeal && deal ? deal.dealPriceCents : first.priceCents}
                  className="text-3xl font-extrabold"
                />
                <OldPrice
                  cents={firstIsDeal && deal ? deal.oldPriceCents : first.discount > 0 ? first.oldPriceCents : null}
                  className="text-lg text-slate-500"
                />
              </div>
              <p className="mt-2 text-sm text-slate-700">
                {t('valueOfDay.stock', { count: firstIsDeal && deal ? deal.stock : first.stock })}
              </p>
              {firstSoldOut && deal ? <DealStockNote deal={deal} /> : null}
              {firstIsDeal && deal ? (
                <div className="mt-6">
                  <p className="mb-2 text-sm font-semibold">{t('home.dealEnds')}</p>
                  <Countdown endsAt={deal.endsAt} serverNow={now} />
                </div>
              ) : null}
              <Link to={`/product/${first.id}`} className="btn-primary mt-6 self-start">
                {t(firstIsDeal ? 'home.dealShop' : 'valueOfDay.viewProduct')}
              </Link>
            </div>
          </article>
          {rest.map((product) => (
            <article key={product.id} className="card relative p-4">
              <div className="relative">
                <ProductImg image={product.image} className="aspect-square w-full object-contain" />
                <Badges product={product} />
              </div>
              <p className="mt-3 text-xs font-semibold text-slate-600">
                {brandLabel(product.brand, t('products.otherBrand'))}
              </p>
              <h2 className="font-semibold break-words">
                <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
                  {product.title}
                </Link>
              </h2>
              <div className="mt-2 flex flex-wrap items-baseline gap-x-2">
                <Price cents={product.priceCents} className="text-lg font-bold" />
                {product.discount > 0 ? <OldPrice cents={product.oldPriceCents} /> : null}
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
