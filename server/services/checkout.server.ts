import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, lt, not, or, sql } from 'drizzle-orm';
import type { CheckoutInput } from '#common/schemas/checkout.ts';
import { chargedPrice, orderTotals, type Totals } from '#common/money-rules.ts';
import { estimatedShipping } from '#common/shipping.ts';
import { queryRows, type Database } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import { deals, idempotencyKeys, products } from '../db/schema.ts';
import { processAlive } from '../db/process-session.ts';
import { priceFromDatabase, readRunningDeal, storedCard } from './stored-prices.server.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService } from './catalog.server.ts';
import {
  DiscountUnavailable,
  refusal,
  takeUse,
  type AppliedDiscount,
  type DiscountRefused,
  type DiscountService,
} from './discounts.server.ts';
import type { DiscountLine } from '#common/discounts.ts';
import { deliveryEstimate, orderNumber, type OrderLineView, type OrderView } from './orders.server.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';

/** The shop's own mailbox: new orders are announced there. */
export type ShopMailbox = { address: string; lang: Lang };

/** What a checkout answers: an HTTP status and a body whose `messageKey` the edge translates. */
export type CheckoutOutcome =
  | { status: 201; body: { order: OrderView } }
  | { status: 400 | 402 | 409 | 422; body: { messageKey: TranslationKey } & Record<string, unknown> };

/** A key still "pending" after this long belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_MS = 2 * 60_000;
/** A failed release of a key is tried again after this, doubling up to RELEASE_RETRY_MAX_MS. */
const RELEASE_RETRY_MS = 500;
const RELEASE_RETRY_MAX_MS = 10_000;
/** Order ids reserved from the sequence at a time (one round trip instead of one per checkout). */
const ORDER_IDS_PER_FETCH = 20;

/** A line priced by the server is exactly what the order keeps. */
type PricedLine = OrderLineView;

/** A product's stock and revision as a checkout's conditional update left them. */
type StockTaken = { id: string; stock: number; revision: number };

class OutOfStock extends Error {
  /** `available`: the stock seen when it was refused, or null when it has to be read again. */
  constructor(
    readonly line: PricedLine,
    readonly available: number | null,
  ) {
    super('out of stock');
  }
}

/** The deal's cap was sold (or the deal ended) between pricing and writing the order. */
class DealGone extends Error {
  constructor(readonly line: PricedLine) {
    super('deal gone');
  }
}

/** The database charges a line differently than the catalogue copy it was priced from (a change not yet seen here). */
class PriceChanged extends Error {
  constructor(readonly line: PricedLine) {
    super('price changed');
  }
}

/** The product was hidden or removed (or lost its price) since the catalogue copy saw it. */
class Unavailable extends Error {
  constructor(readonly line: PricedLine) {
    super('unavailable');
  }
}

/**
 * The idempotency key is no longer this request's: its process was taken for dead (its session
 * with the database dropped) and a retry took the key over. Nothing is written; the retry decides.
 */
class KeyLost extends Error {
  constructor() {
    super('key taken over');
  }
}

/** Why a line could not be taken: what the statement saw of the product and the running deal, or the key. */
type LineRefusal = OutOfStock | PriceChanged | Unavailable | KeyLost;

/** An idempotency key as one request holds it: `token` is that request's own. */
type KeyClaim = { userId: number; key: string; token: string };

/** The key's row while `claim` still holds it. */
function heldBy(claim: KeyClaim) {
  return and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.claimToken, claim.token),
    eq(idempotencyKeys.state, 'pending'),
  );
}

/** Units of one product being checked out in this process, and the checkouts waiting on them. */
type StockGate = { units: number; waiting: (() => void)[] };

