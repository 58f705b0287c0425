import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { firstScreenStream } from './lib/first-screen-scripts.ts';
import { InlineCssProvider, NonceProvider } from './components/ui/nonce.tsx';
import { RequestIdProvider } from './components/ui/request-reference.tsx';
import stylesheet from './app.css?inline';

export const streamTimeout = 5000;

/**
 * React Router's own logging, less the client's mistakes: a post to a page without an action
 * (405, answered with a plain message by the server) and requests the client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  // The server's logger, with this request's id (server/http/log.ts).
  (context as AppLoadContext).logError(inner ?? error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // None in a shared render (docs/decisions/008): its CSP lists the hashes of its scripts instead.
  const nonce = loadContext.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JS clients get the whole document at once; browsers get the shell first.
    const readyOption =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={loadContext.nonce}>
        <InlineCssProvider value={stylesheet}>
          <I18nextProvider i18n={getI18n(loadContext.lang)}>
            <RequestIdProvider value={loadContext.requestId}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </RequestIdProvider>
          </I18nextProvider>
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page's modules are asked for once its first screen is painted (docs/decisions/010).
          const body = firstScreenStream();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
