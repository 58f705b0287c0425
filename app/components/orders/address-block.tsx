import { usePageLang } from '#app/i18n/use-translation.ts';
import { cityLine } from '#common/address.ts';
import { countryName } from '#common/countries.ts';

export type AddressView = {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
};

export function AddressBlock({ address }: { address: AddressView }) {
  const lang = usePageLang();
  return (
    <address className="text-sm leading-relaxed text-slate-700 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {cityLine(address)}
      <br />
      {countryName(address.country, lang)}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
