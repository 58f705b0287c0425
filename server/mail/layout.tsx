import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { MailContext } from './template.ts';

// Inline styles only: mail clients ignore style sheets and most CSS.
const page = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 600, padding: '24px' };
const brand = { color: '#0f172a', fontSize: 20, fontWeight: 700, margin: 0 };
const footer = { color: '#64748b', fontSize: 12, lineHeight: '18px', margin: '4px 0' };

/** The frame of every mail: the shop's name, the body, and the shop's address and contact. */
export function MailLayout({
  ctx,
  preview,
  marketing,
  children,
}: {
  ctx: MailContext;
  preview?: string;
  marketing?: boolean;
  children: ReactNode;
}) {
  const { store, t, lang, origin } = ctx;
  return (
    <Html lang={lang}>
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={page}>
        <Container style={card}>
          <Section>
            <Link href={origin} style={brand}>
              {store.name}
            </Link>
          </Section>
          <Hr />
          {children}
          <Hr />
          <Text style={footer}>{store.name}</Text>
          <Text style={footer}>{store.address}</Text>
          <Text style={footer}>{t('mail.layout.contact', { email: store.email, phone: store.phone })}</Text>
          {marketing ? (
            <Text style={footer}>
              {t('mail.layout.unsubscribeWhy')} <Link href={ctx.unsubscribeUrl}>{t('mail.layout.unsubscribe')}</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** Shared pieces, so every template looks the same. */
export const mailStyles = {
  heading: { color: '#0f172a', fontSize: 22, fontWeight: 700, margin: '16px 0 8px' },
  text: { color: '#1e293b', fontSize: 15, lineHeight: '22px', margin: '8px 0' },
  muted: { color: '#64748b', fontSize: 13, lineHeight: '20px', margin: '4px 0' },
  button: {
    backgroundColor: '#1d4ed8',
    borderRadius: 6,
    color: '#ffffff',
    display: 'inline-block',
    fontSize: 15,
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  code: {
    backgroundColor: '#eff6ff',
    border: '1px dashed #1d4ed8',
    borderRadius: 6,
    color: '#1e3a8a',
    display: 'inline-block',
    fontFamily: 'Menlo, Consolas, monospace',
    fontSize: 20,
    fontWeight: 700,
    letterSpacing: 2,
    padding: '10px 16px',
  },
} as const;
