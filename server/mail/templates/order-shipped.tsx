import { Link, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { ActionButton, OrderLines, formatMailDate, fullName, loadOrder, orderUrl } from './order-parts.tsx';

/**
 * To the shopper when the order ships (queued with the status change): the tracking number and
 * the carrier's tracking link (TRACKING_URL, filled in when the mail was queued), else the order
 * in the shop, which shows the number.
 */
export const orderShipped = defineMail({
  kind: 'order-shipped',
  payload: z.object({
    orderNumber: z.string().min(1).max(40),
    trackingNumber: z.string().min(1).max(64),
    trackingUrl: z.url().nullable(),
  }),
  compose: async ({ orderNumber, trackingNumber, trackingUrl }, ctx) => {
    const { t, lang, origin } = ctx;
    const order = await loadOrder(ctx.db, orderNumber);
    const { view } = order;
    const shopLink = orderUrl(origin, view.number);
    return {
      subject: t('mail.orderShipped.subject', { number: view.number }),
      preview: t('mail.orderShipped.preview', { number: view.number }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.orderShipped.body', { number: view.number })}</Text>
          <Text style={mailStyles.text}>
            <strong>{t('mail.order.trackingNumber', { number: trackingNumber })}</strong>
            {view.estimatedDelivery ? (
              <>
                <br />
                {t('mail.orderShipped.estimatedDelivery', { date: formatMailDate(view.estimatedDelivery, lang) })}
              </>
            ) : null}
          </Text>
          {trackingUrl ? (
            <>
              <ActionButton href={trackingUrl}>{t('mail.orderShipped.track')}</ActionButton>
              <Text style={mailStyles.muted}>
                {t('mail.orderShipped.trackInShop')} <Link href={shopLink}>{t('mail.order.viewOrder')}</Link>
              </Text>
            </>
          ) : (
            <>
              <Text style={mailStyles.muted}>{t('mail.orderShipped.trackInShop')}</Text>
              <ActionButton href={shopLink}>{t('mail.order.viewOrder')}</ActionButton>
            </>
          )}
          <OrderLines order={order} ctx={ctx} />
        </Section>
      ),
    };
  },
});
