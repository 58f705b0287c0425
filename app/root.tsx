import { useEffect, useRef } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import { Footer } from './components/layout/footer.tsx';
import { Header, headerSlots } from './components/layout/header.tsx';
import { ErrorActions } from './components/ui/error-actions.tsx';
import { RequestReference } from './components/ui/request-reference.tsx';
import { INLINE_CSS_ID, useInlineCss, useNonce } from './components/ui/nonce.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { earlyInputScript, ReplayEarlyInput } from './lib/early-input.ts';
import { rootDataOf } from './lib/seo.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { loadRootData, useOptionalRootData } from './lib/root-data.ts';
import type { Route } from './+types/root';

export function loader({ context }: Route.LoaderArgs) {
  return loadRootData(context);
}

/** The header's slots (common/personal.ts), for the server to fill a shared page with a visitor's own parts. */
export const slots = headerSlots;

/**
 * What an error page says after its status. A 400 (a hand-made request: an unknown form intent)
 * says so in the page's language; React Router would name it "Internal Server Error".
 */
function statusTextOf(error: { status: number; statusText?: string }, t: (key: 'errors.badRequest') => string) {
  return error.status === 400 ? t('errors.badRequest') : error.statusText;
}

/** An error page still needs a title (WCAG 2.4.2): the status it shows, or "Something went wrong". */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const root = rootDataOf(matches);
  const t = getI18n(root?.lang ?? DEFAULT_LANG).t;
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${statusTextOf(error, t) || t('errors.unexpected')}`
    : t('errors.somethingWrong');
  return [{ title: root ? `${title} | ${root.store.name}` : title }, { name: 'robots', content: 'noindex' }];
};

/**
 * Hash-style links (/#/faq) become normal paths before the app starts (docs/product.md §2.14.3), through the
 * same safe-redirect rule as every server redirect (its source inlined), so `/#//host` stays here.
 */
const hashRedirect = `(function(){var safe=${safeRedirect.toString()};var h=location.hash;if(h.indexOf('#/')===0){location.replace(safe(h.slice(1),'/'));}})();`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useOptionalRootData();
  const nonce = useNonce();
  const css = useInlineCss();
  return (
    <html lang={data?.lang ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The server's copy is the one that runs; the client's build spells the function minified. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hashRedirect }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
        <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * After a client-side move to another page, the focus is either gone with the old page (it falls
 * back to the document, and a keyboard user starts again from the top) or still on a header link.
 * Put it on the new page's main region, so the next Tab and a screen reader start at the new
 * content, unless the new page placed the focus inside it itself.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    const active = document.activeElement;
    // A shopper already typing again (the header search, right after choosing a suggestion) keeps
    // the field: taking it away closed the new suggestions mid-word.
    const typing =
      active instanceof HTMLInputElement && active.isConnected && active.type === 'search' && active.value !== '';
    if (main && !typing && !(active && active.isConnected && main.contains(active)))
      main.focus({ preventScroll: true });
  }, [pathname]);
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  useFocusMainOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <ReplayEarlyInput />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header />
      {/* tabIndex -1: the skip link and page changes can move the focus here; it is no Tab stop. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none focus:shadow-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const data = useOptionalRootData();
  const body = isRouteErrorResponse(error) ? (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpected')}</h1>
      <p className="mt-4 text-slate-600">
        {error.status} {statusTextOf(error, t) || (typeof error.data === 'string' ? error.data : '')}
      </p>
      {/* Not on a 404: those pages are shared by everyone (docs/decisions/008). */}
      {error.status >= 500 ? <RequestReference /> : null}
    </section>
  ) : (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('errors.somethingWrong')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.appFailed')}</p>
      {error instanceof Error && error.message ? (
        <pre className="mt-4 overflow-auto rounded bg-slate-100 p-3 text-left text-sm">{error.message}</pre>
      ) : null}
      <RequestReference />
      <ErrorActions />
    </section>
  );
  // Without the root's data (it failed itself) the header cannot render; show the message alone.
  return data ? <Shell>{body}</Shell> : body;
}
