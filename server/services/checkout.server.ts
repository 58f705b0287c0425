import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CheckoutInput } from '#common/schemas/checkout.ts';
import { orderTotals } from '#common/money-rules.ts';
import { queryRows, type Database } from '../db/client.ts';
import { cartLines, idempotencyKeys, orderEvents, orderLines, orders, products } from '../db/schema.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService } from './catalog.server.ts';
import { addBusinessDays, orderNumber, type OrderService, type OrderView } from './orders.server.ts';

/** What a checkout answers: an HTTP status and a body whose `messageKey` the edge translates. */
export type CheckoutOutcome = { status: 201; body: { order: OrderView } } | { status: 400 | 402 | 409 | 422; body: { messageKey: string } & Record<string, unknown> };

/** A key still "pending" after this long belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_MS = 2 * 60_000;
/** Processing orders ship within 1-2 business days (spec §9). */
const SHIPS_WITHIN_BUSINESS_DAYS = 2;

type PricedLine = { productId: string; title: string; imagePath: string | null; unitPriceCents: number; quantity: number; lineTotalCents: number };

class OutOfStock extends Error {
  constructor(readonly line: PricedLine) {
    super('out of stock');
  }
}

export class CheckoutService {
  constructor(
    private db: Database,
    private catalog: CatalogService,
    private cart: CartService,
    private orders: OrderService,
    private payments: PaymentProvider,
  ) {}

  /**
   * Places an order: prices from the catalogue, payment authorised outside any transaction,
   * then stock taken line by line with conditional updates and the order written in one
   * transaction. An idempotency key makes a retry replay the first result.
   */
  async placeOrder(userId: number, input: CheckoutInput, idempotencyKey: string | null): Promise<CheckoutOutcome & { replayed?: boolean }> {
    const key = idempotencyKey ?? input.idempotencyKey ?? null;
    if (key) {
      const claim = await this.claimKey(userId, key, requestFingerprint(input));
      if (claim) return claim;
    }
    let outcome: CheckoutOutcome;
    try {
      outcome = await this.execute(userId, input, key);
    } catch (error) {
      if (key) await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      throw error;
    }
    // Success stored its result inside the order transaction; other results are stored now.
    if (key && outcome.status !== 201) {
      await this.db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: outcome.status, responseBody: outcome.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    }
    return outcome;
  }

  /** null when this request owns the key now; otherwise the answer to give instead. */
  private async claimKey(userId: number, key: string, fingerprint: string): Promise<(CheckoutOutcome & { replayed?: boolean }) | null> {
    // Free keys left pending by a request that died mid-way.
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS))));
    const claimed = await this.db.insert(idempotencyKeys).values({ userId, key, requestHash: fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length) return null;
    const [row] = await this.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
    if (!row) return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    if (row.requestHash !== fingerprint) return { status: 422, body: { messageKey: 'checkout.errors.keyReused' } };
    if (row.state === 'pending') return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    return { status: row.responseStatus, body: row.responseBody, replayed: true } as CheckoutOutcome & { replayed: true };
  }

  private async execute(userId: number, input: CheckoutInput, key: string | null): Promise<CheckoutOutcome> {
    const owner = `u:${userId}`;
    const wanted = input.cart?.length
      ? [...new Map(input.cart.map((item) => [item.id, item.quantity])).entries()].map(([productId, quantity]) => ({ productId, quantity }))
      : (await this.cart.getCart(owner)).lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    if (wanted.length === 0) return { status: 400, body: { messageKey: 'checkout.errors.cartEmpty' } };

    const lines: PricedLine[] = [];
    for (const { productId, quantity } of wanted) {
      const product = this.catalog.getCard(productId);
      if (!product || product.priceCents == null) return { status: 409, body: { messageKey: 'checkout.errors.unavailable', productId } };
      if (product.stock < quantity) return outOfStock({ productId, title: product.title, available: product.stock });
      lines.push({ productId, title: product.title, imagePath: product.image?.path ?? null, unitPriceCents: product.priceCents, quantity, lineTotalCents: product.priceCents * quantity });
    }
    const totals = orderTotals(lines);
    if (input.totalAmount !== undefined && Math.abs(Math.round(input.totalAmount * 100) - totals.totalCents) > 0) {
      return { status: 409, body: { messageKey: 'checkout.errors.priceChanged', totalCents: totals.totalCents } };
    }

    const [{ id }] = await queryRows<{ id: number }>(this.db, sql`select nextval('orders_id_seq')::int as id`);
    const number = orderNumber(id);
    const { cardNumber, cardExpiry, cardCvv, cardName } = input.paymentInfo;
    // Never inside a transaction: the provider may take its time.
    const authorization = await this.payments.authorize({
      amountCents: totals.totalCents,
      currency: 'USD',
      card: { number: cardNumber, expiry: cardExpiry, cvv: cardCvv, name: cardName },
      orderReference: number,
    });
    if (!authorization.ok) return { status: 402, body: { messageKey: `checkout.errors.payment.${authorization.reason}` } };

    const now = new Date();
    try {
      const order = await this.db.transaction(async (tx) => {
        for (const line of lines) {
          const taken = await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}`, revision: sql`nextval('product_revision_seq')`, updatedAt: now })
            .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity), eq(products.hidden, false)))
            .returning({ stock: products.stock });
          if (taken.length === 0) throw new OutOfStock(line);
        }
        const [row] = await tx
          .insert(orders)
          .values({
            id,
            number,
            userId,
            status: 'Processing',
            email: input.billingInfo.email,
            billing: input.billingInfo,
            shipping: input.shippingInfo,
            ...totals,
            cardBrand: authorization.brand,
            cardLast4: authorization.last4,
            cardExpiry,
            paymentReference: authorization.reference,
            estimatedShipping: addBusinessDays(now, SHIPS_WITHIN_BUSINESS_DAYS),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(orderLines).values(lines.map((line) => ({ orderId: id, ...line })));
        await tx.insert(orderEvents).values({ orderId: id, status: 'Processing', at: now });
        await tx.delete(cartLines).where(and(eq(cartLines.owner, owner), inArray(cartLines.productId, lines.map((l) => l.productId))));
        const [view] = await this.orders.withDetailsIn(tx, [row]);
        if (key) {
          await tx
            .update(idempotencyKeys)
            .set({ state: 'done', responseStatus: 201, responseBody: { order: view } })
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        }
        return view;
      });
      await this.catalog.refresh();
      return { status: 201, body: { order } };
    } catch (error) {
      await this.payments.void(authorization.reference);
      if (error instanceof OutOfStock) {
        const current = await this.db.select({ stock: products.stock }).from(products).where(eq(products.id, error.line.productId));
        return outOfStock({ productId: error.line.productId, title: error.line.title, available: current[0]?.stock ?? 0 });
      }
      throw error;
    }
  }
}

function outOfStock(detail: { productId: string; title: string; available: number }): CheckoutOutcome {
  return { status: 409, body: { messageKey: 'checkout.errors.outOfStock', ...detail } };
}

/** What makes two checkout requests "the same" — never the card number or CVV themselves. */
function requestFingerprint(input: CheckoutInput): string {
  const { cardNumber, cardExpiry, cardName } = input.paymentInfo;
  const material = JSON.stringify({
    cart: input.cart?.map((i) => [i.id, i.quantity]) ?? null,
    totalAmount: input.totalAmount ?? null,
    billing: input.billingInfo,
    shipping: input.shippingInfo,
    card: [cardName, cardNumber.slice(-4), cardExpiry],
  });
  return createHash('sha256').update(material).digest('base64url');
}
