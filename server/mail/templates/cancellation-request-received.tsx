import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/**
 * To the sender of a contact message linked to one of their orders (docs/product.md §15.3): a
 * cancellation request, answered later by the back office. Replaces the plain contact receipt.
 */
export const cancellationRequestReceived = defineMail({
  kind: 'cancellation-request-received',
  payload: z.object({
    id: z.number().int(),
    orderNumber: z.string().min(1).max(40),
    name: z.string(),
    message: z.string(),
  }),
  compose: ({ id, orderNumber, name, message }, { t }) => ({
    subject: t('mail.cancellationRequestReceived.subject', { number: orderNumber }),
    preview: t('mail.cancellationRequestReceived.preview'),
    body: (
      <Section>
        <Text style={mailStyles.text}>{t('mail.order.greeting', { name })}</Text>
        <Text style={mailStyles.text}>{t('mail.cancellationRequestReceived.body', { number: orderNumber })}</Text>
        <Text style={mailStyles.muted}>{t('mail.cancellationRequestReceived.yourMessage')}</Text>
        <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>
        <Text style={mailStyles.muted}>{t('mail.cancellationRequestReceived.reference', { id })}</Text>
      </Section>
    ),
  }),
});
