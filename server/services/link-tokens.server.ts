import { createHash, randomBytes } from 'node:crypto';

/** How long a confirmation link (newsletter, back-in-stock alert) works. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 3600_000;

/** The database keeps only this hash of a link's token: a leaked table confirms nothing. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What a confirmation link confirms: its token is made for that one purpose. */
export type LinkPurpose = 'newsletter-confirm' | 'stock-alert-confirm';

/**
 * A confirmation link's token: the shop's MAC of a random key, as for reset links
 * (services/reset-token.ts). The outbox keeps only the key and the row only the token's hash,
 * so neither the database nor the back office's preview holds a link that confirms anything.
 */
export function confirmLinkToken(mac: (value: string) => string, purpose: LinkPurpose, key: string): string {
  return mac(`${purpose}:${key}`);
}

/** A fresh confirmation link: the key (for the mail), the token's hash (for the row) and when it stops working. */
export function newLinkToken(
  now: Date,
  purpose: LinkPurpose,
  mac: (value: string) => string,
): { key: string; hash: string; expiresAt: Date } {
  const key = randomBytes(32).toString('base64url');
  const hash = hashLinkToken(confirmLinkToken(mac, purpose, key));
  return { key, hash, expiresAt: new Date(now.getTime() + CONFIRM_LINK_MS) };
}

/** What a confirmation link's page shows before anything is done (a GET changes nothing). */
export type LinkState = 'ready' | 'done' | 'expired' | 'invalid';
