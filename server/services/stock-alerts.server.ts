import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { DEFAULT_LANG, isLang, type Lang } from '#common/languages.ts';
import { titleIn } from '#common/product-texts.ts';
import type { Database } from '../db/client.ts';
import { products, stockAlerts } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { backInStock } from '../mail/templates/back-in-stock.tsx';
import { stockAlertConfirm } from '../mail/templates/stock-alert-confirm.tsx';
import { ShopError } from './errors.ts';
import type { Signer } from './identity.server.ts';
import { hashLinkToken, newLinkToken, type LinkState } from './link-tokens.server.ts';
import type { Throttle } from './throttle.server.ts';

/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Outbox rows per insert statement: well under PostgreSQL's bind parameter limit. */
const MAIL_BATCH = 500;

/** What a shopper can buy: in stock and shown (docs/product.md §2.4.3). */
export function isAvailable(product: { stock: number; hidden: boolean }): boolean {
  return product.stock > 0 && !product.hidden;
}

export const langOf = (locale: string): Lang => (isLang(locale) ? locale : DEFAULT_LANG);

/** A product whose stock or visibility a transaction changed, and whether it could be bought before. */
export type StockChange = { productId: string; wasAvailable: boolean };

/**
 * The one rule for "Back in stock" (docs/product.md §16.6), for every write that can make a
 * product available again (the back office's edit, a cancellation's restock): when a product
 * that could not be bought now can, each confirmed alert on it gets one `back-in-stock` mail and
 * is marked `notified` — in the caller's transaction, after its product update (whose row lock
 * makes concurrent restocks take turns, so only the first sees the change). Alerts still
 * pending, and products that stay available (5 → 7), queue nothing.
 */
export async function queueBackInStock(tx: Tx, changes: StockChange[], now = new Date()): Promise<number> {
  let queued = 0;
  for (const { productId, wasAvailable } of changes) {
    if (wasAvailable) continue;
    const [product] = await tx
      .select({
        title: products.title,
        translations: products.translations,
        priceCents: products.priceCents,
        stock: products.stock,
        hidden: products.hidden,
      })
      .from(products)
      .where(eq(products.id, productId));
    if (!product || !isAvailable(product)) continue;
    const alerts = await tx
      .update(stockAlerts)
      .set({ status: 'notified', notifiedAt: now })
      .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.status, 'confirmed')))
      .returning({
        id: stockAlerts.id,
        email: stockAlerts.email,
        locale: stockAlerts.locale,
        at: stockAlerts.confirmedAt,
      });
    for (let i = 0; i < alerts.length; i += MAIL_BATCH) {
      const mails = alerts.slice(i, i + MAIL_BATCH).map((alert) => ({
        to: alert.email,
        lang: langOf(alert.locale),
        // The product's title in the mail's language (#common/product-texts).
        payload: { productId, title: titleIn(product, langOf(alert.locale)), priceCents: product.priceCents },
        // One mail per confirmation of the alert, however the transaction is retried.
        dedupeKey: `back-in-stock:${alert.id}:${alert.at?.getTime() ?? 0}`,
      }));
      await enqueueMail(tx, backInStock, ...mails);
    }
    queued += alerts.length;
  }
  return queued;
}

/** Unsubscribing stops the address's waiting alerts (docs/product.md §16.5). */
export async function stopStockAlerts(tx: Tx, email: string): Promise<void> {
  await tx
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.email, email), inArray(stockAlerts.status, ['pending', 'confirmed'])));
}

export type StockAlertLink = { state: LinkState; product: { id: string; title: string } | null };
export type StockAlertConfirmation = { product: { id: string; title: string }; available: boolean };

/** "Notify me when available" on a sold-out product: a confirmed address, then one mail when it is back. */
export class StockAlertService {
  constructor(
    private db: Database,
    private throttle: Throttle | undefined,
    private signer: Signer,
  ) {}

