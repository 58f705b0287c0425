/**
 * The one way the shop writes a postal address (checkout confirmation, orders, back office,
 * invoice). In Türkiye the city line is "34710 Kadıköy/İstanbul" (postal code, district/city —
 * the form's "state" field is the district); elsewhere "New York, NY 10110".
 */
import { HOME_COUNTRY } from './shipping.ts';

export type PostalAddress = { address: string; city: string; state: string; zip: string; country: string };

/** An order's billing or shipping address: who, how to reach them, and where. */
export type OrderAddress = PostalAddress & { firstName: string; lastName: string; email: string; phone: string };

/** Whether the country (a code, or a name as older clients send it) is Türkiye. */
function isTurkish(country: string): boolean {
  return country.trim().toUpperCase() === HOME_COUNTRY || /^(tur|turkey|türkiye|turkiye)$/i.test(country.trim());
}

/** The line under the street: postal code, district and city, in the country's order. */
export function cityLine(a: PostalAddress): string {
  const zip = a.zip.trim();
  const city = a.city.trim();
  const state = a.state.trim();
  if (isTurkish(a.country)) return [zip, [state, city].filter(Boolean).join('/')].filter(Boolean).join(' ');
  return [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');
}

/** Street, city line and country name (empty parts left out). */
export function addressLines(a: PostalAddress, countryName: (code: string) => string): string[] {
  return [a.address.trim(), cityLine(a), a.country.trim() ? countryName(a.country.trim()) : ''].filter(Boolean);
}
