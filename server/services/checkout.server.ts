import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '#common/schemas/checkout.ts';
import { chargedPrice, orderTotals } from '#common/money-rules.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService } from './catalog.server.ts';
import type { AppliedDiscount, DiscountService } from './discounts.server.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import { StockAdmission } from './checkout-admission.server.ts';
import { IdempotencyKeys, requestFingerprint, type KeyClaim } from './checkout-keys.server.ts';
import { codeRefused, outOfStock, type CheckoutOutcome } from './checkout-outcome.ts';
import type { PricedLine, ShopMailbox } from './checkout-order-write.server.ts';
import { CheckoutPayment } from './checkout-payment.server.ts';

export type { CheckoutOutcome } from './checkout-outcome.ts';
export type { ShopMailbox } from './checkout-order-write.server.ts';

/**
 * The checkout, step by step, each in its own module: the idempotency key claimed
 * (./checkout-keys.server.ts), the lines priced from the catalogue and the code checked (here),
 * admission against the stock other checkouts here are taking (./checkout-admission.server.ts),
 * then the payment and the order written on the database's word (./checkout-payment.server.ts,
 * ./checkout-order-write.server.ts).
 */
export class CheckoutService {
  private keys: IdempotencyKeys;
  private admission: StockAdmission;
  private payment: CheckoutPayment;

  constructor(
    db: Database,
    private catalog: CatalogService,
    private cart: CartService,
    payments: PaymentProvider,
    /** Where the "new order" mail goes (the shop's own address) and in which language. */
    shopMail: ShopMailbox,
    private discounts: DiscountService,
    /** This process's id (server/db/process-session.ts): the keys it claims name it. */
    processId: number,
    /** Told of every checkout this service decided (metrics); not of replayed answers. */
    private onOutcome: (outcome: CheckoutOutcome) => void = () => {},
  ) {
    this.keys = new IdempotencyKeys(db, processId);
    this.admission = new StockAdmission(db, catalog);
    this.payment = new CheckoutPayment(db, catalog, cart, payments, shopMail, discounts);
  }

  /**
   * Places an order: prices from the catalogue, payment authorised outside any transaction,
   * then stock taken with conditional updates and the order written atomically, in as few
   * round trips as possible (docs/decisions/003). An idempotency key makes a retry replay the
   * first result.
   */
  async placeOrder(
    userId: number,
    input: CheckoutInput,
    idempotencyKey: string | null,
    lang: Lang = DEFAULT_LANG,
  ): Promise<CheckoutOutcome & { replayed?: boolean }> {
    const key = idempotencyKey ?? input.idempotencyKey ?? null;
    let claim: KeyClaim | null = null;
    if (key) {
      claim = { userId, key, token: randomBytes(12).toString('base64url') };
      const answer = await this.keys.claim(claim, requestFingerprint(input));
      if (answer) return answer;
    }
    let outcome: CheckoutOutcome;
    try {
      outcome = await this.execute(userId, input, claim, lang);
    } catch (error) {
      if (claim) this.keys.release(claim);
      throw error;
    }
    // Success stored its result with the order; other results are stored now (while the key is this request's).
    if (claim && outcome.status !== 201) await this.keys.store(claim, outcome);
    this.onOutcome(outcome);
    return outcome;
  }

  private async execute(
    userId: number,
    input: CheckoutInput,
    claim: KeyClaim | null,
    lang: Lang,
  ): Promise<CheckoutOutcome> {
    const owner = `u:${userId}`;
    const wanted = input.cart?.length
      ? [...new Map(input.cart.map((item) => [item.id, item.quantity])).entries()].map(([productId, quantity]) => ({
          productId,
          quantity,
        }))
      : (await this.cart.getCart(owner, lang)).lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    if (wanted.length === 0) return { status: 400, body: { messageKey: 'checkout.errors.cartEmpty' } };

    const lines: PricedLine[] = [];
    for (const { productId, quantity } of wanted) {
      // The order keeps the title in the order's language (its confirmation, invoice and history).
      const product = this.catalog.getCard(productId, lang);
      if (!product || product.priceCents == null)
        return { status: 409, body: { messageKey: 'checkout.errors.unavailable', productId } };
      // The deal price while the deal runs and its cap covers the line (common/money-rules.ts).
      const price = chargedPrice(product, quantity);
      lines.push({
        productId,
        title: product.title,
        imagePath: product.image?.path ?? null,
        ...price,
        quantity,
        lineTotalCents: price.unitPriceCents * quantity,
      });
    }
    // A discount code is checked before anything else is done; its use is taken with the order.
    const discountLines = this.discounts.linesOf(lines);
    let discount: AppliedDiscount | null = null;
    if (input.discountCode) {
      const checked = await this.discounts.check(input.discountCode, discountLines, userId);
      if (!checked.ok) return codeRefused(checked.refused);
      discount = checked.discount;
    }
    const totals = orderTotals(lines, input.shippingMethod, discount?.discountCents ?? 0);
    if (input.totalAmount !== undefined && Math.abs(Math.round(input.totalAmount * 100) - totals.totalCents) > 0) {
      return { status: 409, body: { messageKey: 'checkout.errors.priceChanged', totalCents: totals.totalCents } };
    }

    const admission = await this.admission.admit(lines);
    if ('short' in admission) {
      if (admission.available === null)
        return {
          status: 409,
          body: { messageKey: 'checkout.errors.unavailable', productId: admission.short.productId },
        };
      return outOfStock({
        productId: admission.short.productId,
        title: admission.short.title,
        available: admission.available,
      });
    }
    try {
      return await this.payment.payAndWrite(
        userId,
        owner,
        claim,
        input,
        { lines, discountLines, discount },
        totals,
        lang,
      );
    } finally {
      admission.release();
    }
  }
}