  /**
   * Stores a `pending` alert and queues its confirmation mail in one transaction. Asking again
   * while pending sends a new link (at most `confirmMail` per address and hour); a confirmed
   * alert just waits. The answer is the same either way. Throttled per client `address`.
   */
  async request(productId: string, email: string, lang: Lang, address?: string, now = new Date()): Promise<void> {
    if (this.throttle && address !== undefined) await this.throttle.hit([['stockAlert', address]]);
    const to = email.trim().toLowerCase();
    const [product] = await this.db
      .select({
        title: products.title,
        translations: products.translations,
        stock: products.stock,
        hidden: products.hidden,
      })
      .from(products)
      .where(eq(products.id, productId));
    if (!product || product.hidden) throw new ShopError(404, 'errors.productNotFound');
    if (isAvailable(product)) throw new ShopError(409, 'subscriptions.notify.inStock');
    const [existing] = await this.db
      .select({ status: stockAlerts.status })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, to)));
    if (existing?.status === 'confirmed') return;
    const mail = !this.throttle || (await this.throttle.tryHit([['confirmMail', to]]));
    const link = mail ? newLinkToken(now, 'stock-alert-confirm', (value) => this.signer.mac(value)) : null;
    await this.db.transaction(async (tx) => {
      const fresh = {
        locale: lang,
        status: 'pending' as const,
        confirmTokenHash: link?.hash ?? null,
        confirmExpiresAt: link?.expiresAt ?? null,
        confirmedAt: null,
        notifiedAt: null,
      };
      const [row] = await tx
        .insert(stockAlerts)
        .values({ productId, email: to, ...fresh, createdAt: now })
        .onConflictDoUpdate({
          target: [stockAlerts.productId, stockAlerts.email],
          // Over the mail limit, a pending alert keeps the link it was last sent.
          set: link ? fresh : { locale: lang },
          setWhere: ne(stockAlerts.status, 'confirmed'),
        })
        .returning({ id: stockAlerts.id });
      if (row && link)
        await enqueueMail(tx, stockAlertConfirm, {
          to,
          lang,
          payload: { key: link.key, productId, title: titleIn(product, lang) },
        });
    });
  }

  /** What the confirmation link's page shows; changes nothing. */
  async linkState(token: string, now = new Date(), lang: Lang = DEFAULT_LANG): Promise<StockAlertLink> {
    const [row] = await this.db
      .select({
        status: stockAlerts.status,
        expiresAt: stockAlerts.confirmExpiresAt,
        id: products.id,
        title: products.title,
        translations: products.translations,
      })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(eq(stockAlerts.confirmTokenHash, hashLinkToken(token)));
    if (!row) return { state: 'invalid', product: null };
    const product = { id: row.id, title: titleIn(row, lang) };
    if (row.status !== 'pending') return { state: 'done', product };
    return { state: row.expiresAt && row.expiresAt > now ? 'ready' : 'expired', product };
  }

  /**
   * Confirms the alert: it now waits for the product. When the product can already be bought,
   * the page says so and the alert is done (`notified`): no mail for what the shopper sees.
   * An alert confirmed before answers the same; an unknown or expired link is refused (404/410).
   */
  async confirm(token: string, now = new Date(), lang: Lang = DEFAULT_LANG): Promise<StockAlertConfirmation> {
    const hash = hashLinkToken(token);
    return this.db.transaction(async (tx) => {
      const [alert] = await tx
        .update(stockAlerts)
        .set({ status: 'confirmed', confirmedAt: now })
        .where(
          and(
            eq(stockAlerts.confirmTokenHash, hash),
            eq(stockAlerts.status, 'pending'),
            gt(stockAlerts.confirmExpiresAt, now),
          ),
        )
        .returning({ id: stockAlerts.id, productId: stockAlerts.productId });
      const [found] = await tx
        .select({
          status: stockAlerts.status,
          id: products.id,
          title: products.title,
          translations: products.translations,
          stock: products.stock,
          hidden: products.hidden,
        })
        .from(stockAlerts)
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .where(eq(stockAlerts.confirmTokenHash, hash));
      if (!found) throw new ShopError(404, 'subscriptions.stockConfirm.invalid');
      if (!alert && found.status === 'pending') throw new ShopError(410, 'subscriptions.stockConfirm.expired');
      const product = { id: found.id, title: titleIn(found, lang) };
      const available = isAvailable(found);
      if (alert && available)
        await tx.update(stockAlerts).set({ status: 'notified', notifiedAt: now }).where(eq(stockAlerts.id, alert.id));
      return { product, available };
    });
  }
}
