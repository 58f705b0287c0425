import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response; none in the browser, where scripts are already trusted, and none
 * in a shared render, whose policy lists the hashes of its inline scripts instead (docs/decisions/008).
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = (): string | undefined => useContext(NonceContext) || undefined;

/**
 * The stylesheet's text, inlined in the document's <head> so the first paint waits for no
 * request. The server has it from entry.server.tsx; the browser reads back what the server sent,
 * so hydration finds the same element and text.
 */
const InlineCssContext = createContext<string | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;
export const INLINE_CSS_ID = 'shop-css';
export function useInlineCss(): string {
  const fromServer = useContext(InlineCssContext);
  if (fromServer !== null) return fromServer;
  return typeof document === 'undefined' ? '' : (document.getElementById(INLINE_CSS_ID)?.textContent ?? '');
}
