import { useId } from 'react';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { oneLineAddress } from '#common/address.ts';
import { countryName } from '#common/countries.ts';
import type { SavedAddress } from '#common/schemas/address-book.ts';

/**
 * The signed-in shopper's saved addresses above the billing fields (the default chosen at
 * first): choosing one fills the fields, "A new address" empties them. Without JavaScript,
 * "Use this address" posts the choice and the page comes back filled.
 */
export function SavedAddresses({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const id = useId();
  if (addresses.length === 0) return null;
  const option = (value: string, label: string) => (
    <li key={value} className="flex items-start gap-2">
      <input
        id={`${id}-${value}`}
        type="radio"
        name="savedAddress"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1 h-4 w-4 shrink-0 border-slate-400 text-brand-600"
      />
      <label htmlFor={`${id}-${value}`} className="min-w-0 text-sm break-words text-slate-800">
        {label}
      </label>
    </li>
  );
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-slate-900">{t('addresses.checkout.saved')}</legend>
      <ul className="mt-2 space-y-2">
        {addresses.map((a) =>
          option(String(a.id), `${a.firstName} ${a.lastName}, ${oneLineAddress(a, (code) => countryName(code, lang))}`),
        )}
        {option('new', t('addresses.checkout.newAddress'))}
      </ul>
      {/* Only needed without JavaScript: with it, choosing fills the fields at once. */}
      <noscript>
        <button type="submit" name="intent" value="useAddress" className="btn-secondary mt-3">
          {t('addresses.checkout.use')}
        </button>
      </noscript>
    </fieldset>
  );
}

/** "Save to my address book": ticked at first while the book is empty (that address becomes the default). */
export function SaveAddressBox({ bookEmpty }: { bookEmpty: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-4 flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name="saveAddress"
        defaultChecked={bookEmpty}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t(bookEmpty ? 'addresses.checkout.saveToBookFirst' : 'addresses.checkout.saveToBook')}
      </label>
    </div>
  );
}
