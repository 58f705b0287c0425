import { Form } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { MAX_CAMERAS, MAX_DAYS, MAX_RUN_M, MIN_DAYS, MIN_RUN_M } from '#common/kit-planner.ts';
import type { PlannerChoices, PlannerFormValues } from './planner.types.ts';

/** The plan's GET form: the URL holds the plan, so it works without JavaScript and can be shared. */
export function PlanForm({ choices, form }: { choices: PlannerChoices; form: PlannerFormValues }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/planner" className="card min-w-0 space-y-5 p-4" data-testid="planner-form">
      <fieldset className="min-w-0">
        <legend className="text-lg font-semibold text-slate-900">{t('planner.form.legend')}</legend>
        {choices.cameras.length === 0 ? <p className="mt-2 text-slate-700">{t('planner.form.noCameras')}</p> : null}
        <ul className="mt-3 space-y-3">
          {choices.cameras.map((camera) => (
            <li key={camera.id} className="flex items-center justify-between gap-3">
              <label htmlFor={`q-${camera.id}`} className="min-w-0 text-sm text-slate-800">
                {camera.title}
              </label>
              <input
                id={`q-${camera.id}`}
                name={`q.${camera.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_CAMERAS}
                defaultValue={form.quantities[camera.id] ?? ''}
                placeholder="0"
                aria-label={t('planner.form.quantity', { title: camera.title })}
                className="input w-20 shrink-0"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <label htmlFor="planner-days" className="label">
          {t('planner.form.days')}
        </label>
        <input
          id="planner-days"
          name="days"
          type="number"
          inputMode="numeric"
          min={MIN_DAYS}
          max={MAX_DAYS}
          defaultValue={form.days}
          aria-describedby="planner-days-hint"
          className="input"
        />
        <p id="planner-days-hint" className="mt-1 text-xs text-slate-600">
          {t('planner.form.daysHint')}
        </p>
      </div>
      <div>
        <label htmlFor="planner-run" className="label">
          {t('planner.form.run')}
        </label>
        <input
          id="planner-run"
          name="run"
          type="number"
          inputMode="numeric"
          min={MIN_RUN_M}
          max={MAX_RUN_M}
          defaultValue={form.run}
          aria-describedby="planner-run-hint"
          className="input"
        />
        <p id="planner-run-hint" className="mt-1 text-xs text-slate-600">
          {t('planner.form.runHint')}
        </p>
      </div>
      <div>
        <label htmlFor="planner-recorder" className="label">
          {t('planner.form.recorder')}
        </label>
        <select id="planner-recorder" name="recorder" defaultValue={form.recorder} className="input">
          <option value="">{t('planner.form.propose')}</option>
          {choices.recorders.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="planner-switch" className="label">
          {t('planner.form.switch')}
        </label>
        <select id="planner-switch" name="switch" defaultValue={form.switch} className="input">
          <option value="">{t('planner.form.propose')}</option>
          {choices.switches.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary w-full">
        {t('planner.form.submit')}
      </button>
    </Form>
  );
}
