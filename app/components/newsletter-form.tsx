import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useFetcher } from 'react-router';
import { NEWSLETTER_EMAIL_PATTERN } from '#common/patterns.ts';
import type { NewsletterResult } from '#app/lib/newsletter-form.ts';

/** Spec: the result message clears after 5 seconds. */
export const NEWSLETTER_MESSAGE_MS = 5000;

/** Home and footer newsletter signup; stores the address for real, validates as docs/product.md §16.1 says. */
export function NewsletterForm({
  source,
  tone = 'light',
  clearAfterMs = NEWSLETTER_MESSAGE_MS,
}: {
  source: 'home' | 'footer';
  tone?: 'light' | 'dark';
  /** How long an answer stays: the spec's 5 s; a test passes less. */
  clearAfterMs?: number;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterResult>();
  // A new object per refusal, so the same refusal twice shows (and times out) twice.
  const [clientError, setClientError] = useState<{ text: string } | null>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  // The answer on screen: the browser's refusal of the address, else the server's answer.
  const answer = clientError ?? result ?? null;
  // Shown from the render that brings it, not from an effect: React sometimes commits the render
  // with the fetcher's data without running the effects that depend on it (the data comes from a
  // store the router changes outside React), and the answer then never showed. Only the hiding
  // after 5 s waits on an effect.
  const [hiddenAnswer, setHiddenAnswer] = useState<typeof answer>(null);
  const visible = answer !== null && answer !== hiddenAnswer;
  useEffect(() => {
    if (answer === null) return;
    const timer = setTimeout(() => setHiddenAnswer(answer), clearAfterMs);
    return () => clearTimeout(timer);
  }, [answer, clearAfterMs]);

  // The first mail is the confirmation (double opt-in): the answer says so after the spec's line.
  const message = clientError
    ? clientError.text
    : result
      ? result.ok
        ? `${t('newsletter.success')} ${t('newsletter.successNext')}`
        : t(result.messageKey)
      : null;
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
          setClientError({ text: t('newsletter.invalidEmail') });
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
