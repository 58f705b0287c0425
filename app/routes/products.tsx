import { useTranslation } from '#app/i18n/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { listFilterOf } from '#common/product-query.ts';
import { ProductFilters } from '#app/components/catalog/product-filters.tsx';
import { ProductResults } from '#app/components/catalog/product-results.tsx';
import { ProductsLoadFailed } from '#app/components/catalog/products-load-failed.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { chosen } from '#app/lib/products-query.ts';
import { parseProductQuery } from '#app/lib/products-query.server.ts';
import { ChosenFilters } from '#app/components/catalog/chosen-filters.tsx';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProductQuery(new URL(request.url).searchParams);
  const result = context.services.catalog.listProductsWithFacets({ ...listFilterOf(query), lang: context.lang });
  return { query, ...result };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const query = data?.query;
  if (!query || (!query.category && !query.subcategory && !query.brand) || query.search) {
    return pageMeta(matches, {
      title: 'products.metaTitle',
      description: 'products.metaDescription',
      path: '/products',
    });
  }
  const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
  return pageMeta(matches, {
    title: chosen(query, brandNames(data.facets.brands), t).heading,
    description: t('products.metaDescription'),
    path: '/products',
    translate: false,
  });
};

const brandNames = (brands: { value: string }[]) => brands.map((b) => b.value);

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, products, facets, total } = loaderData;
  const { heading, crumbs } = chosen(query, brandNames(facets.brands), t);
  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, ...crumbs]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {query.search ? t('products.searchTitle', { query: query.search }) : heading}
      </h1>

      <div className="mt-6 grid gap-8 lg:grid-cols-4">
        <ProductFilters query={query} facets={facets} total={total} />
        <div className="lg:col-span-3">
          <ChosenFilters query={query} total={total} />
          <ProductResults query={query} products={products} />
        </div>
      </div>
    </div>
  );
}

/**
 * The list could not be made (docs/product.md §2.15.3: 'Unable to load products'); a status answer (404 …)
 * goes on to the app's own error screen.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) throw error;
  return <ProductsLoadFailed />;
}
