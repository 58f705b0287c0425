import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { ActionButton, MoneyReleased, fullName, loadOrder, orderUrl } from './order-parts.tsx';

/** To the shopper when the shop cancels the order (queued with the status change): why, and what happens to the money. */
export const orderCancelled = defineMail({
  kind: 'order-cancelled',
  payload: z.object({ orderNumber: z.string().min(1).max(40), reason: z.string().min(1) }),
  compose: async ({ orderNumber, reason }, ctx) => {
    const { t, origin } = ctx;
    const order = await loadOrder(ctx.db, orderNumber);
    const { view } = order;
    return {
      subject: t('mail.orderCancelled.subject', { number: view.number }),
      preview: t('mail.orderCancelled.preview', { number: view.number }),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('mail.order.greeting', { name: fullName(view.billing) })}</Text>
          <Text style={mailStyles.text}>{t('mail.orderCancelled.body', { number: view.number })}</Text>
          <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>
            {t('mail.orderCancelled.reason', { reason })}
          </Text>
          <MoneyReleased order={order} ctx={ctx} />
          <ActionButton href={orderUrl(origin, view.number)}>{t('mail.order.viewOrder')}</ActionButton>
        </Section>
      ),
    };
  },
});
