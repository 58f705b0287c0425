import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { ProductFilters } from '#app/components/admin/catalog/product-filters.tsx';
import { ProductPager } from '#app/components/admin/catalog/product-pager.tsx';
import { ProductTable } from '#app/components/admin/catalog/product-table.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import type { Route } from './+types/products';
import { pageMeta } from '#app/lib/seo.ts';
import { adminProductQuerySchema } from '#common/schemas/admin-catalog.ts';

/** /admin/products: every product (hidden ones too), searched and filtered by a plain GET form; the URL holds the state. */

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminProductQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await context.services.adminCatalog.listProducts(query);
  return { query, list, deleted: url.searchParams.get('deleted') };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.catalog.products.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin/products',
    noindex: true,
  });

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, deleted } = loaderData;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.catalog.products.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.products.intro')}</p>
        </div>
        <Link to="/admin/products/new" className="btn-primary">
          {t('admin.catalog.products.add')}
        </Link>
      </div>

      {deleted !== null ? (
        <div className="mt-4">
          <Alert tone="success">{t('admin.catalog.products.deleted', { id: deleted })}</Alert>
        </div>
      ) : null}

      <ProductFilters query={query} brands={list.brands} total={list.total} />
      <ProductTable products={list.products} />
      <ProductPager query={query} list={list} />
    </div>
  );
}
