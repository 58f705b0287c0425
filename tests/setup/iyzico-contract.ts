import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for iyzico's API, for the adapter's tests (no provider is reachable from
 * here). It checks each request the way iyzico documents it and the official client
 * (`iyzipay`) sends it, and refuses what iyzico would refuse, in iyzico's error shape:
 *
 * - the `Authorization: IYZWSv2 base64(apiKey:K&randomKey:R&signature:S)` header, S being the hex
 *   HMAC-SHA256, keyed with the secret key, of R + the URI path + the JSON body exactly as sent
 *   (the client's `utils.generateHashV2`, written again here); `x-iyzi-rnd` equal to R; a JSON
 *   content type;
 * - the fields each request type requires (docs/payments-iyzico.md lists them), decimal amounts
 *   ("12.5", never a comma or more than two decimals), basket items that add up to `price`;
 * - and answers in the documented success shapes, signed as iyzico signs them.
 *
 * It keeps the payments it made (pre-auth, post-auth, cancels, refunds per basket item) so later
 * calls see earlier ones, like iyzico's transaction report does. Card numbers behave like
 * iyzico's sandbox test cards (the client's README) unless a test scripts another outcome; a
 * path can be scripted to fail with a 500, to hang, or to do its work and then hang (the answer
 * lost on the way back). Error codes are iyzico's documented ones where it documents one; a
 * refusal it documents no code for answers `11` (invalid request) with a message saying why.
 */

export type CardOutcome =
  { decline: { errorCode: string; errorMessage: string; errorGroup?: string } } | { mdStatus: string };

export type Outage = 'error500' | 'timeout' | 'answer-lost';

export type Recorded = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  answer?: Record<string, unknown>;
};

type Item = { itemId: string; paymentTransactionId: string; paidCents: number; refunds: Refund[] };
type Refund = { conversationId: string; cents: number; refundTxId: number };
type Payment = {
  paymentId: string;
  conversationId: string;
  basketId: string;
  currency: string;
  priceCents: number;
  paidCents: number;
  installment: number;
  card: { number: string };
  phase: 'INIT_THREEDS' | 'PRE_AUTH' | 'POST_AUTH';
  status: 'INIT' | 'SUCCESS' | 'FAILURE';
  failure?: { errorCode: string; errorMessage: string; errorGroup?: string };
  items: Item[];
  cancels: { conversationId: string; cents: number }[];
  callbackUrl: string;
  conversationData?: string;
  mdStatus: string;
};
type HostedForm = { token: string; request: Record<string, unknown>; paymentId?: string };

export type IyzicoContract = {
  url: string;
  apiKey: string;
  secretKey: string;
  /** Every API request (not the emulated pages), in order, with the answer it got. */
  requests: Recorded[];
  /** What a card number does from now on. */
  scriptCard(number: string, outcome: CardOutcome): void;
  /** The next `count` requests to `path` fail this way. */
  outage(path: string, mode: Outage, count?: number): void;
  /** A payment as the emulator holds it. */
  payment(paymentId: string): Payment | undefined;
  close(): Promise<void>;
};

/** iyzico's sandbox test cards with a fixed outcome (the iyzipay client's README). */
const SANDBOX_CARDS: Record<string, CardOutcome> = {
  '4111111111111129': {
    decline: {
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
      errorGroup: 'NOT_SUFFICIENT_FUNDS',
    },
  },
  '4129111111111111': {
    decline: { errorCode: '10005', errorMessage: 'İşlem onaylanmadı', errorGroup: 'DO_NOT_HONOUR' },
  },
  '4128111111111112': {
    decline: { errorCode: '10012', errorMessage: 'Geçersiz işlem', errorGroup: 'INVALID_TRANSACTION' },
  },
  '4125111111111115': {
    decline: { errorCode: '10054', errorMessage: 'Vadesi dolmuş kart', errorGroup: 'EXPIRED_CARD' },
  },
  '4124111111111116': {
    decline: { errorCode: '10084', errorMessage: 'CVC2 bilgisi hatalı', errorGroup: 'INVALID_CVC2' },
  },
  '4121111111111119': {
    decline: { errorCode: '10034', errorMessage: 'Dolandırıcılık şüphesi', errorGroup: 'FRAUD_SUSPECT' },
  },
  '4131111111111117': { mdStatus: '0' },
  '4141111111111115': { mdStatus: '4' },
};

