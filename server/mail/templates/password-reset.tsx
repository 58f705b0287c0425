import { Button, Link, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { resetToken, resetUrl } from '../../services/reset-token.ts';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/**
 * The link to set a new password (docs/product.md §7.11). The payload keeps only the key the
 * link's token is derived from (services/reset-token.ts), never the token.
 */
export const passwordReset = defineMail({
  kind: 'password-reset',
  payload: z.object({ key: z.string().min(32).max(128) }),
  compose: ({ key }, { t, mac, origin, recipient, store, preview }) => {
    if (preview)
      return {
        subject: t('recovery.mail.subject', { store: store.name }),
        body: (
          <Section>
            <Text style={mailStyles.text}>{t('recovery.mail.body', { store: store.name, email: recipient })}</Text>
            <Text style={mailStyles.muted}>{t('recovery.mail.linkHidden')}</Text>
          </Section>
        ),
      };
    const url = resetUrl(origin, resetToken(mac, key));
    return {
      subject: t('recovery.mail.subject', { store: store.name }),
      preview: t('recovery.mail.preview'),
      body: (
        <Section>
          <Text style={mailStyles.text}>{t('recovery.mail.greeting')}</Text>
          <Text style={mailStyles.text}>{t('recovery.mail.body', { store: store.name, email: recipient })}</Text>
          <Section style={{ margin: '16px 0' }}>
            <Button href={url} style={mailStyles.button}>
              {t('recovery.mail.button')}
            </Button>
          </Section>
          <Text style={mailStyles.muted}>{t('recovery.mail.linkIntro')}</Text>
          <Text style={{ ...mailStyles.muted, wordBreak: 'break-all' }}>
            <Link href={url}>{url}</Link>
          </Text>
          <Text style={mailStyles.text}>{t('recovery.mail.expires')}</Text>
          <Text style={mailStyles.text}>{t('recovery.mail.notYou')}</Text>
        </Section>
      ),
    };
  },
});
