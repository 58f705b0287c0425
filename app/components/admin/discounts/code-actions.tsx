import { Form } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** Deactivate (or activate again) and, for a code no order used, Delete: plain posts with an intent. */
export function CodeActions({ active, deletable }: { active: boolean; deletable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Form method="post">
        <input type="hidden" name="intent" value={active ? 'deactivate' : 'activate'} />
        <button type="submit" className="btn-secondary">
          {t(active ? 'discounts.admin.deactivate' : 'discounts.admin.activate')}
        </button>
      </Form>
      {deletable ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn-secondary border-red-300 text-red-800">
            {t('discounts.admin.delete')}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t('discounts.admin.deleteHint')}</p>
      )}
    </div>
  );
}
