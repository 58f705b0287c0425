import { sameMailbox } from './mailbox.ts';

/**
 * The discount code rule (docs/product.md §9.13): what a code takes off an order and whether it
 * may be used now, and by whom. The checkout page, the preview API and the server's checkout all
 * use it. Amounts are integer cents; a code never takes off more than the lines it applies to.
 */

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Codes are 3 to 32 characters of A–Z, 0–9, dash and underscore, kept upper-case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const DISCOUNT_CODE_MAX = 32;

/** A code as the shopper typed it, as it is stored and compared ("  summer-10 " → "SUMMER-10"). */
export function normalizeCode(typed: string): string {
  // NFKC folds full-width letters; a Turkish keyboard's capital İ (caps lock on "i") is the I of a code.
  return typed.normalize('NFKC').trim().replace(/İ/g, 'I').toUpperCase();
}

/** What a code takes off: a percent (1–100) or a fixed amount in cents, optionally for some products or categories only. */
export type DiscountRule = {
  kind: DiscountKind;
  /** Percent (1–100) for `percent`, cents for `fixed`. */
  value: number;
  productIds: readonly string[];
  categories: readonly string[];
};

/** An order line as the rule reads it: the unit price charged (a deal price included) and the product's category. */
export type DiscountLine = { productId: string; category: string | null; unitPriceCents: number; quantity: number };

/** Whether a line counts for the code: every line when the code has no scope, else lines of its products or categories. */
export function inScope(rule: Pick<DiscountRule, 'productIds' | 'categories'>, line: DiscountLine): boolean {
  if (rule.productIds.length === 0 && rule.categories.length === 0) return true;
  return rule.productIds.includes(line.productId) || (line.category != null && rule.categories.includes(line.category));
}

/** The amount of the lines the code applies to. */
export function eligibleCents(rule: Pick<DiscountRule, 'productIds' | 'categories'>, lines: DiscountLine[]): number {
  return lines.reduce((sum, l) => (inScope(rule, l) ? sum + l.unitPriceCents * l.quantity : sum), 0);
}

/**
 * What the code takes off these lines: a percent of the eligible amount rounded half up to the
 * cent, or the fixed amount capped at the eligible amount; never below zero.
 */
export function discountCents(rule: DiscountRule, lines: DiscountLine[]): number {
  const eligible = Math.max(0, eligibleCents(rule, lines));
  const value = Math.max(0, Math.trunc(rule.value));
  const off = rule.kind === 'percent' ? Math.floor((eligible * Math.min(value, 100) + 50) / 100) : value;
  return Math.min(Math.max(0, off), eligible);
}

/** Why a code cannot be used, in the order they are checked. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'notYours',
  'inactive',
  'notStarted',
  'expired',
  'usedUp',
  'alreadyUsed',
  'belowMinimum',
  'notApplicable',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** A stored code's terms and usage, as the check reads them. */
export type CodeTerms = DiscountRule & {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minOrderCents: number;
  maxUses: number | null;
  usedCount: number;
  maxUsesPerCustomer: number | null;
  /** A personal code's address (the newsletter's welcome code); null for a code anyone may use. */
  issuedTo: string | null;
};

/** Who wants to use the code: their account's e-mail, and how often they have used it already. */
export type CodeShopper = { email: string; uses: number };

/** Where a code stands on the calendar: before its start, in its window, or after its end (the end itself is past). */
export function codeWindow(
  terms: Pick<CodeTerms, 'startsAt' | 'endsAt'>,
  now: Date,
): 'notStarted' | 'open' | 'expired' {
  if (terms.startsAt && now < terms.startsAt) return 'notStarted';
  if (terms.endsAt && now >= terms.endsAt) return 'expired';
  return 'open';
}

export type CodeJudgement =
  | { ok: true; discountCents: number }
  | { ok: false; reason: Exclude<DiscountRefusal, 'unknown'>; minOrderCents?: number };

/**
 * Whether the code may be used on these lines by this shopper at `now`, and what it takes off.
 * A personal code is someone's before it is anything else: only the account whose e-mail reaches
 * the same mailbox as the code's address may use it (nobody else learns whether it is still
 * valid). The minimum order is measured on the lines' amount before any discount.
 */
export function judgeCode(terms: CodeTerms, lines: DiscountLine[], shopper: CodeShopper, now: Date): CodeJudgement {
  if (terms.issuedTo != null && !sameMailbox(terms.issuedTo, shopper.email)) return { ok: false, reason: 'notYours' };
  if (!terms.active) return { ok: false, reason: 'inactive' };
  const window = codeWindow(terms, now);
  if (window !== 'open') return { ok: false, reason: window };
  if (terms.maxUses != null && terms.usedCount >= terms.maxUses) return { ok: false, reason: 'usedUp' };
  if (terms.maxUsesPerCustomer != null && shopper.uses >= terms.maxUsesPerCustomer)
    return { ok: false, reason: 'alreadyUsed' };
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  if (subtotal < terms.minOrderCents) return { ok: false, reason: 'belowMinimum', minOrderCents: terms.minOrderCents };
  const off = discountCents(terms, lines);
  if (off <= 0) return { ok: false, reason: 'notApplicable' };
  return { ok: true, discountCents: off };
}
