import { ROBOTS_DISALLOWED, SITEMAP_PAGES } from '#common/page-policy.ts';

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSitemap(origin: string, productIds: string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const urls = [...SITEMAP_PAGES, ...productIds.map((id) => `/product/${encodeURIComponent(id)}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${escape(origin + u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}
