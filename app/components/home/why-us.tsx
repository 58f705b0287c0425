import { useAmount } from '#app/components/catalog/price.tsx';
import { LockIcon, RefreshIcon, ShieldIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { FREE_SHIPPING_OVER_CENTS } from '#common/shipping.ts';

/** Why shop here: delivery, brands, money back, secure payment. */
export function WhyUs() {
  const { t } = useTranslation();
  const amount = useAmount();
  const why = [
    { icon: TruckIcon, title: 'home.whyDelivery', text: 'home.whyDeliveryText' },
    { icon: ShieldIcon, title: 'home.whyBrands', text: 'home.whyBrandsText' },
    { icon: RefreshIcon, title: 'home.whyMoneyBack', text: 'home.whyMoneyBackText' },
    { icon: LockIcon, title: 'home.whySecure', text: 'home.whySecureText' },
  ] as const;

  return (
    <section aria-labelledby="why-title" className="mt-16 bg-white py-12">
      <div className="container-page">
        <h2 id="why-title" className="section-title text-center">
          {t('home.whyTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="h-7 w-7" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(text, { freeOver: amount(FREE_SHIPPING_OVER_CENTS) })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
