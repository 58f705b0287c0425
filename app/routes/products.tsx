import { useTranslation } from '#app/i18n/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { productQuerySchema, type ProductQuery } from '#common/schemas/catalog.ts';
import { ProductFilters } from '#app/components/catalog/product-filters.tsx';
import { ProductResults } from '#app/components/catalog/product-results.tsx';
import { ProductsLoadFailed } from '#app/components/catalog/products-load-failed.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { chosen } from '#app/lib/products-query.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = productQuerySchema.safeParse(params);
  const query: ProductQuery = parsed.success
    ? parsed.data
    : {
        search: undefined,
        category: undefined,
        subcategory: undefined,
        brand: undefined,
        id: undefined,
        sort: 'default',
      };
  const { catalog } = context.services;
  const result = catalog.listProducts({
    search: query.search,
    category: query.category,
    subcategory: query.subcategory,
    brand: query.brand,
    ids: query.id,
    sort: query.sort,
    lang: context.lang,
  });
  return { query, ...result, facets: catalog.facets() };
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
    title: chosen(query, data.facets.brands, t).heading,
    description: t('products.metaDescription'),
    path: '/products',
    translate: false,
  });
};

export type ProductsData = Route.ComponentProps['loaderData'];

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, products, facets } = loaderData;
  const { heading, crumbs } = chosen(query, facets.brands, t);
  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, ...crumbs]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {query.search ? t('products.searchTitle', { query: query.search }) : heading}
      </h1>

      <div className="mt-6 grid gap-8 lg:grid-cols-4">
        <ProductFilters query={query} facets={facets} />
        <ProductResults query={query} products={products} />
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
