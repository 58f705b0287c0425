/** Served over HTTPS, directly or behind a proxy that says so. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0].trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}

export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = isSecureRequest(request) ? 'https' : url.protocol.replace(':', '');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return `${proto}://${host}`;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
