import { Link, data } from 'react-router';
import { ConfirmLinkPage } from '#app/components/subscriptions/confirm-link-page.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { LINK_STATUS, confirmLinkAction, linkTokenOf, type LinkTexts } from '#app/lib/confirm-link.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/stock-alert-confirm';

const TEXTS = {
  ready: 'subscriptions.stockConfirm.intro',
  done: 'subscriptions.stockConfirm.already',
  expired: 'subscriptions.stockConfirm.expired',
  invalid: 'subscriptions.stockConfirm.invalid',
} as const satisfies LinkTexts;

/** The link from the alert's confirmation mail: shows the product; only the button's POST confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenOf(new URL(request.url).searchParams.get('token'));
  const link = token
    ? await context.services.stockAlerts.linkState(token, undefined, context.lang)
    : { state: 'invalid' as const, product: null };
  return data({ token: link.state === 'ready' ? token : null, ...link }, LINK_STATUS[link.state]);
}

/** Confirms the alert. */
export async function action({ request, context }: Route.ActionArgs) {
  return confirmLinkAction(request, TEXTS, async (token) => {
    const { product, available } = await context.services.stockAlerts.confirm(token, undefined, context.lang);
    return {
      messageKey: available ? 'subscriptions.stockConfirm.available' : 'subscriptions.stockConfirm.done',
      product,
    };
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'subscriptions.stockConfirm.metaTitle',
    description: 'subscriptions.stockConfirm.metaDescription',
    path: '/stock-alerts/confirm',
    noindex: true,
  });

export default function StockAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, state } = loaderData;
  const product = actionData?.ok ? actionData.product : loaderData.product;
  const productLink = product ? (
    <Link to={`/product/${encodeURIComponent(product.id)}`} className="btn-secondary">
      {t('subscriptions.stockConfirm.viewProduct')}
    </Link>
  ) : (
    <Link to="/" className="btn-secondary">
      {t('errors.backHome')}
    </Link>
  );
  return (
    <ConfirmLinkPage
      title={t('subscriptions.stockConfirm.title')}
      path="/stock-alerts/confirm"
      token={token}
      state={state}
      texts={TEXTS}
      button={t('subscriptions.stockConfirm.button')}
      result={actionData}
      values={{ product: product?.title ?? '' }}
      done={productLink}
      links={productLink}
    />
  );
}
