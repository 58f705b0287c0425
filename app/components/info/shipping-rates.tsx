import { COUNTRIES, countryName } from '#common/countries.ts';
import { DELIVERY_DAYS, shippingRateRows } from '#common/shipping.ts';
import { useInfoText } from './info-page.tsx';

/** The /shipping table, made from the one shipping rule (common/shipping.ts): no price is written here. */
export function ShippingRatesTable() {
  const { text, amount, lang } = useInfoText();
  const rows = shippingRateRows();
  const label = (row: (typeof rows)[number]) => {
    if (row.fromCents === 0 && row.toCents != null) return text('info.shipping.table.under', { amount: amount(row.toCents + 1) });
    if (row.toCents == null) return text('info.shipping.table.over', { amount: amount(row.fromCents) });
    return text('info.shipping.table.range', { from: amount(row.fromCents), to: amount(row.toCents) });
  };
  const days = (kind: 'standard' | 'express') => ({ min: String(DELIVERY_DAYS[kind].min), max: String(DELIVERY_DAYS[kind].max) });
  const countries = COUNTRIES.map((code) => countryName(code, lang === 'tr' ? 'tr' : 'en')).join(', ');
  return (
    <>
      {/* On a narrow screen the table scrolls sideways; the region takes focus so the keyboard can scroll it. */}
      <div role="region" aria-labelledby="shipping-rates-caption" tabIndex={0} className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption id="shipping-rates-caption" className="bg-slate-50 px-3 py-3 sm:px-4 text-left font-semibold text-slate-900">{text('info.shipping.table.caption')}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {text('info.shipping.table.subtotal')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {text('info.shipping.table.standard', days('standard'))}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {text('info.shipping.table.express', days('express'))}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.fromCents} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-3 font-medium whitespace-nowrap text-slate-900 sm:px-4">
                  {label(row)}
                </th>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                  {row.standardCents === 0 ? <strong className="font-semibold text-green-700">{text('info.shipping.table.free')}</strong> : amount(row.standardCents)}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">{amount(row.expressCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-700">{text('info.shipping.table.expressAbroad')}</p>
      <p className="mt-1 text-sm text-slate-700">{text('info.shipping.table.countries', { list: countries })}</p>
    </>
  );
}
