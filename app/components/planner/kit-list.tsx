import { Link, useFetcher } from 'react-router';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { formatMoney } from '#common/money.ts';
import { incompatibilitiesOf, type Plan } from '#common/kit-planner.ts';
import { loose, formatMessage, formatNumber } from './format.ts';
import type { PlannerAddResult } from './planner.types.ts';

/** The kit: each product with its role, quantity, price, line total and reasons; the total; "Add the whole kit". */
export function KitList({
  plan,
  search,
  documentResult,
}: {
  plan: Plan;
  search: string;
  documentResult: PlannerAddResult | null;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const fetcher = useFetcher<PlannerAddResult>();
  const result = fetcher.data ?? documentResult;
  const busy = fetcher.state !== 'idle';
  const wrong = incompatibilitiesOf(plan);
  const titleOf = (id: string | undefined) => plan.lines.find((l) => l.product.id === id)?.product.title ?? id ?? '';
  const withChoice = (role: string, id: string) => {
    const params = new URLSearchParams(search);
    params.set(role, id);
    return `/planner?${params}`;
  };

  return (
    <section aria-labelledby="planner-kit" className="card p-4">
      <h2 id="planner-kit" className="text-lg font-semibold text-slate-900">
        {t('planner.kit.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200" data-testid="planner-kit">
        {plan.lines.map((line) => (
          <li
            key={`${line.role}-${line.product.id}`}
            className="py-3"
            data-role={line.role}
            data-product={line.product.id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="min-w-0 font-semibold break-words text-slate-900">
                <span className="mr-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                  {t(`planner.kit.role.${line.role}`)}
                </span>
                <Link to={`/product/${encodeURIComponent(line.product.id)}`} className="hover:underline">
                  {line.product.title}
                </Link>
              </p>
              <p className="text-sm whitespace-nowrap text-slate-800">
                <span className="sr-only">{t('planner.kit.quantity')}: </span>
                {formatNumber(line.quantity, lang)} × {formatMoney(line.unitPriceCents, lang)} ={' '}
                <strong className="text-slate-900">{formatMoney(line.lineTotalCents, lang)}</strong>
              </p>
            </div>
            <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
              {line.reasons.map((reason, i) => (
                <li key={i}>{formatMessage('reasons', reason, lang, t)}</li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-slate-600">
              {line.chosen ? t('planner.kit.chosen') : t('planner.kit.proposed')}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-300 pt-3">
        <p className="text-lg font-bold text-slate-900">
          {t('planner.kit.total')}: <span data-testid="planner-total">{formatMoney(plan.totalCents, lang)}</span>
        </p>
        {wrong.length === 0 ? null : (
          <div
            className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="planner-confirm"
          >
            <p className="font-semibold">{t('planner.confirm.title')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {wrong.map((issue, i) => (
                <li key={i}>{formatMessage('issues', issue, lang, t, { product: titleOf(issue.productId) })}</li>
              ))}
            </ul>
            {plan.fixes.map((fix) => (
              <p key={fix.role} className="mt-2">
                <Link to={withChoice(fix.role, fix.productId)} className="font-semibold underline" data-fix={fix.role}>
                  {t(`planner.confirm.fix.${fix.role}`, { title: fix.title })}
                </Link>
              </p>
            ))}
          </div>
        )}
        <fetcher.Form method="post" action={`/planner${search}`} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="plan" value={search.slice(1)} />
          <input type="hidden" name="js" value="" />
          {wrong.length === 0 ? null : (
            <label className="flex items-start gap-2 text-sm text-slate-900">
              <input type="checkbox" name="confirm" value="1" required className="mt-1" />
              <span>{t('planner.confirm.label', { count: wrong.length })}</span>
            </label>
          )}
          <button
            type="submit"
            className="btn-primary"
            disabled={busy}
            onClick={(e) => {
              const js = e.currentTarget.form?.elements.namedItem('js');
              if (js instanceof HTMLInputElement) js.value = '1';
            }}
          >
            {busy ? t('planner.kit.adding') : wrong.length ? t('planner.kit.addAnyway') : t('planner.kit.add')}
          </button>
        </fetcher.Form>
      </div>
      <div aria-live="polite" className="mt-3">
        {result?.ok ? (
          <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
            {t('planner.kit.added')}{' '}
            <Link to="/cart" className="font-semibold underline">
              {t('planner.kit.viewCart')}
            </Link>
          </p>
        ) : result ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            {loose(t)(result.messageKey, result.values ?? {})}
          </p>
        ) : null}
      </div>
    </section>
  );
}
