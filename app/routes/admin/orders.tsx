import { useNavigation } from 'react-router';
import { OrderList } from '#app/components/admin/orders/order-list.tsx';
import { OrderListFilters } from '#app/components/admin/orders/order-list-filters.tsx';
import { OrderListPager } from '#app/components/admin/orders/order-list-pager.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { Route } from './+types/orders';
import { pageMeta } from '#app/lib/seo.ts';
import { readOrderListQuery } from '#common/schemas/admin-orders.ts';

/** /admin/orders: search, status filter and pages in the URL (a plain GET form, so it works without JavaScript). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readOrderListQuery(new URL(request.url).searchParams);
  const list = await context.services.adminOrders.listOrders(query);
  return { query: { q: query.q ?? '', status: query.status ?? '' }, list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.orders.list.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin/orders',
    noindex: true,
  });

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/admin/orders';

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.orders.list.title')}</h1>

      <OrderListFilters query={query} />

      <p className="mt-4 text-sm text-slate-700" role="status" aria-live="polite">
        {busy ? t('common.loading') : t('admin.orders.list.count', { count: list.total })}
      </p>

      {list.orders.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">{t('admin.orders.list.empty')}</div>
      ) : (
        <OrderList orders={list.orders} />
      )}

      <OrderListPager query={query} list={list} />
    </div>
  );
}
