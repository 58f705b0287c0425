import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import {
  BackToMail,
  MailFacts,
  MailPreview,
  RetryForm,
  type RetryResult,
} from '#app/components/admin/mail/mail-detail.tsx';
import { NotDeliveringBanner } from '#app/components/admin/mail/mail-status.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import type { Route } from './+types/mail-detail';

/** The id in the URL, or 0 (no mail has it) for anything that is not plain digits. */
function mailId(param: string | undefined): number {
  return /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : 0;
}

/** /admin/mail/:id — one mail as its recipient gets it, and "Retry now" when it failed. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { adminMail } = context.services;
  // Only what the page shows: the HTML itself is loaded by the preview frame.
  const found = await adminMail.get(mailId(params.id));
  if (!found) return data({ mail: null, delivering: adminMail.delivering }, { status: 404 });
  const { html: _html, ...mail } = found;
  return { mail, delivering: adminMail.delivering };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<RetryResult>({ ok: false, error: 'errors.badRequest' }, 400);
  }
  if (form.get('intent') !== 'retry') return data<RetryResult>({ ok: false, error: 'errors.badRequest' }, 400);
  try {
    await context.services.adminMail.retry(mailId(params.id));
    return data<RetryResult>({ ok: true });
  } catch (error) {
    return answerRefusal<RetryResult>(error, (refused) => ({ ok: false, error: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
  const id = mailId(params.id);
  return pageMeta(matches, {
    title: t('adminMail.detail.metaTitle', { id }),
    description: t('adminMail.metaDescription'),
    path: `/admin/mail/${id}`,
    translate: false,
    noindex: true,
  });
};

export default function AdminMailDetail({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mail, delivering } = loaderData;
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.ok) done.current?.focus();
  }, [result]);
  if (!mail)
    return (
      <div>
        <BackToMail />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('adminMail.detail.notFound')}</h1>
      </div>
    );
  return (
    <div>
      <BackToMail />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('adminMail.detail.title', { id: mail.id })}</h1>
      {delivering ? null : <NotDeliveringBanner />}
      {result?.ok ? (
        <div ref={done} tabIndex={-1} className="mt-5 outline-none">
          <Alert tone="success">
            {t(delivering ? 'adminMail.detail.retried' : 'adminMail.detail.retriedNotDelivering')}
          </Alert>
        </div>
      ) : null}
      <MailFacts mail={mail} />
      {mail.status === 'failed' || (result && !result.ok) ? <RetryForm result={result} /> : null}
      <MailPreview mail={mail} />
    </div>
  );
}
