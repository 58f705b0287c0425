import { StarIcon } from '#app/components/ui/icons.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { formatRating } from '#common/ratings.ts';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  return (
    <span
      className="flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={t('common.rating', { rating: formatRating(rating, lang) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= Math.round(rating)} />
      ))}
    </span>
  );
}
