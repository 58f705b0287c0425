import { Button, Link, Section, Text } from '@react-email/components';
import { mailStyles } from '../layout.tsx';
import type { MailContext } from '../template.ts';

/**
 * A confirmation link as a button, the plain link under it (for clients that hide buttons), and
 * how long it works. `href` is null in the back office's preview: the link confirms for whoever
 * has it, so the preview says it is left out.
 */
export function ConfirmLink({
  href,
  label,
  days,
  ctx,
}: {
  href: string | null;
  label: string;
  days: number;
  ctx: MailContext;
}) {
  const { t } = ctx;
  return (
    <Section>
      {href ? (
        <>
          <Section style={{ margin: '16px 0' }}>
            <Button href={href} style={mailStyles.button}>
              {label}
            </Button>
          </Section>
          <Text style={mailStyles.muted}>{t('subscriptions.mail.linkHelp')}</Text>
          <Text style={{ ...mailStyles.muted, wordBreak: 'break-all' }}>
            <Link href={href}>{href}</Link>
          </Text>
        </>
      ) : (
        <Text style={mailStyles.muted}>{t('subscriptions.mail.linkHidden')}</Text>
      )}
      <Text style={mailStyles.muted}>
        {t('subscriptions.mail.validFor', { count: days })} {t('subscriptions.mail.ignore')}
      </Text>
    </Section>
  );
}

/** A link's key as the outbox keeps it (services/link-tokens.server.ts derives the token from it). */
export const LINK_KEY_LENGTH = { min: 32, max: 128 } as const;
