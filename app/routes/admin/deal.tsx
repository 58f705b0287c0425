import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, data, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { failed, readForm, type ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { FormAlert, focusFirstError } from '#app/components/admin/catalog/product-fields.tsx';
import { Countdown } from '#app/components/catalog/countdown.tsx';
import { useMoney } from '#app/components/catalog/price.tsx';
import { Alert, TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { ActionArgs, LoaderArgs } from '#app/lib/route-args.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { DEAL_FIELDS, dealSchema, readDealForm, type DealField } from '#common/schemas/admin-catalog.ts';
import { SHOP_TIME_ZONE, utcToZonedLocal } from '#common/shop-time.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** /admin/deal: the running Value of the Day and a form for the next one (which starts at once). */

const HOUR = 3_600_000;

export async function loader({ context, request }: LoaderArgs) {
  requireAdmin(context, request);
  const { adminCatalog } = context.services;
  const now = Date.now();
  // Default end: 24 hours from now, on the hour, on the shop's clock.
  const defaultEnd = utcToZonedLocal(Math.ceil((now + 24 * HOUR) / HOUR) * HOUR);
  return { deal: await adminCatalog.currentDeal(new Date(now)), products: adminCatalog.dealChoices(), now, defaultEnd, minEnd: utcToZonedLocal(now) };
}

type DealValues = Record<DealField, string>;
type DealResult = ActionResult<'set', DealValues> | ActionResult<'end' | 'unknown'>;

export async function action({ request, context }: ActionArgs) {
  requireAdmin(context, request);
  const { adminCatalog } = context.services;
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const intent = form.get('intent');
  if (intent === 'set') {
    const values = readDealForm(form);
    const parsed = dealSchema.safeParse(values);
    if (!parsed.success) return data<DealResult>({ intent, ok: false, fieldErrors: firstIssuePerField(parsed.error.issues, { top: true }), values }, 400);
    try {
      await adminCatalog.setDeal(parsed.data);
    } catch (error) {
      return failed(intent, error, values);
    }
    return data<DealResult>({ intent, ok: true });
  }
  if (intent === 'end') {
    try {
      await adminCatalog.endDeal();
    } catch (error) {
      return failed(intent, error);
    }
    return data<DealResult>({ intent, ok: true });
  }
  throw data(null, { status: 400 });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'admin.catalog.deal.metaTitle', description: 'admin.shell.metaDescription', path: '/admin/deal', noindex: true });

export default function AdminDeal() {
  const { t } = useTranslation();
  const { deal } = useLoaderData<typeof loader>();
  const result = useActionData<DealResult>();
  // The new-deal form shows its own errors; this banner is for ending a deal.
  const failure = result && !result.ok && result.intent !== 'set' ? result : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.catalog.deal.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.deal.intro')}</p>
      <div className="mt-4 space-y-3 empty:hidden">
        {failure ? (
          <Alert tone="error">
            <strong className="font-semibold">{t('admin.catalog.errorTitle')}</strong> {t(failure.formError ?? 'admin.catalog.errors.fixFields')}
          </Alert>
        ) : result?.ok ? (
          <Alert tone="success">{t(result.intent === 'end' ? 'admin.catalog.deal.ended' : 'admin.catalog.deal.saved')}</Alert>
        ) : null}
      </div>
      <CurrentDeal />
      <NewDeal key={`new-${deal?.id ?? 'none'}`} result={result?.intent === 'set' ? (result as ActionResult<'set', DealValues>) : undefined} />
    </div>
  );
}

