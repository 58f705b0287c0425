import { createElement } from 'react';
import { render } from '@react-email/components';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { isLang, DEFAULT_LANG, type Lang } from '#common/languages.ts';
import { ONE_EMAIL_ADDRESS_PATTERN } from '#common/patterns.ts';
import type { StoreInfo } from '../store.ts';
import type { Database } from '../db/client.ts';
import type { Signer } from '../services/identity.server.ts';
import { MailLayout } from './layout.tsx';
import type { MailAttachment, MailContext } from './template.ts';
import { templateOf } from './templates/index.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

/** An outbox row as far as rendering goes. */
export type OutboxMail = { id?: number; kind: string; recipient: string; lang: string; payload: unknown };

/** A mail ready for the transport (and for the back office's preview). */
export type RenderedMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
};

export type MailRendererOptions = { db: Database; store: StoreInfo; origin: string; signer: Signer };

/** The shop's origin for mail links: PUBLIC_URL, else the local address it serves on. */
export function mailOrigin(publicUrl: string | undefined, port: number): string {
  return publicUrl ? new URL(publicUrl).origin : `http://localhost:${port}`;
}

/** Renders outbox rows with their template, in the recipient's language, as HTML and plain text. */
export class MailRenderer {
  constructor(private options: MailRendererOptions) {}

  get origin(): string {
    return this.options.origin;
  }

  /**
   * `preview`: for the back office. Links that act for the recipient (a password reset) are left
   * out of a preview, so reading the outbox never lets anyone act as a customer.
   */
  async render(mail: OutboxMail, { preview = false }: { preview?: boolean } = {}): Promise<RenderedMail> {
    const template = templateOf(mail.kind);
    if (!template) throw new Error(`Unknown mail kind: ${mail.kind}`);
    // The transport would split a list or a named address and mail everyone in it: one mail, one
    // person. A checkout's billing e-mail has no format check, so an order can bring one here.
    if (!ONE_EMAIL_ADDRESS_PATTERN.test(mail.recipient)) throw new Error('the recipient is not one e-mail address');
    const payload = template.payload.parse(mail.payload);
    const lang: Lang = isLang(mail.lang) ? mail.lang : DEFAULT_LANG;
    const { db, store, origin, signer } = this.options;
    const unsubscribe = unsubscribeUrl(signer, origin, mail.recipient);
    const ctx: MailContext = {
      lang,
      t: getI18n(lang).t,
      store,
      origin,
      db,
      recipient: mail.recipient,
      unsubscribeUrl: unsubscribe,
      mac: (value) => signer.mac(value),
      preview,
    };
    const parts = await template.compose(payload, ctx);
    const element = createElement(MailLayout, {
      ctx,
      preview: parts.preview,
      marketing: template.marketing,
      children: parts.body,
    });
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    const headers: Record<string, string> = {};
    if (template.marketing) {
      // RFC 2369 and RFC 8058 (one-click): mail clients offer their own unsubscribe button.
      headers['List-Unsubscribe'] = `<${unsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    return { to: mail.recipient, subject: parts.subject, html, text, attachments: parts.attachments ?? [], headers };
  }
}
