import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { FormAlert, focusFirstError } from '#app/components/admin/catalog/product-fields.tsx';
import { useMoney } from '#app/components/catalog/price.tsx';
import { TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { AdminDealData, DealValues } from './admin-deal.types.ts';
import { DEAL_FIELDS, dealSchema, readDealForm } from '#common/schemas/admin-catalog.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { SHOP_TIME_ZONE } from '#common/shop-time.ts';

/** The form for the next deal, which replaces the running one at once. */
export function NewDeal({
  products,
  defaultEnd,
  minEnd,
  result,
}: {
  products: AdminDealData['products'];
  defaultEnd: AdminDealData['defaultEnd'];
  minEnd: AdminDealData['minEnd'];
  result?: ActionResult<'set', DealValues>;
}) {
  const { t } = useTranslation();
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
          hint={
            chosen?.priceCents != null
              ? t('admin.catalog.deal.dealPriceBelow', { price: money(chosen.priceCents) })
              : t('admin.catalog.deal.dealPriceHint')
          }
          required
        />
        <TextField
          label={t('admin.catalog.deal.stockCap')}
          name="stockCap"
          defaultValue={values.stockCap}
          error={errors.stockCap}
          onEdit={clear}
          inputMode="numeric"
          autoComplete="off"
          hint={t('admin.catalog.deal.stockCapHint')}
          required
        />
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
