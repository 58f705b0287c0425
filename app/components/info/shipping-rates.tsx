import { useInfoText } from './info-page.tsx';

/** Shipping cost by order subtotal (spec §9); amounts in cents, null = free. */
export const SHIPPING_RATES: { fromCents: number; toCents: number | null; standardCents: number | null; expressCents: number }[] = [
  { fromCents: 0, toCents: 4_999, standardCents: 599, expressCents: 1_599 },
  { fromCents: 5_000, toCents: 9_999, standardCents: 399, expressCents: 1_299 },
  { fromCents: 10_000, toCents: 19_999, standardCents: 299, expressCents: 999 },
  { fromCents: 20_000, toCents: null, standardCents: null, expressCents: 799 },
];

export function ShippingRatesTable() {
  const { text, amount } = useInfoText();
  const label = (row: (typeof SHIPPING_RATES)[number]) => {
    if (row.fromCents === 0 && row.toCents != null) return text('info.shipping.table.under', { amount: amount(row.toCents + 1) });
    if (row.toCents == null) return text('info.shipping.table.over', { amount: amount(row.fromCents) });
    return text('info.shipping.table.range', { from: amount(row.fromCents), to: amount(row.toCents) });
  };
  return (
    // On a narrow screen the table scrolls sideways; the region takes focus so the keyboard can scroll it.
    <div role="region" aria-labelledby="shipping-rates-caption" tabIndex={0} className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">
        <caption id="shipping-rates-caption" className="bg-slate-50 px-3 py-3 sm:px-4 text-left font-semibold text-slate-900">{text('info.shipping.table.caption')}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {text('info.shipping.table.subtotal')}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {text('info.shipping.table.standard')}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {text('info.shipping.table.express')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHIPPING_RATES.map((row) => (
            <tr key={row.fromCents} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-3 font-medium whitespace-nowrap text-slate-900 sm:px-4">
                {label(row)}
              </th>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                {row.standardCents == null ? <strong className="font-semibold text-green-700">{text('info.shipping.table.free')}</strong> : amount(row.standardCents)}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">{amount(row.expressCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
