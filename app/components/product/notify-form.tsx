import { useId, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Slot } from '#app/lib/personal.ts';
import type { ProductActionResult } from '#app/lib/product-form.ts';
import { NEWSLETTER_EMAIL_PATTERN } from '#common/patterns.ts';

/** One form per page: fixed ids, because the address field is a slot the server renders alone. */
const EMAIL_ID = 'notify-email';

type NotifyAnswer = Extract<ProductActionResult, { intent: 'notify' }>;

/**
 * "Notify me when available" on a sold-out product (docs/product.md §16.6): an e-mail address
 * (the signed-in shopper's, filled in), confirmed by a mailed link before any alert. A plain form
 * post, so it works without JavaScript; `documentResult` is that post's answer.
 */
export function NotifyForm({
  email,
  fetcher,
  documentResult,
}: {
  email: string;
  fetcher: FetcherWithComponents<ProductActionResult>;
  documentResult: ProductActionResult | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? documentResult;
  const answer = result && 'intent' in result && result.intent === 'notify' ? (result as NotifyAnswer) : null;
  const error = clientError ?? (answer?.ok === false ? t(answer.messageKey) : null);
  const done = !clientError && answer?.ok;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('subscriptions.notify.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('subscriptions.notify.text')}</p>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-3"
        onSubmit={(event) => {
          // The server's rule (§16.1), without shipping zod on the page.
          const value = String(new FormData(event.currentTarget).get('email') ?? '').trim();
          if (busy || !NEWSLETTER_EMAIL_PATTERN.test(value)) {
            event.preventDefault();
            if (!busy) setClientError(t('newsletter.invalidEmail'));
          } else setClientError(null);
        }}
      >
        <input type="hidden" name="intent" value="notify" />
        <label htmlFor={EMAIL_ID} className="label">
          {t('subscriptions.notify.emailLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Slot k="alert-email">
            <AlertEmailInput email={email} invalid={!!error} />
          </Slot>
          <button type="submit" className="btn-primary flex-none" aria-disabled={busy || undefined}>
            {busy ? t('subscriptions.notify.sending') : t('subscriptions.notify.submit')}
          </button>
        </div>
        <div id={`${EMAIL_ID}-message`} className="mt-2 text-sm">
          {error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : (
            <p role="status" className="text-green-800">
              {done ? t('subscriptions.notify.success') : ''}
            </p>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}

/** The address field, filled in for a signed-in shopper: a slot's content (common/personal.ts). */
export function AlertEmailInput({ email, invalid }: { email: string; invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <input
      id={EMAIL_ID}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={email}
      placeholder={t('subscriptions.notify.placeholder')}
      aria-invalid={invalid || undefined}
      aria-describedby={`${EMAIL_ID}-message`}
      className="input min-w-0 flex-1"
    />
  );
}
