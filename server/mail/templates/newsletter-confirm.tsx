import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { CONFIRM_LINK_DAYS, confirmLinkToken } from '../../services/link-tokens.server.ts';
import { ConfirmLink, LINK_KEY_LENGTH } from './link-button.tsx';

/**
 * Double opt-in (docs/product.md §16): the link that confirms the address; the welcome code
 * comes only after it. The payload keeps the key the link's token is derived from, never the token.
 */
export const newsletterConfirm = defineMail({
  kind: 'newsletter-confirm',
  payload: z.object({ key: z.string().min(LINK_KEY_LENGTH.min).max(LINK_KEY_LENGTH.max) }),
  compose: ({ key }, ctx) => {
    const { t, store, origin, mac, preview } = ctx;
    const token = preview ? null : confirmLinkToken(mac, 'newsletter-confirm', key);
    return {
      subject: t('subscriptions.mail.newsletterConfirm.subject', { store: store.name }),
      preview: t('subscriptions.mail.newsletterConfirm.preview'),
      body: (
        <Section>
          <Text style={mailStyles.heading}>{t('subscriptions.mail.newsletterConfirm.heading')}</Text>
          <Text style={mailStyles.text}>{t('subscriptions.mail.newsletterConfirm.body', { store: store.name })}</Text>
          <ConfirmLink
            href={token && `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`}
            label={t('subscriptions.mail.newsletterConfirm.button')}
            days={CONFIRM_LINK_DAYS}
            ctx={ctx}
          />
        </Section>
      ),
    };
  },
});
