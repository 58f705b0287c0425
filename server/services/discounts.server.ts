import { and, count, desc, eq, ilike, inArray, isNull, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import {
  codeWindow,
  judgeCode,
  normalizeCode,
  type CodeShopper,
  type CodeTerms,
  type DiscountLine,
  type DiscountRefusal,
} from '#common/discounts.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { orderTotals, type Totals } from '#common/money-rules.ts';
import {
  ADMIN_DISCOUNTS_PAGE_SIZE,
  type DiscountCheckInput,
  type DiscountCodeInput,
  type DiscountListQuery,
} from '#common/schemas/discounts.ts';
import type { DiscountCodeDetail, DiscountCodeView, DiscountList } from '#common/views/discounts.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, discountRedemptions, orders, products, users } from '../db/schema.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService } from './catalog.server.ts';
import { ShopError } from './errors.ts';
import type { Throttle } from './throttle.server.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CodeRow = typeof discountCodes.$inferSelect;

/** A code that applies: what it takes off these lines. */
export type AppliedDiscount = { codeId: number; code: string; discountCents: number };
/** Why a code does not apply, with what its message needs (the code, a minimum order). */
export type DiscountRefused = {
  reason: DiscountRefusal;
  messageKey: TranslationKey;
  details: { code: string; reason: DiscountRefusal; minOrderCents?: number };
};
export type DiscountCheck = { ok: true; discount: AppliedDiscount } | { ok: false; refused: DiscountRefused };
export type DiscountPreview =
  { ok: true; code: string; discountCents: number; totals: Totals } | { ok: false; refused: DiscountRefused };

/** Thrown inside an order's transaction when its code can no longer be taken: the order rolls back. */
export class DiscountUnavailable extends Error {
  constructor() {
    super('discount unavailable');
  }
}

/** Redemptions shown per code. */
const REDEMPTIONS_SHOWN = 200;

const termsOf = (row: CodeRow): CodeTerms => ({
  kind: row.kind,
  value: row.value,
  productIds: row.productIds,
  categories: row.categories,
  active: row.active,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  minOrderCents: row.minOrderCents,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  issuedTo: row.issuedTo,
});

export function codeState(row: Pick<CodeRow, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'usedCount'>, now: Date) {
  if (!row.active) return 'inactive';
  const window = codeWindow(row, now);
  if (window === 'notStarted') return 'scheduled';
  if (window === 'expired') return 'expired';
  return row.maxUses != null && row.usedCount >= row.maxUses ? 'usedUp' : 'active';
}

