import { data } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { failed, readForm, type ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { unknownIntent } from '#app/lib/action-result.ts';
import type { DealValues } from '#app/components/admin/deal/admin-deal.types.ts';
import { CurrentDeal } from '#app/components/admin/deal/current-deal.tsx';
import { NewDeal } from '#app/components/admin/deal/new-deal.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import { dealSchema, readDealForm } from '#common/schemas/admin-catalog.ts';
import { utcToZonedLocal } from '#common/shop-time.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import type { Route } from './+types/deal';

/** /admin/deal: the running Value of the Day and a form for the next one (which starts at once). */

const HOUR = 3_600_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { adminDeals } = context.services;
  const now = Date.now();
  // Default end: 24 hours from now, on the hour, on the shop's clock.
  const defaultEnd = utcToZonedLocal(Math.ceil((now + 24 * HOUR) / HOUR) * HOUR);
  return {
    deal: await adminDeals.currentDeal(new Date(now)),
    products: adminDeals.dealChoices(),
    now,
    defaultEnd,
    minEnd: utcToZonedLocal(now),
  };
}

type DealResult = ActionResult<'set', DealValues> | ActionResult<'end' | 'unknown'>;

export async function action({ request, context }: Route.ActionArgs) {
  const { adminDeals } = context.services;
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const intent = form.get('intent');
  if (intent === 'set') {
    const values = readDealForm(form);
    const parsed = dealSchema.safeParse(values);
    if (!parsed.success)
      return data<DealResult>(
        { intent, ok: false, fieldErrors: firstIssuePerField(parsed.error.issues, { top: true }), values },
        400,
      );
    try {
      await adminDeals.setDeal(parsed.data);
    } catch (error) {
      return failed(intent, error, values);
    }
    return data<DealResult>({ intent, ok: true });
  }
  if (intent === 'end') {
    try {
      await adminDeals.endDeal();
    } catch (error) {
      return failed(intent, error);
    }
    return data<DealResult>({ intent, ok: true });
  }
  throw unknownIntent();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.catalog.deal.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin/deal',
    noindex: true,
  });

export default function AdminDeal({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, now, products, defaultEnd, minEnd } = loaderData;
  // The new-deal form shows its own errors; this banner is for ending a deal.
  const failure = result && !result.ok && result.intent !== 'set' ? result : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.catalog.deal.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.deal.intro')}</p>
      <div className="mt-4 space-y-3 empty:hidden">
        {failure ? (
          <Alert tone="error">
            <strong className="font-semibold">{t('admin.catalog.errorTitle')}</strong>{' '}
            {t(failure.formError ?? 'admin.catalog.errors.fixFields')}
          </Alert>
        ) : result?.ok ? (
          <Alert tone="success">
            {t(result.intent === 'end' ? 'admin.catalog.deal.ended' : 'admin.catalog.deal.saved')}
          </Alert>
        ) : null}
      </div>
      <CurrentDeal deal={deal} now={now} />
      <NewDeal
        key={`new-${deal?.id ?? 'none'}`}
        products={products}
        defaultEnd={defaultEnd}
        minEnd={minEnd}
        result={result?.intent === 'set' ? (result as ActionResult<'set', DealValues>) : undefined}
      />
    </div>
  );
}
