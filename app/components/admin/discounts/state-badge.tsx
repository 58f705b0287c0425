import { useTranslation } from '#app/i18n/use-translation.ts';
import type { CodeState } from '#common/views/discounts.ts';

const TONES: Record<CodeState, string> = {
  active: 'bg-green-100 text-green-800',
  scheduled: 'bg-blue-100 text-blue-800',
  usedUp: 'bg-amber-100 text-amber-900',
  expired: 'bg-slate-200 text-slate-800',
  inactive: 'bg-red-100 text-red-800',
};

/** Where a code stands now: Active (green), Scheduled, Used up, Expired, Inactive. */
export function CodeStateBadge({ state }: { state: CodeState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
      {t(`discounts.admin.state.${state}`)}
    </span>
  );
}
