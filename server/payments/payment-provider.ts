/**
 * The payment lifecycle a provider implements: one interface for the built-in test provider
 * (built-in-provider.ts) and real ones (iyzico.ts). Not used by the checkout yet, which still
 * authorises through provider.ts's smaller interface (docs/operations.md, "Payments"); adding a
 * provider is one file implementing this, plus a settings entry once providers are selectable.
 *
 * Amounts are integer minor units (cents, kuruş) with an ISO 4217 currency. Card data passes
 * through to the provider and is never stored or logged; a provider whose card entry is `hosted`
 * never sees card data from the shop at all (the shopper types it on the provider's page).
 */

export type CardDetails = { number: string; expiry: string; cvv: string; name: string };

/** Why a provider refused (each has its message, checkout.errors.payment.<reason>). */
export type DeclineReason = 'declined' | 'expired' | 'invalid' | 'insufficientFunds' | 'authenticationFailed';

export type PaymentAddress = {
  name: string;
  line: string;
  city: string;
  district?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** Who pays, as providers that check fraud or issue receipts ask for it. */
export type PaymentBuyer = {
  /** The shop's account id. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** T.C. kimlik no where the shopper gave one (iyzico asks for an identity number). */
  identityNumber?: string;
  /** The shopper's address as the shop saw it (client IP). */
  ip: string;
  registeredAt?: Date;
};

export type PaymentLine = {
  /** The shop's product id. */
  id: string;
  name: string;
  category: string;
  /** The line's amount (unit price × quantity, after any discount share), minor units. */
  amountCents: number;
};

export type StartPayment = {
  /** The shop's order number: the provider's conversation/merchant reference. */
  orderReference: string;
  amountCents: number;
  currency: string;
  /** Only with `cardEntry: 'shop-form'`. */
  card?: CardDetails;
  buyer: PaymentBuyer;
  billing: PaymentAddress;
  shipping: PaymentAddress;
  lines: PaymentLine[];
  /** Where the bank's 3-D Secure page or the provider's hosted page sends the shopper back (POST or GET). */
  returnUrl: string;
  /** The shopper's language: the provider's pages and messages. */
  locale: string;
  /** Chosen instalments (1 = single payment), where the provider offers them. */
  installments?: number;
};

/** What the shop keeps of a payment to act on it later (opaque to the shop, never card data). */
export type ProviderData = Record<string, unknown>;

export type Authorized = {
  kind: 'authorized';
  /** The provider's payment reference. */
  reference: string;
  brand: string;
  last4: string;
  installments?: number;
  data?: ProviderData;
};

/** The shopper must act (3-D Secure challenge, or the provider's hosted page) and then comes back to `returnUrl`. */
export type ActionRequired = {
  kind: 'action';
  /** The provider's reference for this attempt (its conversation, token or payment id). */
  reference: string;
  action: { type: 'redirect'; url: string } | { type: 'html'; html: string };
  data?: ProviderData;
};

export type Declined = { kind: 'declined'; reason: DeclineReason; message?: string };

/** The provider could not be reached or answered with an error of its own: nothing happened, try later. */
export type Unavailable = { kind: 'unavailable'; message: string };

export type StartResult = Authorized | ActionRequired | Declined | Unavailable;
export type CompleteResult = Authorized | Declined | Unavailable;

export type OperationResult =
  | { ok: true; reference: string; data?: ProviderData }
  | { ok: false; reason: 'declined' | 'unavailable' | 'invalid'; message: string };

export type InstallmentOption = {
  /** Card family or bank as the provider names it (e.g. "Bonus", "World"), null for any card. */
  cardFamily: string | null;
  bankName: string | null;
  options: { count: number; totalCents: number; perInstallmentCents: number }[];
};

export interface PaymentProvider {
  /** The provider's name, for the setting that will choose it (none reads it yet). */
  readonly id: string;
  /** Whether the shopper types the card in the shop's form or on the provider's hosted page. */
  readonly cardEntry: 'shop-form' | 'hosted';
  /** True when no real money moves (the built-in test provider): every page says so. */
  readonly testMode: boolean;
  /** Authorises (never captures) the amount, or asks for the shopper's action first. */
  start(request: StartPayment): Promise<StartResult>;
  /** After the shopper came back to `returnUrl`: what the provider says of the attempt. `returned` is what came back (form or query fields). */
  complete(request: {
    reference: string;
    returned: Record<string, string>;
    data?: ProviderData;
  }): Promise<CompleteResult>;
  /** Takes the authorised amount (or less). Idempotent by `idempotencyKey`. */
  capture(request: {
    reference: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    data?: ProviderData;
  }): Promise<OperationResult>;
  /** Releases an authorisation that will not be captured. Idempotent by `idempotencyKey`. */
  void(request: { reference: string; idempotencyKey: string; data?: ProviderData }): Promise<OperationResult>;
  /** Gives back part or all of a captured amount. Idempotent by `idempotencyKey`. */
  refund(request: {
    reference: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    data?: ProviderData;
  }): Promise<OperationResult>;
  /** Instalment plans for an amount, for a card's first 6–8 digits or for any card; absent when the provider has none. */
  installments?(request: { amountCents: number; currency: string; bin?: string }): Promise<InstallmentOption[]>;
}
