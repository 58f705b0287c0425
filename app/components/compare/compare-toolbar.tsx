import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { compareUrl, serializeCompareIds } from '#common/compare-list.ts';

/**
 * The differences switch (a link, so it works without JavaScript), copy link and print (buttons
 * that need a script, shown once it runs; the address itself is the share) and clearing the list.
 */
export function CompareToolbar({ ids, diff }: { ids: string[]; diff: boolean }) {
  const { t } = useTranslation();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="mt-4 flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        {ids.length > 1 ? (
          // A link that says what it does next (no tick box beside it: a ticked box next to
          // "Show all rows" read as a contradiction).
          <Link to={compareUrl(ids, { diff: !diff })} className="btn-secondary" preventScrollReset replace>
            {diff ? t('compare.showAll') : t('compare.onlyDifferences')}
          </Link>
        ) : null}
        {scripted ? (
          <>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(window.location.href).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}
            >
              {t('compare.copyLink')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              {t('compare.print')}
            </button>
          </>
        ) : null}
        <Form method="post" action="/compare" className="sm:ml-auto">
          <input type="hidden" name="intent" value="clear" />
          <input type="hidden" name="ids" value={serializeCompareIds(ids)} />
          <button type="submit" className="btn-secondary text-red-700">
            {t('compare.clear')}
          </button>
        </Form>
      </div>
      <p className="text-xs text-slate-600">{t('compare.shareHint')}</p>
      <p role="status" className="text-sm font-semibold text-green-800 empty:hidden">
        {copied ? t('compare.copied') : ''}
      </p>
    </div>
  );
}