function CurrentDeal() {
  const { t } = useTranslation();
  const { deal, now } = useLoaderData<typeof loader>();
  const money = useMoney();
  const formatDate = useDateFormat();
  const navigation = useNavigation();
  const ending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'end';
  return (
    <section aria-labelledby="current-deal-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="current-deal-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.deal.current')}
      </h2>
      {!deal ? (
        <p className="mt-2 text-slate-700">{t('admin.catalog.deal.none')}</p>
      ) : (
        <>
          {deal.productHidden ? (
            <div className="mt-3">
              <Alert tone="info">{t('admin.catalog.deal.productHidden')}</Alert>
            </div>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <Item label={t('admin.catalog.deal.product')}>
              <Link to={`/admin/products/${encodeURIComponent(deal.productId)}`} className="font-semibold text-brand-700 hover:underline">
                {deal.productTitle}
              </Link>
            </Item>
            <Item label={t('admin.catalog.deal.dealPrice')}>
              <span className="font-semibold">{money(deal.dealPriceCents)}</span>{' '}
              <span className="text-sm text-slate-600">({t('admin.catalog.deal.discount', { percent: deal.discount })})</span>
            </Item>
            <Item label={t('admin.catalog.deal.regularPrice')}>{money(deal.regularPriceCents)}</Item>
            <Item label={t('admin.catalog.deal.stockCap')}>
              {deal.stockCap}
              {deal.stock < deal.stockCap ? <span className="text-sm text-slate-600"> ({t('admin.catalog.deal.stockShown', { count: deal.stock })})</span> : null}
            </Item>
            <Item label={t('admin.catalog.deal.endsAt')}>{formatDate(deal.endsAt, true)}</Item>
            <Item label={t('admin.catalog.deal.timeLeft')}>
              <Countdown endsAt={deal.endsAt} serverNow={now} compact />
            </Item>
          </dl>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end" />
            <button type="submit" className="btn-secondary border-red-300 text-red-700" disabled={ending}>
              {t('admin.catalog.deal.endNow')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function NewDeal({ result }: { result?: ActionResult<'set', DealValues> }) {
  const { t } = useTranslation();
  const { products, defaultEnd, minEnd } = useLoaderData<typeof loader>();
  const money = useMoney();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const selectId = useId();
  const refused = result && !result.ok ? result : undefined;
  const { errors, clear, set } = useFieldErrors(refused?.fieldErrors);
  const values: DealValues = refused?.values ?? { productId: '', dealPrice: '', stockCap: '10', endsAt: defaultEnd };
  const [productId, setProductId] = useState(values.productId);
  const chosen = products.find((p) => p.id === productId);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'set';

  useEffect(() => {
    if (refused) focusFirstError(formRef.current, DEAL_FIELDS, refused.fieldErrors);
  }, [refused]);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <section aria-labelledby="new-deal-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="new-deal-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.deal.newTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.deal.newIntro')}</p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          const parsed = dealSchema.safeParse(readDealForm(new FormData(event.currentTarget)));
          if (parsed.success) return;
          event.preventDefault();
          const next = firstIssuePerField(parsed.error.issues, { top: true });
          set(next);
          focusFirstError(event.currentTarget, DEAL_FIELDS, next);
        }}
      >
        <input type="hidden" name="intent" value="set" />
        <FormAlert formError={refused?.formError} errors={errors} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <label htmlFor={selectId} className="label">
            {t('admin.catalog.deal.product')}
          </label>
          <select
            id={selectId}
            name="productId"
            defaultValue={values.productId}
            className={`input ${errors.productId ? 'border-red-600' : ''}`}
            aria-invalid={errors.productId ? true : undefined}
            aria-describedby={errors.productId ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setProductId(event.target.value);
              clear('productId');
            }}
          >
            <option value="">{t('admin.catalog.deal.chooseProduct')}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} — {money(p.priceCents)}
              </option>
            ))}
          </select>
          {errors.productId ? (
            <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
              {t(errors.productId)}
            </p>
          ) : null}
        </div>
        {/* No "old price": the shop strikes the deal against the product's regular price. */}
        <TextField
          label={t('admin.catalog.deal.dealPrice')}
          name="dealPrice"
          defaultValue={values.dealPrice}
          error={errors.dealPrice}
          onEdit={clear}
          inputMode="decimal"
          autoComplete="off"
          hint={chosen?.priceCents != null ? t('admin.catalog.deal.dealPriceBelow', { price: money(chosen.priceCents) }) : t('admin.catalog.deal.dealPriceHint')}
          required
        />
        <TextField label={t('admin.catalog.deal.stockCap')} name="stockCap" defaultValue={values.stockCap} error={errors.stockCap} onEdit={clear} inputMode="numeric" autoComplete="off" hint={t('admin.catalog.deal.stockCapHint')} required />
        <TextField
          label={t('admin.catalog.deal.endsAt')}
          name="endsAt"
          type="datetime-local"
          defaultValue={values.endsAt}
          min={minEnd}
          error={errors.endsAt}
          onEdit={clear}
          hint={t('admin.catalog.deal.endsAtHint', { zone: SHOP_TIME_ZONE })}
          required
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('admin.catalog.saving') : t('admin.catalog.deal.start')}
          </button>
        </div>
      </Form>
    </section>
  );
}
