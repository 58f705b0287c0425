import type { Signer } from '../services/identity.server.ts';

/**
 * The unsubscribe link's parameters: the address (base64url, so it does not read as an address
 * in logs) and a MAC over it, so the link works without signing in and cannot be forged for
 * someone else's address.
 */
export function unsubscribeParams(signer: Signer, email: string): { e: string; t: string } {
  const normalized = email.trim().toLowerCase();
  return { e: Buffer.from(normalized).toString('base64url'), t: signer.mac(`unsubscribe:${normalized}`) };
}

/** The address an unsubscribe link is for, or null when the link was not made by this shop. */
export function unsubscribeAddress(signer: Signer, e: string, t: string): string | null {
  const email = Buffer.from(e, 'base64url').toString('utf8');
  if (!email.includes('@')) return null;
  const expected = unsubscribeParams(signer, email);
  return expected.e === e && timingSafeEqualText(expected.t, t) ? email : null;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function unsubscribeUrl(signer: Signer, origin: string, email: string): string {
  const { e, t } = unsubscribeParams(signer, email);
  return `${origin}/unsubscribe?e=${e}&t=${t}`;
}
