import { Section, Text } from '@react-email/components';
import { z } from 'zod';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';
import { CONFIRM_LINK_DAYS, confirmLinkToken } from '../../services/link-tokens.server.ts';
import { ConfirmLink, LINK_KEY_LENGTH } from './link-button.tsx';

/**
 * "Notify me when available": the link that confirms the address before any back-in-stock mail.
 * The payload keeps the key the link's token is derived from, never the token.
 */
export const stockAlertConfirm = defineMail({
  kind: 'stock-alert-confirm',
  payload: z.object({
    key: z.string().min(LINK_KEY_LENGTH.min).max(LINK_KEY_LENGTH.max),
    productId: z.string(),
    title: z.string(),
  }),
  compose: ({ key, title }, ctx) => {
    const { t, origin, mac, preview } = ctx;
    const token = preview ? null : confirmLinkToken(mac, 'stock-alert-confirm', key);
    return {
      subject: t('subscriptions.mail.stockConfirm.subject', { product: title }),
      preview: t('subscriptions.mail.stockConfirm.preview'),
      body: (
        <Section>
          <Text style={mailStyles.heading}>{t('subscriptions.mail.stockConfirm.heading')}</Text>
          <Text style={mailStyles.text}>{t('subscriptions.mail.stockConfirm.body', { product: title })}</Text>
          <ConfirmLink
            href={token && `${origin}/stock-alerts/confirm?token=${encodeURIComponent(token)}`}
            label={t('subscriptions.mail.stockConfirm.button')}
            days={CONFIRM_LINK_DAYS}
            ctx={ctx}
          />
        </Section>
      ),
    };
  },
});
