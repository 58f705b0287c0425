// The pieces every order mail shares: reading the order when the mail is rendered (decision 007),
// its lines and totals, addresses, dates and links. Amounts come from common/money.ts like the pages'.
import type { ReactNode } from 'react';
import { Button, Column, Row, Section, Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { localityLines, type OrderAddress } from '#common/address.ts';
import { countryName } from '#common/countries.ts';
import { localeOf, type Lang } from '#common/languages.ts';
import { formatMoney } from '#common/money.ts';
import { deliveryKind } from '#common/shipping.ts';
import { SHOP_TIME_ZONE } from '#common/shop-time.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { OrderService, type OrderView } from '../../services/orders.server.ts';
import { mailStyles } from '../layout.tsx';
import type { MailContext } from '../template.ts';

export type OrderRow = typeof orders.$inferSelect;
/** An order as its mails read it: the shopper's view (lines, estimate) and the row (discount, reason, owner). */
export type MailOrder = { row: OrderRow; view: OrderView };

/** Order mails carry only the order's number; the rest is read when the mail is rendered. */
export const orderNumberPayload = z.object({ orderNumber: z.string().min(1).max(40) });

export async function loadOrder(db: Database, number: string): Promise<MailOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!row) throw new Error(`Order ${number} not found`);
  const [view] = await new OrderService(db).withDetailsIn(db, [row]);
  return { row, view };
}

/** The order on the shopper's /orders page (opened there), and on the back office's. */
export const orderUrl = (origin: string, number: string) =>
  `${origin}/orders?order=${encodeURIComponent(number)}#order-${encodeURIComponent(number)}`;
