import { StarIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-0.5 text-amber-500" role="img" aria-label={t('common.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= Math.round(rating)} />
      ))}
    </span>
  );
}
