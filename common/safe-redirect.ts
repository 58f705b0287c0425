/**
 * The one rule for every redirect target that comes from a request (sign-in's `redirectTo`, the
 * language switcher's way back, the hash-path script): a path on this site, or the fallback.
 *
 * Self-contained on purpose (no outer names, plain ES5 inside): app/root.tsx inlines this very
 * function's source into the hash-path script, so the browser applies the same rule.
 */
export function safeRedirect(value: unknown, fallback?: string): string {
  var home = typeof fallback === 'string' ? fallback : '/';
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return home;
  // Printable ASCII only: no tab, CR/LF or other controls (browsers drop them and read `//`),
  // no spaces, no non-Latin-1 (invalid in a header), no look-alikes (U+FF0F, U+3002…).
  if (!/^[\x21-\x7e]+$/.test(value)) return home;
  // A path on this site: one slash, then no slash or backslash (`//host`, `/\host` leave it),
  // and no backslash anywhere (browsers read it as a slash).
  if (value.charAt(0) !== '/' || value.charAt(1) === '/' || value.indexOf('\\') !== -1) return home;
  // The same after decoding, so %2F, %5C, %09 … cannot spell what was refused above.
  var decoded = value;
  for (var i = 0; i < 3; i++) {
    var next;
    try {
      next = decodeURIComponent(decoded);
    } catch (e) {
      return home;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (/[\x00-\x1f\x7f\\]/.test(decoded) || decoded.charAt(1) === '/') return home;
  return value;
}
