import { usePageLang } from '#app/i18n/use-translation.ts';
import { localityLines } from '#common/address.ts';
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
      {/* The lines under the street as the country writes them (common/address.ts). */}
      {localityLines(address).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
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
