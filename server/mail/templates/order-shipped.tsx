import { Link, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { dayAtMidday } from '#common/shop-time.ts';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import {
  ActionButton,
  OrderLines,
  deliveryWindowText,
  formatMailDate,
  fullName,
  loadOrder,
  orderUrl,
} from './order-parts.tsx';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * To the shopper when the order ships (queued with the status change): the tracking number and
 * the carrier's tracking link (TRACKING_URL, filled in when the mail was queued), else the order
 * in the shop, which shows the number. The estimated delivery is the order's stored window; when
 * the owner changed it on shipping, `previousDelivery` is the window it replaces and the mail
 * says so plainly.
 */
export const orderShipped = defineMail({
  kind: 'order-shipped',
  payload: z.object({
    orderNumber: z.string().min(1).max(40),
    trackingNumber: z.string().min(1).max(64),
    trackingUrl: z.url().nullable(),
    /** The window promised at checkout, when the owner changed it on shipping (yyyy-mm-dd days). */
    previousDelivery: z.object({ earliest: day, latest: day }).optional(),
  }),
  compose: async ({ orderNumber, trackingNumber, trackingUrl, previousDelivery }, ctx) => {
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
            {!view.deliveryEstimate && view.estimatedDelivery ? (
              <>
                <br />
                {t('mail.orderShipped.estimatedDelivery', { date: formatMailDate(view.estimatedDelivery, lang) })}
              </>
            ) : null}
            {view.deliveryEstimate && !previousDelivery ? (
              <>
                <br />
                {deliveryWindowText(view.deliveryEstimate, ctx)}
              </>
            ) : null}
          </Text>
          {view.deliveryEstimate && previousDelivery ? (
            <Text style={mailStyles.text}>
              <strong>
                {t('mail.orderShipped.deliveryChanged', {
                  date: formatMailDate(view.deliveryEstimate.latest, lang),
                  from: formatMailDate(dayAtMidday(previousDelivery.earliest), lang),
                  to: formatMailDate(dayAtMidday(previousDelivery.latest), lang),
                })}
              </strong>
            </Text>
          ) : null}
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
