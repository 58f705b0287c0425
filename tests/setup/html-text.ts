/**
 * The text of a rendered page as a reader sees it, for page tests: tags become spaces, the
 * entities React writes are decoded, whitespace is collapsed. With `scripts: 'drop'` the
 * contents of script elements (hydration data) are left out too.
 */
export function htmlText(html: string, options: { scripts?: 'keep' | 'drop' } = {}): string {
  const visible = options.scripts === 'drop' ? html.replace(/<script[\s\S]*?<\/script>/g, ' ') : html;
  return visible
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
