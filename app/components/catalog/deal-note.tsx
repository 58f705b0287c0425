import { useTranslation } from '#app/i18n/use-translation.ts';
import { useMoney } from './price.tsx';
import { dealSaves } from '#common/money-rules.ts';

type DealState = { soldOut: boolean; stock: number; regularPriceCents: number | null };

/**
 * Units left at the deal price, or — once the cap is sold — that the deal sold out and the
 * regular price that now applies (the price the product page, cart and checkout charge).
 */
export function DealStockNote({ deal, className }: { deal: DealState; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (deal.soldOut) {
    return (
      <p className={className ?? 'mt-2 text-sm font-semibold text-red-700'} data-testid="deal-sold-out">
        {t('home.dealSoldOut', { price: money(deal.regularPriceCents) })}
      </p>
    );
  }
  return <p className={className ?? 'mt-2 text-sm text-slate-700'}>{t('home.dealStock', { count: deal.stock })}</p>;
}

/** On a product page or card: the price shown is the Value of the Day price, and how many are left at it. */
export function ProductDealNote({ deal }: { deal: { left: number } | undefined }) {
  const { t } = useTranslation();
  if (!deal) return null;
  return (
    <p className="mt-2 text-sm font-semibold text-red-700" data-testid="product-deal">
      {t('home.valueOfDay')} · {t('home.dealStock', { count: deal.left })}
    </p>
  );
}

/** A cart line: charged the deal price (and the regular one it replaces), or too large for what is left of it. */
export function CartDealNote({
  line,
}: {
  line: {
    quantity: number;
    unitPriceCents: number;
    dealApplied: boolean;
    product: { priceCents: number | null; deal?: { left: number; regularPriceCents: number } };
  };
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const deal = line.product.deal;
  if (!deal || !dealSaves(deal, line.product.priceCents)) return null;
  if (line.dealApplied)
    return (
      <p className="text-xs font-semibold text-red-700">
        {t('checkout.dealLine', { price: money(line.unitPriceCents), regular: money(deal.regularPriceCents) })}
      </p>
    );
  return <p className="text-xs text-amber-800">{t('checkout.dealRegular', { count: deal.left })}</p>;
}
