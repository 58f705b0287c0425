import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';

/**
 * The id of the request that failed (X-Request-Id, the key to its log line), for a shopper to
 * quote. The server has it from entry.server.tsx; the browser reads back what the server sent, so
 * hydration finds the same text. Only on the first page: after a move in the browser, a failure
 * came from another request, whose id the page does not know.
 */
const RequestIdContext = createContext<string | null>(null);
export const RequestIdProvider = RequestIdContext.Provider;
const ELEMENT_ID = 'request-reference';

export function RequestReference() {
  const { t } = useTranslation();
  const { key } = useLocation();
  const fromServer = useContext(RequestIdContext);
  const id =
    fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(ELEMENT_ID)?.dataset.id ?? ''));
  if (!id || key !== 'default') return null;
  return (
    <p id={ELEMENT_ID} data-id={id} className="mt-4 text-sm text-slate-500">
      {t('errors.reference', { id })}
    </p>
  );
}
