/**
 * Every page route's policy, declared once (paths as in app/routes.ts, parents joined; `/*` is
 * the catch-all). Who may open the page (the server checks it before the page's loader and
 * action run: server/http/page-access.ts), the server's private/no-store decision and page-cache
 * eligibility, robots.txt's Disallow lines and the sitemap's pages are all derived from this
 * table, and the test suites check it against the route build (a route without a policy fails)
 * and against the answers.
 */

export type PagePolicy = {
  /**
   * Who the page is for. `public`: everyone. `private`: everyone, each seeing their own (the
   * sign-in forms, the orders list's sign-in prompt). `signed-in`: a signed-in shopper; anyone else
   * is sent to /login?redirectTo=<the page> and comes back. `admin`: the back office; a visitor
   * signs in first, a shopper gets 404, as if there were nothing here.
   */
  access: 'public' | 'private' | 'signed-in' | 'admin';
  /**
   * A `signed-in` page that shows an anonymous visitor a sign-in panel instead of sending them
   * away: only its posts need the sign-in.
   */
  signInPanel?: true;
  /**
   * `shared`: a visitor's copy may be served from the page cache and kept by shared caches;
   * `anonymous`: the same for visitors, but a signed-in shopper's copy is personal (a form filled
   * with their name) and never stored; `never`: private, no-store for everyone, with its
   * `.data` (client navigations) and everything under its path.
   */
  cache: 'shared' | 'anonymous' | 'never';
  /** Listed in sitemap.xml (routes with parameters are listed by the sitemap itself). */
  sitemap: boolean;
  /** A robots.txt Disallow line (a path already under a disallowed one adds none). */
  robotsDisallow: boolean;
  /**
   * The page's URL carries a secret (a password-reset link's token): it answers
   * `Referrer-Policy: no-referrer`, so not even its own scripts and styles are fetched with it.
   */
  secretInUrl?: true;
};

const publicPage = (sitemap: boolean): PagePolicy => ({
  access: 'public',
  cache: 'shared',
  sitemap,
  robotsDisallow: false,
});
const personal = (robotsDisallow = false, access: 'private' | 'signed-in' = 'private'): PagePolicy => ({
  access,
  cache: 'never',
  sitemap: false,
  robotsDisallow,
});
const signedIn = (robotsDisallow = false) => personal(robotsDisallow, 'signed-in');
/** A mail's link page: its URL carries a token or a signed address, so never stored or crawled. */
const mailLink: PagePolicy = { access: 'public', cache: 'never', sitemap: false, robotsDisallow: true };
const backOffice: PagePolicy = { access: 'admin', cache: 'never', sitemap: false, robotsDisallow: true };

/** In sitemap and robots.txt order. */
export const PAGE_POLICIES: Readonly<Record<string, PagePolicy>> = {
  '/': publicPage(true),
  '/products': publicPage(true),
  '/value-of-day': publicPage(true),
  '/new-arrivals': publicPage(true),
  // The plan is in the URL only (the same for everyone); adding the kit is a POST to the shopper's own cart.
  '/planner': publicPage(true),
  '/about': publicPage(true),
  '/contact': { access: 'public', cache: 'anonymous', sitemap: true, robotsDisallow: false },
  '/faq': publicPage(true),
  '/shipping': publicPage(true),
  '/returns': publicPage(true),
  '/privacy-policy': publicPage(true),
  '/terms': publicPage(true),
  '/product': publicPage(false),
  '/product/:id': publicPage(false),
  '/newsletter': publicPage(false),
  '/newsletter/confirm': mailLink,
  '/stock-alerts/confirm': mailLink,
  '/unsubscribe': mailLink,
  // The URL names the products (anyone may open a shared one), but `/compare` alone opens the
  // visitor's own list from its cookie, and endless id combinations are no pages to store or crawl.
  '/compare': { access: 'public', cache: 'never', sitemap: false, robotsDisallow: true },
  '/logout': publicPage(false),
  '/*': publicPage(false),
  '/login': personal(),
  '/register': personal(),
  '/forgot-password': personal(),
  '/reset-password': { ...personal(), secretInUrl: true },
  // Signed out, the list says to sign in (a link that comes back).
  '/orders': personal(),
  '/order-confirmation': signedIn(),
  '/wishlist': signedIn(),
  // The account page under its spec's other name: signed out, the Access Denied panel.
  '/profile': { ...signedIn(), signInPanel: true },
  '/cart': signedIn(true),
  '/checkout': signedIn(true),
  '/account': signedIn(true),
  '/product/:id/review': signedIn(true),
  '/admin': backOffice,
  '/admin/orders': backOffice,
  '/admin/orders/:number': backOffice,
  '/admin/products': backOffice,
  '/admin/products/new': backOffice,
  '/admin/products/:id': backOffice,
  '/admin/deal': backOffice,
  '/admin/messages': backOffice,
  '/admin/subscribers': backOffice,
  '/admin/mail': backOffice,
  '/admin/mail/:id': backOffice,
  '/admin/discounts': backOffice,
  '/admin/discounts/new': backOffice,
  '/admin/discounts/:id': backOffice,
  '/admin/reviews': backOffice,
};

const entries = Object.entries(PAGE_POLICIES);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A route path as a pattern: parameters match one segment. */
const pattern = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
const pathsWith = (test: (policy: PagePolicy) => boolean) =>
  entries.filter(([, policy]) => test(policy)).map(([path]) => path);

// `<page>.data` is the same page's data for client-side navigations: the same policy. Routes
// match whatever the letter case and with a trailing slash (as React Router matches them).
const NEVER_STORED = new RegExp(
  `^(${pathsWith((p) => p.cache === 'never')
    .map(pattern)
    .join('|')})(/|\\.data$|$)`,
  'i',
);
const STORED_FOR_VISITORS_ONLY = new RegExp(
  `^(${pathsWith((p) => p.cache === 'anonymous')
    .map(pattern)
    .join('|')})(/|\\.data)?$`,
  'i',
);

/** Whether a request path's answer is private, no-store (and never from the page cache). */
export function isPrivatePage(pathname: string, signedIn: boolean): boolean {
  return NEVER_STORED.test(pathname) || (signedIn && STORED_FOR_VISITORS_ONLY.test(pathname));
}

const SECRET_IN_URL = new RegExp(
  `^(${pathsWith((p) => p.secretInUrl === true)
    .map(pattern)
    .join('|')})(/|\\.data$|$)`,
  'i',
);

/** The Referrer-Policy of a request path's answer: none at all from a page whose URL holds a secret. */
export function referrerPolicyOf(pathname: string): 'no-referrer' | 'strict-origin-when-cross-origin' {
  return SECRET_IN_URL.test(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** The pages sitemap.xml lists before the products. */
export const SITEMAP_PAGES: readonly string[] = pathsWith((p) => p.sitemap);

/** robots.txt's page Disallow lines: each disallowed path not already under another. */
export const ROBOTS_DISALLOWED: readonly string[] = pathsWith((p) => p.robotsDisallow)
  .filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)))
  // A route parameter is any one path segment: robots.txt's wildcard ('/product/*/review').
  .map((path) => path.replace(/:[^/]+/g, '*'));
