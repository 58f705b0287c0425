import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './seo.ts';

/** robots.txt and the sitemap, byte for byte (their lines come from common/page-policy.ts). */
describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop and keeps crawlers out of the API, the cart, checkout, the account and the back office', () => {
    expect(renderRobots('https://shop.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /newsletter/confirm\nDisallow: /stock-alerts/confirm\nDisallow: /unsubscribe\nDisallow: /compare\nDisallow: /cart\nDisallow: /checkout\nDisallow: /account\nDisallow: /product/*/review\nDisallow: /admin\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });

  it('the sitemap lists the public pages, then every product (escaped)', () => {
    const loc = (path: string) => `  <url><loc>https://shop.example${path}</loc></url>\n`;
    const pages = [
      '/',
      '/products',
      '/value-of-day',
      '/new-arrivals',
      '/planner',
      '/about',
      '/contact',
      '/faq',
      '/shipping',
      '/returns',
      '/privacy-policy',
      '/terms',
    ];
    expect(renderSitemap('https://shop.example', ['a&b', 'c d'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        pages.map(loc).join('') +
        loc('/product/a%26b') +
        loc('/product/c%20d') +
        '</urlset>\n',
    );
  });

  it('escapes the origin too', () => {
    expect(renderSitemap('https://shop.example/?a=1&b=<2>', [])).toContain(
      '<loc>https://shop.example/?a=1&amp;b=&lt;2&gt;/</loc>',
    );
  });
});
