import { createHash } from 'node:crypto';

/** A password-reset link works for 30 minutes (docs/product.md §7.11). */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/**
 * The link's token (32 bytes, base64url): the shop's MAC of a random key. The outbox payload
 * holds only the key and `password_resets` only the token's SHA-256, so reading the database
 * alone gives no working link; the mail is composed with the secret when it is sent.
 */
export function resetToken(mac: (value: string) => string, key: string): string {
  return mac(`password-reset:${key}`);
}

export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function resetUrl(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
