import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { FlagBadges } from '#app/components/admin/catalog/product-fields.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { requireAdmin } from '#app/lib/guard.ts';
import type { Route } from './+types/products';
import { pageMeta } from '#app/lib/seo.ts';
import { CATEGORIES } from '#common/catalog-types.ts';
import { LOW_STOCK, adminProductQuerySchema, type AdminProductQuery } from '#common/schemas/admin-catalog.ts';

/** /admin/products: every product (hidden ones too), searched and filtered by a plain GET form; the URL holds the state. */

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const url = new URL(request.url);
  const query = adminProductQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await context.services.adminCatalog.listProducts(query);
  return { query, list, deleted: url.searchParams.get('deleted') };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'admin.catalog.products.metaTitle', description: 'admin.shell.metaDescription', path: '/admin/products', noindex: true });

const FILTERS = ['q', 'category', 'brand', 'visibility', 'stock'] as const;

function queryString(query: AdminProductQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of FILTERS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, deleted } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/admin/products';
  const filtered = FILTERS.some((key) => query[key]);

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

      <Form method="get" role="search" aria-label={t('admin.catalog.products.filters')} className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" key={JSON.stringify(query)}>
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor="admin-products-q" className="label">
            {t('admin.catalog.products.search')}
          </label>
          <input id="admin-products-q" type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} placeholder={t('admin.catalog.products.searchPlaceholder')} className="input" />
        </div>
        <FilterSelect id="admin-products-category" label={t('admin.catalog.products.category')} name="category" value={query.category}>
          <option value="">{t('admin.catalog.products.allCategories')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="admin-products-brand" label={t('admin.catalog.products.brand')} name="brand" value={query.brand}>
          <option value="">{t('admin.catalog.products.allBrands')}</option>
          {list.brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="admin-products-visibility" label={t('admin.catalog.products.visibility')} name="visibility" value={query.visibility}>
          <option value="">{t('admin.catalog.products.anyVisibility')}</option>
          <option value="visible">{t('admin.catalog.products.visibleOnly')}</option>
          <option value="hidden">{t('admin.catalog.products.hiddenOnly')}</option>
        </FilterSelect>
        <FilterSelect id="admin-products-stock" label={t('admin.catalog.products.stock')} name="stock" value={query.stock}>
          <option value="">{t('admin.catalog.products.anyStock')}</option>
          <option value="low">{t('admin.catalog.products.lowStock', { count: LOW_STOCK })}</option>
          <option value="out">{t('admin.catalog.products.outOfStock')}</option>
        </FilterSelect>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t('admin.catalog.products.apply')}
          </button>
          {filtered ? (
            <Link to="/admin/products" className="btn-secondary">
              {t('admin.catalog.products.clear')}
            </Link>
          ) : null}
          <p className="text-sm text-slate-700" role="status" aria-live="polite">
            {busy ? t('common.loading') : t('admin.catalog.products.count', { count: list.total })}
          </p>
        </div>
      </Form>

      {list.products.length === 0 ? (
        <p className="card mt-4 px-6 py-12 text-center text-slate-700">{t('admin.catalog.products.empty')}</p>
      ) : (
        <table className="mt-4 block w-full text-sm md:table md:rounded-lg md:border md:border-slate-200 md:bg-white md:shadow-sm">
          <caption className="sr-only">{t('admin.catalog.products.caption')}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('admin.catalog.products.colImage')}</span>
              </th>
              <th scope="col" className="px-3 py-2">{t('admin.catalog.products.colProduct')}</th>
              <th scope="col" className="px-3 py-2">{t('admin.catalog.products.colCategory')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('admin.catalog.products.colPrice')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('admin.catalog.products.colOldPrice')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('admin.catalog.products.colStock')}</th>
              <th scope="col" className="px-3 py-2">{t('admin.catalog.products.colFlags')}</th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('admin.catalog.products.colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0">
            {list.products.map((p) => (
              <tr key={p.id} className={`card grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:shadow-none ${p.hidden ? 'bg-slate-50' : ''}`}>
                <td className="row-span-5 md:table-cell md:px-3 md:py-2 md:align-middle">
                  <ProductImg image={p.image} alt="" className="h-16 w-16 rounded border border-slate-100 bg-white object-contain md:h-12 md:w-12" />
                </td>
                <td className="min-w-0 md:table-cell md:max-w-xs md:px-3 md:py-2">
                  <Link to={`/admin/products/${encodeURIComponent(p.id)}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                    {p.title}
                  </Link>
                  <p className="truncate font-mono text-xs text-slate-600">{p.id}</p>
                  <p className="text-xs text-slate-700">{p.brand}</p>
                </td>
                <Cell label={t('admin.catalog.products.colCategory')}>{t(`categories.${p.category}`, { defaultValue: p.category })}</Cell>
                <Cell label={t('admin.catalog.products.colPrice')} numeric>
                  <Price cents={p.priceCents} className="font-semibold" />
                </Cell>
                <Cell label={t('admin.catalog.products.colOldPrice')} numeric>
                  {p.oldPriceCents == null ? <span className="text-slate-500">–</span> : <OldPrice cents={p.oldPriceCents} className="text-slate-600" />}
                </Cell>
                <Cell label={t('admin.catalog.products.colStock')} numeric>
                  <span className={p.stock <= LOW_STOCK ? 'font-semibold text-red-700' : ''}>{p.stock}</span>
                </Cell>
                <Cell label={t('admin.catalog.products.colFlags')}>
                  <FlagBadges product={p} />
                </Cell>
                <td className="col-start-2 mt-1 md:mt-0 md:table-cell md:px-3 md:py-2 md:text-right">
                  <Link to={`/admin/products/${encodeURIComponent(p.id)}`} className="btn-secondary px-3 py-1.5" aria-label={t('admin.catalog.products.editLabel', { title: p.title })}>
                    {t('admin.catalog.products.edit')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {list.pages > 1 ? (
        <nav aria-label={t('admin.catalog.products.pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm">
          {list.page > 1 ? (
            <Link to={queryString(query, list.page - 1)} className="btn-secondary">
              {t('admin.catalog.products.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.catalog.products.pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link to={queryString(query, list.page + 1)} className="btn-secondary">
              {t('admin.catalog.products.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function FilterSelect({ id, label, name, value, children }: { id: string; label: string; name: string; value: string | undefined; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="input">
        {children}
      </select>
    </div>
  );
}

/** A table cell; on a phone, a labelled line of the product's card. */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: React.ReactNode }) {
  return (
    <td className={`col-start-2 flex items-baseline gap-2 md:table-cell md:px-3 md:py-2 ${numeric ? 'md:text-right md:whitespace-nowrap' : ''}`}>
      <span className="text-xs text-slate-600 md:hidden" aria-hidden="true">
        {label}:
      </span>
      {children}
    </td>
  );
}
