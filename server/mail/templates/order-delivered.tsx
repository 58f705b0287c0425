import { Link, Section, Text } from '@react-email/components';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { ActionButton, formatMailDate, fullName, loadOrder, orderNumberPayload, orderUrl } from './order-parts.tsx';

/** To the shopper when the order is marked delivered (queued with the status change). */
export const orderDelivered = defineMail({
  kind: 'order-delivered',
  payload: orderNumberPayload,
  compose: async ({ orderNumber }, ctx) => {
    const { t, lang, origin } = ctx;
    const { view } = await loadOrder(ctx.db, orderNumber);
    const date = formatMailDate(view.deliveredAt ?? view.createdAt, lang);
    return {
      subject: t('mail.orderDelivered.subject', { number: view.number }),
      preview: t('mail.orderDelivered.preview', { number: view.number, date }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.orderDelivered.body', { number: view.number, date })}</Text>
          {view.trackingNumber ? (
            <Text style={mailStyles.muted}>{t('mail.order.trackingNumber', { number: view.trackingNumber })}</Text>
          ) : null}
          <Text style={mailStyles.text}>
            {t('mail.orderDelivered.problem')}{' '}
            <Link href={`${origin}/returns`}>{t('mail.orderDelivered.returns')}</Link>
          </Text>
          <Text style={mailStyles.text}>
            {t('mail.orderDelivered.reviewTitle')}
            {view.lines.map((line) => (
              <span key={line.productId}>
                <br />
                <Link href={`${origin}/product/${encodeURIComponent(line.productId)}/review`}>
                  {t('mail.orderDelivered.writeReview', { title: line.title })}
                </Link>
              </span>
            ))}
          </Text>
          <ActionButton href={orderUrl(origin, view.number)}>{t('mail.order.viewOrder')}</ActionButton>
        </Section>
      ),
    };
  },
});
