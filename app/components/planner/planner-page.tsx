import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { Plan } from '#common/kit-planner.ts';
import { loose, formatMessage } from './format.ts';
import { KitList } from './kit-list.tsx';
import { PlanForm } from './plan-form.tsx';
import type { PlannerAddResult, PlannerChoices, PlannerFormValues } from './planner.types.ts';
import { Requirements } from './requirements.tsx';

export function PlannerPage({
  choices,
  form,
  plan,
  search,
  failure,
  documentResult,
}: {
  choices: PlannerChoices;
  form: PlannerFormValues;
  plan: Plan | null;
  search: string;
  failure: { messageKey: TranslationKey; values: Record<string, string> } | null;
  documentResult: PlannerAddResult | null;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const titleOf = (id: string | undefined) => plan?.lines.find((l) => l.product.id === id)?.product.title ?? id ?? '';

  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('planner.title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('planner.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('planner.intro')}</p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <PlanForm choices={choices} form={form} />

        <div className="min-w-0 space-y-6">
          {failure ? <Alert tone="error">{loose(t)(failure.messageKey, failure.values)}</Alert> : null}
          {!plan && documentResult && !documentResult.ok ? (
            <Alert tone="error">{loose(t)(documentResult.messageKey, documentResult.values ?? {})}</Alert>
          ) : null}
          {!plan && !failure ? <p className="text-slate-700">{t('planner.kit.empty')}</p> : null}
          {plan ? (
            <>
              <section aria-labelledby="planner-issues" className="space-y-2">
                <h2 id="planner-issues" className="text-lg font-semibold text-slate-900">
                  {t('planner.issues.title')}
                </h2>
                {plan.issues.length ? (
                  <ul className="space-y-2" data-testid="planner-issues">
                    {plan.issues.map((issue, i) => (
                      <li
                        key={i}
                        data-issue={issue.key}
                        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                      >
                        {formatMessage('issues', issue, lang, t, { product: titleOf(issue.productId) })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
                    {t('planner.issues.none')}
                  </p>
                )}
              </section>
              {plan.notes.length ? (
                <section aria-labelledby="planner-notes" className="space-y-2">
                  <h2 id="planner-notes" className="text-lg font-semibold text-slate-900">
                    {t('planner.notes.title')}
                  </h2>
                  <ul className="space-y-2" data-testid="planner-notes">
                    {plan.notes.map((note) => (
                      <li
                        key={note.key}
                        data-note={note.key}
                        className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
                      >
                        {formatMessage('notes', note, lang, t)}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <KitList plan={plan} search={search} documentResult={documentResult} />
              <Requirements requirements={plan.requirements} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
