/**
 * The shop's clock: its time zone and the conversions between an instant and the shop's wall
 * clock. Dates on pages, the dashboard's days, date-only admin inputs and deal end times all use
 * it. Every function takes the zone (default: the shop's) so the rules can be checked in a zone
 * with daylight saving time too.
 */

/** The shop's time zone (Türkiye: UTC+3 all year). */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at instant `ms` (whole seconds), as the UTC instant showing the same digits. */
function wallClock(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallFormatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  return wallClock(ms, timeZone) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the wall clock of `timeZone` shows `wall` (given as the UTC instant with the same
 * digits). The offset is read at a first guess, then again at that answer, in case the offset
 * changes in between (a DST change). A wall time skipped by a DST change resolves to the
 * instant one offset step later; a repeated one to its first occurrence's offset at the guess.
 */
export function wallToInstant(wall: number, timeZone = SHOP_TIME_ZONE): Date {
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (yyyy-mm-dd) of an instant in `timeZone`. */
export function shopDay(at: Date, timeZone = SHOP_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** The day `days` after (or before, when negative) a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a day (yyyy-mm-dd) starts (00:00) in `timeZone`, plus `hours`. */
export function shopDayStart(day: string, hours = 0, timeZone = SHOP_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number);
  return wallToInstant(Date.UTC(y, m - 1, d, hours), timeZone);
}

const localTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * A datetime-local value ("2026-05-01T18:30") read as a wall-clock time in `timeZone`, as an
 * instant; null for an impossible date.
 */
export function zonedLocalToUtc(local: string, timeZone = SHOP_TIME_ZONE): Date | null {
  const m = localTimePattern.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day) return null; // e.g. 31 April
  return wallToInstant(wall, timeZone);
}

/** An instant as a datetime-local value ("2026-05-01T18:30") on the wall clock of `timeZone`. */
export function utcToZonedLocal(date: Date | string | number, timeZone = SHOP_TIME_ZONE): string {
  return new Date(wallClock(new Date(date).getTime(), timeZone)).toISOString().slice(0, 16);
}

/**
 * The shop's working clock: its time zone, the weekdays the warehouse works (0 Sunday … 6
 * Saturday; public holidays are not kept) and the dispatch cut-off, the wall-clock time after
 * which an order counts as received on the next business day. The delivery promise
 * (common/shipping.ts `deliveryPromise`) reads it; tests pass another.
 */
export type ShopClock = { timeZone: string; businessDays: readonly number[]; dispatchCutoff: string };
export const SHOP_CLOCK: ShopClock = {
  timeZone: SHOP_TIME_ZONE,
  businessDays: [1, 2, 3, 4, 5],
  dispatchCutoff: '15:00',
};

/** The weekday (0 Sunday … 6 Saturday) of a yyyy-mm-dd day. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export function isBusinessDay(day: string, clock: ShopClock = SHOP_CLOCK): boolean {
  return clock.businessDays.includes(weekdayOf(day));
}

/** The business day `days` business days after a yyyy-mm-dd day (0: the day itself, even when not one). */
export function addBusinessDays(day: string, days: number, clock: ShopClock = SHOP_CLOCK): string {
  let date = day;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    if (isBusinessDay(date, clock)) left--;
  }
  return date;
}

/**
 * The business day an order placed at `now` counts as received: the same day when it is a
 * business day and the shop's clock shows a time before the cut-off, else the next business day.
 */
export function receivedDay(now: Date, clock: ShopClock = SHOP_CLOCK): string {
  const local = utcToZonedLocal(now, clock.timeZone); // yyyy-mm-ddThh:mm
  const day = local.slice(0, 10);
  return isBusinessDay(day, clock) && local.slice(11, 16) < clock.dispatchCutoff ? day : addBusinessDays(day, 1, clock);
}

/** A yyyy-mm-dd day as an instant: midday on the shop's clock, so it reads as that day in the shop's zone. */
export function dayAtMidday(day: string, timeZone = SHOP_TIME_ZONE): Date {
  return shopDayStart(day, 12, timeZone);
}
