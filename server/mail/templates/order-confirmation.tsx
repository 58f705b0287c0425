import { Section, Text } from '@react-email/components';
import { formatInvoiceNumber } from '#common/money-rules.ts';
import { invoiceFileName, renderInvoicePdf } from '../../services/invoice.server.ts';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import {
  ActionButton,
  Addresses,
  DeliveryFacts,
  OrderFacts,
  OrderLines,
  OrderTotals,
  formatMailDate,
  fullName,
  loadOrder,
  orderNumberPayload,
  orderUrl,
} from './order-parts.tsx';

/**
 * To the shopper when the order is placed (queued in the order's own statement, in the checkout's
 * language): what was ordered, the totals, addresses and delivery, and the same PDF invoice
 * /api/orders/{number}/invoice serves.
 */
export const orderConfirmation = defineMail({
  kind: 'order-confirmation',
  payload: orderNumberPayload,
  compose: async ({ orderNumber }, ctx) => {
    const { t, lang, store, origin } = ctx;
    const order = await loadOrder(ctx.db, orderNumber);
    const { view } = order;
    const pdf = await renderInvoicePdf({ ...view, createdAt: new Date(view.createdAt) }, store, lang);
    // The stored promise (an order from before it was stored: the date it stored, if any).
    const shipsBy = view.estimatedShipping;
    return {
      subject: t('mail.orderConfirmation.subject', { number: view.number }),
      preview: t('mail.orderConfirmation.preview', { number: view.number }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.orderConfirmation.body')}</Text>
          <OrderFacts order={order} ctx={ctx} />
          <OrderLines order={order} ctx={ctx} />
          <OrderTotals order={order} ctx={ctx} />
          <Text style={mailStyles.muted}>
            {t('mail.order.payment')}: {t('orders.paidWith', { brand: view.cardBrand, last4: view.cardLast4 })}
          </Text>
          <DeliveryFacts order={order} ctx={ctx} />
          {shipsBy ? (
            <Text style={mailStyles.text}>
              {t('mail.orderConfirmation.shipsBy', { date: formatMailDate(shipsBy, lang) })}
            </Text>
          ) : null}
          <Addresses order={order} ctx={ctx} />
          <Text style={mailStyles.text}>
            {view.invoiceNo != null
              ? t('mail.orderConfirmation.invoice', { invoice: formatInvoiceNumber(view.invoiceNo) })
              : t('mail.orderConfirmation.invoiceNoNumber')}
          </Text>
          <ActionButton href={orderUrl(origin, view.number)}>{t('mail.order.viewOrder')}</ActionButton>
        </Section>
      ),
      attachments: [{ filename: invoiceFileName(view), content: pdf, contentType: 'application/pdf' }],
    };
  },
});
