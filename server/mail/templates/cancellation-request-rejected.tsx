import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { ActionButton, fullName, loadOrder, orderUrl } from './order-parts.tsx';

/** To the shopper whose cancellation request was rejected, with the admin's note (required); the order goes on. */
export const cancellationRequestRejected = defineMail({
  kind: 'cancellation-request-rejected',
  payload: z.object({ orderNumber: z.string().min(1).max(40), note: z.string().min(1) }),
  compose: async ({ orderNumber, note }, ctx) => {
    const { t, origin } = ctx;
    const { view } = await loadOrder(ctx.db, orderNumber);
    return {
      subject: t('mail.cancellationRequestRejected.subject', { number: view.number }),
      preview: t('mail.cancellationRequestRejected.preview', { number: view.number }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.cancellationRequestRejected.body', { number: view.number })}</Text>
          <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>
            {t('mail.cancellationRequestRejected.note', { note })}
          </Text>
          <Text style={mailStyles.muted}>
            {t('mail.cancellationRequestRejected.status', { status: t(`orders.status.${view.status}`) })}
          </Text>
          <ActionButton href={orderUrl(origin, view.number)}>{t('mail.order.viewOrder')}</ActionButton>
        </Section>
      ),
    };
  },
});