export class CheckoutService {
  private gates = new Map<string, StockGate>();
  /** Keys of failed checkouts whose release could not be written yet (see releaseKey). */
  private unreleased = new Map<string, KeyClaim>();
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
    /** This process's id (server/db/process-session.ts): the keys it claims name it. */
    private processId: number,
    /** Told of every checkout this service decided (metrics); not of replayed answers. */
    private onOutcome: (outcome: CheckoutOutcome) => void = () => {},
  ) {}

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
      const answer = await this.claimKey(claim, requestFingerprint(input));
      if (answer) return answer;
    }
    let outcome: CheckoutOutcome;
    try {
      outcome = await this.execute(userId, input, claim, lang);
    } catch (error) {
      if (claim) this.releaseKey(claim);
      throw error;
    }
    // Success stored its result with the order; other results are stored now (while the key is this request's).
    if (claim && outcome.status !== 201) {
      await this.db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: outcome.status, responseBody: outcome.body })
        .where(heldBy(claim));
    }
    this.onOutcome(outcome);
    return outcome;
  }

  /**
   * A checkout that failed (the database went away, say) gives its key back, so the shopper's
   * retry is taken instead of "already being processed". Only while the key is still this
   * request's and pending: an order that committed marked its key done in its own statement, and
   * a retry replays it. When the database cannot be reached, the release is tried again until it can.
   */
  private releaseKey(claim: KeyClaim, attempt = 0): void {
    const id = `${claim.userId}|${claim.key}`;
    this.unreleased.set(id, claim);
    void this.db
      .delete(idempotencyKeys)
      .where(heldBy(claim))
      .then(
        () => {
          if (this.unreleased.get(id) === claim) this.unreleased.delete(id);
        },
        () => {
          const timer = setTimeout(
            () => {
              if (this.unreleased.get(id) === claim) this.releaseKey(claim, attempt + 1);
            },
            Math.min(RELEASE_RETRY_MS * 2 ** attempt, RELEASE_RETRY_MAX_MS),
          );
          timer.unref();
        },
      );
  }

  /**
   * null when this request holds the key now; otherwise the answer to give instead. A new key
   * is claimed; a key left pending by a request whose process died (its liveness lock is gone,
   * server/db/process-session.ts), or pending for longer than any checkout takes, is taken over.
   */
  private async claimKey(
    claim: KeyClaim,
    fingerprint: string,
  ): Promise<(CheckoutOutcome & { replayed?: boolean }) | null> {
    const { userId, key } = claim;
    // The shopper's retry of a checkout that failed here before its key could be given back.
    const unreleased = this.unreleased.get(`${userId}|${key}`);
    if (unreleased) {
      await this.db.delete(idempotencyKeys).where(heldBy(unreleased));
      this.unreleased.delete(`${userId}|${key}`);
    }
    const holder = { claimedBy: this.processId, claimToken: claim.token };
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: fingerprint, ...holder })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: fingerprint,
          state: 'pending',
          responseStatus: null,
          responseBody: null,
          createdAt: new Date(),
          ...holder,
        },
        setWhere: and(
          eq(idempotencyKeys.state, 'pending'),
          or(
            lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
            not(processAlive(sql`${idempotencyKeys.claimedBy}`)),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return null;
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    if (row.requestHash !== fingerprint) return { status: 422, body: { messageKey: 'checkout.errors.keyReused' } };
    if (row.state === 'pending') return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    return { status: row.responseStatus, body: row.responseBody, replayed: true } as CheckoutOutcome & {
      replayed: true;
    };
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

    const admission = await this.admit(lines);
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
      return await this.payAndWrite(userId, owner, claim, input, { lines, discountLines, discount }, totals, lang);
    } finally {
      admission.release();
    }
  }

  private async payAndWrite(
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
      deliveryEstimate: deliveryEstimate(method, input.shippingInfo.country, now),
      cardBrand: authorization.brand,
      cardLast4: authorization.last4,
      trackingNumber: null,
      estimatedShipping: estimatedShipping(method, input.shippingInfo.country, now).toISOString(),
      estimatedDelivery: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      events: [{ status: 'Processing', note: null, at: now.toISOString() }],
    };
    const written = await this.takeStockAndWrite(
      {
        id,
        userId,
        owner,
        claim,
        order,
        cardExpiry,
        paymentReference: authorization.reference,
        now,
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
   * Admission, per product, in this process: lines go on to payment and the database when the
   * catalogue's stock, less the units other checkouts here are taking right now, covers them.
   * When it does not but some are in flight, this waits for them to finish (and the catalogue to
   * see their outcome) and looks again; when nothing is in flight it refuses, as the catalogue
   * check always did. So when a product sells out under a rush, the requests beyond its stock do
   * not each authorise a card and run a doomed update. The conditional update in the database
   * remains the judge of what is sold (other processes, writes the catalogue has not seen).
   */
  private async admit(
    lines: PricedLine[],
  ): Promise<{ release: () => void } | { short: PricedLine; available: number | null }> {
    /** Products whose copy said "not enough" but the database had enough: the database decides. */
    const confirmed = new Set<string>();
    for (;;) {
      let busy: StockGate | null = null;
      for (const line of lines) {
        if (confirmed.has(line.productId)) continue;
        const stock = this.catalog.getCard(line.productId)?.stock ?? 0;
        const gate = this.gates.get(line.productId);
        if (stock - (gate?.units ?? 0) >= line.quantity) continue;
        if (!gate) {
          // The copy may lag a restock made by another process: a refusal is the database's word.
          const [stored] = await this.db
            .select({ stock: products.stock, hidden: products.hidden })
            .from(products)
            .where(eq(products.id, line.productId));
          if (!stored || stored.hidden) return { short: line, available: null };
          if (stored.stock < line.quantity) return { short: line, available: stored.stock };
          confirmed.add(line.productId);
          void this.catalog.refresh().catch(() => {});
          continue;
        }
        busy = gate;
        break;
      }
      if (!busy) break;
      await new Promise<void>((resolve) => busy.waiting.push(resolve));
    }
    for (const line of lines) {
      const gate = this.gates.get(line.productId) ?? { units: 0, waiting: [] };
      gate.units += line.quantity;
      this.gates.set(line.productId, gate);
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const line of lines) {
          const gate = this.gates.get(line.productId)!;
          gate.units -= line.quantity;
          if (gate.units === 0) this.gates.delete(line.productId);
          for (const wake of gate.waiting.splice(0)) wake();
        }
      },
    };
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

  /**
   * Takes the discount code's use, the deal's units and the stock of every line with conditional
   * updates and writes the order, atomically; returns the order's invoice number, or what was
   * short (nothing written). Rows are locked in one order — the code, the deal, products by id,
   * the invoice counter (a cancellation gives them back in the same order) — so concurrent orders
   * cannot deadlock on PostgreSQL. A one-line order without a deal or a code is a single
   * statement (atomic by itself); otherwise the code, the deal and the other lines are taken
   * first in the same transaction.
   */
  private async takeStockAndWrite(
    placement: Placement,
    lines: PricedLine[],
  ): Promise<{ invoiceNo: number; taken: StockTaken[] } | LineRefusal | DealGone | DiscountUnavailable> {
    const ordered = [...lines].sort((a, b) => compareText(a.productId, b.productId));
    const last = ordered[ordered.length - 1];
    const dealLine = lines.find((l) => l.dealId != null);
    if (ordered.length === 1 && !dealLine && !placement.discount) return writeOrder(this.db, placement, last, lines);
    try {
      return await this.db.transaction(async (tx) => {
        // The code's use first (docs/product.md §9.13): a code used up meanwhile rolls the order back.
        if (placement.discount)
          await takeUse(tx, placement.discount, placement.discountLines, placement.userId, placement.now);
        if (dealLine) {
          // The cap is taken like stock: sold + n <= cap, only while the deal runs, is the running
          // one and still has the price the line was given.
          const taken = await tx
            .update(deals)
            .set({ soldCount: sql`${deals.soldCount} + ${dealLine.quantity}` })
            .where(
              and(
                eq(deals.id, dealLine.dealId!),
                eq(deals.dealPriceCents, dealLine.unitPriceCents),
                sql`${deals.soldCount} + ${dealLine.quantity} <= ${deals.stockCap}`,
                gte(deals.endsAt, placement.now),
                sql`${deals.id} = (select id from deals where ends_at >= ${placement.now.toISOString()}::timestamptz order by created_at desc, id desc limit 1)`,
              ),
            )
            .returning({ id: deals.id });
          if (taken.length === 0) throw new DealGone(dealLine);
        }
        // A line priced without the deal is refused when the database's running deal covers it (a
        // deal this process has not seen start): its price is the deal's.
        const deal = await readRunningDeal(tx, placement.now);
        const taken: StockTaken[] = [];
        for (const line of ordered.slice(0, -1)) {
          const [row] = await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: placement.now })
            .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity), eq(products.hidden, false)))
            .returning({
              id: products.id,
              stock: products.stock,
              revision: products.revision,
              priceCents: products.priceCents,
            });
          if (!row) throw await whyNotTaken(tx, line);
          const stored = { id: row.id, priceCents: row.priceCents, stock: row.stock + line.quantity, hidden: false };
          if (
            line.dealId == null &&
            chargedPrice(storedCard(stored, deal), line.quantity).unitPriceCents !== line.unitPriceCents
          )
            throw new PriceChanged(line);
          taken.push({ id: row.id, stock: row.stock, revision: row.revision });
        }
        const written = await writeOrder(tx, placement, last, lines);
        if (!('invoiceNo' in written)) throw written; // gives back the other lines' stock
        return { invoiceNo: written.invoiceNo, taken: [...taken, ...written.taken] };
      });
    } catch (error) {
      if (
        error instanceof OutOfStock ||
        error instanceof PriceChanged ||
        error instanceof Unavailable ||
        error instanceof KeyLost ||
        error instanceof DealGone ||
        error instanceof DiscountUnavailable
      )
        return error;
      throw error;
    }
  }
}

