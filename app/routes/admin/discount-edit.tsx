import { Link, data, redirect } from 'react-router';
import { CodeActions } from '#app/components/admin/discounts/code-actions.tsx';
import { CodeForm } from '#app/components/admin/discounts/code-form.tsx';
import { useCodeTexts } from '#app/components/admin/discounts/code-texts.ts';
import { CodeUsage } from '#app/components/admin/discounts/code-usage.tsx';
import { CodeStateBadge } from '#app/components/admin/discounts/state-badge.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { formValuesOf, saveCodeForm, type CodeFormResult } from '#app/lib/discount-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/discount-edit';

/**
 * /admin/discounts/:id: a code's terms (edit), its usage, Deactivate/Activate, and Delete for a
 * code no order used (docs/product.md §17.8). Plain posts with an intent: works without JavaScript.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const code = await context.services.discounts.get(id);
  if (!code) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return { code, created: new URL(request.url).searchParams.get('created') === '1' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { discounts } = context.services;
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'save') {
    const outcome = await saveCodeForm(form, (input) => discounts.update(id, input));
    if ('refused' in outcome) return outcome.refused;
    return data<CodeFormResult>({ ok: true, intent, message: 'discounts.admin.saved' });
  }
  try {
    if (intent === 'deactivate' || intent === 'activate') {
      await discounts.setActive(id, intent === 'activate');
      return data<CodeFormResult>({
        ok: true,
        intent,
        message: intent === 'activate' ? 'discounts.admin.activated' : 'discounts.admin.deactivated',
      });
    }
    if (intent === 'delete') {
      const code = await discounts.get(id);
      await discounts.remove(id);
      throw redirect(`/admin/discounts?deleted=${encodeURIComponent(code?.code ?? '')}`);
    }
  } catch (error) {
    return answerRefusal<CodeFormResult>(error, (refused) => ({
      ok: false,
      intent,
      formError: refused.messageKey,
      fieldErrors: {},
    }));
  }
  return data<CodeFormResult>({ ok: false, intent, formError: 'errors.badRequest', fieldErrors: {} }, 400);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'discounts.admin.metaTitle',
    description: 'discounts.admin.metaDescription',
    path: '/admin/discounts',
    noindex: true,
  });

export default function DiscountCodePage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const texts = useCodeTexts();
  const { code, created } = loaderData;
  const done = result?.ok ? result.message : created ? 'discounts.admin.created' : null;
  // A refused save shows in its form; other refusals (e.g. deleting a used code) here.
  const failure = result && !result.ok && result.intent !== 'save' ? result : null;
  return (
    <div>
      <Link to="/admin/discounts" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {t('discounts.admin.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {t('discounts.admin.editTitle', { code: code.code })}
        </h1>
        <CodeStateBadge state={code.state} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {texts.discount(code)} · {texts.window(code)}
      </p>
      {code.issuedTo ? (
        <p className="text-sm break-all text-slate-600">{t('discounts.admin.issuedTo', { email: code.issuedTo })}</p>
      ) : null}
      <div className="mt-4 space-y-3 empty:hidden">
        {done ? <Alert tone="success">{t(done, { code: code.code })}</Alert> : null}
        {failure ? (
          <Alert tone="error">
            <strong className="font-semibold">{t('discounts.admin.errorTitle')}</strong>{' '}
            {t(failure.formError ?? 'errors.badRequest')}
          </Alert>
        ) : null}
      </div>
      <CodeActions active={code.active} deletable={code.deletable} />
      <CodeUsage usedCount={code.usedCount} redemptions={code.redemptions} />
      <CodeForm
        key={code.updatedAt}
        values={formValuesOf(code)}
        result={result}
        submitLabel={t('discounts.admin.form.save')}
      />
    </div>
  );
}
