import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/** To the sender of a contact message: it arrived, and when to expect an answer. */
export const contactReceived = defineMail({
  kind: 'contact-received',
  payload: z.object({ id: z.number().int(), name: z.string(), subject: z.string(), message: z.string() }),
  compose: ({ id, name, subject, message }, { t }) => ({
    subject: t('mail.contactReceived.subject', { subject }),
    preview: t('mail.contactReceived.preview'),
    body: (
      <Section>
        <Text style={mailStyles.text}>{t('mail.contactReceived.greeting', { name })}</Text>
        <Text style={mailStyles.text}>{t('mail.contactReceived.body')}</Text>
        <Text style={mailStyles.muted}>{t('mail.contactReceived.yourMessage')}</Text>
        <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>
        <Text style={mailStyles.muted}>{t('mail.contactReceived.reference', { id })}</Text>
      </Section>
    ),
  }),
});
