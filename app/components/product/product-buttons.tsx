import { Link, type FetcherWithComponents } from 'react-router';
import { CompareButton } from '#app/components/compare/compare-button.tsx';
import { QuantityStepper } from '#app/components/catalog/quantity-stepper.tsx';
import { CheckIcon, HeartIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Slot } from '#app/lib/personal.ts';
import { slotKey } from '#common/personal.ts';
import type { ProductActionResult } from '#app/lib/product-form.ts';

/** The quantity and "add to cart", or the out-of-stock text in place of the button. */
export function AddToCart({
  inStock,
  fetcher,
}: {
  inStock: boolean;
  fetcher: FetcherWithComponents<ProductActionResult>;
}) {
  const { t } = useTranslation();
  return inStock ? (
    // While adding, the button says so but stays enabled: disabling it would drop the keyboard focus.
    <fetcher.Form
      method="post"
      className="mt-6 flex flex-wrap items-end gap-4"
      // Tapped before the scripts ran: held and sent after the quantity taps held before it
      // (app/lib/early-input.ts), so the cart gets the quantity the shopper chose.
      data-hold-until-hydrated=""
      onSubmit={(event) => {
        if (fetcher.state !== 'idle') event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <QuantityStepper />
      <button type="submit" className="btn-primary h-12 px-6" aria-disabled={fetcher.state !== 'idle' || undefined}>
        {fetcher.state !== 'idle' ? t('product.adding') : t('product.addToCart')}
      </button>
    </fetcher.Form>
  ) : (
    // Nothing to add: the spec's availability text in place of the button.
    <div className="mt-6">
      <button type="button" className="btn-primary h-12 px-6" disabled>
        {t('common.outOfStock')}
      </button>
    </div>
  );
}

/** The wishlist toggle (its state shown optimistically by the page); its button is the visitor's own part. */
export function WishButton({
  productId,
  wished,
  fetcher,
}: {
  productId: string;
  wished: boolean;
  fetcher: FetcherWithComponents<ProductActionResult>;
}) {
  return (
    <fetcher.Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="wish" />
      <Slot k={slotKey('wish', productId)}>
        <WishToggle wished={wished} />
      </Slot>
    </fetcher.Form>
  );
}

/** The toggle's button: a slot's content (common/personal.ts), so plain markup. */
export function WishToggle({ wished }: { wished: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" aria-pressed={wished} className="btn-secondary">
      <HeartIcon filled={wished} className={`h-5 w-5 ${wished ? 'text-red-600' : ''}`} />
      {wished ? t('product.inWishlist') : t('product.addToWishlist')}
    </button>
  );
}

/** "Add to compare": the same form for every visitor (the product page is a shared page). */
export function ProductCompareButton({ productId, title }: { productId: string; title: string }) {
  return <CompareButton productId={productId} title={title} className="mt-3" />;
}

/** The toast's text once the product is in the cart. */
export function AddedNote() {
  const { t } = useTranslation();
  return (
    <>
      <span className="flex items-center gap-2 font-semibold">
        <CheckIcon /> {t('product.added')}
      </span>
      <Link to="/cart" className="btn-primary">
        {t('product.viewCart')}
      </Link>
    </>
  );
}