const CURRENCIES = new Set(['TRY', 'USD', 'EUR', 'GBP', 'IRR', 'NOK', 'RUB', 'CHF']);
const DECIMAL = /^\d+\.\d{1,2}$/;

/** The client's request signature (`utils.generateHashV2`), computed independently. */
export function requestSignature(secretKey: string, randomKey: string, path: string, rawBody: string): string {
  return createHmac('sha256', secretKey)
    .update(randomKey + path + rawBody)
    .digest('hex');
}

/** iyzico's answer signature: hex HMAC-SHA256 of the named values joined by `:`. */
function answerSignature(secretKey: string, values: unknown[]): string {
  return createHmac('sha256', secretKey)
    .update(values.map((value) => (value === undefined || value === null ? '' : String(value))).join(':'))
    .digest('hex');
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const cents = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const amount = (minor: number) => minor / 100;
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

class Refusal extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly httpStatus = 400,
    readonly errorGroup?: string,
  ) {
    super(message);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Required string fields of an object (its name in iyzico's terms, for the message). */
function need(object: unknown, where: string, fields: string[]): Record<string, unknown> {
  if (!isObject(object)) throw new Refusal('11', `${where} is mandatory`);
  for (const field of fields) {
    const value = object[field];
    if (typeof value !== 'string' || value.trim() === '') {
      if (field === 'email') throw new Refusal('3', 'Email is mandatory');
      if (field === 'identityNumber') throw new Refusal('8', 'Identity number is mandatory');
      if (field === 'callbackUrl') throw new Refusal('23', 'Callback URL is mandatory');
      throw new Refusal('11', `${where}.${field} is mandatory`);
    }
  }
  return object;
}

function decimal(value: unknown, field: string): number {
  if (typeof value !== 'string' || !DECIMAL.test(value))
    throw new Refusal('11', `${field} must be a decimal such as 12.5 (got ${JSON.stringify(value)})`);
  return cents(value);
}

function common(body: Record<string, unknown>) {
  if (body.locale !== 'tr' && body.locale !== 'en') throw new Refusal('11', 'locale must be tr or en');
  need(body, 'request', ['conversationId']);
}

/** The fields a payment start needs: buyer, addresses, a basket adding up to the price. */
function checkPaymentStart(body: Record<string, unknown>): { priceCents: number; paidCents: number } {
  common(body);
  need(body, 'request', ['basketId', 'callbackUrl', 'currency', 'paymentGroup']);
  if (!CURRENCIES.has(String(body.currency)))
    throw new Refusal('11', `currency ${String(body.currency)} is not supported`);
  if (!['PRODUCT', 'LISTING', 'SUBSCRIPTION'].includes(String(body.paymentGroup)))
    throw new Refusal('11', 'paymentGroup must be PRODUCT, LISTING or SUBSCRIPTION');
  try {
    if (!/^https?:$/.test(new URL(String(body.callbackUrl)).protocol)) throw new Error('scheme');
  } catch {
    throw new Refusal('23', 'Callback URL is mandatory');
  }
  const priceCents = decimal(body.price, 'price');
  const paidCents = decimal(body.paidPrice, 'paidPrice');
  need(body.buyer, 'buyer', [
    'id',
    'name',
    'surname',
    'identityNumber',
    'email',
    'registrationAddress',
    'ip',
    'city',
    'country',
  ]);
  need(body.billingAddress, 'billingAddress', ['contactName', 'city', 'country', 'address']);
  if (!Array.isArray(body.basketItems) || body.basketItems.length === 0)
    throw new Refusal('11', 'basketItems is mandatory');
  let sum = 0;
  for (const [i, item] of body.basketItems.entries()) {
    need(item, `basketItems[${i}]`, ['id', 'name', 'category1', 'itemType']);
    const typed = item as Record<string, unknown>;
    if (typed.itemType !== 'PHYSICAL' && typed.itemType !== 'VIRTUAL')
      throw new Refusal('11', `basketItems[${i}].itemType must be PHYSICAL or VIRTUAL`);
    const price = decimal(typed.price, `basketItems[${i}].price`);
    if (price <= 0) throw new Refusal('11', `basketItems[${i}].price must be greater than zero`);
    sum += price;
  }
  // Shipping is mandatory as soon as one item is physical.
  if (body.basketItems.some((item) => (item as Record<string, unknown>).itemType === 'PHYSICAL'))
    need(body.shippingAddress, 'shippingAddress', ['contactName', 'city', 'country', 'address']);
  if (sum !== priceCents) throw new Refusal('11', 'The total of basketItems prices must equal price');
  return { priceCents, paidCents };
}

function checkCard(body: Record<string, unknown>): string {
  const card = need(body.paymentCard, 'paymentCard', [
    'cardHolderName',
    'cardNumber',
    'expireMonth',
    'expireYear',
    'cvc',
  ]);
  const number = String(card.cardNumber);
  if (!/^\d{15,19}$/.test(number) || !luhn(number)) throw new Refusal('12', 'Kart numarası geçersizdir');
  if (!/^(0[1-9]|1[0-2])$/.test(String(card.expireMonth))) throw new Refusal('13', 'Geçersiz son kullanma ayı');
  if (!/^\d{4}$/.test(String(card.expireYear))) throw new Refusal('14', 'Geçersiz son kullanma yılı');
  if (!/^\d{3,4}$/.test(String(card.cvc))) throw new Refusal('15', 'Geçersiz CVC');
  const expiry = new Date(Date.UTC(Number(card.expireYear), Number(card.expireMonth), 1));
  if (expiry <= new Date()) throw new Refusal('17', 'Kartın son kullanma tarihi geçersizdir');
  if (!['1', '2', '3', '6', '9', '12'].includes(String(body.installment)))
    throw new Refusal('11', 'installment must be 1, 2, 3, 6, 9 or 12');
  return number;
}

const association = (number: string) =>
  /^4/.test(number) ? 'VISA' : /^5/.test(number) ? 'MASTER_CARD' : /^3[47]/.test(number) ? 'AMERICAN_EXPRESS' : 'TROY';

export async function startIyzicoContract(
  options: {
    apiKey?: string;
    secretKey?: string;
    /** Sign answers with another key, as a forged answer would be. */
    answerSecretKey?: string;
  } = {},
): Promise<IyzicoContract> {
  const apiKey = options.apiKey ?? `sandbox-${randomBytes(6).toString('hex')}`;
  const secretKey = options.secretKey ?? `sandbox-${randomBytes(12).toString('hex')}`;
  const answerSecretKey = options.answerSecretKey ?? secretKey;
  const requests: Recorded[] = [];
  const scripted = new Map<string, CardOutcome>(Object.entries(SANDBOX_CARDS));
  const outages = new Map<string, { mode: Outage; count: number }>();
  const payments = new Map<string, Payment>();
  const forms = new Map<string, HostedForm>();
  const sockets = new Set<Socket>();
  let nextId = 25_180_000;
  let url = '';

  const envelope = (body: Record<string, unknown>) => ({
    locale: body.locale ?? 'tr',
    systemTime: Date.now(),
    conversationId: body.conversationId,
  });
  const sign = (answer: Record<string, unknown>, fields: string[]) => ({
    ...answer,
    signature: answerSignature(
      answerSecretKey,
      fields.map((field) => answer[field]),
    ),
  });
  const paymentAnswer = (body: Record<string, unknown>, payment: Payment) =>
    sign(
      {
        status: 'success',
        ...envelope(body),
        price: amount(payment.priceCents),
        paidPrice: amount(payment.paidCents),
        installment: payment.installment,
        paymentId: payment.paymentId,
        fraudStatus: 1,
        merchantCommissionRate: 0,
        merchantCommissionRateAmount: 0,
        iyziCommissionRateAmount: 0,
        iyziCommissionFee: 0,
        cardType: 'CREDIT_CARD',
        cardAssociation: association(payment.card.number),
        cardFamily: 'Bonus',
        binNumber: payment.card.number.slice(0, 8),
        lastFourDigits: payment.card.number.slice(-4),
        basketId: payment.basketId,
        currency: payment.currency,
        itemTransactions: payment.items.map((item) => ({
          itemId: item.itemId,
          paymentTransactionId: item.paymentTransactionId,
          transactionStatus: 2,
          price: amount(item.paidCents),
          paidPrice: amount(item.paidCents),
        })),
        authCode: '000000',
        phase: payment.phase,
        hostReference: `mock-${payment.paymentId}`,
      },
      ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'],
    );

  /** A payment from a start request, before the card holder did anything. */
  const newPayment = (
    body: Record<string, unknown>,
    number: string,
    priceCents: number,
    paidCents: number,
  ): Payment => {
    const paymentId = String(nextId++);
    return {
      paymentId,
      conversationId: String(body.conversationId),
      basketId: String(body.basketId),
      currency: String(body.currency),
      priceCents,
      paidCents,
      installment: Number(body.installment ?? 1),
      card: { number },
      phase: 'INIT_THREEDS',
      status: 'INIT',
      items: (body.basketItems as Record<string, unknown>[]).map((item) => ({
        itemId: String(item.id),
        paymentTransactionId: String(nextId++),
        // paidPrice is split over the items in proportion; here price = paidPrice, so each item keeps its price.
        paidCents: cents(String(item.price)),
        refunds: [],
      })),
      cancels: [],
      callbackUrl: String(body.callbackUrl),
      mdStatus: '1',
    };
  };

  /** The card holder answered the bank (3-D Secure) or paid on the hosted page. */
  const charge = (payment: Payment) => {
    const outcome = scripted.get(payment.card.number);
    if (outcome && 'decline' in outcome) {
      payment.status = 'FAILURE';
      payment.failure = outcome.decline;
    } else {
      payment.status = 'SUCCESS';
      payment.phase = 'PRE_AUTH';
    }
  };

  const paymentById = (body: Record<string, unknown>): Payment => {
    const payment = payments.get(String(body.paymentId ?? ''));
    if (!payment || payment.status !== 'SUCCESS') throw new Refusal('11', 'Ödeme bulunamadı', 200);
    return payment;
  };

  const routes: Record<string, (body: Record<string, unknown>, query: URLSearchParams) => Record<string, unknown>> = {
    'POST /payment/iyzipos/checkoutform/initialize/preauth/ecom': (body) => {
      const { priceCents, paidCents } = checkPaymentStart(body);
      const token = randomUUID();
      forms.set(token, { token, request: { ...body, priceCents, paidCents } });
      return sign(
        {
          status: 'success',
          ...envelope(body),
          token,
          checkoutFormContent: `<script type="text/javascript">var iyziInit = {token: "${token}"};</script>`,
          tokenExpireTime: 1800,
          paymentPageUrl: `${url}/hosted/${token}`,
        },
        ['conversationId', 'token'],
      );
    },
    'POST /payment/iyzipos/checkoutform/auth/ecom/detail': (body) => {
      common(body);
      need(body, 'request', ['token']);
      const form = forms.get(String(body.token));
      if (!form) throw new Refusal('11', 'Token bulunamadı', 200);
      const payment = form.paymentId ? payments.get(form.paymentId) : undefined;
      if (!payment) throw new Refusal('11', 'Ödeme formu henüz tamamlanmadı', 200);
      if (payment.status === 'FAILURE')
        return sign(
          {
            status: 'success',
            ...envelope(body),
            paymentStatus: 'FAILURE',
            ...payment.failure,
            token: form.token,
            basketId: payment.basketId,
            currency: payment.currency,
            price: amount(payment.priceCents),
            paidPrice: amount(payment.paidCents),
          },
          ['paymentStatus', 'paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price', 'token'],
        );
      const answer = paymentAnswer(body, payment);
      return sign({ ...answer, paymentStatus: 'SUCCESS', token: form.token, callbackUrl: payment.callbackUrl }, [
        'paymentStatus',
        'paymentId',
        'currency',
        'basketId',
        'conversationId',
        'paidPrice',
        'price',
        'token',
      ]);
    },
    'POST /payment/3dsecure/initialize/preauth': (body) => {
      const { priceCents, paidCents } = checkPaymentStart(body);
      const number = checkCard(body);
      const payment = newPayment(body, number, priceCents, paidCents);
      const outcome = scripted.get(number);
      if (outcome && 'mdStatus' in outcome) payment.mdStatus = outcome.mdStatus;
      payment.conversationData = randomBytes(16).toString('hex');
      payments.set(payment.paymentId, payment);
      // The bank's 3-D Secure page as iyzico hands it over: a form the browser submits at once.
      const page = `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${url}/bank/3ds/${payment.paymentId}"><input type="hidden" name="PaReq" value="${randomBytes(8).toString('hex')}"></form></body></html>`;
      return sign(
        {
          status: 'success',
          ...envelope(body),
          threeDSHtmlContent: Buffer.from(page).toString('base64'),
          paymentId: payment.paymentId,
        },
        ['paymentId', 'conversationId'],
      );
    },
    'POST /payment/3dsecure/auth': (body) => {
      common(body);
      need(body, 'request', ['paymentId']);
      const payment = payments.get(String(body.paymentId));
      if (!payment || payment.phase !== 'INIT_THREEDS' || payment.status !== 'INIT')
        throw new Refusal('11', 'Ödeme 3-D Secure doğrulaması beklemiyor', 200);
      if (payment.mdStatus !== '1') throw new Refusal('11', '3-D Secure doğrulaması başarısız', 200);
      if (body.conversationData !== payment.conversationData) throw new Refusal('11', 'conversationData geçersiz', 200);
      charge(payment);
      if (payment.failure)
        throw new Refusal(payment.failure.errorCode, payment.failure.errorMessage, 200, payment.failure.errorGroup);
      return paymentAnswer(body, payment);
    },
    'POST /payment/postauth': (body) => {
      common(body);
      need(body, 'request', ['paymentId', 'currency', 'ip']);
      const paidCents = decimal(body.paidPrice, 'paidPrice');
      const payment = paymentById(body);
      if (payment.phase !== 'PRE_AUTH') throw new Refusal('11', 'Ödeme ön provizyon değil', 200);
      if (payment.cancels.length > 0) throw new Refusal('11', 'Ödeme iptal edilmiş', 200);
      if (body.currency !== payment.currency) throw new Refusal('11', 'currency ödeme ile aynı olmalı', 200);
      if (paidCents > payment.paidCents) throw new Refusal('11', 'paidPrice ön provizyon tutarını aşıyor', 200);
      if (paidCents < payment.paidCents) {
        // A smaller capture: the items keep their share of it, the last one the rounding.
        let left = paidCents;
        payment.items.forEach((item, i) => {
          const share =
            i === payment.items.length - 1 ? left : Math.floor((item.paidCents * paidCents) / payment.paidCents);
          item.paidCents = share;
          left -= share;
        });
        payment.paidCents = paidCents;
      }
      payment.phase = 'POST_AUTH';
      return paymentAnswer(body, payment);
    },
    'POST /payment/cancel': (body) => {
      common(body);
      need(body, 'request', ['paymentId', 'ip']);
      const payment = paymentById(body);
      if (payment.cancels.length > 0) throw new Refusal('11', 'Ödeme zaten iptal edilmiş', 200);
      payment.cancels.push({ conversationId: String(body.conversationId), cents: payment.paidCents });
      return {
        status: 'success',
        ...envelope(body),
        paymentId: payment.paymentId,
        price: amount(payment.paidCents),
        currency: payment.currency,
        authCode: '000000',
        hostReference: `mock-${payment.paymentId}`,
      };
    },
    'POST /payment/refund': (body) => {
      common(body);
      need(body, 'request', ['paymentTransactionId', 'currency', 'ip']);
      const price = decimal(body.price, 'price');
      const payment = [...payments.values()].find((p) =>
        p.items.some((item) => item.paymentTransactionId === body.paymentTransactionId),
      );
      const item = payment?.items.find((entry) => entry.paymentTransactionId === body.paymentTransactionId);
      if (!payment || !item) throw new Refusal('11', 'Ödeme kırılımı bulunamadı', 200);
      if (payment.phase !== 'POST_AUTH') throw new Refusal('11', 'Tahsil edilmemiş ödeme iade edilemez', 200);
      const left = item.paidCents - item.refunds.reduce((sum, refund) => sum + refund.cents, 0);
      if (price <= 0 || price > left) throw new Refusal('11', 'İade tutarı kırılımın kalan tutarını aşıyor', 200);
      item.refunds.push({ conversationId: String(body.conversationId), cents: price, refundTxId: nextId++ });
      return {
        status: 'success',
        ...envelope(body),
        paymentId: payment.paymentId,
        paymentTransactionId: item.paymentTransactionId,
        price: amount(price),
        currency: payment.currency,
      };
    },
    'POST /v2/payment/refund': (body) => {
      common(body);
      need(body, 'request', ['paymentId', 'currency', 'ip']);
      const price = decimal(body.price, 'price');
      const payment = paymentById(body);
      if (payment.phase !== 'POST_AUTH') throw new Refusal('11', 'Tahsil edilmemiş ödeme iade edilemez', 200);
      const leftOf = (item: Item) => item.paidCents - item.refunds.reduce((sum, refund) => sum + refund.cents, 0);
      const left = payment.items.reduce((sum, item) => sum + leftOf(item), 0);
      if (price <= 0 || price > left) throw new Refusal('11', 'İade tutarı ödemenin kalan tutarını aşıyor', 200);
      // iyzico picks the items itself; this stand-in takes the largest left first.
      let rest = price;
      for (const item of [...payment.items].sort((a, b) => leftOf(b) - leftOf(a))) {
        const take = Math.min(rest, leftOf(item));
        if (take > 0)
          item.refunds.push({ conversationId: String(body.conversationId), cents: take, refundTxId: nextId++ });
        rest -= take;
      }
      return sign(
        {
          status: 'success',
          ...envelope(body),
          paymentId: payment.paymentId,
          price: amount(price),
          currency: payment.currency,
          authCode: '000000',
          retryable: false,
        },
        ['paymentId', 'conversationId'],
      );
    },
    'GET /v2/reporting/payment/details': (_body, query) => {
      const body = Object.fromEntries(query);
      common(body);
      const paymentConversationId = query.get('paymentConversationId');
      if (!paymentConversationId && !query.get('paymentId'))
        throw new Refusal('11', 'paymentId or paymentConversationId is mandatory');
      const found = [...payments.values()].filter(
        (payment) => payment.conversationId === paymentConversationId && payment.status !== 'INIT',
      );
      return {
        status: 'success',
        ...envelope(body),
        payments: found.map((payment) => {
          const refunded = payment.items.reduce((sum, item) => sum + item.refunds.reduce((s, r) => s + r.cents, 0), 0);
          return {
            paymentId: Number(payment.paymentId),
            paymentStatus: payment.status === 'SUCCESS' ? 1 : 0,
            paymentRefundStatus:
              refunded === 0
                ? 'NOT_REFUNDED'
                : refunded < payment.paidCents
                  ? 'PARTIALLY_REFUNDED'
                  : 'TOTALLY_REFUNDED',
            price: amount(payment.priceCents),
            paidPrice: amount(payment.paidCents),
            installment: payment.installment,
            paymentConversationId: payment.conversationId,
            basketId: payment.basketId,
            currency: payment.currency,
            fraudStatus: 1,
            cardAssociation: association(payment.card.number),
            binNumber: payment.card.number.slice(0, 8),
            lastFourDigits: payment.card.number.slice(-4),
            threeDS: payment.conversationData !== undefined,
            phase: payment.phase,
            cancels: payment.cancels.map((cancel, i) => ({
              refundId: i + 1,
              cancelConversationId: cancel.conversationId,
              refundPrice: amount(cancel.cents),
              currencyCode: payment.currency,
              refundStatus: 1,
            })),
            itemTransactions: payment.items.map((item) => ({
              itemId: item.itemId,
              paymentTransactionId: Number(item.paymentTransactionId),
              transactionStatus: 2,
              price: amount(item.paidCents),
              paidPrice: amount(item.paidCents),
              refunds: item.refunds.map((refund) => ({
                refundTxId: refund.refundTxId,
                refundConversationId: refund.conversationId,
                refundPrice: amount(refund.cents),
                currencyCode: payment.currency,
                refundStatus: 1,
                isAfterSettlement: false,
              })),
            })),
          };
        }),
      };
    },
    'POST /payment/iyzipos/installment': (body) => {
      common(body);
      const price = decimal(body.price, 'price');
      if (body.binNumber !== undefined && !/^\d{6,8}$/.test(String(body.binNumber)))
        throw new Refusal('11', 'binNumber must be the first 6 to 8 digits of a card');
      // Two card programmes with the commission rates a merchant panel might hold.
      const programmes = [
        { cardFamilyName: 'Bonus', bankName: 'Denizbank', bankCode: 134, rates: [0, 0.03, 0.05, 0.08, 0.12] },
        {
          cardFamilyName: 'World',
          bankName: 'Yapı ve Kredi Bankası',
          bankCode: 67,
          rates: [0, 0.025, 0.045, 0.09, 0.13],
        },
      ];
      const shown = body.binNumber ? programmes.slice(0, 1) : programmes;
      return {
        status: 'success',
        ...envelope(body),
        installmentDetails: shown.map((programme) => ({
          binNumber: body.binNumber,
          price: amount(price),
          cardType: 'CREDIT_CARD',
          cardAssociation: 'VISA',
          cardFamilyName: programme.cardFamilyName,
          force3ds: 0,
          bankCode: programme.bankCode,
          bankName: programme.bankName,
          forceCvc: 0,
          installmentPrices: [1, 2, 3, 6, 9].map((count, i) => {
            const total = Math.round(price * (1 + programme.rates[i]));
            return {
              installmentPrice: Math.round(total / count) / 100,
              totalPrice: total / 100,
              installmentNumber: count,
            };
          }),
        })),
      };
    },
  };

  /** The checks every API request passes first: content type, random key, signature. */
  const authenticate = (req: IncomingMessage, path: string, raw: string) => {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      throw new Refusal('11', 'Content-Type must be application/json');
    const random = req.headers['x-iyzi-rnd'];
    if (typeof random !== 'string' || random === '') throw new Refusal('1001', 'x-iyzi-rnd is mandatory', 401);
    const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(String(req.headers.authorization ?? ''));
    if (!match) throw new Refusal('1001', 'Authorization must be IYZWSv2', 401);
    const parts = new Map(
      Buffer.from(match[1], 'base64')
        .toString('utf8')
        .split('&')
        .map((pair) => {
          const at = pair.indexOf(':');
          return [pair.slice(0, at), pair.slice(at + 1)] as const;
        }),
    );
    if (parts.get('apiKey') !== apiKey) throw new Refusal('1001', 'Api bilgileri bulunamadı', 401);
    if (parts.get('randomKey') !== random) throw new Refusal('1000', 'Geçersiz imza', 401);
    const expected = Buffer.from(requestSignature(secretKey, random, path, raw));
    const given = Buffer.from(parts.get('signature') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new Refusal('1000', 'Geçersiz imza', 401);
  };

  const page = (res: ServerResponse, html: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };
  /** What a browser posts to the shop's return URL: an auto-submitting form. */
  const postBack = (res: ServerResponse, action: string, fields: Record<string, string>) =>
    page(
      res,
      `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escape(action)}">${Object.entries(
        fields,
      )
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join('')}</form></body></html>`,
    );

  /** The emulated pages the shopper's browser sees: iyzico's payment page and the bank's 3-D Secure page. */
  const shopperPage = (path: string, form: URLSearchParams, res: ServerResponse): boolean => {
    const hosted = /^\/hosted\/([\w-]+)$/.exec(path);
    if (hosted) {
      const entry = forms.get(hosted[1]);
      if (!entry) return false;
      const number = form.get('cardNumber');
      if (!number) {
        page(res, `<form method="post"><input name="cardNumber"><button>Pay</button></form>`);
        return true;
      }
      const request = entry.request;
      const payment = newPayment(request, number, Number(request.priceCents), Number(request.paidCents));
      charge(payment);
      payments.set(payment.paymentId, payment);
      entry.paymentId = payment.paymentId;
      postBack(res, payment.callbackUrl, { token: entry.token });
      return true;
    }
    const bank = /^\/bank\/3ds\/(\d+)$/.exec(path);
    if (bank) {
      const payment = payments.get(bank[1]);
      if (!payment) return false;
      const ok = payment.mdStatus === '1';
      postBack(res, payment.callbackUrl, {
        status: ok ? 'success' : 'failure',
        paymentId: payment.paymentId,
        ...(ok ? { conversationData: payment.conversationData ?? '' } : {}),
        conversationId: payment.conversationId,
        mdStatus: payment.mdStatus,
      });
      return true;
    }
    return false;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', url);
      const path = target.pathname;
      if (shopperPage(path, new URLSearchParams(raw), res)) return;
      const route = routes[`${req.method} ${path}`];
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
        if (isObject(parsed)) body = parsed;
      } catch {
        // answered below as an invalid request
      }
      const record: Recorded = { method: req.method ?? '', path, body, headers: req.headers };
      requests.push(record);
      const outage = outages.get(path);
      let answerLost = false;
      if (outage && outage.count > 0) {
        outage.count -= 1;
        if (outage.mode === 'error500') {
          res.writeHead(500, { 'content-type': 'text/html' });
          res.end('<html><body>500 Internal Server Error</body></html>');
          return;
        }
        if (outage.mode === 'timeout') return; // never answered; close() ends the socket
        answerLost = true; // the work is done below, the answer never leaves
      }
      const send = (status: number, answer: Record<string, unknown>) => {
        record.answer = answer;
        if (answerLost) return;
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(answer));
      };
      try {
        if (!route) throw new Refusal('11', `No such service: ${req.method} ${path}`, 404);
        // The signature covers the body as sent; the client sends `{}` with a GET too.
        authenticate(req, path, raw === '' ? '{}' : raw);
        if (raw !== '' && !isObject(JSON.parse(raw))) throw new Refusal('6', 'Request object is mandatory');
        send(200, route(body, target.searchParams));
      } catch (error) {
        if (!(error instanceof Refusal)) {
          send(500, { status: 'failure', errorCode: '1', errorMessage: 'Sistem hatası', ...envelope(body) });
          return;
        }
        send(error.httpStatus, {
          status: 'failure',
          errorCode: error.errorCode,
          errorMessage: error.message,
          ...(error.errorGroup ? { errorGroup: error.errorGroup } : {}),
          ...envelope(body),
        });
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey,
    secretKey,
    requests,
    scriptCard: (number, outcome) => scripted.set(number, outcome),
    outage: (path, mode, count = 1) => outages.set(path, { mode, count }),
    payment: (paymentId) => payments.get(paymentId),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
