import { useEffect, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { CompareIcon } from '#app/components/compare/compare-icon.tsx';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { announceComparedChange, useComparedIds } from '#app/lib/compared-ids.ts';
import { Toast, useToastHold } from '#app/components/ui/toast.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { CompareActionResult } from '#app/lib/compare-form.ts';
import { MAX_COMPARED, compareUrl } from '#common/compare-list.ts';

/** The toast stays as long as the other add confirmations (3 seconds), longer while held. */
const TOAST_MS = 3000;

/**
 * "Add to compare": a plain form with the product's id, the same for every visitor, so the cached
 * pages it sits on (cards, the product page) stay shared (common/page-policy.ts). Without
 * JavaScript it posts to /compare and lands on the comparison; with it, a fetcher posts and a
 * toast says how many are compared (or that four is the limit) with a link to the comparison.
 * A toggle (aria-pressed): once the product is in the comparison the button says so and looks
 * pressed, and pressing it again takes the product out. `compact`: an icon button (cards), its
 * name unseen.
 */
export function CompareButton({
  productId,
  title,
  compact = false,
  className = '',
}: {
  productId: string;
  title: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CompareActionResult>();
  const [shown, setShown] = useState<CompareActionResult | null>(null);
  const { held, props: holdProps } = useToastHold();
  const busy = fetcher.state !== 'idle';
  const compared = useComparedIds().includes(productId);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setShown(fetcher.data);
    announceComparedChange();
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setShown(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [shown, held]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    form.set('respond', 'data');
    void fetcher.submit(form, { method: 'post', action: '/compare' });
  };

  return (
    <>
      <fetcher.Form method="post" action="/compare" onSubmit={submit} className={className}>
        <input type="hidden" name="intent" value={compared ? 'remove' : 'add'} />
        <input type="hidden" name="id" value={productId} />
        {compact ? (
          <button
            type="submit"
            aria-pressed={compared}
            className={`relative z-10 inline-flex h-11 w-11 items-center justify-center rounded-md border shadow-sm ${compared ? 'border-brand-700 bg-brand-600 text-white hover:bg-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-brand-700'}`}
            aria-label={t('compare.toggleLabel', { title })}
            title={compared ? t('compare.inComparison') : t('compare.addToCompare')}
          >
            {compared ? <CheckIcon className="h-5 w-5" /> : <CompareIcon />}
          </button>
        ) : (
          <button
            type="submit"
            aria-pressed={compared}
            className={`btn-secondary ${compared ? 'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100' : ''}`}
            aria-disabled={busy || undefined}
          >
            {compared ? <CheckIcon className="h-5 w-5" /> : <CompareIcon className="h-5 w-5" />}
            {compared ? t('compare.inComparison') : t('compare.addToCompare')}
            <span className="sr-only">: {title}</span>
          </button>
        )}
      </fetcher.Form>
      <Toast {...holdProps}>{shown ? <CompareToastText result={shown} /> : null}</Toast>
    </>
  );
}

function CompareToastText({ result }: { result: CompareActionResult }) {
  const { t } = useTranslation();
  if (!result.ok && !result.full) return <span className="font-semibold text-red-800">{t(result.messageKey)}</span>;
  const count = result.ids.length;
  const text = result.ok
    ? t(
        result.intent === 'remove'
          ? 'compare.removed'
          : result.intent === 'add' && result.already
            ? 'compare.alreadyAdded'
            : 'compare.added',
        { count, max: MAX_COMPARED },
      )
    : t('compare.full', { max: MAX_COMPARED, title: result.title });
  return (
    <>
      <span className={`font-semibold ${result.ok ? '' : 'text-red-800'}`}>{text}</span>
      <Link to={compareUrl(result.ids)} className="btn-primary">
        {t('compare.view')}
      </Link>
    </>
  );
}
