import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';

function parts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Ticks each second toward the deal's real end. The first render uses the server's clock
 * (`serverNow`), so the hydrated HTML matches; the live clock takes over after mount.
 */
export function Countdown({ endsAt, serverNow, compact }: { endsAt: string; serverNow: number; compact?: boolean }) {
  const { t } = useTranslation();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = parts(end - now);
  if (end - now <= 0) return <p className="font-semibold text-red-700">{t('home.dealOver')}</p>;
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  // Four equal columns that shrink with the panel: fixed-width boxes pushed a 320 px page sideways.
  return (
    <div
      className={`grid grid-cols-4 ${compact ? 'max-w-60 gap-1.5' : 'max-w-80 gap-1.5 sm:gap-2'}`}
      role="timer"
      aria-live="off"
    >
      {units.map(([unit, value]) => (
        <div
          key={unit}
          className={`flex min-w-0 flex-col items-center rounded-md bg-slate-900 text-white ${compact ? 'px-1 py-1' : 'px-1 py-2'}`}
        >
          <span className={`font-mono font-bold tabular-nums ${compact ? 'text-lg' : 'text-xl sm:text-2xl'}`}>
            {String(value).padStart(2, '0')}
          </span>
          <span className="max-w-full text-[10px] tracking-normal uppercase sm:text-[11px] sm:tracking-wide">
            {t(`home.${unit}`)}
          </span>
        </div>
      ))}
    </div>
  );
}
