import { describe, expect, it } from 'vitest';
import { isPrivatePage, referrerPolicyOf, ROBOTS_DISALLOWED, SITEMAP_PAGES } from './page-policy.ts';

describe('page policy', () => {
  it.each([
    '/account',
    '/profile',
    '/checkout',
    '/cart',
    '/cart.data',
    '/wishlist',
    '/orders',
    '/orders/GL-1',
    '/order-confirmation',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/reset-password.data',
    '/admin',
    '/admin.data',
    '/admin/orders/GL-1',
    '/admin/orders/GL-1.data',
    // React Router matches whatever the letter case: so does the policy.
    '/ADMIN/messages',
    '/Admin/Messages.data',
    '/Orders',
    '/CART',
    '/Checkout/',
  ])('%s is private for everyone', (path) => {
    expect(isPrivatePage(path, false)).toBe(true);
    expect(isPrivatePage(path, true)).toBe(true);
  });

  it.each([
    '/',
    '/products',
    '/product/halo-smart-sensor',
    '/about',
    '/faq',
    '/logout',
    '/cartoon',
    '/accounts',
    '/no/such/page',
    '/_root.data',
  ])('%s is not private', (path) => {
    expect(isPrivatePage(path, false)).toBe(false);
    expect(isPrivatePage(path, true)).toBe(false);
  });

  it('the contact form is private only for a signed-in shopper (it comes filled with their name)', () => {
    for (const path of ['/contact', '/contact.data', '/contact/', '/Contact']) {
      expect(isPrivatePage(path, false)).toBe(false);
      expect(isPrivatePage(path, true)).toBe(true);
    }
    expect(isPrivatePage('/contact/x', true)).toBe(false);
  });

  it('derives the sitemap pages and the robots.txt Disallow lines', () => {
    expect(SITEMAP_PAGES).toEqual([
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
    ]);
    expect(ROBOTS_DISALLOWED).toEqual([
      '/newsletter/confirm',
      '/stock-alerts/confirm',
      '/unsubscribe',
      '/compare',
      '/cart',
      '/checkout',
      '/account',
      '/product/*/review',
      '/admin',
    ]);
  });

  it('a page whose URL holds a secret (a reset link) sends no referrer, its data URL too; the others the default', () => {
    for (const path of ['/reset-password', '/reset-password.data', '/Reset-Password/'])
      expect(referrerPolicyOf(path)).toBe('no-referrer');
    for (const path of ['/', '/login', '/forgot-password', '/reset-passwords', '/api/password/reset'])
      expect(referrerPolicyOf(path)).toBe('strict-origin-when-cross-origin');
  });
});
