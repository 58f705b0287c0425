import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { Link, useFetcher } from 'react-router';
import { CartDealNote } from '#app/components/catalog/deal-note.tsx';
import { Price, useMoney } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { CartActionResult } from '#app/lib/cart-form.ts';
import type { CartLine } from './cart.types.ts';
import type { ProductCard as Card } from '#common/catalog-types.ts';
import { QuantityControl } from './quantity-control.tsx';
import { brandLabel } from '#common/brand.ts';

function StockNote({ product, stockShort }: { product: Card; stockShort: boolean }) {
  const { t } = useTranslation();
  if (product.stock <= 0) return <p className="text-sm font-semibold text-red-700">{t('cartPage.outOfStock')}</p>;
  if (stockShort)
    return <p className="text-sm font-semibold text-amber-800">{t('cartPage.onlyLeft', { count: product.stock })}</p>;
  return null;
}

export function CartLineItem({
  line,
  startMode,
  startValue,
  serverError,
  announce,
  onRemoving,
}: {
  line: CartLine;
  startMode?: 'custom' | 'list';
  startValue?: string;
  serverError?: TranslationKey;
  announce: (message: string) => void;
  onRemoving: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const remover = useFetcher<CartActionResult>();
  const { product, lineTotalCents, stockShort } = line;
  const removing = remover.state !== 'idle';
  const removeError = remover.data && !remover.data.ok ? t(remover.data.messageKey) : null;

  return (
    <li className={`card p-4 transition-opacity ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      <div className="flex gap-4">
        <Link
          to={`/product/${product.id}`}
          className="block h-20 w-20 shrink-0 rounded-md border border-slate-100 bg-white p-1 sm:h-24 sm:w-24"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImg image={product.image} alt="" className="h-full w-full object-contain" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-semibold tracking-wide text-slate-600">
              {brandLabel(product.brand, t('products.otherBrand'))}
            </p>
            <h3 className="font-semibold text-slate-900">
              <Link to={`/product/${product.id}`} className="hover:text-brand-700 hover:underline" prefetch="intent">
                {product.title}
              </Link>
            </h3>
            <p className="text-sm text-slate-700">
              <span className="sr-only">{t('cartPage.unitPrice')}: </span>
              {product.priceCents == null ? (
                <Price cents={null} />
              ) : (
                t('cartPage.unitPriceValue', { price: money(line.unitPriceCents) })
              )}
            </p>
            <CartDealNote line={line} />
            <StockNote product={product} stockShort={stockShort} />
          </div>
          <p className="shrink-0 text-base font-bold text-slate-900 sm:text-right sm:text-lg">
            <span className="mr-1 text-sm font-normal text-slate-600 sm:block">{t('cartPage.lineTotal')}</span>
            {money(lineTotalCents)}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
        <QuantityControl
          line={line}
          startMode={startMode}
          startValue={startValue}
          serverError={serverError}
          onUpdated={(q) => announce(t('cartPage.updated', { title: product.title, quantity: q }))}
        />
        <remover.Form
          method="post"
          className="ml-auto"
          onSubmit={() => {
            onRemoving();
            announce(t('cartPage.removed', { title: product.title }));
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
            className="h-10 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50 hover:underline"
            aria-label={t('cartPage.removeLabel', { title: product.title })}
            disabled={removing}
          >
            {removing ? t('cartPage.removing') : t('cartPage.remove')}
          </button>
        </remover.Form>
      </div>
      {removeError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {removeError}
        </p>
      ) : null}
    </li>
  );
}
