import { useTranslation } from '#app/i18n/use-translation.ts';

import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/new-arrivals';

export async function loader({ context }: Route.LoaderArgs) {
  return { products: context.services.catalog.homeSections(context.lang).newArrivals.all };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'newArrivals.metaTitle',
    description: 'newArrivals.metaDescription',
    path: '/new-arrivals',
  });

/** Newest first, then by the largest price reduction (docs/product.md §2.2.6). */
export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products } = loaderData;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('newArrivals.title')}</h1>
      <p className="mt-2 text-slate-600">{t('newArrivals.subtitle')}</p>
      <div className="mt-8">
        {products.length ? (
          <ProductGrid products={products} eagerCount={4} headingLevel={2} />
        ) : (
          <p className="py-12 text-center text-slate-600">{t('home.noProducts')}</p>
        )}
      </div>
    </div>
  );
}
