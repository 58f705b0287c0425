import { Link, type FetcherWithComponents } from 'react-router';
import { useMoney } from '#app/components/catalog/price.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { CartActionResult } from '#app/lib/cart-form.ts';
import type { Cart, CartLine } from './cart.types.ts';
import { CartIcon } from '#app/components/ui/icons.tsx';

/** The order summary beside the lines: subtotal, total, stock notice, checkout, and Clear Cart (a fetcher the page watches). */
export function CartSummary({
  cart,
  lines,
  clearer,
}: {
  cart: Cart;
  lines: CartLine[];
  clearer: FetcherWithComponents<CartActionResult>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const clearing = clearer.state !== 'idle';
  return (
    <aside aria-labelledby="cart-summary-title" className="card h-fit p-5 lg:sticky lg:top-4">
      <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
        {t('cartPage.summary')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between text-slate-700">
          <dt>
            {t('cartPage.subtotal')} ({t('cartPage.itemCount', { count: cart.itemCount })})
          </dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold text-slate-900">
          <dt>{t('cartPage.total')}</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">{t('cartPage.taxNotice')}</p>
      {lines.some((l) => l.stockShort) ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('cartPage.stockNotice')}
        </p>
      ) : null}
      <Link to="/checkout" className="btn-primary mt-5 w-full py-3 text-base">
        {t('cartPage.checkout')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('cartPage.continueShopping')}
        </Link>
        <clearer.Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className="btn-secondary text-red-700" disabled={clearing}>
            {clearing ? t('cartPage.clearing') : t('cartPage.clear')}
          </button>
        </clearer.Form>
      </div>
    </aside>
  );
}

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="card mx-auto mt-6 flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <CartIcon className="h-14 w-14 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('cartPage.empty')}</h2>
      <p className="mt-2 text-slate-600">{t('cartPage.emptyText')}</p>
      <Link to="/products" className="btn-primary mt-6">
        {t('cartPage.startShopping')}
      </Link>
    </div>
  );
}
