import { Link } from 'react-router';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { MAX_COMPARED } from '#common/compare-list.ts';

/** What a post without JavaScript did, said once it lands on the comparison (from the URL's notes). */
export function CompareNotes({
  notes,
  count,
  skipped,
}: {
  notes: { added: string | null; refused: string | null; carted: string | null };
  count: number;
  skipped: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-2 empty:hidden print:hidden">
      {notes.refused ? (
        <Alert tone="error">{t('compare.full', { max: MAX_COMPARED, title: notes.refused })}</Alert>
      ) : null}
      {notes.added ? <Alert tone="success">{t('compare.added', { count, max: MAX_COMPARED })}</Alert> : null}
      {notes.carted ? (
        <Alert tone="success">
          {t('compare.addedToCart', { title: notes.carted })}{' '}
          <Link to="/cart" className="font-semibold underline">
            {t('compare.viewCart')}
          </Link>
        </Alert>
      ) : null}
      {skipped ? <Alert tone="info">{t('compare.unknownSkipped')}</Alert> : null}
    </div>
  );
}
