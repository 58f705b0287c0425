import { useId } from 'react';
import { useMoney } from '#app/components/catalog/price.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { localeOf, type Lang } from '#common/languages.ts';

export type ChartDay = { day: string; orders: number; revenueCents: number };

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 30, left: 64 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const TICKS = 4;
/** A day label every week, counted back from today. */
const LABEL_EVERY = 7;

/** The axis top: TICKS equal steps of 1, 2, 2.5 or 5 times a power of ten (in cents, at least $10 a step), just above `cents`. */
export function niceMax(cents: number): number {
  const rough = Math.max(cents, 1) / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * magnitude >= rough) ?? 10) * magnitude;
  return Math.max(step, 1000) * TICKS;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** "Nov 21" / "21 Kas" for a yyyy-mm-dd day (a calendar day: formatted in UTC so it never shifts). */
export function shortDay(day: string, lang: Lang, long = false): string {
  const key = `${lang}:${long}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), {
      day: 'numeric',
      month: 'short',
      ...(long ? { year: 'numeric', weekday: 'short' } : {}),
      timeZone: 'UTC',
    });
    dayFormatters.set(key, formatter);
  }
  const [y, m, d] = day.split('-').map(Number);
  return formatter.format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * Daily revenue as an inline SVG bar chart: a named image (title and a one-sentence summary)
 * for assistive technology, followed by the same figures as a visually hidden table.
 */
export function RevenueChart({ days, title }: { days: ChartDay[]; title: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = usePageLang();
  const id = useId();
  const compact = new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

  const total = days.reduce((n, d) => n + d.revenueCents, 0);
  const best = days.reduce<ChartDay | null>((top, d) => (d.revenueCents > (top?.revenueCents ?? 0) ? d : top), null);
  const max = niceMax(best?.revenueCents ?? 0);
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  const description = best
    ? t('admin.orders.dashboard.chartDesc', {
        from: shortDay(first, lang, true),
        to: shortDay(last, lang, true),
        total: money(total),
        max: money(best.revenueCents),
        maxDay: shortDay(best.day, lang, true),
      })
    : t('admin.orders.dashboard.chartDescEmpty', { from: shortDay(first, lang, true), to: shortDay(last, lang, true) });

  const slot = PLOT_W / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (cents: number) => PAD.top + PLOT_H - (cents / max) * PLOT_H;

  return (
    <>
      {/* On a narrow screen the chart scrolls sideways; the region takes focus so the keyboard can scroll it. */}
      <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full min-w-[32rem]"
          preserveAspectRatio="xMidYMid meet"
          data-testid="revenue-chart"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {Array.from({ length: TICKS + 1 }, (_, i) => {
            const value = (max / TICKS) * i;
            const lineY = y(value);
            return (
              <g key={i}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={lineY}
                  y2={lineY}
                  stroke={i === 0 ? '#64748b' : '#e2e8f0'}
                  strokeWidth={1}
                />
                <text
                  x={PAD.left - 6}
                  y={lineY}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill="#475569"
                >
                  {compact.format(value / 100)}
                </text>
              </g>
            );
          })}
          {days.map((d, i) => {
            const x = PAD.left + slot * i + (slot - barWidth) / 2;
            const top = y(d.revenueCents);
            const height = PAD.top + PLOT_H - top;
            const isLast = i === days.length - 1;
            return (
              <g key={d.day}>
                {d.revenueCents > 0 ? (
                  <rect
                    x={x}
                    y={top}
                    width={barWidth}
                    height={Math.max(height, 1)}
                    rx={1.5}
                    fill={isLast ? '#1e3a8a' : '#1d4ed8'}
                  >
                    <title>{`${shortDay(d.day, lang, true)}: ${money(d.revenueCents)} · ${t('admin.orders.list.count', { count: d.orders })}`}</title>
                  </rect>
                ) : null}
                {(days.length - 1 - i) % LABEL_EVERY === 0 ? (
                  <text
                    x={isLast ? x + barWidth : x + barWidth / 2}
                    y={HEIGHT - PAD.bottom + 16}
                    textAnchor={isLast ? 'end' : 'middle'}
                    fontSize={11}
                    fill="#475569"
                  >
                    {shortDay(d.day, lang)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      {/* The wrapper hides it: a table ignores the 1 px width of sr-only and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.orders.dashboard.chartTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.dashboard.day')}</th>
              <th scope="col">{t('admin.orders.dashboard.orders')}</th>
              <th scope="col">{t('admin.orders.dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{shortDay(d.day, lang, true)}</th>
                <td>{d.orders}</td>
                <td>{money(d.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
