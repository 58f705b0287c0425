import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Iyzipay from 'iyzipay';
import { cardBrand, type CardBrand } from '#common/cards.ts';
import { scrubText, silentLogger, type Logger } from '#server/http/log.ts';
import type {
  ActionRequired,
  Authorized,
  CardDetails,
  CompleteResult,
  Declined,
  DeclineReason,
  InstallmentOption,
  OperationResult,
  PaymentAddress,
  PaymentLine,
  PaymentProvider,
  ProviderData,
  StartPayment,
  StartResult,
  Unavailable,
} from './payment-provider.ts';

/**
 * iyzico through its official Node client (`iyzipay`). Every payment is a pre-authorisation:
 * `hosted` (default) sends the shopper to iyzico's Checkout Form, so the card never reaches the
 * shop; `shop-form` starts 3-D Secure with the card from the shop's own form. Capture is
 * iyzico's post-auth, void its cancel, refund its paymentId-level RefundV2 (or one refund per
 * basket item). iyzico's services are not idempotent (its documentation says so), so the shop's
 * idempotency key travels as `conversationId` and the adapter asks iyzico's transaction report
 * what a key already did before it refunds. Runbook: docs/payments-iyzico.md.
 */
export type IyzicoSettings = {
  apiKey: string;
  secretKey: string;
  /** iyzico's API base URL, its sandbox host or its live host (the runbook names both). */
  baseUrl: string;
  cardEntry?: 'hosted' | 'shop-form';
  /** `payment`: RefundV2 by paymentId (iyzico picks the items); `item`: one refund per basket item, largest left first. */
  refundBy?: 'payment' | 'item';
  /** How long to wait for iyzico before calling it unavailable (the client itself never gives up). */
  timeoutMs?: number;
  /** Check the `signature` iyzico puts on its answers (HMAC-SHA256 with the secret key). */
  verifyResponseSignatures?: boolean;
  /** Sent as the buyer's identity number when the shopper gave none (iyzico requires the field). */
  fallbackIdentityNumber?: string;
  logger?: Logger;
};

/** The currencies iyzico takes for card payments (all with two decimals). */
export const IYZICO_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;

/** What the shop keeps of an iyzico payment (never card data). */
export type IyzicoData = {
  provider: 'iyzico';
  flow: 'hosted' | 'shop-form';
  /** The order reference: the payment's conversationId and basketId. */
  conversationId: string;
  locale: 'tr' | 'en';
  currency: string;
  amountCents: number;
  /** The shopper's address, sent again with capture, cancel and refund (iyzico's `ip`). */
  ip: string;
  token?: string;
  paymentId?: string;
  /** What the card was charged, installment fee included (iyzico's paidPrice). */
  paidCents?: number;
  brand?: string;
  last4?: string;
  phase?: string;
  fraudStatus?: number;
  /** The basket item transactions: what each was paid and has left to refund. */
  items?: { id: string; itemId: string; paidCents: number; leftCents: number }[];
  capture?: { key: string; cents: number };
  voidKey?: string;
  /** Refunds that succeeded, by idempotency key. */
  refunds?: Record<string, number>;
  refundedCents?: number;
};

type Answer = Record<string, unknown>;
type Call =
  { kind: 'success'; answer: Answer } | { kind: 'failure'; answer: Answer } | { kind: 'unreachable'; message: string };
type Resource = { create: Iyzipay['cancel']['create']; retrieve: Iyzipay['cancel']['retrieve'] };