function toView(row: CodeRow, now: Date): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderCents: row.minOrderCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    usedCount: row.usedCount,
    productIds: row.productIds,
    categories: row.categories,
    active: row.active,
    source: row.source,
    issuedTo: row.issuedTo,
    state: codeState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function refusal(reason: DiscountRefusal, code: string, minOrderCents?: number): DiscountRefused {
  return {
    reason,
    messageKey: `discounts.errors.${reason}`,
    details: { code, reason, ...(minOrderCents != null ? { minOrderCents } : {}) },
  };
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
const notFound = () => new ShopError(404, 'discounts.admin.errors.notFound');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Discount codes (docs/product.md §9.13, §17.8): the owner's codes (and the newsletter's personal
 * welcome codes, written by the newsletter), whether a code applies to an order, and a use taken
 * and given back with the order (`takeUse`, `giveBackUse`, in the order's transaction).
 */
export class DiscountService {
  constructor(
    private db: Database,
    private catalog: CatalogService,
    private cart: CartService,
    private throttle?: Throttle,
  ) {}

  // ── Shoppers ──────────────────────────────────────────────────────────────

  /** Order lines as the rule reads them: each with its product's category. */
  linesOf(lines: { productId: string; unitPriceCents: number; quantity: number }[]): DiscountLine[] {
    return lines.map((l) => ({
      productId: l.productId,
      category: this.catalog.getCard(l.productId)?.category ?? null,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
    }));
  }

  /** Counts a code look-up from this address (guessing codes is throttled, docs/product.md §8.1); 429 over the limit. */
  async countLookup(address: string): Promise<void> {
    await this.throttle?.hit([['discountCheck', address]]);
  }

  /** Whether the typed code applies to these lines for this shopper at `now`, and what it takes off. */
  async check(typed: string, lines: DiscountLine[], userId: number, now = new Date()): Promise<DiscountCheck> {
    const code = normalizeCode(typed);
    const [row] =
      code.length > 0 && code.length <= 64
        ? await this.db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1)
        : [];
    if (!row) return { ok: false, refused: refusal('unknown', code) };
    const judged = judgeCode(termsOf(row), lines, await shopperOf(this.db, row, userId), now);
    if (!judged.ok) return { ok: false, refused: refusal(judged.reason, row.code, judged.minOrderCents) };
    return { ok: true, discount: { codeId: row.id, code: row.code, discountCents: judged.discountCents } };
  }

  /**
   * The checkout page's preview: the code against the shopper's cart with the chosen delivery,
   * and the totals it would make. Counted against the address first.
   */
  async preview(userId: number, input: DiscountCheckInput, address: string): Promise<DiscountPreview> {
    await this.countLookup(address);
    const cart = await this.cart.getCart(`u:${userId}`);
    if (cart.lines.length === 0) throw new ShopError(400, 'checkout.errors.cartEmpty');
    const lines = cart.lines.map((l) => ({
      productId: l.product.id,
      category: l.product.category,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
    }));
    const checked = await this.check(input.code, lines, userId);
    if (!checked.ok) return checked;
    const { code, discountCents } = checked.discount;
    return { ok: true, code, discountCents, totals: orderTotals(lines, input.shippingMethod, discountCents) };
  }

  // ── The back office ───────────────────────────────────────────────────────

  /** Newest first, 50 a page; `q` finds part of a code, `source` keeps the owner's or the newsletter's. */
  async list(query: Partial<DiscountListQuery> = {}, now = new Date()): Promise<DiscountList> {
    const conditions: SQL[] = [];
    if (query.q) conditions.push(ilike(discountCodes.code, likePattern(query.q.toUpperCase())));
    if (query.source) conditions.push(eq(discountCodes.source, query.source));
    const where = conditions.length ? and(...conditions) : undefined;
    const [{ total }] = await this.db.select({ total: count() }).from(discountCodes).where(where);
    const pageCount = Math.max(1, Math.ceil(total / ADMIN_DISCOUNTS_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pageCount);
    const rows = await this.db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(ADMIN_DISCOUNTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_DISCOUNTS_PAGE_SIZE);
    return {
      items: rows.map((r) => toView(r, now)),
      total: Number(total),
      page,
      pageSize: ADMIN_DISCOUNTS_PAGE_SIZE,
      pageCount,
    };
  }

  /** One code with its uses (the orders that took it, newest first); null when unknown. */
  async get(id: number, now = new Date()): Promise<DiscountCodeDetail | null> {
    if (!validId(id)) return null;
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
    if (!row) return null;
    const redemptions = await this.db
      .select({
        orderNumber: orders.number,
        orderStatus: orders.status,
        email: orders.email,
        amountCents: discountRedemptions.amountCents,
        at: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
      .where(eq(discountRedemptions.codeId, id))
      .orderBy(desc(discountRedemptions.createdAt), desc(discountRedemptions.orderId))
      .limit(REDEMPTIONS_SHOWN);
    return {
      ...toView(row, now),
      redemptions: redemptions.map((r) => ({ ...r, at: r.at.toISOString() })),
      deletable: !(await this.everUsed(row)),
    };
  }

  /** A new code (stored upper-case); 409 when the code exists, 400 when its scope names unknown products. */
  async create(input: DiscountCodeInput): Promise<DiscountCodeDetail> {
    await this.checkScope(input.productIds);
    await this.checkFree(input.code, null);
    const [row] = await this.db
      .insert(discountCodes)
      .values({ ...columnsOf(input), source: 'admin' })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning({ id: discountCodes.id });
    if (!row) throw codeTaken();
    return (await this.get(row.id))!;
  }

  /** Replaces a code's terms; its uses so far stay counted. */
  async update(id: number, input: DiscountCodeInput): Promise<DiscountCodeDetail> {
    if (!validId(id)) throw notFound();
    const [known] = await this.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.id, id))
      .limit(1);
    if (!known) throw notFound();
    await this.checkScope(input.productIds);
    await this.checkFree(input.code, id);
    try {
      const [row] = await this.db
        .update(discountCodes)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning({ id: discountCodes.id });
      if (!row) throw notFound();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
    return (await this.get(id))!;
  }

  /** Turns a code off (or on again); orders that used it keep it. */
  async setActive(id: number, active: boolean): Promise<DiscountCodeDetail> {
    if (!validId(id)) throw notFound();
    const [row] = await this.db
      .update(discountCodes)
      .set({ active, updatedAt: new Date() })
      .where(eq(discountCodes.id, id))
      .returning({ id: discountCodes.id });
    if (!row) throw notFound();
    return (await this.get(id))!;
  }

  /** Deletes a code no order ever used; a used code can only be deactivated (409). */
  async remove(id: number): Promise<void> {
    if (!validId(id)) throw notFound();
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
    if (!row) throw notFound();
    if (await this.everUsed(row)) throw new ShopError(409, 'discounts.admin.errors.used');
    // Still unused at the moment of deleting: an order taking it meanwhile holds the row, and its redemption's key refuses the delete.
    try {
      const deleted = await this.db
        .delete(discountCodes)
        .where(and(eq(discountCodes.id, id), eq(discountCodes.usedCount, 0)))
        .returning({ id: discountCodes.id });
      if (deleted.length === 0) throw new ShopError(409, 'discounts.admin.errors.used');
    } catch (error) {
      if (error instanceof ShopError) throw error;
      if (
        (error as { code?: string }).code === '23503' ||
        (error as { cause?: { code?: string } }).cause?.code === '23503'
      )
        throw new ShopError(409, 'discounts.admin.errors.used');
      throw error;
    }
  }

  /** Any order, cancelled ones included, that carried the code (orders keep its text). */
  private async everUsed(row: CodeRow): Promise<boolean> {
    if (row.usedCount > 0) return true;
    const [used] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.discountCode, row.code))
      .limit(1);
    if (used) return true;
    const [redeemed] = await this.db
      .select({ id: discountRedemptions.orderId })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, row.id))
      .limit(1);
    return !!redeemed;
  }

  private async checkScope(productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    const found = await this.db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    const known = new Set(found.map((p) => p.id));
    const unknown = productIds.filter((id) => !known.has(id));
    if (unknown.length)
      throw new ShopError(400, 'discounts.admin.errors.productsUnknown', {
        ids: unknown.join(', '),
        fieldErrors: { productIds: 'discounts.admin.errors.productsUnknownField' },
      });
  }

  private async checkFree(code: string, exceptId: number | null): Promise<void> {
    const [other] = await this.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.code, code))
      .limit(1);
    if (other && other.id !== exceptId) throw codeTaken();
  }
}

