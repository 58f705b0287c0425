import { Button, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/**
 * After the address is confirmed: the personal single-use 10% code, or, for an address that had
 * its code before (it unsubscribed and came back), a welcome without one (one code per address).
 */
export const newsletterWelcome = defineMail({
  kind: 'newsletter-welcome',
  marketing: true,
  payload: z.object({ code: z.string().nullable() }),
  compose: ({ code }, { t, store, origin }) => ({
    subject: code
      ? t('subscriptions.mail.newsletterWelcome.subject', { store: store.name })
      : t('subscriptions.mail.newsletterWelcome.subjectAgain', { store: store.name }),
    preview: code ? t('subscriptions.mail.newsletterWelcome.preview') : undefined,
    body: (
      <Section>
        <Text style={mailStyles.heading}>{t('subscriptions.mail.newsletterWelcome.heading')}</Text>
        {code ? (
          <>
            <Text style={mailStyles.text}>{t('subscriptions.mail.newsletterWelcome.body')}</Text>
            <Text style={mailStyles.code}>{code}</Text>
            <Text style={mailStyles.text}>{t('subscriptions.mail.newsletterWelcome.howTo')}</Text>
          </>
        ) : (
          <Text style={mailStyles.text}>{t('subscriptions.mail.newsletterWelcome.bodyAgain')}</Text>
        )}
        <Section style={{ margin: '16px 0' }}>
          <Button href={`${origin}/products`} style={mailStyles.button}>
            {t('subscriptions.mail.newsletterWelcome.shop')}
          </Button>
        </Section>
      </Section>
    ),
  }),
});
