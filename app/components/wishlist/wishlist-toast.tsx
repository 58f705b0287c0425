import { Link } from 'react-router';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { Toast, type useToastHold } from '#app/components/ui/toast.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { WishlistMessage } from '#app/lib/wishlist-form.ts';

/** The confirmation toast: the message and, after Add to Cart, a link to the cart. */
export function WishlistToast({
  status,
  holdProps,
}: {
  status: WishlistMessage | null;
  holdProps: ReturnType<typeof useToastHold>['props'];
}) {
  const { t } = useTranslation();
  return (
    <Toast {...holdProps}>
      {status ? (
        <>
          <span className="flex items-center gap-2 font-medium">
            <CheckIcon className="h-4 w-4 shrink-0" /> {status.text}
          </span>
          {status.viewCart ? (
            <Link to="/cart" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t('cartPage.wishlist.viewCart')}
            </Link>
          ) : null}
        </>
      ) : null}
    </Toast>
  );
}
