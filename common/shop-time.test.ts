import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, addDays, shopDay, shopDayStart, utcToZonedLocal, zonedLocalToUtc } from './shop-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Whole minutes between two instants (Istanbul has kept UTC+3 all year since late 2016). */
const minutesBetween = (from: string, to: string) =>
  fc.integer({ min: Date.parse(from) / MINUTE, max: Date.parse(to) / MINUTE }).map((m) => m * MINUTE);
const SINCE_2017 = minutesBetween('2017-01-01T00:00:00Z', '2099-12-31T23:59:00Z');
/** The wall clock an hour later, as a datetime-local value. */
const plusHour = (local: string) => new Date(Date.parse(`${local}Z`) + HOUR).toISOString().slice(0, 16);

describe('the shop clock', () => {
  it('is Istanbul', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Istanbul');
  });

  it('reads datetime-local values on the Istanbul clock (UTC+3)', () => {
    expect(zonedLocalToUtc('2026-05-01T18:00')?.toISOString()).toBe('2026-05-01T15:00:00.000Z');
    expect(zonedLocalToUtc('2026-12-31T23:30')?.toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(zonedLocalToUtc('2026-01-01T01:00')?.toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(utcToZonedLocal('2026-05-01T15:00:00Z')).toBe('2026-05-01T18:00');
    expect(utcToZonedLocal('2025-12-31T22:00:00Z')).toBe('2026-01-01T01:00');
  });

  it('handles zones with summer time', () => {
    expect(zonedLocalToUtc('2026-07-01T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedLocalToUtc('2026-01-15T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(zonedLocalToUtc('2026-10-25T04:00', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(utcToZonedLocal('2026-03-29T01:30:00Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
    // The day of the spring change is 23 hours long, the autumn one 25.
    expect(
      shopDayStart('2026-03-30', 0, 'Europe/Berlin').getTime() -
        shopDayStart('2026-03-29', 0, 'Europe/Berlin').getTime(),
    ).toBe(23 * HOUR);
    expect(
      shopDayStart('2026-10-26', 0, 'Europe/Berlin').getTime() -
        shopDayStart('2026-10-25', 0, 'Europe/Berlin').getTime(),
    ).toBe(25 * HOUR);
  });

  it('refuses impossible dates', () => {
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01 10:00', 'tomorrow', ''])
      expect(zonedLocalToUtc(bad)).toBeNull();
  });

  it('Istanbul: an instant → wall clock → instant comes back unchanged, and so does the wall clock', () => {
    fc.assert(
      fc.property(SINCE_2017, (ms) => {
        const local = utcToZonedLocal(ms);
        expect(zonedLocalToUtc(local)?.getTime()).toBe(ms);
        expect(local).toBe(new Date(ms + 3 * HOUR).toISOString().slice(0, 16));
      }),
    );
  });

  it('Berlin (DST): the wall clock always comes back; the instant too, unless the wall time is repeated in autumn', () => {
    fc.assert(
      fc.property(SINCE_2017, (ms) => {
        const local = utcToZonedLocal(ms, 'Europe/Berlin');
        const back = zonedLocalToUtc(local, 'Europe/Berlin')!.getTime();
        expect(utcToZonedLocal(back, 'Europe/Berlin')).toBe(local);
        expect([0, HOUR]).toContain(Math.abs(back - ms));
      }),
    );
  });

  it('Berlin (DST): a wall time → instant → wall time is unchanged, or an hour on when spring skipped it', () => {
    fc.assert(
      fc.property(SINCE_2017, (ms) => {
        const local = new Date(ms).toISOString().slice(0, 16);
        const again = utcToZonedLocal(zonedLocalToUtc(local, 'Europe/Berlin')!, 'Europe/Berlin');
        expect([local, plusHour(local)]).toContain(again);
      }),
    );
  });

  it.each([SHOP_TIME_ZONE, 'Europe/Berlin', 'America/New_York'])(
    '%s: every instant falls in its day, from the day start to the next day start',
    (zone) => {
      fc.assert(
        fc.property(SINCE_2017, (ms) => {
          const day = shopDay(new Date(ms), zone);
          const start = shopDayStart(day, 0, zone);
          expect(start.getTime()).toBeLessThanOrEqual(ms);
          expect(shopDayStart(addDays(day, 1), 0, zone).getTime()).toBeGreaterThan(ms);
          expect(shopDay(start, zone)).toBe(day);
        }),
      );
    },
  );
});
