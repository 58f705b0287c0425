import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { MailView } from '#common/views/mail.ts';
import { MailStatusBadge, useMailKindName } from './mail-status.tsx';

export type RetryResult = { ok: true } | { ok: false; error: TranslationKey };

export function BackToMail() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/mail" className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
      ← {t('adminMail.detail.back')}
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who gets it, what it is, and how its delivery went. */
export function MailFacts({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const kindName = useMailKindName();
  const d = (key: string) => t(`adminMail.detail.${key}` as TranslationKey);
  return (
    <dl className="card mt-5 grid gap-4 p-5 text-sm sm:grid-cols-2">
      <Fact label={d('to')}>{mail.recipient}</Fact>
      <Fact label={d('subject')}>{mail.subject || '—'}</Fact>
      <Fact label={d('kind')}>{kindName(mail.kind)}</Fact>
      <Fact label={d('status')}>
        <MailStatusBadge status={mail.status} />
      </Fact>
      <Fact label={d('language')}>{t(`adminMail.languages.${mail.lang}`, { defaultValue: mail.lang })}</Fact>
      <Fact label={d('created')}>{date(mail.createdAt, true)}</Fact>
      {mail.sentAt ? <Fact label={d('sent')}>{date(mail.sentAt, true)}</Fact> : null}
      {mail.status === 'pending' && mail.attempts > 0 ? (
        <Fact label={d('nextAttempt')}>{date(mail.nextAttemptAt, true)}</Fact>
      ) : null}
      <Fact label={d('attempts')}>{mail.attempts}</Fact>
      {mail.lastError ? <Fact label={d('lastError')}>{mail.lastError}</Fact> : null}
      <Fact label={d('attachments')}>
        {mail.attachments.length === 0 ? (
          d('noAttachments')
        ) : (
          <ul>
            {mail.attachments.map((a) => (
              <li key={a.filename}>
                {a.filename} <span className="text-slate-600">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/** "Retry now" for a failed mail: a plain form post. */
export function RetryForm({ result }: { result: RetryResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'retry';
  return (
    <Form method="post" className="card mt-5 p-5" aria-labelledby="retry-title">
      <h2 id="retry-title" className="font-semibold text-slate-900">
        {t('adminMail.detail.retryTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('adminMail.detail.retryHint')}</p>
      {result && !result.ok ? (
        <div className="mt-3">
          <Alert tone="error">{t(result.error)}</Alert>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="retry" />
      <button type="submit" className="btn-primary mt-3" disabled={busy}>
        {busy ? t('adminMail.detail.retrying') : t('adminMail.detail.retry')}
      </button>
    </Form>
  );
}

/**
 * The mail as its recipient sees it: the HTML in a sandboxed frame (no scripts, no same-origin
 * rights; its own route sends a strict CSP), and the plain-text version.
 */
export function MailPreview({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  if (mail.renderError)
    return (
      <div className="mt-5">
        <Alert tone="error">{t('adminMail.detail.renderError', { error: mail.renderError })}</Alert>
      </div>
    );
  return (
    <>
      <section aria-labelledby="mail-html" className="mt-6">
        <h2 id="mail-html" className="text-lg font-semibold text-slate-900">
          {t('adminMail.detail.html')}
        </h2>
        <iframe
          src={`/api/admin/mail/${mail.id}/preview`}
          sandbox=""
          title={t('adminMail.detail.htmlFrame')}
          className="card mt-2 h-[40rem] w-full bg-white"
        />
      </section>
      <section aria-labelledby="mail-text" className="mt-6">
        <h2 id="mail-text" className="text-lg font-semibold text-slate-900">
          {t('adminMail.detail.text')}
        </h2>
        <pre className="card mt-2 overflow-x-auto p-4 text-sm whitespace-pre-wrap break-words text-slate-800">
          {mail.text}
        </pre>
      </section>
    </>
  );
}
