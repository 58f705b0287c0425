const STATIC_PAGES = ['/', '/products', '/value-of-day', '/new-arrivals', '/about', '/contact', '/faq', '/shipping', '/returns', '/privacy-policy', '/terms'];

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /account', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function renderSitemap(origin: string, productIds: string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const urls = [...STATIC_PAGES, ...productIds.map((id) => `/product/${encodeURIComponent(id)}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${escape(origin + u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}
