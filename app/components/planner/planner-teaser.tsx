import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** The home page's pointer to the camera-system planner. */
export function PlannerTeaser() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="planner-teaser" className="container-page mt-16">
      <div className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="planner-teaser" className="section-title">
            {t('planner.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('planner.homeTeaser')}</p>
        </div>
        <Link to="/planner" className="btn-primary shrink-0">
          {t('planner.nav')}
        </Link>
      </div>
    </section>
  );
}
