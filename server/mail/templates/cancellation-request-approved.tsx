import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { ActionButton, MoneyReleased, fullName, loadOrder, orderUrl } from './order-parts.tsx';

/**
 * To the shopper whose cancellation request was approved: the order is cancelled in the same
 * transaction, so this one mail also says what happens to the money (no separate order-cancelled).
 */
export const cancellationRequestApproved = defineMail({
  kind: 'cancellation-request-approved',
  payload: z.object({ orderNumber: z.string().min(1).max(40), note: z.string().nullable() }),
  compose: async ({ orderNumber, note }, ctx) => {
    const { t, origin } = ctx;
    const order = await loadOrder(ctx.db, orderNumber);
    const { view } = order;
    return {
      subject: t('mail.cancellationRequestApproved.subject', { number: view.number }),
      preview: t('mail.cancellationRequestApproved.preview', { number: view.number }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.cancellationRequestApproved.body', { number: view.number })}</Text>
          {note ? (
            <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>
              {t('mail.cancellationRequestApproved.note', { note })}
            </Text>
          ) : null}
          <MoneyReleased order={order} ctx={ctx} />
          <ActionButton href={orderUrl(origin, view.number)}>{t('mail.order.viewOrder')}</ActionButton>
        </Section>
      ),
    };
  },
});
