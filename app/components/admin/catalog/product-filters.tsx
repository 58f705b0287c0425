import { useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import { ADMIN_PRODUCT_FILTERS } from '#app/lib/admin-products-query.ts';
import type { AdminProductList } from './admin-products.types.ts';
import { CATEGORIES } from '#common/categories.ts';
import { LOW_STOCK, type AdminProductQuery } from '#common/schemas/admin-catalog.ts';
import { brandLabel } from '#common/brand.ts';

/** The list's search and filters, with the count of what they find. */
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
  return (
    <ListFilter
      label={t('admin.catalog.products.filters')}
      path="/admin/products"
      filtered={ADMIN_PRODUCT_FILTERS.some((key) => query[key])}
      apply={t('admin.catalog.products.apply')}
      clear={t('admin.catalog.products.clear')}
      className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      actionsClassName="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4"
      after={
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {busy ? t('common.loading') : t('admin.catalog.products.count', { count: total })}
        </p>
      }
    >
      <FilterSearch
        id="admin-products-q"
        label={t('admin.catalog.products.search')}
        value={query.q}
        maxLength={200}
        placeholder={t('admin.catalog.products.searchPlaceholder')}
        className="sm:col-span-2 lg:col-span-4"
      />
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
            {brandLabel(b, t('products.otherBrand'))}
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
    </ListFilter>
  );
}
