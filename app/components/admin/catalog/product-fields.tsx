import { useId, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Alert, SelectField, TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { CATEGORIES } from '#common/categories.ts';
import { SUBCATEGORIES } from '#common/subcategories.ts';
import { formatDollars } from '#common/money-input.ts';
import { PRODUCT_MAX, PRODUCT_FIELDS, type ProductField } from '#common/schemas/admin-catalog.ts';
import type { UiTexts, TranslationKey } from '#common/i18n/ui-texts.ts';
import { isUnknownBrand } from '#common/brand.ts';

export type ProductValues = Record<ProductField, string>;

/** What the form shows for a stored product: money as dollars ("189.99"), flags as checkbox values. */
export function productValues(product: {
  id: string;
  title: string;
  description: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  stock: number;
  category: string;
  subcategory: string | null;
  brand: string;
  isNew: boolean;
  isFeatured: boolean;
  hidden: boolean;
}): ProductValues {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    price: formatDollars(product.priceCents),
    oldPrice: formatDollars(product.oldPriceCents),
    stock: String(product.stock),
    category: product.category,
    subcategory: product.subcategory ?? '',
    // No brand shows as an empty field, which the hint explains in the page's language.
    brand: isUnknownBrand(product.brand) ? '' : product.brand,
    isNew: product.isNew ? 'on' : '',
    isFeatured: product.isFeatured ? 'on' : '',
    hidden: product.hidden ? 'on' : '',
  };
}

export const emptyProductValues = (): ProductValues =>
  ({ ...Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, ''])), category: CATEGORIES[0] }) as ProductValues;

/** A labelled checkbox (label beside it, the whole line clickable). */
export function Checkbox({
  label,
  name,
  defaultChecked,
  hint,
  onEdit,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
  hint?: string;
  onEdit?: (name: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={() => onEdit?.(name)}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The product form's fields, shared by the edit and add pages. */
export function ProductFields({
  values,
  errors,
  onEdit,
  withId,
  children,
}: {
  values: ProductValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  withId?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = (name: ProductField) => ({ name, defaultValue: values[name], error: errors[name], onEdit });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withId ? (
        <TextField
          className="sm:col-span-2"
          label={t('admin.catalog.fields.id')}
          hint={t('admin.catalog.fields.idHint')}
          maxLength={PRODUCT_MAX.id}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          required
          {...field('id')}
        />
      ) : null}
      <TextField
        className="sm:col-span-2"
        label={t('admin.catalog.fields.title')}
        maxLength={PRODUCT_MAX.title}
        required
        {...field('title')}
      />
      <DescriptionField value={values.description} error={errors.description} onEdit={onEdit} />
      <TextField
        label={t('admin.catalog.fields.price')}
        hint={t('admin.catalog.fields.priceHint')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...field('price')}
      />
      <TextField
        label={t('admin.catalog.fields.oldPrice')}
        hint={t('admin.catalog.fields.oldPriceHint')}
        inputMode="decimal"
        autoComplete="off"
        {...field('oldPrice')}
      />
      <TextField
        label={t('admin.catalog.fields.stock')}
        hint={t('admin.catalog.fields.stockHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('stock')}
      />
      <SelectField label={t('admin.catalog.fields.category')} {...field('category')}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </SelectField>
      {/* Grouped by category, so the choice reads right without JavaScript; the server checks the pair. */}
      <SelectField
        label={t('admin.catalog.fields.subcategory')}
        hint={t('admin.catalog.fields.subcategoryHint')}
        {...field('subcategory')}
      >
        <option value="">{t('admin.catalog.fields.subcategoryNone')}</option>
        {CATEGORIES.map((c) => (
          <optgroup key={c} label={t(`categories.${c}`)}>
            {SUBCATEGORIES[c].map((s) => (
              <option key={s} value={s}>
                {t(`subcategories.${s}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        className="sm:col-span-2"
        label={t('admin.catalog.fields.brand')}
        hint={t('admin.catalog.fields.brandHint')}
        maxLength={PRODUCT_MAX.brand}
        autoComplete="off"
        {...field('brand')}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="label">{t('admin.catalog.fields.flags')}</legend>
        <div className="mt-1 grid gap-3 sm:grid-cols-3">
          <Checkbox
            label={t('admin.catalog.fields.isNew')}
            name="isNew"
            defaultChecked={values.isNew === 'on'}
            onEdit={onEdit}
          />
          <Checkbox
            label={t('admin.catalog.fields.isFeatured')}
            name="isFeatured"
            defaultChecked={values.isFeatured === 'on'}
            onEdit={onEdit}
          />
          <Checkbox
            label={t('admin.catalog.fields.hidden')}
            hint={t('admin.catalog.fields.hiddenHint')}
            name="hidden"
            defaultChecked={values.hidden === 'on'}
            onEdit={onEdit}
          />
        </div>
      </fieldset>
      {children}
    </div>
  );
}

function DescriptionField({
  value,
  error,
  onEdit,
}: {
  value: string;
  error?: TranslationKey;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="label">
        {t('admin.catalog.fields.description')}
      </label>
      <textarea
        id={id}
        name="description"
        rows={6}
        maxLength={PRODUCT_MAX.description}
        defaultValue={value}
        className={`input ${error ? 'border-red-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={() => onEdit('description')}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

type FlagKey = keyof UiTexts['admin']['catalog']['flags'];

/** New / Featured / Hidden badges of a product. */
export function FlagBadges({ product }: { product: { isNew: boolean; isFeatured: boolean; hidden: boolean } }) {
  const { t } = useTranslation();
  const badges = [
    product.isNew ? ['new', 'bg-green-100 text-green-900'] : null,
    product.isFeatured ? ['featured', 'bg-brand-100 text-brand-800'] : null,
    product.hidden ? ['hidden', 'bg-slate-200 text-slate-800'] : null,
  ].filter((b): b is [FlagKey, string] => Boolean(b));
  if (!badges.length) return <span className="text-slate-500">–</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map(([key, style]) => (
        <li key={key} className={`rounded px-1.5 py-0.5 text-xs font-semibold ${style}`}>
          {t(`admin.catalog.flags.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** Moves to the first field in error once its message is rendered. */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((f) => errors[f]);
  if (!first || !form) return;
  const element = form.elements.namedItem(first);
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) requestAnimationFrame(() => target.focus());
}

/** A form's alert: the server's reason, else "correct the highlighted fields" while any field is in error. */
export function FormAlert({
  formError,
  errors,
  extra,
  className = 'mb-4',
}: {
  formError?: TranslationKey;
  errors: FieldErrors;
  extra?: TranslationKey;
  className?: string;
}) {
  const { t } = useTranslation();
  const reason = formError ?? (Object.values(errors).some(Boolean) ? 'admin.catalog.errors.fixFields' : undefined);
  if (!reason) return null;
  return (
    <div className={className}>
      <Alert tone="error">
        <strong className="font-semibold">{t('admin.catalog.errorTitle')}</strong> {t(reason)}
        {extra ? ` ${t(extra)}` : null}
      </Alert>
    </div>
  );
}
