import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { DealPromo } from '#app/components/home/deal-promo.tsx';
import { Empty } from '#app/components/home/empty.tsx';
import { PlannerTeaser } from '#app/components/planner/planner-teaser.tsx';
import { FeaturedCategories } from '#app/components/home/featured-categories.tsx';
import { Hero } from '#app/components/home/hero.tsx';
import { NewsletterSection } from '#app/components/home/newsletter-section.tsx';
import { WhyUs } from '#app/components/home/why-us.tsx';
import { Tabs } from '#app/components/ui/tabs.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/home';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const { lang } = context;
  return { sections: catalog.homeSections(lang), deal: await catalog.getDeal(undefined, lang), now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'home.metaTitle', description: 'home.metaDescription', path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, deal, now } = loaderData;
  const grid = (list: typeof sections.featured, emptyKey: TranslationKey = 'home.noProducts') =>
    list.length ? <ProductGrid products={list} /> : <Empty text={t(emptyKey)} />;

  return (
    <>
      <Hero hot={sections.hot} />
      <FeaturedCategories />
      <PlannerTeaser />

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
          renderHidden={false}
          tabs={[
            { id: 'featured', label: t('home.tabFeatured'), content: grid(sections.featured) },
            { id: 'on-sale', label: t('home.tabOnSale'), content: grid(sections.onSale) },
            { id: 'top-rated', label: t('home.tabTopRated'), content: grid(sections.topRated) },
          ]}
        />
      </section>

      <WhyUs />
      <NewsletterSection />

      <section aria-labelledby="new-title" className="container-page mt-16">
        <h2 id="new-title" className="section-title">
          {t('home.newArrivals')}
        </h2>
        <Tabs
          className="mt-4"
          label={t('home.newArrivals')}
          renderHidden={false}
          tabs={[
            { id: 'all', label: t('home.tabAll'), content: grid(sections.newArrivals.all) },
            {
              id: 'security',
              label: t('home.tabSecurity'),
              content: grid(sections.newArrivals.security, 'home.noProductsInCategory'),
            },
            {
              id: 'walkie-talkie',
              label: t('home.tabWalkieTalkies'),
              content: grid(sections.newArrivals['walkie-talkie'], 'home.noProductsInCategory'),
            },
            {
              id: 'network',
              label: t('home.tabNetwork'),
              content: grid(sections.newArrivals.network, 'home.noProductsInCategory'),
            },
          ]}
        />
      </section>

      {deal ? <DealPromo deal={deal} now={now} /> : null}
    </>
  );
}
