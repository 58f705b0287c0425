import { useAmount } from '#app/components/catalog/price.tsx';
import { CheckIcon, RefreshIcon, ShieldIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { FREE_SHIPPING_OVER_CENTS } from '#common/shipping.ts';

/** Free shipping over the threshold, dispatch time, warranty and returns, under the buy buttons. */
export function ProductPerks() {
  const { t } = useTranslation();
  const amount = useAmount();
  return (
    <ul className="mt-6 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <TruckIcon className="h-5 w-5 text-brand-700" /> {t('product.freeShipping', { freeOver: amount(FREE_SHIPPING_OVER_CENTS) })}
      </li>
      <li className="flex items-center gap-2">
        <CheckIcon className="h-5 w-5 text-brand-700" /> {t('product.shipsIn')}
      </li>
      <li className="flex items-center gap-2">
        <ShieldIcon className="h-5 w-5 text-brand-700" /> {t('product.warranty')}
      </li>
      <li className="flex items-center gap-2">
        <RefreshIcon className="h-5 w-5 text-brand-700" /> {t('product.returns')}
      </li>
    </ul>
  );
}
