import { useAmount } from '#app/components/catalog/price.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { DiscountCodeView } from '#common/views/discounts.ts';
/** What the back office words of a code. */
export type CodeSummary = Pick<
  DiscountCodeView,
  | 'kind'
  | 'value'
  | 'minOrderCents'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'usedCount'
  | 'maxUsesPerCustomer'
  | 'productIds'
  | 'categories'
>;

/** How the back office words a code: "10% off · orders from $50", "From … – …", "3 of 100". */
export function useCodeTexts() {
  const { t } = useTranslation();
  // Inside a sentence whole dollars drop their cents (docs/product.md §5.2): "orders from $50".
  const money = useAmount();
  const date = useDateFormat();
  return {
    discount: (c: CodeSummary) =>
      [
        c.kind === 'percent'
          ? t('discounts.admin.percentOff', { value: c.value })
          : t('discounts.admin.amountOff', { amount: money(c.value) }),
        c.minOrderCents > 0 ? t('discounts.admin.minOrder', { amount: money(c.minOrderCents) }) : null,
        c.productIds.length || c.categories.length ? t('discounts.admin.scoped') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    window: (c: CodeSummary) => {
      if (c.startsAt && c.endsAt)
        return t('discounts.admin.between', { from: date(c.startsAt, true), to: date(c.endsAt, true) });
      if (c.startsAt) return t('discounts.admin.from', { date: date(c.startsAt, true) });
      if (c.endsAt) return t('discounts.admin.until', { date: date(c.endsAt, true) });
      return t('discounts.admin.always');
    },
    uses: (c: CodeSummary) =>
      [
        c.maxUses == null
          ? t('discounts.admin.usesUnlimited', { used: c.usedCount })
          : t('discounts.admin.uses', { used: c.usedCount, max: c.maxUses }),
        c.maxUsesPerCustomer != null ? t('discounts.admin.perCustomer', { count: c.maxUsesPerCustomer }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}
