import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { focusFirstError } from '#app/components/admin/catalog/product-fields.tsx';
import { Alert, TextAreaField, TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { CodeFormResult } from '#app/lib/discount-form.ts';
import { CATEGORIES } from '#common/categories.ts';
import { DISCOUNT_KINDS } from '#common/discounts.ts';
import { DISCOUNT_FIELDS, type DiscountFormValues } from '#common/schemas/discounts.ts';

/**
 * The code's terms (new or edited): a plain form post, so it works without JavaScript; a refused
 * save comes back with what was typed, the reason on top and each field's message under it.
 */
export function CodeForm({
  values,
  result,
  submitLabel,
}: {
  values: DiscountFormValues;
  result?: CodeFormResult;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const kindId = useId();
  const categoriesId = useId();
  const activeId = useId();
  const refused = result && !result.ok && result.intent === 'save' ? result : undefined;
  const { errors, clear } = useFieldErrors(refused?.fieldErrors);
  const shown = refused?.values ?? values;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  useEffect(() => {
    if (refused) focusFirstError(formRef.current, DISCOUNT_FIELDS, refused.fieldErrors);
  }, [refused]);
  const hasErrors = Object.values(errors).some(Boolean);
  const field = (name: keyof DiscountFormValues) => ({
    name,
    error: errors[name],
    onEdit: clear,
    defaultValue: shown[name] as string,
  });

  return (
    <Form ref={formRef} method="post" noValidate className="card mt-4 grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
      <input type="hidden" name="intent" value="save" />
      {refused?.formError || hasErrors ? (
        <div className="sm:col-span-2">
          <Alert tone="error">
            <strong className="font-semibold">{t('discounts.admin.errorTitle')}</strong>{' '}
            {t(refused?.formError ?? 'discounts.admin.errors.fixFields', refused?.formDetails ?? {})}
          </Alert>
        </div>
      ) : null}
      <TextField
        {...field('code')}
        label={t('discounts.admin.form.code')}
        hint={t('discounts.admin.form.codeHint')}
        maxLength={32}
        autoCapitalize="characters"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2" aria-describedby={errors.kind ? `${kindId}-error` : undefined}>
        <legend className="label">{t('discounts.admin.form.kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {DISCOUNT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={shown.kind === kind}
                onChange={() => clear('kind')}
                className="h-4 w-4 text-brand-600"
              />
              {t(`discounts.admin.form.kinds.${kind}`)}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id={`${kindId}-error`} className="mt-1 text-sm text-red-700">
            {t(errors.kind)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        {...field('value')}
        label={t('discounts.admin.form.value')}
        hint={t('discounts.admin.form.valueHint')}
        inputMode="decimal"
      />
      <TextField
        {...field('minOrder')}
        label={t('discounts.admin.form.minOrder')}
        hint={t('discounts.admin.form.minOrderHint')}
        inputMode="decimal"
      />
      <TextField
        {...field('startsAt')}
        type="datetime-local"
        label={t('discounts.admin.form.startsAt')}
        hint={t('discounts.admin.form.windowHint')}
      />
      <TextField
        {...field('endsAt')}
        type="datetime-local"
        label={t('discounts.admin.form.endsAt')}
        hint={t('discounts.admin.form.windowHint')}
      />
      <TextField
        {...field('maxUses')}
        label={t('discounts.admin.form.maxUses')}
        hint={t('discounts.admin.form.usesHint')}
        inputMode="numeric"
      />
      <TextField
        {...field('maxUsesPerCustomer')}
        label={t('discounts.admin.form.maxUsesPerCustomer')}
        hint={t('discounts.admin.form.usesHint')}
        inputMode="numeric"
      />
      <TextAreaField
        {...field('productIds')}
        label={t('discounts.admin.form.productIds')}
        hint={t('discounts.admin.form.productIdsHint')}
        spellCheck={false}
        className="sm:col-span-2"
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={`${categoriesId}-hint${errors.categories ? ` ${categoriesId}-error` : ''}`}
      >
        <legend className="label">{t('discounts.admin.form.categories')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={shown.categories.includes(category)}
                onChange={() => clear('categories')}
                className="h-4 w-4 rounded border-slate-400 text-brand-600"
              />
              {t(`categories.${category}`)}
            </label>
          ))}
        </div>
        <p id={`${categoriesId}-hint`} className="mt-1 text-xs text-slate-600">
          {t('discounts.admin.form.categoriesHint')}
        </p>
        {errors.categories ? (
          <p id={`${categoriesId}-error`} className="mt-1 text-sm text-red-700">
            {t(errors.categories)}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          id={activeId}
          type="checkbox"
          name="active"
          defaultChecked={shown.active === 'on'}
          className="h-4 w-4 rounded border-slate-400 text-brand-600"
        />
        <label htmlFor={activeId} className="text-sm font-medium text-slate-800">
          {t('discounts.admin.form.active')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('discounts.admin.form.saving') : submitLabel}
        </button>
      </div>
    </Form>
  );
}
