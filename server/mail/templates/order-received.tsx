import { Section, Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import { formatMoney } from '#common/money.ts';
import { users } from '../../db/schema.ts';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import {
  ActionButton,
  AddressText,
  DeliveryFacts,
  OrderFacts,
  OrderLines,
  OrderTotals,
  Subheading,
  adminOrderUrl,
  fullName,
  loadOrder,
  orderNumberPayload,
} from './order-parts.tsx';

/** To the shop's own address (STORE_EMAIL, in STORE_LANG) when an order is placed: who, what, where to, and the back-office link. */
export const orderReceived = defineMail({
  kind: 'order-received',
  payload: orderNumberPayload,
  compose: async ({ orderNumber }, ctx) => {
    const { t, lang, origin } = ctx;
    const order = await loadOrder(ctx.db, orderNumber);
    const { view, row } = order;
    const [account] = await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    const name = fullName(view.billing);
    const total = formatMoney(view.totalCents, lang);
    return {
      subject: t('mail.orderReceived.subject', { number: view.number, total }),
      preview: t('mail.orderReceived.preview', { number: view.number, name, total }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.orderReceived.body', { name, number: view.number, total })}</Text>
          <OrderFacts order={order} ctx={ctx} />
          <Subheading>{t('mail.orderReceived.customer')}</Subheading>
          <AddressText address={view.billing} lang={lang} />
          {account ? <Text style={mailStyles.muted}>{t('mail.orderReceived.account', account)}</Text> : null}
          <OrderLines order={order} ctx={ctx} />
          <OrderTotals order={order} ctx={ctx} />
          <Text style={mailStyles.muted}>
            {t('mail.order.payment')}: {t('orders.paidWith', { brand: view.cardBrand, last4: view.cardLast4 })}
          </Text>
          <DeliveryFacts order={order} ctx={ctx} />
          <Subheading>{t('mail.order.shippingAddress')}</Subheading>
          <AddressText address={view.shipping} lang={lang} />
          <ActionButton href={adminOrderUrl(origin, view.number)}>{t('mail.orderReceived.open')}</ActionButton>
        </Section>
      ),
    };
  },
});