type Placement = {
  id: number;
  userId: number;
  owner: string;
  /** The idempotency key this request holds: the order is written only while it still does. */
  claim: KeyClaim | null;
  order: OrderView;
  cardExpiry: string;
  paymentReference: string;
  now: Date;
  /** The shop's language at checkout: the order's and its confirmation mail's. */
  lang: Lang;
  shopMail: ShopMailbox;
  /** The code applied (its use taken in the same transaction) and the lines it was worked out on. */
  discount: AppliedDiscount | null;
  discountLines: DiscountLine[];
};

/**
 * One statement: the conditional stock update of `last`, then — only if it took — the next
 * invoice number (the counter row, locked until commit, so numbers have no gaps: a checkout that
 * writes nothing takes none), the order, its lines, its first event, the cart lines removed and
 * the 201 answer on the idempotency key. Data-modifying CTEs run as one atomic statement; each
 * later part depends on the earlier one's RETURNING, so a line without stock writes nothing.
 * Answers the stock and revision it wrote (for the read model), or, when the line could not be
 * taken, the stock it saw (for the "only N left" message).
 */
async function writeOrder(
  db: Pick<Database, 'execute'>,
  p: Placement,
  last: PricedLine,
  lines: PricedLine[],
): Promise<{ invoiceNo: number; taken: StockTaken[] } | LineRefusal> {
  const { order, now } = p;
  const at = now.toISOString();
  // A line at the regular price is taken only while the database charges exactly that: the same
  // price, and no running deal that would cover it at another (a deal line's price was checked
  // when its cap was taken).
  const expectedPrice = last.dealId == null ? last.unitPriceCents : null;
  const lineRows = JSON.stringify(
    lines.map((l) => ({
      product_id: l.productId,
      title: l.title,
      image_path: l.imagePath,
      unit_price_cents: l.unitPriceCents,
      quantity: l.quantity,
      line_total_cents: l.lineTotalCents,
      deal_id: l.dealId,
      regular_price_cents: l.regularPriceCents,
    })),
  );
  const [result] = await preparedRows<{
    placed: number;
    invoice_no: number | null;
    stock: number | null;
    hidden: boolean | null;
    stock_after: number | null;
    revision: number | string | null;
    price_cents: number | null;
    deal_covers: boolean | null;
    key_held: boolean;
  }>(
    db,
    sql`
      with held_key as (
        select 1 from idempotency_keys
        where user_id = ${p.userId}::int and key = ${p.claim?.key ?? null}::text and claim_token = ${p.claim?.token ?? null}::text
          and state = 'pending'
        for update
      ), running_deal as (
        select product_id, deal_price_cents, stock_cap, sold_count from deals
        where ends_at >= ${at}::timestamptz order by created_at desc, id desc limit 1
      ), taken as (
        update products set stock = stock - ${last.quantity}::int, updated_at = ${at}::timestamptz
        where id = ${last.productId}::text and stock >= ${last.quantity}::int and hidden = false
          and (${p.claim?.key ?? null}::text is null or exists (select 1 from held_key))
          and (${expectedPrice}::int is null or (price_cents = ${expectedPrice}::int and not exists (
            select 1 from running_deal d where d.product_id = ${last.productId}::text
              and d.sold_count + ${last.quantity}::int <= d.stock_cap and d.deal_price_cents <> ${expectedPrice}::int)))
        returning id, stock, revision
      ), invoice as (
        update counters set value = value + 1 where name = 'invoice' and exists (select 1 from taken)
        returning value
      ), wanted as (
        select * from jsonb_to_recordset(${lineRows}::jsonb)
          as l(product_id text, title text, image_path text, unit_price_cents int, quantity int, line_total_cents int, deal_id int, regular_price_cents int)
      ), placed as (
        insert into orders (id, number, user_id, status, email, billing, shipping, subtotal_cents, shipping_cents, tax_cents, total_cents,
          shipping_method, invoice_no, card_brand, card_last4, card_expiry, payment_reference, estimated_shipping, locale,
          discount_code, discount_cents, created_at, updated_at)
        select ${p.id}::int, ${order.number}::text, ${p.userId}::int, 'Processing', ${order.email}::text, ${JSON.stringify(order.billing)}::jsonb,
          ${JSON.stringify(order.shipping)}::jsonb, ${order.subtotalCents}::int, ${order.shippingCents}::int, ${order.taxCents}::int, ${order.totalCents}::int,
          ${order.shippingMethod}::text, invoice.value, ${order.cardBrand}::text, ${order.cardLast4}::text, ${p.cardExpiry}::text, ${p.paymentReference}::text,
          ${order.estimatedShipping}::timestamptz, ${p.lang}::text, ${p.discount?.code ?? null}::text, ${order.discountCents}::int,
          ${at}::timestamptz, ${at}::timestamptz
        from invoice
        returning id, invoice_no
      ), order_rows as (
        insert into order_lines (order_id, product_id, title, image_path, unit_price_cents, quantity, line_total_cents, deal_id, regular_price_cents)
        select placed.id, w.product_id, w.title, w.image_path, w.unit_price_cents, w.quantity, w.line_total_cents, w.deal_id, w.regular_price_cents
        from placed, wanted w
      ), redemption as (
        insert into discount_redemptions (order_id, code_id, user_id, amount_cents, created_at)
        select placed.id, ${p.discount?.codeId ?? null}::int, ${p.userId}::int, ${order.discountCents}::int, ${at}::timestamptz
        from placed where ${p.discount?.codeId ?? null}::int is not null
      ), first_event as (
        insert into order_events (order_id, status, at) select id, 'Processing', ${at}::timestamptz from placed
      ), cart as (
        delete from cart_lines where owner = ${p.owner}::text and product_id in (select product_id from wanted) and exists (select 1 from placed)
      ), mails as (
        insert into mail_outbox (kind, recipient, lang, payload)
        select m.kind, m.recipient, m.lang, jsonb_build_object('orderNumber', ${order.number}::text)
        from placed, (values ('order-confirmation', ${order.email}::text, ${p.lang}::text),
          ('order-received', ${p.shopMail.address}::text, ${p.shopMail.lang}::text)) as m(kind, recipient, lang)
      ), answer as (
        update idempotency_keys set state = 'done', response_status = 201,
          response_body = jsonb_set(${JSON.stringify({ order })}::jsonb, '{order,invoiceNo}', to_jsonb(placed.invoice_no))
        from placed
        where user_id = ${p.userId}::int and key = ${p.claim?.key ?? null}::text and claim_token = ${p.claim?.token ?? null}::text
      )
      select (select count(*) from placed)::int as placed, (select invoice_no from placed) as invoice_no, product.stock, product.hidden,
        (select stock from taken) as stock_after, (select revision from taken)::text as revision, product.price_cents,
        ${p.claim?.key ?? null}::text is null or exists (select 1 from held_key) as key_held,
        exists (select 1 from running_deal d where d.product_id = ${last.productId}::text
          and d.sold_count + ${last.quantity}::int <= least(d.stock_cap, product.stock + d.sold_count)) as deal_covers
      from (select 1) as one left join products as product on product.id = ${last.productId}::text`,
  );
  if (result.placed === 1)
    return {
      invoiceNo: Number(result.invoice_no),
      taken: [{ id: last.productId, stock: Number(result.stock_after), revision: Number(result.revision) }],
    };
  if (!result.key_held) return new KeyLost();
  if (result.stock == null || result.hidden !== false || result.price_cents == null) return new Unavailable(last);
  if (expectedPrice != null && (result.price_cents !== expectedPrice || result.deal_covers))
    return new PriceChanged(last);
  // The statement saw the stock before any concurrent change it waited for; when that stock
  // would have been enough, a concurrent order took it: read it again.
  const seen = result.stock < last.quantity ? result.stock : null;
  return new OutOfStock(last, seen);
}

/** Why a line's conditional update took nothing: read after it, in the same transaction. */
async function whyNotTaken(db: Pick<Database, 'select'>, line: PricedLine): Promise<LineRefusal> {
  const [row] = await db
    .select({ stock: products.stock, hidden: products.hidden, priceCents: products.priceCents })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!row || row.hidden || row.priceCents == null) return new Unavailable(line);
  return new OutOfStock(line, row.stock < line.quantity ? row.stock : null);
}

/** Plain code-point order, the same in every process and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The code does not apply (or no longer): 409 with the reason, the code and, below a minimum, the minimum. */
function codeRefused(refused: DiscountRefused): CheckoutOutcome {
  return { status: 409, body: { messageKey: refused.messageKey, ...refused.details } };
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
    shippingMethod: input.shippingMethod,
    // Only when there is one: a request without a code keeps the fingerprint it always had.
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    billing: input.billingInfo,
    shipping: input.shippingInfo,
    card: [cardName, cardNumber.slice(-4), cardExpiry],
  });
  return createHash('sha256').update(material).digest('base64url');
}