/** Codes for iyzico's own trouble (system errors, the bank link, rejected credentials): nothing happened. */
const UNAVAILABLE_CODES = new Set(['1', '2', '1000', '1001', '10214', '10219']);
/** iyzico's documented error codes that say why a card was refused; other refusals are `declined`. */
const DECLINE_BY_CODE: Record<string, DeclineReason> = {
  '10051': 'insufficientFunds',
  '10054': 'expired',
  '13': 'expired',
  '14': 'expired',
  '17': 'expired',
  '12': 'invalid',
  '15': 'invalid',
  '10084': 'invalid',
  '10206': 'invalid',
  '10213': 'invalid',
  '10215': 'invalid',
  '10210': 'authenticationFailed',
  '10211': 'authenticationFailed',
};
/** The same by iyzico's errorGroup, for a code the table above does not know. */
const DECLINE_BY_GROUP: Record<string, DeclineReason> = {
  NOT_SUFFICIENT_FUNDS: 'insufficientFunds',
  EXPIRED_CARD: 'expired',
  INVALID_CVC2: 'invalid',
  INVALID_CVC2_LENGTH: 'invalid',
  INVALID_CARD_NUMBER: 'invalid',
  BIN_NOT_FOUND: 'invalid',
  INVALID_CAVV: 'authenticationFailed',
  INVALID_ECI: 'authenticationFailed',
};
/** iyzico's mdStatus values on the 3-D Secure callback: only 1 is an authenticated shopper. */
const MD_STATUS: Record<string, string> = {
  '0': '3-D Secure signature or verification invalid',
  '2': 'Card holder or issuer not enrolled in 3-D Secure',
  '3': 'Issuer not enrolled in 3-D Secure',
  '4': 'Verification not possible: the card holder chose to enrol later',
  '5': 'Verification not possible',
  '6': '3-D Secure error',
  '7': 'System error',
  '8': 'Unknown card',
};
/** The answer fields each signed answer's `signature` covers, in iyzico's order. */
const PAYMENT_SIGNED = ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'];
const HOSTED_INIT_SIGNED = ['conversationId', 'token'];
const HOSTED_RESULT_SIGNED = [
  'paymentStatus',
  'paymentId',
  'currency',
  'basketId',
  'conversationId',
  'paidPrice',
  'price',
  'token',
];
const THREEDS_INIT_SIGNED = ['paymentId', 'conversationId'];
const REFUND_V2_SIGNED = ['paymentId', 'conversationId'];

/** Minor units as iyzico's decimal string: 100 → "1.0", 1250 → "12.5", 1205 → "12.05". */
export function toDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in minor units: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  if (fraction === 0) return `${whole}.0`;
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** iyzico's amounts (numbers such as 12.5 or 1.00000000, or decimal strings) in minor units. */
export function toCents(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value));
  if (!Number.isFinite(number)) return NaN;
  return Math.round(number * 100);
}

export type BasketItem = {
  id: string;
  name: string;
  category1: string;
  itemType: 'PHYSICAL' | 'VIRTUAL';
  cents: number;
};

/**
 * iyzico's basket: its items must add up to the price exactly and each be above zero. Lines of
 * zero are left out; what the lines do not cover (delivery, tax) is one more item; lines that add
 * up to more than the amount (an order-level discount) are scaled down, the cents that rounding
 * leaves going to the largest remainders.
 */