export const adminOrderUrl = (origin: string, number: string) => `${origin}/admin/orders/${encodeURIComponent(number)}`;

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
/** A day as the shop's pages name it: in the shop's time zone, in the mail's language. */
export function formatMailDate(value: string | Date, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
    dateFormats.set(lang, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

export const fullName = (a: Pick<OrderAddress, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`.trim();

const cell = { ...mailStyles.text, margin: 0, padding: '6px 0', verticalAlign: 'top' as const };
const right = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
const subheading = { ...mailStyles.text, fontWeight: 700, margin: '16px 0 4px' };

/** An amount's cell: the no-break spaces keep it apart from its label in the plain-text part (cells have no separator there). */
function AmountColumn({ children, bold }: { children: string; bold?: boolean }) {
  return <Column style={bold ? { ...right, fontWeight: 700 } : right}>{`\u00a0\u00a0${children}`}</Column>;
}

export function Subheading({ children }: { children: ReactNode }) {
  return <Text style={subheading}>{children}</Text>;
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={mailStyles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** Order number, date and (when it has one) the invoice number. */
export function OrderFacts({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t, lang } = ctx;
  return (
    <Section>
      <Text style={mailStyles.text}>
        {t('mail.order.number')}: <strong>{order.view.number}</strong>
        <br />
        {t('mail.order.placedOn')}: {formatMailDate(order.view.createdAt, lang)}
      </Text>
    </Section>
  );
}

/** The lines: title (a deal line says so), quantity × unit price, line total. */
export function OrderLines({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t, lang } = ctx;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <Section>
      <Subheading>{t('mail.order.items')}</Subheading>
      {order.view.lines.map((line) => (
        <Row key={line.productId} style={{ borderBottom: '1px solid #e2e8f0' }}>
          <Column style={cell}>
            {line.title}
            <br />
            <span style={mailStyles.muted}>
              {t('mail.order.unitPrice', { count: line.quantity, price: money(line.unitPriceCents) })}
            </span>
            {line.dealId != null && line.regularPriceCents != null ? (
              <>
                <br />
                <span style={{ ...mailStyles.muted, color: '#b91c1c' }}>
                  {t('checkout.dealLine', {
                    price: money(line.unitPriceCents),
                    regular: money(line.regularPriceCents),
                  })}
                </span>
              </>
            ) : null}
          </Column>
          <AmountColumn>{money(line.lineTotalCents)}</AmountColumn>
        </Row>
      ))}
    </Section>
  );
}

/** Subtotal, the discount (with its code) when there is one, shipping with its method, tax and total. */
export function OrderTotals({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t, lang } = ctx;
  const { view, row } = order;
  const money = (cents: number) => formatMoney(cents, lang);
  const method = t(`checkout.methods.${deliveryKind(view.shippingMethod, view.shipping.country)}`);
  const rows: [string, string][] = [[t('checkout.subtotal'), money(view.subtotalCents)]];
  if (row.discountCents > 0)
    rows.push([t('mail.order.discount', { code: row.discountCode ?? '' }), money(-row.discountCents)]);
  rows.push([t('checkout.shippingWithMethod', { method }), money(view.shippingCents)]);
  rows.push([t('checkout.tax'), money(view.taxCents)]);
  return (
    <Section>
      {rows.map(([label, amount]) => (
        <Row key={label}>
          <Column style={cell}>{label}</Column>
          <AmountColumn>{amount}</AmountColumn>
        </Row>
      ))}
      <Row style={{ borderTop: '1px solid #cbd5e1' }}>
        <Column style={{ ...cell, fontWeight: 700 }}>{t('checkout.total')}</Column>
        <AmountColumn bold>{money(view.totalCents)}</AmountColumn>
      </Row>
    </Section>
  );
}

/** "Estimated delivery: 1 December 2026 – 2 December 2026", or one day when the window is one day. */
export function deliveryWindowText(estimate: { earliest: string; latest: string }, { t, lang }: MailContext): string {
  const from = formatMailDate(estimate.earliest, lang);
  const to = formatMailDate(estimate.latest, lang);
  return from === to ? t('checkout.deliveryOn', { date: to }) : t('checkout.deliveryBetween', { from, to });
}

/**
 * The delivery method and the window stored with the order (the one checkout showed, like
 * /orders); an order from before the window was stored names only its method.
 */
export function DeliveryFacts({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t } = ctx;
  const { view } = order;
  const kind = deliveryKind(view.shippingMethod, view.shipping.country);
  return (
    <Section>
      <Subheading>{t('mail.order.delivery')}</Subheading>
      <Text style={mailStyles.text}>
        {t(`checkout.methodOption.${kind}`)}
        {view.deliveryEstimate ? (
          <>
            <br />
            {deliveryWindowText(view.deliveryEstimate, ctx)}
          </>
        ) : null}
      </Text>
    </Section>
  );
}

/** Name, street, city line, country, e-mail and phone: the one way addresses are written (common/address.ts). */
export function AddressText({ address, lang }: { address: OrderAddress; lang: Lang }) {
  const lines = [
    fullName(address),
    address.address,
    ...localityLines(address),
    address.country ? countryName(address.country, lang) : '',
    address.email,
    address.phone,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Text style={mailStyles.text}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

export function Addresses({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t, lang } = ctx;
  return (
    <Section>
      <Subheading>{t('mail.order.billingAddress')}</Subheading>
      <AddressText address={order.view.billing} lang={lang} />
      <Subheading>{t('mail.order.shippingAddress')}</Subheading>
      <AddressText address={order.view.shipping} lang={lang} />
    </Section>
  );
}

/**
 * What happens to the money when an order is cancelled. The shop only ever authorises the card
 * (docs/product.md §9.7) and never captures it; cancelling voids that authorisation (§13.4). So
 * the card was not charged and the reservation is released.
 */
export function MoneyReleased({ order, ctx }: { order: MailOrder; ctx: MailContext }) {
  const { t, lang } = ctx;
  const { row } = order;
  return (
    <Text style={mailStyles.text}>
      {t('mail.orderCancelled.money', {
        amount: formatMoney(row.totalCents, lang),
        brand: row.cardBrand,
        last4: row.cardLast4,
      })}
    </Text>
  );
}
