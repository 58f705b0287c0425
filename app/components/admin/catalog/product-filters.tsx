import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { ADMIN_PRODUCT_FILTERS } from '#app/lib/admin-products-query.ts';
import type { AdminProductList } from '#app/routes/admin/products.tsx';
import { CATEGORIES } from '#common/catalog-types.ts';
import { LOW_STOCK, type AdminProductQuery } from '#common/schemas/admin-catalog.ts';

/** The list's search and filters: a plain GET form, so the URL holds the state. */
export function ProductFilters({
  query,
  brands,
  total,
}: {
  query: AdminProductQuery;
  brands: AdminProductList['brands'];
  total: AdminProductList['total'];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/admin/products';
  const filtered = ADMIN_PRODUCT_FILTERS.some((key) => query[key]);

  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.catalog.products.filters')}
      className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      key={JSON.stringify(query)}
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <label htmlFor="admin-products-q" className="label">
          {t('admin.catalog.products.search')}
        </label>
        <input
          id="admin-products-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={200}
          placeholder={t('admin.catalog.products.searchPlaceholder')}
          className="input"
        />
      </div>
      <FilterSelect
        id="admin-products-category"
        label={t('admin.catalog.products.category')}
        name="category"
        value={query.category}
      >
        <option value="">{t('admin.catalog.products.allCategories')}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="admin-products-brand"
        label={t('admin.catalog.products.brand')}
        name="brand"
        value={query.brand}
      >
        <option value="">{t('admin.catalog.products.allBrands')}</option>
        {brands.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="admin-products-visibility"
        label={t('admin.catalog.products.visibility')}
        name="visibility"
        value={query.visibility}
      >
        <option value="">{t('admin.catalog.products.anyVisibility')}</option>
        <option value="visible">{t('admin.catalog.products.visibleOnly')}</option>
        <option value="hidden">{t('admin.catalog.products.hiddenOnly')}</option>
      </FilterSelect>
      <FilterSelect
        id="admin-products-stock"
        label={t('admin.catalog.products.stock')}
        name="stock"
        value={query.stock}
      >
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
          {busy ? t('common.loading') : t('admin.catalog.products.count', { count: total })}
        </p>
      </div>
    </Form>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  children: ReactNode;
}) {
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
