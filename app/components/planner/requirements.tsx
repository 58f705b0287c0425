import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { Requirements as Needs } from '#common/kit-planner.ts';
import { formatNumber, poeLabel, withUnit } from './format.ts';

/** What the cameras ask of the rest of the system, with the storage formula. */
export function Requirements({ requirements: r }: { requirements: Needs }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const rows: [string, string][] = [
    [t('planner.requirements.cameras'), formatNumber(r.cameras, lang)],
    [t('planner.requirements.channels'), formatNumber(r.channels, lang)],
    [t('planner.requirements.bitrate'), withUnit(r.bitrateMbps, 'Mbps', lang, t)],
    [t('planner.requirements.resolution'), withUnit(r.maxResolutionMp, 'MP', lang, t)],
    [t('planner.requirements.poePorts'), formatNumber(r.poePorts, lang)],
    [t('planner.requirements.poePower'), withUnit(r.poePowerW, 'W', lang, t)],
    [t('planner.requirements.poeStandard'), poeLabel(r.poeStandard, t)],
    [t('planner.requirements.storage', { days: formatNumber(r.days, lang) }), withUnit(r.storageTb, 'TB', lang, t)],
    [t('planner.requirements.cable'), withUnit(r.cableM, 'm', lang, t)],
  ];
  return (
    <section aria-labelledby="planner-needs" className="card p-4">
      <h2 id="planner-needs" className="text-lg font-semibold text-slate-900">
        {t('planner.requirements.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="planner-requirements">
        {rows.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-3 border-b border-slate-100 pb-1">
            <dt className="text-slate-700">{name}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs break-words text-slate-600">{t('planner.requirements.storageFormula')}</p>
    </section>
  );
}
