import { COUNTRIES, countryName } from '#common/countries.ts';
import { DELIVERY_DAYS, shippingRateRows } from '#common/shipping.ts';
import { useInfoText } from './info-page.tsx';

/** The /shipping table, made from the one shipping rule (common/shipping.ts): no price is written here. */
export function ShippingRatesTable() {
  const { text, amount, lang } = useInfoText();
  const rows = shippingRateRows();
  const label = (row: (typeof rows)[number]) => {
    if (row.fromCents === 0 && row.toCents != null)
      return text('info.shipping.table.under', { amount: amount(row.toCents + 1) });
    if (row.toCents == null) return text('info.shipping.table.over', { amount: amount(row.fromCents) });
    return text('info.shipping.table.range', { from: amount(row.fromCents), to: amount(row.toCents) });
  };
  const days = (kind: 'standard' | 'express') => ({
    min: String(DELIVERY_DAYS[kind].min),
    max: String(DELIVERY_DAYS[kind].max),
  });
  const standard = text('info.shipping.table.standard', days('standard'));
  const express = text('info.shipping.table.express', days('express'));
  const countries = COUNTRIES.map((code) => countryName(code, lang)).join(', ');
  return (
    <>
      {/*
        Below the sm breakpoint each row is stacked as a small card (the subtotal on top, then
        both prices with their column names, read out with them), so a 320 px screen shows every
        cell without scrolling. The explicit roles keep it a table whatever its display.
      */}
      <div role="region" aria-labelledby="shipping-rates-caption" className="mt-4 rounded-lg border border-slate-200">
        <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
          <caption
            id="shipping-rates-caption"
            className="bg-slate-50 px-3 py-3 text-left font-semibold text-slate-900 max-sm:block sm:px-4"
          >
            {text('info.shipping.table.caption')}
          </caption>
          <thead role="rowgroup" className="bg-slate-100 text-slate-900 max-sm:hidden">
            <tr role="row">
              <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {text('info.shipping.table.subtotal')}
              </th>
              <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {standard}
              </th>
              <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {express}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-sm:block">
            {rows.map((row) => (
              <tr
                role="row"
                key={row.fromCents}
                className="border-t border-slate-200 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:px-3 max-sm:py-3"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="px-3 py-3 font-medium text-slate-900 max-sm:col-span-2 max-sm:p-0 max-sm:pb-1 sm:px-4 sm:whitespace-nowrap"
                >
                  {label(row)}
                </th>
                <td role="cell" className="px-3 py-3 text-slate-700 max-sm:p-0 sm:px-4 sm:whitespace-nowrap">
                  <span className="block text-xs text-slate-600 sm:hidden">{standard}</span>
                  {row.standardCents === 0 ? (
                    <strong className="font-semibold text-green-700">{text('info.shipping.table.free')}</strong>
                  ) : (
                    amount(row.standardCents)
                  )}
                </td>
                <td role="cell" className="px-3 py-3 text-slate-700 max-sm:p-0 sm:px-4 sm:whitespace-nowrap">
                  <span className="block text-xs text-slate-600 sm:hidden">{express}</span>
                  {amount(row.expressCents)}
                </td>
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
