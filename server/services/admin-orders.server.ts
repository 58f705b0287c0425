import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { CatalogService } from './catalog.server.ts';
import type { OrderService } from './orders.server.ts';

/** Back office: orders, their transitions and cancellation requests, and the dashboard figures. */
export class AdminOrderService {
  constructor(
    protected db: Database,
    protected catalog: CatalogService,
    protected orders: OrderService,
    protected payments: PaymentProvider,
  ) {}
}
