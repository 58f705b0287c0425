import { SelectField, TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { AddressField, AddressValues } from '#app/lib/checkout-form.ts';
import { COUNTRIES, countryName } from '#common/countries.ts';

/** The billing or shipping address block, its fields named `<prefix>.<field>` as the checkout action reads them. */
export function AddressFields({
  prefix,
  values,
  errors,
  onEdit,
  optionalEmail,
}: {
  prefix: 'billingInfo' | 'shippingInfo';
  values: AddressValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  optionalEmail?: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const name = (f: AddressField) => `${prefix}.${f}`;
  const optional = ` ${t('checkout.optional')}`;
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
      <TextField
        label={t('checkout.city')}
        name={name('city')}
        defaultValue={values.city}
        error={errors[name('city')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} address-level1`}
      />
      <TextField
        label={t('checkout.state')}
        name={name('state')}
        defaultValue={values.state}
        error={errors[name('state')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} address-level2`}
      />
      <TextField
        label={t('checkout.zip')}
        name={name('zip')}
        defaultValue={values.zip}
        error={errors[name('zip')]}
        onEdit={onEdit}
        autoComplete={`${autocomplete} postal-code`}
      />
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
