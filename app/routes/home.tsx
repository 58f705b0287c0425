import { DealStockNote } from '#app/components/catalog/deal-note.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CATEGORIES } from '#common/catalog-types.ts';
import { Countdown } from '#app/components/catalog/countdown.tsx';
import { OldPrice, Price, useAmount } from '#app/components/catalog/price.tsx';
import { FREE_SHIPPING_OVER_CENTS } from '#common/shipping.ts';
import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { SearchBox } from '#app/components/catalog/search-box.tsx';
import { NewsletterForm } from '#app/components/newsletter-form.tsx';
import { LockIcon, RefreshIcon, ShieldIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { Tabs } from '#app/components/ui/tabs.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/home';
import type { TranslationKey } from '#common/i18n/catalogue.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  return { sections: catalog.homeSections(), deal: await catalog.getDeal(), now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'home.metaTitle', description: 'home.metaDescription', path: '/' });

type Data = Awaited<ReturnType<typeof loader>>;

function Empty({ text }: { text: string }) {
  return <p className="py-8 text-center text-slate-600">{text}</p>;
}

function Hero({ hot }: { hot: Data['sections']['hot'] }) {
  const { t } = useTranslation();
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="container-page grid gap-8 py-10 lg:grid-cols-5 lg:py-14">
        <div className="flex flex-col justify-center lg:col-span-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t('home.heroText')}</p>
          <div className="mt-6 max-w-xl">
            <SearchBox variant="hero" />
          </div>
          <div className="mt-6">
            <Link to="/products" className="btn-secondary">
              {t('home.heroCta')}
            </Link>
          </div>
        </div>
        <aside aria-labelledby="hot-title" className="rounded-xl bg-white/10 p-4 lg:col-span-2">
          <h2 id="hot-title" className="mb-3 text-lg font-bold">
            {t('home.hotProducts')}
          </h2>
          {hot.length === 0 ? <Empty text={t('home.noProducts')} /> : null}
          <ul className="grid grid-cols-2 gap-3">
            {hot.map((product, index) => (
              <li key={product.id} className="on-light relative rounded-lg bg-white p-3 text-slate-900">
                <ProductImg image={product.image} eager={index === 0} className="aspect-square w-full object-contain" />
                <p className="mt-2 text-xs font-semibold text-slate-600">{product.brand}</p>
                <h3 className="focus-ring-within text-sm font-semibold break-words">
                  <Link to={`/product/${product.id}`} className="after:absolute after:inset-0">
                    {product.title}
                  </Link>
                </h3>
                <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
                  <Price cents={product.priceCents} className="font-bold" />
                  {product.discount > 0 ? <OldPrice cents={product.oldPriceCents} className="text-xs text-slate-500" /> : null}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

function DealPromo({ deal, now }: { deal: NonNullable<Data['deal']>; now: number }) {
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
            <Price cents={deal.soldOut ? deal.regularPriceCents : deal.dealPriceCents} className="text-3xl font-extrabold" />
            {deal.soldOut ? null : <OldPrice cents={deal.oldPriceCents} className="text-lg text-slate-400" />}
            {deal.soldOut ? null : <span className="rounded bg-red-600 px-2 py-0.5 text-sm font-bold">{t('common.off', { percent: deal.discount })}</span>}
          </div>
          <DealStockNote deal={deal} className={deal.soldOut ? 'mt-3 text-sm font-semibold text-amber-300' : 'mt-3 text-sm text-slate-300'} />
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, deal, now } = loaderData;
  const amount = useAmount();
  const grid = (list: typeof sections.featured, emptyKey: TranslationKey = 'home.noProducts') =>
    list.length ? <ProductGrid products={list} /> : <Empty text={t(emptyKey)} />;
  const why = [
    { icon: TruckIcon, title: 'home.whyDelivery', text: 'home.whyDeliveryText' },
    { icon: ShieldIcon, title: 'home.whyBrands', text: 'home.whyBrandsText' },
    { icon: RefreshIcon, title: 'home.whyMoneyBack', text: 'home.whyMoneyBackText' },
    { icon: LockIcon, title: 'home.whySecure', text: 'home.whySecureText' },
  ] as const;

  return (
    <>
      <Hero hot={sections.hot} />

      <section aria-labelledby="categories-title" className="container-page mt-14">
        <h2 id="categories-title" className="section-title">
          {t('home.featuredCategories')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/products?category=${category}`} className="card flex flex-col items-center gap-3 p-4 text-center hover:border-brand-600 hover:shadow-md">
                <img src={`/images/categories/${category}.svg`} alt="" width={96} height={96} loading="lazy" className="h-20 w-20" />
                <span className="text-sm font-semibold text-slate-900">{t(`categories.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="best-title" className="container-page mt-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="best-title" className="section-title">
            {t('home.bestSellers')}
          </h2>
          <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('home.browseAll')}
          </Link>
        </div>
        <Tabs
          className="mt-4"
          label={t('home.bestSellers')}
          tabs={[
            { id: 'featured', label: t('home.tabFeatured'), content: grid(sections.featured) },
            { id: 'on-sale', label: t('home.tabOnSale'), content: grid(sections.onSale) },
            { id: 'top-rated', label: t('home.tabTopRated'), content: grid(sections.topRated) },
          ]}
        />
      </section>

      <section aria-labelledby="why-title" className="mt-16 bg-white py-12">
        <div className="container-page">
          <h2 id="why-title" className="section-title text-center">
            {t('home.whyTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {why.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col items-center text-center">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="h-7 w-7" />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(text, { freeOver: amount(FREE_SHIPPING_OVER_CENTS) })}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="newsletter-title" className="container-page mt-16">
        <div className="rounded-2xl bg-brand-50 px-6 py-10 text-center">
          <h2 id="newsletter-title" className="section-title">
            {t('newsletter.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{t('newsletter.text')}</p>
          <div className="mx-auto mt-6 max-w-md">
            <NewsletterForm source="home" />
          </div>
        </div>
      </section>

      <section aria-labelledby="new-title" className="container-page mt-16">
        <h2 id="new-title" className="section-title">
          {t('home.newArrivals')}
        </h2>
        <Tabs
          className="mt-4"
          label={t('home.newArrivals')}
          tabs={[
            { id: 'all', label: t('home.tabAll'), content: grid(sections.newArrivals.all) },
            { id: 'security', label: t('home.tabSecurity'), content: grid(sections.newArrivals.security, 'home.noProductsInCategory') },
            { id: 'walkie-talkie', label: t('home.tabWalkieTalkies'), content: grid(sections.newArrivals['walkie-talkie'], 'home.noProductsInCategory') },
            { id: 'network', label: t('home.tabNetwork'), content: grid(sections.newArrivals.network, 'home.noProductsInCategory') },
          ]}
        />
      </section>

      {deal ? <DealPromo deal={deal} now={now} /> : null}
    </>
  );
}
