import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useFetcher } from 'react-router';
import { NEWSLETTER_EMAIL_PATTERN } from '#common/patterns.ts';
import type { NewsletterResult } from '#app/routes/newsletter.tsx';

/** Spec: the result message clears after 5 seconds. */
const MESSAGE_MS = 5000;

/** Home and footer newsletter signup; stores the address for real, validates as docs/product.md §16.1 says. */
export function NewsletterForm({ source, tone = 'light' }: { source: 'home' | 'footer'; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterResult>();
  const [clientError, setClientError] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  useEffect(() => {
    if (!result && !clientError) return;
    setVisible(true);
    const timer = setTimeout(() => {
      setVisible(false);
      setClientError(null);
    }, MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [result, clientError]);

  const message = clientError ?? (result ? (result.ok ? t('newsletter.success') : t(result.messageKey)) : null);
  const isError = Boolean(clientError) || (result ? !result.ok : false);
  const dark = tone === 'dark';

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      // A submit before the scripts start waits for them (app/lib/early-input.ts), so it ends in
      // the same message here rather than on the no-JavaScript result page.
      data-hold-until-hydrated=""
      className="w-full"
      onSubmit={(event) => {
        // The same rule as the server's schema, without shipping zod on every page.
        const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
        if (!NEWSLETTER_EMAIL_PATTERN.test(email)) {
          event.preventDefault();
          setClientError(t('newsletter.invalidEmail'));
        } else {
          setClientError(null);
        }
      }}
    >
      <input type="hidden" name="source" value={source} />
      <label htmlFor={id} className="sr-only">
        {t('newsletter.emailLabel')}
      </label>
      <div className={dark ? 'flex flex-col gap-2' : 'flex gap-2'}>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('newsletter.placeholder')}
          aria-invalid={isError || undefined}
          aria-describedby={`${id}-message`}
          className={`input ${dark ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400' : ''}`}
        />
        <button type="submit" className="btn-primary flex-none" disabled={busy}>
          {busy ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${isError ? (dark ? 'text-red-300' : 'text-red-700') : dark ? 'text-green-300' : 'text-green-700'}`}
      >
        {visible ? message : ''}
      </p>
    </fetcher.Form>
  );
}
