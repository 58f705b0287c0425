import { and, eq, gte, sql } from 'drizzle-orm';
import { chargedPrice } from '#common/money-rules.ts';
import type { DiscountLine } from '#common/discounts.ts';
import type { Lang } from '#common/languages.ts';
import type { DeliveryPromise } from '#common/shipping.ts';
import type { Database } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import { deals, products } from '../db/schema.ts';
import { readRunningDeal, storedCard } from './stored-prices.server.ts';
import { DiscountUnavailable, takeUse, type AppliedDiscount } from './discounts.server.ts';
import type { KeyClaim } from './checkout-keys.server.ts';
import type { OrderLineView, OrderView } from './orders.server.ts';

/**
 * The order written, on the database's word: the discount code's use, the deal's units and every
 * line's stock taken with conditional updates — each only while the database still charges the
 * price the line was given and the request still holds its idempotency key — and the order
 * written in the same statement or transaction (docs/decisions/003 and 015). What could not be
 * taken comes back as a refusal (OutOfStock, DealGone, PriceChanged, Unavailable, KeyLost), with
 * nothing written.
 */

/** The shop's own mailbox: new orders are announced there. */
export type ShopMailbox = { address: string; lang: Lang };

/** A line priced by the server is exactly what the order keeps. */
export type PricedLine = OrderLineView;

/** A product's stock and revision as a checkout's conditional update left them. */
export type StockTaken = { id: string; stock: number; revision: number };

export class OutOfStock extends Error {
  /** `available`: the stock seen when it was refused, or null when it has to be read again. */
  constructor(
    readonly line: PricedLine,
    readonly available: number | null,
  ) {
    super('out of stock');
  }
}

/** The deal's cap was sold (or the deal ended) between pricing and writing the order. */
export class DealGone extends Error {
  constructor(readonly line: PricedLine) {
    super('deal gone');
  }
}

/** The database charges a line differently than the catalogue copy it was priced from (a change not yet seen here). */
export class PriceChanged extends Error {
  constructor(readonly line: PricedLine) {
    super('price changed');
  }
}

/** The product was hidden or removed (or lost its price) since the catalogue copy saw it. */
export class Unavailable extends Error {
  constructor(readonly line: PricedLine) {
    super('unavailable');
  }
}

/**
 * The idempotency key is no longer this request's: its process was taken for dead (its session
 * with the database dropped) and a retry took the key over. Nothing is written; the retry decides.
 */
export class KeyLost extends Error {
  constructor() {
    super('key taken over');
  }
}

/** Why a line could not be taken: what the statement saw of the product and the running deal, or the key. */
export type LineRefusal = OutOfStock | PriceChanged | Unavailable | KeyLost;

/**
 * Takes the discount code's use, the deal's units and the stock of every line with conditional
 * updates and writes the order, atomically; returns the order's invoice number, or what was
 * short (nothing written). Rows are locked in one order — the code, the deal, products by id,
 * the invoice counter (a cancellation gives them back in the same order) — so concurrent orders
 * cannot deadlock on PostgreSQL. A one-line order without a deal or a code is a single
 * statement (atomic by itself); otherwise the code, the deal and the other lines are taken
 * first in the same transaction.
 */
export async function takeStockAndWrite(
  db: Database,
  placement: Placement,
  lines: PricedLine[],
): Promise<{ invoiceNo: number; taken: StockTaken[] } | LineRefusal | DealGone | DiscountUnavailable> {
  const ordered = [...lines].sort((a, b) => compareText(a.productId, b.productId));
  const last = ordered[ordered.length - 1];
  const dealLine = lines.find((l) => l.dealId != null);
  if (ordered.length === 1 && !dealLine && !placement.discount) return writeOrder(db, placement, last, lines);
  try {
    return await db.transaction(async (tx) => {
      // The code's use first (docs/product.md §9.13): a code used up meanwhile rolls the order back.
      if (placement.discount)
        await takeUse(tx, placement.discount, placement.discountLines, placement.userId, placement.now);
      if (dealLine) {
        // The cap is taken like stock: sold + n <= cap, only while the deal runs, is the running
        // one, still has the price the line was given and is below the product's own price.
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
              sql`${deals.dealPriceCents} < (select price_cents from products where products.id = ${deals.productId})`,
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

export type Placement = {
  id: number;
  userId: number;
  owner: string;
  /** The idempotency key this request holds: the order is written only while it still does. */
  claim: KeyClaim | null;
  order: OrderView;
  cardExpiry: string;
  paymentReference: string;
  now: Date;
  /** The delivery promise stored with the order (common/shipping.ts deliveryPromise at `now`). */
  promise: DeliveryPromise;
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
              and d.sold_count + ${last.quantity}::int <= d.stock_cap and d.deal_price_cents <> ${expectedPrice}::int
              and d.deal_price_cents < products.price_cents)))
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
          dispatch_by, delivery_earliest, delivery_latest, discount_code, discount_cents, created_at, updated_at)
        select ${p.id}::int, ${order.number}::text, ${p.userId}::int, 'Processing', ${order.email}::text, ${JSON.stringify(order.billing)}::jsonb,
          ${JSON.stringify(order.shipping)}::jsonb, ${order.subtotalCents}::int, ${order.shippingCents}::int, ${order.taxCents}::int, ${order.totalCents}::int,
          ${order.shippingMethod}::text, invoice.value, ${order.cardBrand}::text, ${order.cardLast4}::text, ${p.cardExpiry}::text, ${p.paymentReference}::text,
          ${order.estimatedShipping}::timestamptz, ${p.lang}::text,
          ${p.promise.dispatchBy}::date, ${p.promise.earliest}::date, ${p.promise.latest}::date, ${p.discount?.code ?? null}::text, ${order.discountCents}::int,
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
          and d.sold_count + ${last.quantity}::int <= least(d.stock_cap, product.stock + d.sold_count)
          and d.deal_price_cents < product.price_cents) as deal_covers
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
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
