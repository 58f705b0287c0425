import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Lang } from '#common/languages.ts';
import type { StoreInfo } from '../store.ts';
import type { Database } from '../db/client.ts';

/** What a template may use while it is composed (when a mail is sent or previewed). */
export type MailContext = {
  lang: Lang;
  t: TFunction;
  store: StoreInfo;
  /** The shop's public origin (PUBLIC_URL, else http://localhost:PORT), for every link in a mail. */
  origin: string;
  /** For templates that read the current state (an order and its invoice) instead of a snapshot. */
  db: Database;
  recipient: string;
  /** A link that unsubscribes the recipient from marketing mail, no sign-in needed. */
  unsubscribeUrl: string;
  /**
   * The shop's MAC (HMAC-SHA256 under its secret) of a value: a link's secret derived from a
   * payload key, so the outbox never holds the secret itself (see services/reset-token.ts).
   */
  mac: (value: string) => string;
  /** Rendered for the back office's preview, not for sending: leave out links that act for the recipient. */
  preview: boolean;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** A composed mail: the layout adds the shop's header and footer around `body`. */
export type MailParts = {
  subject: string;
  /** The inbox's preview line. */
  preview?: string;
  body: ReactElement;
  attachments?: MailAttachment[];
};

/**
 * One kind of mail: its payload's schema (the outbox keeps the payload as JSON and checks it
 * again when it renders) and how it is composed. Register it in templates/index.ts.
 */
export type MailTemplate<P> = {
  kind: string;
  payload: z.ZodType<P>;
  /** Marketing mail: carries an unsubscribe link and a List-Unsubscribe header. */
  marketing?: boolean;
  compose: (payload: P, ctx: MailContext) => MailParts | Promise<MailParts>;
};

export function defineMail<P>(template: MailTemplate<P>): MailTemplate<P> {
  return template;
}
