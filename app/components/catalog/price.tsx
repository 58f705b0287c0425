import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { formatAmount, formatMoney } from '#common/money.ts';

export function useMoney() {
  const lang = usePageLang();
  return (cents: number | null | undefined) => formatMoney(cents, lang);
}

/** An amount inside a sentence ("free shipping over $100"), in the page's language. */
export function useAmount() {
  const lang = usePageLang();
  return (cents: number) => formatAmount(cents, lang);
}

/** A price; a missing one reads "Price unavailable" (docs/product.md §3.6). */
export function Price({ cents, className }: { cents: number | null | undefined; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return <span className={className}>{cents == null ? t('common.priceUnavailable') : money(cents)}</span>;
}

export function OldPrice({ cents, className }: { cents: number | null | undefined; className?: string }) {
  const money = useMoney();
  if (cents == null) return null;
  return <del className={className ?? 'text-sm text-slate-500'}>{money(cents)}</del>;
}
