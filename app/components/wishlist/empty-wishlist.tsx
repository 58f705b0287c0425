import { Link } from 'react-router';
import { HeartIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** What the page shows when nothing is wished (or the list was just cleared). */
export function EmptyWishlist() {
  const { t } = useTranslation();
  return (
    <div className="card mx-auto mt-6 flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <HeartIcon className="h-14 w-14 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('cartPage.wishlist.empty')}</h2>
      <p className="mt-2 text-slate-600">{t('cartPage.wishlist.emptyText')}</p>
      <Link to="/products" className="btn-primary mt-6">
        {t('cartPage.wishlist.continueShopping')}
      </Link>
    </div>
  );
}
