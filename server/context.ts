import type { Lang } from '#common/languages.ts';
import type { AccountService } from './services/account.server.ts';
import type { AddressBookService } from './services/address-book.server.ts';
import type { AdminCatalogService } from './services/admin-catalog.server.ts';
import type { AdminDealService } from './services/admin-deals.server.ts';
import type { AdminMailService } from './services/admin-mail.server.ts';
import type { AdminMessageService } from './services/admin-messages.server.ts';
import type { AdminOrderService } from './services/admin-orders.server.ts';
import type { AdminReportService } from './services/admin-reports.server.ts';
import type { AuthService, SessionUser } from './services/auth.server.ts';
import type { CartService, Counts } from './services/cart.server.ts';
import type { CatalogService } from './services/catalog.server.ts';
import type { CheckoutService } from './services/checkout.server.ts';
import type { ContactService } from './services/contact.server.ts';
import type { DiscountService } from './services/discounts.server.ts';
import type { KitPlannerService } from './services/kit-planner.server.ts';
import type { OrderService } from './services/orders.server.ts';
import type { NewsletterService } from './services/newsletter.server.ts';
import type { RecoveryService } from './services/recovery.server.ts';
import type { ReviewService } from './services/reviews.server.ts';
import type { StockAlertService } from './services/stock-alerts.server.ts';
import type { StoreInfo } from './store.ts';

export type Services = {
  account: AccountService;
  /** The signed-in shopper's saved addresses (docs/product.md §7.7). */
  addressBook: AddressBookService;
  auth: AuthService;
  recovery: RecoveryService;
  catalog: CatalogService;
  cart: CartService;
  newsletter: NewsletterService;
  stockAlerts: StockAlertService;
  orders: OrderService;
  checkout: CheckoutService;
  contact: ContactService;
  adminOrders: AdminOrderService;
  adminReports: AdminReportService;
  adminCatalog: AdminCatalogService;
  adminDeals: AdminDealService;
  adminMessages: AdminMessageService;
  adminMail: AdminMailService;
  discounts: DiscountService;
  reviews: ReviewService;
  planner: KitPlannerService;
};

/** What every loader and action receives from the HTTP layer. */
export type ShopLoadContext = {
  lang: Lang;
  /** This response's CSP nonce; empty in a shared render, whose policy lists its scripts' hashes. */
  nonce: string;
  /**
   * A shared render (docs/decisions/008): the page the cache may serve to everyone, rendered as
   * the anonymous page. Loaders read no session, cart or wishlist for it and answer `null` for
   * those parts; the server fills the visitor's own parts in (common/personal.ts).
   */
  shared: boolean;
  store: StoreInfo;
  /** Absolute origin for canonical links and the sitemap. */
  origin: string;
  services: Services;
  /** The signed-in account, or null for an anonymous visitor. */
  user: SessionUser | null;
  /** The cart/wishlist owner key, or null for a visitor who has none yet. */
  owner: string | null;
  /** The owner key, creating an anonymous visitor (and its cookie) when there is none. */
  ensureOwner: () => string;
  counts: () => Promise<Counts>;
  /** Signs in (new session, cookie, anonymous cart merged); throws ShopError 401/429. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  sessionToken: string | null;
  /** The client's address, for the throttles (registration, contact, newsletter, password change). */
  address: string;
  /** This request's id (X-Request-Id), shown on error pages so a shopper can quote it. */
  requestId: string;
  /** Logs a failure with this request's id (server/http/log.ts scrubs it). */
  logError: (error: unknown) => void;
};

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
