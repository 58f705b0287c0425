import { eq, sql } from 'drizzle-orm';
import type { CheckoutInput } from '#common/schemas/checkout.ts';
import { orderTotals, type Totals } from '#common/money-rules.ts';
import { deliveryPromise } from '#common/shipping.ts';
import type { DiscountLine } from '#common/discounts.ts';
import type { Lang } from '#common/languages.ts';
import { queryRows, type Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { priceFromDatabase } from './stored-prices.server.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService } from './catalog.server.ts';
import { DiscountUnavailable, refusal, type AppliedDiscount, type DiscountService } from './discounts.server.ts';
import { orderNumber, promiseView, type OrderView } from './orders.server.ts';
import type { KeyClaim } from './checkout-keys.server.ts';
import { codeRefused, outOfStock, type CheckoutOutcome } from './checkout-outcome.ts';
import {
  DealGone,
  KeyLost,
  OutOfStock,
  PriceChanged,
  Unavailable,
  compareText,
  takeStockAndWrite,
  type PricedLine,
  type ShopMailbox,
} from './checkout-order-write.server.ts';

/** Order ids reserved from the sequence at a time (one round trip instead of one per checkout). */
const ORDER_IDS_PER_FETCH = 20;

/**
 * The checkout's payment steps: the order's id, the card authorised outside any transaction,
 * the order written on the database's word (./checkout-order-write.server.ts), and the
 * authorisation voided whenever nothing was written — the shopper then learns why, with the
 * database's prices when those changed.
 */
export class CheckoutPayment {
  private reservedIds: number[] = [];
  private reserving: Promise<void> | null = null;

  constructor(
    private db: Database,
    private catalog: CatalogService,
    private cart: CartService,
    private payments: PaymentProvider,
    /** Where the "new order" mail goes (the shop's own address) and in which language. */
    private shopMail: ShopMailbox,
    private discounts: DiscountService,
  ) {}

  async payAndWrite(
    userId: number,
    owner: string,
    claim: KeyClaim | null,
    input: CheckoutInput,
    {
      lines,
      discountLines,
      discount,
    }: { lines: PricedLine[]; discountLines: DiscountLine[]; discount: AppliedDiscount | null },
    totals: Totals,
    lang: Lang,
  ): Promise<CheckoutOutcome> {
    const id = await this.nextOrderId();
    const number = orderNumber(id);
    const { cardNumber, cardExpiry, cardCvv, cardName } = input.paymentInfo;
    const method = input.shippingMethod;
    // Never inside a transaction: the provider may take its time.
    const authorization = await this.payments.authorize({
      amountCents: totals.totalCents,
      currency: 'USD',
      card: { number: cardNumber, expiry: cardExpiry, cvv: cardCvv, name: cardName },
      orderReference: number,
    });
    if (!authorization.ok)
      return {
        status: 402,
        body: { messageKey: `checkout.errors.payment.${authorization.reason}`, reason: authorization.reason },
      };

    const now = new Date();
    // The delivery promise, once, from the moment the order is written: stored with it and shown
    // unchanged from then on (docs/product.md §11.4).
    const promise = deliveryPromise(method, input.shippingInfo.country, now);
    // Everything the answer holds is known now, so it is built here (no read-back) and stored
    // with the order in the same statement.
    const order: OrderView = {
      number,
      status: 'Processing',
      createdAt: now.toISOString(),
      email: input.billingInfo.email,
      billing: input.billingInfo,
      shipping: input.shippingInfo,
      lines: [...lines].sort((a, b) => compareText(a.title, b.title)),
      ...totals,
      discountCode: discount?.code ?? null,
      shippingMethod: method,
      invoiceNo: null, // taken with the order, in its statement
      ...promiseView(promise),
      deliveryRevisedAt: null,
      cardBrand: authorization.brand,
      cardLast4: authorization.last4,
      trackingNumber: null,
      estimatedDelivery: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      events: [{ status: 'Processing', note: null, at: now.toISOString() }],
    };
    const written = await takeStockAndWrite(
      this.db,
      {
        id,
        userId,
        owner,
        claim,
        order,
        cardExpiry,
        paymentReference: authorization.reference,
        now,
        promise,
        lang,
        shopMail: this.shopMail,
        discount,
        discountLines,
      },
      lines,
    ).catch(async (error) => {
      await this.payments.void(authorization.reference);
      throw error;
    });
    if (written instanceof KeyLost) {
      await this.payments.void(authorization.reference);
      return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    }
    if (written instanceof DealGone || written instanceof PriceChanged || written instanceof Unavailable) {
      // Never a silent different charge: the shopper learns the database's new total and decides.
      await this.payments.void(authorization.reference);
      await this.catalog.refresh();
      const repriced = await this.repriced(lines, method, discount, userId, now);
      if ('unavailable' in repriced)
        return { status: 409, body: { messageKey: 'checkout.errors.unavailable', productId: repriced.unavailable } };
      if (written instanceof DealGone)
        return {
          status: 409,
          body: {
            messageKey: 'checkout.errors.dealEnded',
            productId: written.line.productId,
            title: written.line.title,
            totalCents: repriced.totalCents,
          },
        };
      return { status: 409, body: { messageKey: 'checkout.errors.priceChanged', totalCents: repriced.totalCents } };
    }
    if (written instanceof DiscountUnavailable) {
      // Another order took the code's last use (or the owner changed it) meanwhile: nothing is
      // charged, and the shopper learns why, or the new total when the code still applies.
      await this.payments.void(authorization.reference);
      const again = await this.discounts.check(discount!.code, discountLines, userId);
      if (!again.ok) return codeRefused(again.refused);
      // Applies again as shown: a parallel order held its last use and then failed. Rare; said as used up.
      if (again.discount.discountCents === discount!.discountCents)
        return codeRefused(refusal('usedUp', discount!.code));
      const { totalCents } = orderTotals(lines, method, again.discount.discountCents);
      return { status: 409, body: { messageKey: 'discounts.changed', code: discount!.code, totalCents } };
    }
    if (written instanceof OutOfStock) {
      const shortOf: OutOfStock = written;
      await this.payments.void(authorization.reference);
      const available =
        shortOf.available ??
        (
          await this.db.select({ stock: products.stock }).from(products).where(eq(products.id, shortOf.line.productId))
        )[0]?.stock ??
        0;
      // The catalogue thought there was enough (another process or a write it has not seen yet).
      await this.catalog.refresh();
      return outOfStock({ productId: shortOf.line.productId, title: shortOf.line.title, available });
    }
    order.invoiceNo = written.invoiceNo;
    // The statement removed the ordered lines from the cart: the badge must read them again.
    this.cart.forgetOwner(owner);
    // The read model learns the stock from what the statement wrote, without reading it back; a
    // deal's sold units live in its own row, which only a pull reads.
    if (lines.some((l) => l.dealId != null)) await this.catalog.refresh();
    else this.catalog.applyStock(written.taken);
    return { status: 201, body: { order } };
  }

  /**
   * The order's total as the database prices its lines now (a refused order's 409), the code
   * worked out again on those prices; or the product that can no longer be sold.
   */
  private async repriced(
    lines: PricedLine[],
    method: CheckoutInput['shippingMethod'],
    discount: AppliedDiscount | null,
    userId: number,
    now: Date,
  ): Promise<{ totalCents: number } | { unavailable: string }> {
    const fresh = await priceFromDatabase(this.db, lines, now);
    if ('unavailable' in fresh) return fresh;
    const repriced = lines.map((line, i) => ({ ...line, ...fresh.lines[i] }));
    const again = discount ? await this.discounts.check(discount.code, this.discounts.linesOf(repriced), userId) : null;
    return orderTotals(repriced, method, again?.ok ? again.discount.discountCents : 0);
  }

  /**
   * The order's id (its number is derived from it), needed before the payment. Ids come from the
   * sequence a few at a time, so several processes never share one; unused ones are simply
   * skipped (gaps, as a failed checkout leaves anyway).
   */
  private async nextOrderId(): Promise<number> {
    for (;;) {
      const id = this.reservedIds.shift();
      if (id !== undefined) return id;
      this.reserving ??= queryRows<{ id: number }>(
        this.db,
        sql`select nextval('orders_id_seq')::int as id from generate_series(1, ${ORDER_IDS_PER_FETCH}::int)`,
      )
        .then((rows) => {
          this.reservedIds.push(...rows.map((r) => r.id).sort((a, b) => a - b));
        })
        .finally(() => (this.reserving = null));
      await this.reserving;
    }
  }
}