export function basketItems(lines: PaymentLine[], amountCents: number): BasketItem[] {
  const positive = lines.filter((line) => line.amountCents > 0);
  const total = positive.reduce((sum, line) => sum + line.amountCents, 0);
  const item = (line: PaymentLine, cents: number): BasketItem => ({
    id: line.id,
    name: line.name,
    category1: line.category || 'General',
    itemType: 'PHYSICAL',
    cents,
  });
  if (total <= amountCents) {
    const items = positive.map((line) => item(line, line.amountCents));
    if (total < amountCents)
      items.push({
        id: 'order-extras',
        name: 'Shipping, tax and fees',
        category1: 'Shipping',
        itemType: 'VIRTUAL',
        cents: amountCents - total,
      });
    return items;
  }
  const scaled = positive.map((line) => {
    const exact = BigInt(line.amountCents) * BigInt(amountCents);
    return { line, cents: Number(exact / BigInt(total)), rest: exact % BigInt(total) };
  });
  let left = amountCents - scaled.reduce((sum, entry) => sum + entry.cents, 0);
  for (const entry of [...scaled].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
    if (left === 0) break;
    entry.cents += 1;
    left -= 1;
  }
  return scaled.filter((entry) => entry.cents > 0).map((entry) => item(entry.line, entry.cents));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function iyzicoAddress(address: PaymentAddress) {
  return {
    contactName: address.name,
    city: address.city,
    country: countryName(address.country),
    address: [address.line, address.district].filter(Boolean).join(', '),
    zipCode: address.postalCode,
  };
}

/** iyzico's date format, `YYYY-MM-DD HH:mm:ss` (UTC). */
function iyzicoDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const BRANDS: Record<string, CardBrand> = {
  VISA: 'Visa',
  MASTER_CARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  TROY: 'Troy',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The shopper's language as iyzico's pages and messages know it. */
function iyzicoLocale(locale: string): 'tr' | 'en' {
  return locale.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

function declineFrom(answer: Answer): Declined | Unavailable {
  const code = text(answer.errorCode) ?? '';
  const message = text(answer.errorMessage) ?? 'iyzico refused the payment';
  if (UNAVAILABLE_CODES.has(code)) return { kind: 'unavailable', message: `iyzico: ${message} (${code})` };
  const reason = DECLINE_BY_CODE[code] ?? DECLINE_BY_GROUP[text(answer.errorGroup) ?? ''] ?? 'declined';
  return { kind: 'declined', reason, message };
}

function operationFailure(answer: Answer): OperationResult {
  const code = text(answer.errorCode) ?? '';
  const message = `iyzico: ${text(answer.errorMessage) ?? 'refused'}${code ? ` (${code})` : ''}`;
  if (UNAVAILABLE_CODES.has(code)) return { ok: false, reason: 'unavailable', message };
  // Codes from 10000 up are the bank's answer; below that, iyzico found the request wrong.
  return { ok: false, reason: Number(code) >= 10000 ? 'declined' : 'invalid', message };
}

/** A refund or cancel entry of iyzico's transaction report that went through. */
function succeeded(entry: Answer): boolean {
  if (entry.errorCode !== undefined && entry.errorCode !== null && entry.errorCode !== '') return false;
  return entry.refundStatus === undefined || Number(entry.refundStatus) > 0;
}

export class IyzicoProvider implements PaymentProvider {
  readonly id = 'iyzico';
  readonly cardEntry: 'hosted' | 'shop-form';
  readonly testMode: boolean;
  private readonly client: Iyzipay;
  private readonly logger: Logger;
  private readonly settings: Required<Omit<IyzicoSettings, 'logger' | 'cardEntry'>>;

  constructor(settings: IyzicoSettings) {
    const baseUrl = new URL(settings.baseUrl);
    this.cardEntry = settings.cardEntry ?? 'hosted';
    // iyzico's sandbox host says so in its name; no real money moves there.
    this.testMode = baseUrl.hostname.includes('sandbox');
    this.logger = settings.logger ?? silentLogger;
    this.settings = {
      apiKey: settings.apiKey,
      secretKey: settings.secretKey,
      baseUrl: settings.baseUrl,
      refundBy: settings.refundBy ?? 'payment',
      timeoutMs: settings.timeoutMs ?? 30_000,
      verifyResponseSignatures: settings.verifyResponseSignatures ?? true,
      fallbackIdentityNumber: settings.fallbackIdentityNumber ?? '11111111111',
    };
    this.client = new Iyzipay({ apiKey: settings.apiKey, secretKey: settings.secretKey, uri: settings.baseUrl });
  }

  async start(request: StartPayment): Promise<StartResult> {
    if (!(IYZICO_CURRENCIES as readonly string[]).includes(request.currency))
      return { kind: 'declined', reason: 'declined', message: `iyzico does not take ${request.currency}` };
    const locale = iyzicoLocale(request.locale);
    const data: IyzicoData = {
      provider: 'iyzico',
      flow: this.cardEntry,
      conversationId: request.orderReference,
      locale,
      currency: request.currency,
      amountCents: request.amountCents,
      ip: request.buyer.ip,
    };
    const { buyer, billing } = request;
    const body = {
      locale,
      conversationId: request.orderReference,
      price: toDecimal(request.amountCents),
      paidPrice: toDecimal(request.amountCents),
      currency: request.currency,
      basketId: request.orderReference,
      paymentGroup: 'PRODUCT',
      callbackUrl: request.returnUrl,
      buyer: {
        id: buyer.id,
        name: buyer.firstName,
        surname: buyer.lastName,
        gsmNumber: buyer.phone,
        email: buyer.email,
        identityNumber: buyer.identityNumber || this.settings.fallbackIdentityNumber,
        registrationDate: buyer.registeredAt ? iyzicoDate(buyer.registeredAt) : undefined,
        registrationAddress: iyzicoAddress(billing).address,
        ip: buyer.ip,
        city: billing.city,
        country: countryName(billing.country),
        zipCode: billing.postalCode,
      },
      shippingAddress: iyzicoAddress(request.shipping),
      billingAddress: iyzicoAddress(billing),
      basketItems: basketItems(request.lines, request.amountCents).map(({ cents, ...item }) => ({
        ...item,
        price: toDecimal(cents),
      })),
    };
    return this.cardEntry === 'hosted' ? this.startHosted(body, data) : this.startThreeds(body, data, request);
  }

  private async startHosted(body: Answer, data: IyzicoData): Promise<StartResult> {
    const call = await this.call(
      'hosted start',
      this.client.checkoutFormInitializePreAuth,
      'create',
      body,
      HOSTED_INIT_SIGNED,
    );
    if (call.kind === 'unreachable') return { kind: 'unavailable', message: call.message };
    if (call.kind === 'failure') return declineFrom(call.answer);
    const token = text(call.answer.token);
    const url = text(call.answer.paymentPageUrl);
    if (!token || !url) return { kind: 'unavailable', message: 'iyzico gave no payment page' };
    const action: ActionRequired = {
      kind: 'action',
      reference: token,
      action: { type: 'redirect', url },
      data: { ...data, token },
    };
    return action;
  }

  private async startThreeds(body: Answer, data: IyzicoData, request: StartPayment): Promise<StartResult> {
    const card = request.card;
    if (!card) return { kind: 'declined', reason: 'invalid', message: 'No card was given' };
    const expiry = /^(\d{2})\/(\d{2}|\d{4})$/.exec(card.expiry.trim());
    if (!expiry) return { kind: 'declined', reason: 'expired', message: 'The expiry date is not MM/YY' };
    const number = card.number.replace(/[\s-]/g, '');
    const call = await this.call(
      'card start',
      this.client.threedsInitializePreAuth,
      'create',
      {
        ...body,
        installment: String(request.installments ?? 1),
        paymentChannel: 'WEB',
        paymentCard: paymentCard(card, number, expiry[1], expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]),
      },
      THREEDS_INIT_SIGNED,
    );
    if (call.kind === 'unreachable') return { kind: 'unavailable', message: call.message };
    if (call.kind === 'failure') return declineFrom(call.answer);
    const paymentId = text(call.answer.paymentId);
    const encoded = text(call.answer.threeDSHtmlContent);
    if (!paymentId || !encoded) return { kind: 'unavailable', message: 'iyzico gave no 3-D Secure page' };
    return {
      kind: 'action',
      reference: paymentId,
      action: { type: 'html', html: Buffer.from(encoded, 'base64').toString('utf8') },
      data: { ...data, paymentId, brand: cardBrand(number), last4: number.slice(-4) } satisfies IyzicoData,
    };
  }

  async complete(request: {
    reference: string;
    returned: Record<string, string>;
    data?: ProviderData;
  }): Promise<CompleteResult> {
    const data = readData(request.data);
    if (!data) return { kind: 'declined', reason: 'declined', message: 'No iyzico payment was started for this order' };
    return data.flow === 'hosted'
      ? this.completeHosted(request.returned, data)
      : this.completeThreeds(request.returned, data);
  }

  private async completeHosted(returned: Record<string, string>, data: IyzicoData): Promise<CompleteResult> {
    // The token comes back through the shopper's browser: it must be the one this order was given.
    if (returned.token !== undefined && returned.token !== data.token)
      return { kind: 'declined', reason: 'declined', message: 'The payment page answered for another payment' };
    const call = await this.call(
      'hosted complete',
      this.client.checkoutForm,
      'retrieve',
      { locale: data.locale, conversationId: data.conversationId, token: data.token },
      HOSTED_RESULT_SIGNED,
    );
    if (call.kind === 'unreachable') return { kind: 'unavailable', message: call.message };
    if (call.kind === 'failure') return declineFrom(call.answer);
    const answer = call.answer;
    if (answer.paymentStatus === 'FAILURE') return declineFrom(answer);
    if (answer.paymentStatus !== 'SUCCESS')
      return { kind: 'declined', reason: 'authenticationFailed', message: 'The payment was not completed' };
    return this.authorized(answer, data);
  }

  private async completeThreeds(returned: Record<string, string>, data: IyzicoData): Promise<CompleteResult> {
    if (
      returned.paymentId !== data.paymentId ||
      (returned.conversationId ?? data.conversationId) !== data.conversationId
    )
      return { kind: 'declined', reason: 'declined', message: 'The bank answered for another payment' };
    if (returned.mdStatus !== '1' || returned.status !== 'success')
      return {
        kind: 'declined',
        reason: 'authenticationFailed',
        message: MD_STATUS[returned.mdStatus] ?? '3-D Secure authentication failed',
      };
    const call = await this.call(
      'card complete',
      this.client.threedsPayment,
      'create',
      {
        locale: data.locale,
        conversationId: data.conversationId,
        paymentId: data.paymentId,
        conversationData: returned.conversationData || undefined,
      },
      PAYMENT_SIGNED,
    );
    if (call.kind === 'success') return this.authorized(call.answer, data);
    // The callback posted twice, or an answer lost: iyzico refuses a second auth, its report has the first.
    const found = await this.lookup(data);
    if ('payment' in found && found.payment && Number(found.payment.paymentStatus) === 1)
      return this.authorized(found.payment, data);
    return call.kind === 'failure' ? declineFrom(call.answer) : { kind: 'unavailable', message: call.message };
  }

  private authorized(answer: Answer, data: IyzicoData): Authorized | Declined {
    if (text(answer.basketId) !== undefined && text(answer.basketId) !== data.conversationId)
      return { kind: 'declined', reason: 'declined', message: 'iyzico answered for another order' };
    const fraudStatus = answer.fraudStatus === undefined ? undefined : Number(answer.fraudStatus);
    if (fraudStatus === -1)
      return { kind: 'declined', reason: 'declined', message: 'iyzico’s fraud check refused the payment' };
    const paymentId = text(answer.paymentId) ?? data.paymentId ?? '';
    const items = itemsOf(answer);
    const brand = BRANDS[text(answer.cardAssociation) ?? ''] ?? data.brand ?? 'Card';
    const last4 = text(answer.lastFourDigits) ?? data.last4 ?? '';
    const installments = Number(answer.installment) || 1;
    const kept: IyzicoData = {
      ...data,
      paymentId,
      paidCents: toCents(answer.paidPrice),
      brand,
      last4,
      phase: text(answer.phase) ?? 'PRE_AUTH',
      fraudStatus,
      items,
      refunds: {},
      refundedCents: 0,
    };
    return { kind: 'authorized', reference: paymentId, brand, last4, installments, data: kept };
  }

  async capture(request: {
    reference: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    data?: ProviderData;
  }): Promise<OperationResult> {
    const data = readData(request.data);
    if (!data?.paymentId) return { ok: false, reason: 'invalid', message: 'No iyzico payment to capture' };
    if (data.capture?.key === request.idempotencyKey) return { ok: true, reference: data.paymentId, data };
    // A pre-authorisation is post-authorised once: a second capture under another key is a mistake.
    if (data.capture) return { ok: false, reason: 'invalid', message: 'The payment is captured already' };
    if (request.currency !== data.currency)
      return { ok: false, reason: 'invalid', message: `The payment is in ${data.currency}` };
    if (
      !Number.isSafeInteger(request.amountCents) ||
      request.amountCents <= 0 ||
      request.amountCents > data.amountCents
    )
      return { ok: false, reason: 'invalid', message: 'iyzico captures at most the authorised amount' };
    // The whole amount takes the installment fee the card was authorised with too.
    const paid = request.amountCents === data.amountCents && data.paidCents ? data.paidCents : request.amountCents;
    const call = await this.call(
      'capture',
      this.client.paymentPostAuth,
      'create',
      {
        locale: data.locale,
        conversationId: request.idempotencyKey,
        paymentId: data.paymentId,
        ip: data.ip,
        paidPrice: toDecimal(paid),
        currency: data.currency,
      },
      PAYMENT_SIGNED,
    );
    const captured = (items?: IyzicoData['items']): OperationResult => ({
      ok: true,
      reference: data.paymentId!,
      data: {
        ...data,
        phase: 'POST_AUTH',
        items: items && items.length > 0 ? items : data.items,
        capture: { key: request.idempotencyKey, cents: request.amountCents },
      } satisfies IyzicoData,
    });
    if (call.kind === 'success') return captured(itemsOf(call.answer));
    // A retry after a lost answer: iyzico refuses a second post-auth; its report says whether the first went through.
    const found = await this.lookup(data);
    if ('payment' in found && found.payment?.phase === 'POST_AUTH') return captured(undefined);
    return call.kind === 'failure'
      ? operationFailure(call.answer)
      : { ok: false, reason: 'unavailable', message: call.message };
  }

  async void(request: { reference: string; idempotencyKey: string; data?: ProviderData }): Promise<OperationResult> {
    const data = readData(request.data);
    if (!data?.paymentId) return { ok: false, reason: 'invalid', message: 'No iyzico payment to void' };
    if (data.voidKey === request.idempotencyKey) return { ok: true, reference: data.paymentId, data };
    const call = await this.call('void', this.client.cancel, 'create', {
      locale: data.locale,
      conversationId: request.idempotencyKey,
      paymentId: data.paymentId,
      ip: data.ip,
    });
    const voided: OperationResult = {
      ok: true,
      reference: data.paymentId,
      data: { ...data, voidKey: request.idempotencyKey, phase: 'CANCELLED' } satisfies IyzicoData,
    };
    if (call.kind === 'success') return voided;
    const found = await this.lookup(data);
    const cancels =
      'payment' in found && Array.isArray(found.payment?.cancels) ? (found.payment.cancels as Answer[]) : [];
    if (cancels.some(succeeded)) return voided;
    return call.kind === 'failure'
      ? operationFailure(call.answer)
      : { ok: false, reason: 'unavailable', message: call.message };
  }

  async refund(request: {
    reference: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    data?: ProviderData;
  }): Promise<OperationResult> {
    const data = readData(request.data);
    const key = request.idempotencyKey;
    if (!data?.paymentId) return { ok: false, reason: 'invalid', message: 'No iyzico payment to refund' };
    if (data.refunds?.[key] !== undefined) return { ok: true, reference: data.paymentId, data };
    if (request.currency !== data.currency)
      return { ok: false, reason: 'invalid', message: `The payment is in ${data.currency}` };
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      return { ok: false, reason: 'invalid', message: 'A refund is a positive amount' };

    // iyzico does not recognise a repeated request: its report says what this key already refunded.
    const found = await this.lookup(data);
    if ('unreachable' in found) return { ok: false, reason: 'unavailable', message: found.unreachable };
    if (!found.payment)
      return { ok: false, reason: 'unavailable', message: 'iyzico’s report does not list the payment yet' };
    const items = reportedItems(found.payment, key, data.items ?? []);
    const already = items.reduce((sum, item) => sum + item.byKeyCents, 0);
    const refundedBefore = items.reduce((sum, item) => sum + item.refundedCents, 0);
    const remaining = request.amountCents - already;
    const done = (extraRefunded: number, slices: Map<string, number>): OperationResult => ({
      ok: true,
      reference: data.paymentId!,
      data: {
        ...data,
        items: items.map((item) => ({
          id: item.id,
          itemId: item.itemId,
          paidCents: item.paidCents,
          leftCents: item.paidCents - item.refundedCents - (slices.get(item.id) ?? 0),
        })),
        refunds: { ...data.refunds, [key]: request.amountCents },
        refundedCents: refundedBefore + extraRefunded,
      } satisfies IyzicoData,
    });
    if (remaining <= 0) return done(0, new Map());
    const left = items.reduce((sum, item) => sum + item.paidCents - item.refundedCents, 0);
    if (remaining > left)
      return { ok: false, reason: 'invalid', message: `Only ${toDecimal(left)} ${data.currency} is left to refund` };

    if (this.settings.refundBy === 'payment') {
      const call = await this.call(
        'refund',
        this.client.refundV2,
        'create',
        {
          locale: data.locale,
          conversationId: key,
          paymentId: data.paymentId,
          price: toDecimal(remaining),
          currency: data.currency,
          ip: data.ip,
        },
        REFUND_V2_SIGNED,
      );
      if (call.kind === 'unreachable') return { ok: false, reason: 'unavailable', message: call.message };
      if (call.kind === 'failure') return operationFailure(call.answer);
      // iyzico chose the items: its report says which (an unreadable report leaves the total right, the items as before).
      const after = await this.lookup(data);
      if ('payment' in after && after.payment) {
        const now = reportedItems(after.payment, key, data.items ?? []);
        const slices = new Map(
          now.map((item) => [
            item.id,
            item.refundedCents - (items.find((old) => old.id === item.id)?.refundedCents ?? 0),
          ]),
        );
        return done(remaining, slices);
      }
      return done(remaining, new Map());
    }

    // One refund per basket item, largest left first, all under the one key: a retry after a
    // partial failure finds the slices that went through in the report and refunds the rest.
    const slices = new Map<string, number>();
    let rest = remaining;
    for (const item of [...items].sort((a, b) => b.paidCents - b.refundedCents - (a.paidCents - a.refundedCents))) {
      if (rest === 0) break;
      const take = Math.min(rest, item.paidCents - item.refundedCents);
      if (take <= 0) continue;
      const call = await this.call('refund item', this.client.refund, 'create', {
        locale: data.locale,
        conversationId: key,
        paymentTransactionId: item.id,
        price: toDecimal(take),
        currency: data.currency,
        ip: data.ip,
      });
      if (call.kind === 'unreachable') return { ok: false, reason: 'unavailable', message: call.message };
      if (call.kind === 'failure') return operationFailure(call.answer);
      slices.set(item.id, take);
      rest -= take;
    }
    return done(remaining, slices);
  }

  async installments(request: { amountCents: number; currency: string; bin?: string }): Promise<InstallmentOption[]> {
    if (request.bin !== undefined && !/^\d{6,8}$/.test(request.bin)) return [];
    const call = await this.call('installments', this.client.installmentInfo, 'retrieve', {
      locale: 'tr',
      conversationId: randomUUID(),
      binNumber: request.bin,
      price: toDecimal(request.amountCents),
      currency: request.currency,
    });
    if (call.kind !== 'success') return [];
    const details = Array.isArray(call.answer.installmentDetails) ? (call.answer.installmentDetails as Answer[]) : [];
    return details.map((detail) => ({
      cardFamily: text(detail.cardFamilyName) ?? null,
      bankName: text(detail.bankName) ?? null,
      options: (Array.isArray(detail.installmentPrices) ? (detail.installmentPrices as Answer[]) : []).map((price) => ({
        count: Number(price.installmentNumber),
        totalCents: toCents(price.totalPrice),
        perInstallmentCents: toCents(price.installmentPrice),
      })),
    }));
  }

  /** iyzico's transaction report of this payment: its phase, cancels and each item's refunds. */
  private async lookup(data: IyzicoData): Promise<{ payment?: Answer } | { unreachable: string }> {
    const call = await this.call('report', this.client.reportingTransactionDetails, 'retrieve', {
      locale: data.locale,
      conversationId: randomUUID(),
      paymentConversationId: data.conversationId,
    });
    if (call.kind === 'unreachable') return { unreachable: call.message };
    if (call.kind === 'failure')
      return { unreachable: `iyzico's report: ${text(call.answer.errorMessage) ?? 'refused'}` };
    const payments = Array.isArray(call.answer.payments) ? (call.answer.payments as Answer[]) : [];
    return { payment: payments.find((payment) => text(payment.paymentId) === data.paymentId) };
  }

  /**
   * One request through the client, bounded in time. `success` only for iyzico's own
   * `status: success` whose signature (where iyzico signs that answer) is right.
   */
  private call(
    op: string,
    resource: Resource,
    method: 'create' | 'retrieve',
    request: Answer,
    signed?: string[],
  ): Promise<Call> {
    const started = Date.now();
    return new Promise<Call>((resolve) => {
      let settled = false;
      const finish = (call: Call) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const answer = call.kind === 'unreachable' ? undefined : call.answer;
        const fields = {
          provider: 'iyzico',
          op,
          conversationId: request.conversationId,
          outcome: call.kind,
          errorCode: answer?.errorCode,
          errorMessage: typeof answer?.errorMessage === 'string' ? scrubText(answer.errorMessage) : undefined,
          ms: Date.now() - started,
        };
        if (call.kind === 'unreachable') this.logger.warn({ ...fields, reason: call.message }, 'iyzico unavailable');
        else this.logger.info(fields, 'iyzico answered');
        resolve(call);
      };
      const timer = setTimeout(
        () => finish({ kind: 'unreachable', message: `iyzico did not answer within ${this.settings.timeoutMs} ms` }),
        this.settings.timeoutMs,
      );
      try {
        resource[method](request, (error, result) => {
          if (error) return finish({ kind: 'unreachable', message: `iyzico unreachable: ${error.message}` });
          if (typeof result !== 'object' || result === null || Array.isArray(result))
            return finish({ kind: 'unreachable', message: 'iyzico answered with no JSON' });
          const answer = result as Answer;
          if (answer.status === 'failure') return finish({ kind: 'failure', answer });
          if (answer.status !== 'success')
            return finish({ kind: 'unreachable', message: 'iyzico answered without a status' });
          if (signed && !this.signatureHolds(answer, signed))
            return finish({ kind: 'unreachable', message: 'iyzico’s answer failed its signature check' });
          finish({ kind: 'success', answer });
        });
      } catch (error) {
        finish({ kind: 'unreachable', message: `iyzico client failed: ${(error as Error).message}` });
      }
    });
  }

  /** iyzico's answer signature: HMAC-SHA256 (hex) of the named fields joined by `:`, keyed with the secret key. */
  private signatureHolds(answer: Answer, fields: string[]): boolean {
    if (!this.settings.verifyResponseSignatures || typeof answer.signature !== 'string') return true;
    const expected = responseSignature(
      fields.map((field) => answer[field]),
      this.settings.secretKey,
    );
    const given = Buffer.from(answer.signature);
    return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  }
}

/** The signature iyzico puts on an answer (the client's samples verify it the same way). */
export function responseSignature(values: unknown[], secretKey: string): string {
  return createHmac('sha256', secretKey)
    .update(values.map((value) => (value === undefined || value === null ? '' : String(value))).join(':'))
    .digest('hex');
}

function paymentCard(card: CardDetails, number: string, month: string, year: string) {
  return {
    cardHolderName: card.name,
    cardNumber: number,
    expireMonth: month,
    expireYear: year,
    cvc: card.cvv,
    registerCard: '0',
  };
}

function itemsOf(answer: Answer): NonNullable<IyzicoData['items']> {
  const transactions = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Answer[]) : [];
  return transactions.map((transaction) => {
    const paidCents = toCents(transaction.paidPrice);
    return {
      id: text(transaction.paymentTransactionId) ?? '',
      itemId: text(transaction.itemId) ?? '',
      paidCents,
      leftCents: paidCents,
    };
  });
}

/** Each basket item as iyzico's report has it: paid, refunded so far, and refunded under `key`. */
function reportedItems(payment: Answer, key: string, kept: NonNullable<IyzicoData['items']>) {
  const transactions = Array.isArray(payment.itemTransactions) ? (payment.itemTransactions as Answer[]) : [];
  return transactions.map((transaction) => {
    const id = text(transaction.paymentTransactionId) ?? '';
    const refunds = (Array.isArray(transaction.refunds) ? (transaction.refunds as Answer[]) : []).filter(succeeded);
    const cents = (entries: Answer[]) => entries.reduce((sum, entry) => sum + toCents(entry.refundPrice), 0);
    return {
      id,
      itemId: kept.find((item) => item.id === id)?.itemId ?? text(transaction.itemId) ?? '',
      paidCents: toCents(transaction.paidPrice),
      refundedCents: cents(refunds),
      byKeyCents: cents(refunds.filter((entry) => entry.refundConversationId === key)),
    };
  });
}

function readData(data: ProviderData | undefined): IyzicoData | undefined {
  if (!data || data.provider !== 'iyzico' || typeof data.conversationId !== 'string') return undefined;
  return data as unknown as IyzicoData;
}
