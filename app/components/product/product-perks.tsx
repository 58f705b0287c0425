import { CheckIcon, RefreshIcon, ShieldIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { shippingTextValues } from '#common/shipping.ts';

/**
 * Free shipping over the threshold, dispatch time, warranty and returns, under the buy buttons.
 * Out of stock, no dispatch time is promised (nothing ships until it is back).
 */
export function ProductPerks({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  const shipping = shippingTextValues(usePageLang());
  return (
    <ul className="mt-6 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <TruckIcon className="h-5 w-5 text-brand-700" /> {t('product.freeShipping', shipping)}
      </li>
      {inStock ? (
        <li className="flex items-center gap-2">
          <CheckIcon className="h-5 w-5 text-brand-700" /> {t('product.shipsIn', shipping)}
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <ShieldIcon className="h-5 w-5 text-brand-700" /> {t('product.warranty')}
      </li>
      <li className="flex items-center gap-2">
        <RefreshIcon className="h-5 w-5 text-brand-700" /> {t('product.returns')}
      </li>
    </ul>
  );
}
