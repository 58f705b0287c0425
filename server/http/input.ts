import type { Context, MiddlewareHandler } from 'hono';
import { SAFE_METHODS } from './request.ts';
import type { AppEnv } from './shop-context.ts';

/** Page form posts: sign-in, checkout, contact… are small; the back office's product forms carry images (for an admin only). */
export const PAGE_BODY_LIMIT = 1024 * 1024;
export const PAGE_UPLOAD_LIMIT = 11 * 1024 * 1024;
const PAGE_UPLOADS = /^\/admin\/products\/[^/]+(\.data)?$/;

/** True when any string in the value (deeply) holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (value instanceof Blob) return false;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if ((typeof key === 'string' && key.includes('\0')) || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/** A form field (its name, its text, a file's name) holding a NUL character. */
export function formHasNul(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (name.includes('\0') || (typeof value === 'string' ? value : value.name).includes('\0')) return true;
  }
  return false;
}

const MESSAGES = { 400: 'errors.badRequest', 413: 'errors.payloadTooLarge', 415: 'errors.formExpected' } as const;

function refuse(c: Context<AppEnv>, status: keyof typeof MESSAGES) {
  return c.json({ message: c.get('shop').t(MESSAGES[status]) }, status);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) return null;
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Input every handler can take: a URL or a page form field holding a NUL character is refused
 * (400) instead of failing in the database, and page form posts are bounded in size (413) like
 * the API's bodies. Pages take forms only: any other body (JSON, text, XML…), or none with no
 * form type, is refused (415) before an action tries to read it as a form. The API checks its
 * own bodies (its body limit, and the validation hook of apiRouter for NUL characters).
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const query = [...url.searchParams].some(([k, v]) => k.includes('\0') || v.includes('\0'));
    if (query || /%00|\0/i.test(url.pathname)) return refuse(c, 400);
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/')) return next();
    const type = c.req.header('content-type') ?? '';
    if (!FORM_TYPES.test(type)) return refuse(c, 415);
    // The session was checked before this (shopContext): only an admin's product form gets the
    // room for images, so nobody else can make the shop hold 11 MB per request.
    const uploadRoom = PAGE_UPLOADS.test(c.req.path) && c.get('shop').user?.role === 'admin';
    const bytes = c.req.raw.body
      ? await readLimited(c.req.raw, uploadRoom ? PAGE_UPLOAD_LIMIT : PAGE_BODY_LIMIT)
      : new Uint8Array(new ArrayBuffer(0));
    if (!bytes) return refuse(c, 413);
    try {
      const form = await new Request(c.req.url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes,
      }).formData();
      if (formHasNul(form)) return refuse(c, 400);
    } catch {
      return refuse(c, 400);
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
