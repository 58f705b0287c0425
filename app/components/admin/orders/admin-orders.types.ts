import type { AdminOrdersQuery } from '#app/lib/admin-orders-query.ts';
import type { ServiceResult } from '#app/lib/service-types.ts';

/** The order /admin/orders/:number shows (the loader answers `order: null` with a 404 for an unknown number). */
export type AdminOrderDetail = NonNullable<ServiceResult<'adminOrders', 'getOrder'>>;

/** /admin/orders: the search and status filter as typed, and one page of orders. */
export type AdminOrdersData = { query: AdminOrdersQuery; list: ServiceResult<'adminOrders', 'listOrders'> };
