/**
 * What a request says about itself. `X-Forwarded-*` headers are the client's own words unless a
 * proxy we trust wrote them: they count only with TRUST_PROXY (`trustedHops` ≥ 1).
 */

/**
 * Served over HTTPS: a trusted proxy says so, or else PUBLIC_URL is https (a TLS terminator the
 * operator did not declare). The shop itself speaks plain HTTP, so the scheme of the request
 * target (`GET https://… HTTP/1.1` is allowed by HTTP/1.1) is only the client's word.
 */
export function isSecureRequest(request: Request, trustedHops = 0, publicUrl?: string): boolean {
  return isSecureForwarded(request.headers.get('x-forwarded-proto'), trustedHops, publicUrl);
}

/** isSecureRequest from the X-Forwarded-Proto value alone (the catalogue's node fast path has no Request). */
export function isSecureForwarded(
  forwardedProto: string | null | undefined,
  trustedHops = 0,
  publicUrl?: string,
): boolean {
  const forwarded = trustedHops > 0 ? forwardedProto : null;
  if (forwarded) return forwarded.split(',')[0].trim() === 'https';
  return publicUrl?.startsWith('https:') ?? false;
}

/** The origin the client addressed: scheme as above, host from Host (or a trusted X-Forwarded-Host), never an absolute request target's. */
export function requestOrigin(request: Request, trustedHops = 0, publicUrl?: string): string {
  const proto = isSecureRequest(request, trustedHops, publicUrl) ? 'https' : 'http';
  const forwardedHost = trustedHops > 0 ? request.headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  const host = forwardedHost || request.headers.get('host') || new URL(request.url).host;
  return `${proto}://${host}`;
}

/**
 * The client's address behind `trustedHops` proxies: each proxy appends the address it saw to
 * `X-Forwarded-For`, so the client is the entry `trustedHops` from the right (entries further
 * left are whatever the client sent). Without a trusted proxy, the socket's address.
 */
export function forwardedClient(forwardedFor: string | undefined, socketAddress: string, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - trustedHops)];
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
