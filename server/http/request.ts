/**
 * What a request says about itself. `X-Forwarded-*` headers are the client's own words unless a
 * proxy we trust wrote them: they count only with TRUST_PROXY (`trustedHops` ≥ 1).
 */

/** Served over HTTPS, directly or behind a trusted proxy that says so. */
export function isSecureRequest(request: Request, trustedHops = 0): boolean {
  const forwarded = trustedHops > 0 ? request.headers.get('x-forwarded-proto') : null;
  if (forwarded) return forwarded.split(',')[0].trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}

export function requestOrigin(request: Request, trustedHops = 0): string {
  const url = new URL(request.url);
  const proto = isSecureRequest(request, trustedHops) ? 'https' : url.protocol.replace(':', '');
  const forwardedHost = trustedHops > 0 ? request.headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  const host = forwardedHost || request.headers.get('host') || url.host;
  return `${proto}://${host}`;
}

/**
 * The client's address behind `trustedHops` proxies: each proxy appends the address it saw to
 * `X-Forwarded-For`, so the client is the entry `trustedHops` from the right (entries further
 * left are whatever the client sent). Without a trusted proxy, the socket's address.
 */
export function forwardedClient(forwardedFor: string | undefined, socketAddress: string, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - trustedHops)];
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
