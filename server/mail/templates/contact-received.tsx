import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/**
 * To the sender of a contact message: it arrived, and when to expect an answer. Anyone can type
 * any address into the form, so the receipt carries nothing the sender typed (no name, subject or
 * text: the shop would be relaying their words, links included, under its own name) unless
 * `quote` is given, which the contact service does only for a signed-in sender writing from
 * their account's own address (docs/product.md §15.5).
 */
export const contactReceived = defineMail({
  kind: 'contact-received',
  payload: z.object({
    id: z.number().int(),
    quote: z.object({ name: z.string(), subject: z.string(), message: z.string() }).optional(),
  }),
  compose: ({ id, quote }, { t }) => ({
    subject: quote
      ? t('mail.contactReceived.subjectQuoted', { subject: quote.subject })
      : t('mail.contactReceived.subject'),
    preview: t('mail.contactReceived.preview'),
    body: (
      <Section>
        <Text style={mailStyles.text}>
          {quote ? t('mail.contactReceived.greeting', { name: quote.name }) : t('mail.contactReceived.greetingPlain')}
        </Text>
        <Text style={mailStyles.text}>{t('mail.contactReceived.body')}</Text>
        {quote ? (
          <>
            <Text style={mailStyles.muted}>{t('mail.contactReceived.yourMessage')}</Text>
            <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{quote.message}</Text>
          </>
        ) : null}
        <Text style={mailStyles.muted}>{t('mail.contactReceived.reference', { id })}</Text>
      </Section>
    ),
  }),
});