const codeTaken = () =>
  new ShopError(409, 'discounts.admin.errors.codeTaken', {
    fieldErrors: { code: 'discounts.admin.errors.codeTaken' },
  });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function columnsOf(input: DiscountCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    minOrderCents: input.minOrder,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    productIds: input.productIds,
    categories: input.categories,
    active: input.active,
  };
}

/** Orders of this shopper holding a use of the code (cancelled orders gave theirs back). */
async function usesBy(db: Pick<Database, 'select'>, codeId: number, userId: number): Promise<number> {
  const [{ uses }] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)));
  return Number(uses);
}

/** The shopper as the rule reads them: their account's e-mail and their uses of the code. */
async function shopperOf(db: Pick<Database, 'select'>, row: CodeRow, userId: number): Promise<CodeShopper> {
  const uses = row.maxUsesPerCustomer != null ? await usesBy(db, row.id, userId) : 0;
  // Only a personal code looks at the e-mail.
  if (row.issuedTo == null) return { email: '', uses };
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return { email: account?.email ?? '', uses };
}

/**
 * Takes one use of the code in the order's transaction (docs/product.md §9.13): a conditional
 * update counts it only while the code is active, in its window and not used up — it also locks
 * the code's row until the order commits, so parallel orders take its uses one at a time — then
 * the shopper's own uses are counted and the discount is worked out again on the locked terms.
 * Throws DiscountUnavailable (the order rolls back) when the code no longer gives what was
 * shown. The redemption row itself is written with the order (it needs the order's id).
 */
export async function takeUse(
  tx: Tx,
  applied: AppliedDiscount,
  lines: DiscountLine[],
  userId: number,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, applied.codeId),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
        or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`),
      ),
    )
    .returning();
  if (!row) throw new DiscountUnavailable();
  // Judged as it stood before this use was counted (a personal code against the account's e-mail now).
  const judged = judgeCode(
    { ...termsOf(row), usedCount: row.usedCount - 1 },
    lines,
    await shopperOf(tx, row, userId),
    now,
  );
  if (!judged.ok || judged.discountCents !== applied.discountCents) throw new DiscountUnavailable();
}

/** A cancelled order gives its code's use back, in the cancellation's transaction. */
export async function giveBackUse(tx: Tx, orderId: number): Promise<void> {
  const [redemption] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ codeId: discountRedemptions.codeId });
  if (!redemption) return;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, redemption.codeId));
}
