import { SelectField, TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { AddressField, AddressValues } from '#app/lib/checkout-form.ts';
import { addressRuleFor, autocompleteOf } from '#common/address.ts';
import { COUNTRIES, countryName } from '#common/countries.ts';

/** The billing or shipping address block, its fields named `<prefix>.<field>` as the checkout action reads them. */
export function AddressFields({
  prefix,
  values,
  errors,
  onEdit,
  optionalEmail,
  country = values.country,
}: {
  prefix: 'billingInfo' | 'shippingInfo';
  values: AddressValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  optionalEmail?: boolean;
  /** The country chosen now (the fields follow it); the values' country at first. */
  country?: string;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const name = (f: AddressField) => `${prefix}.${f}`;
  const optional = ` ${t('checkout.optional')}`;
  const rule = addressRuleFor(country);
  const autocomplete = prefix === 'billingInfo' ? 'billing' : 'shipping';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('checkout.firstName')}
        name={name('firstName')}
        defaultValue={values.firstName}
        error={errors[name('firstName')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} given-name`}
      />
      <TextField
        label={t('checkout.lastName')}
        name={name('lastName')}
        defaultValue={values.lastName}
        error={errors[name('lastName')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} family-name`}
      />
      <TextField
        label={t('checkout.email') + (optionalEmail ? optional : '')}
        name={name('email')}
        type="email"
        defaultValue={values.email}
        error={errors[name('email')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} email`}
      />
      <TextField
        label={t('checkout.phone') + optional}
        name={name('phone')}
        type="tel"
        defaultValue={values.phone}
        error={errors[name('phone')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} tel`}
      />
      <TextField
        className="sm:col-span-2"
        label={t('checkout.address')}
        name={name('address')}
        defaultValue={values.address}
        error={errors[name('address')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} street-address`}
      />
      {/* The fields under the street follow the chosen country (common/address.ts): a German address has no district. */}
      {rule.order.map((part) => (
        <TextField
          key={part}
          label={t(rule.labels[part]) + (rule.need[part] === 'optional' ? optional : '')}
          name={name(part)}
          defaultValue={values[part]}
          error={errors[name(part)]}
          onEdit={onEdit}
          autoComplete={`${autocomplete} ${autocompleteOf(part, country)}`}
        />
      ))}
      <SelectField
        label={t('checkout.country')}
        name={name('country')}
        defaultValue={values.country}
        error={errors[name('country')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} country`}
      >
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, lang)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
