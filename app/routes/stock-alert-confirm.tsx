import { Form, Link, data } from 'react-router';
import { LinkPage } from '#app/components/subscriptions/link-page.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { confirmTokenSchema } from '#common/schemas/subscriptions.ts';
import type { Route } from './+types/stock-alert-confirm';

const STATUS = { ready: 200, done: 200, expired: 410, invalid: 404 } as const;
const MESSAGES = {
  ready: 'subscriptions.stockConfirm.intro',
  done: 'subscriptions.stockConfirm.already',
  expired: 'subscriptions.stockConfirm.expired',
  invalid: 'subscriptions.stockConfirm.invalid',
} as const satisfies Record<keyof typeof STATUS, TranslationKey>;

const tokenOf = (value: unknown) => {
  const parsed = confirmTokenSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
};

/** The link from the alert's confirmation mail: shows the product; only the button's POST confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const link = token
    ? await context.services.stockAlerts.linkState(token, undefined, context.lang)
    : { state: 'invalid' as const, product: null };
  return data({ token: link.state === 'ready' ? token : null, ...link }, STATUS[link.state]);
}

export type StockConfirmResult =
  | { ok: true; messageKey: TranslationKey; product: { id: string; title: string } }
  | { ok: false; messageKey: TranslationKey };

/** Confirms the alert (a plain form post: works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenOf(form.get('token') ?? new URL(request.url).searchParams.get('token'));
  if (!token) return data<StockConfirmResult>({ ok: false, messageKey: MESSAGES.invalid }, 404);
  try {
    const { product, available } = await context.services.stockAlerts.confirm(token, undefined, context.lang);
    const messageKey = available ? 'subscriptions.stockConfirm.available' : 'subscriptions.stockConfirm.done';
    return data<StockConfirmResult>({ ok: true, messageKey, product });
  } catch (error) {
    return refusal<StockConfirmResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
  }
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
  const values = { product: product?.title ?? '' };
  const productLink = product ? (
    <Link to={`/product/${encodeURIComponent(product.id)}`} className="btn-secondary">
      {t('subscriptions.stockConfirm.viewProduct')}
    </Link>
  ) : (
    <Link to="/" className="btn-secondary">
      {t('errors.backHome')}
    </Link>
  );
  if (actionData)
    return (
      <LinkPage
        title={t('subscriptions.stockConfirm.title')}
        message={t(actionData.messageKey, values)}
        tone={actionData.ok ? 'success' : 'error'}
      >
        {productLink}
      </LinkPage>
    );
  return (
    <LinkPage
      title={t('subscriptions.stockConfirm.title')}
      message={t(MESSAGES[state], values)}
      tone={state === 'ready' ? 'question' : state === 'done' ? 'success' : 'error'}
    >
      {token ? (
        // Posted back to the link itself, so the page after it reads the same link's state.
        <Form method="post" action={`/stock-alerts/confirm?token=${token}`}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            {t('subscriptions.stockConfirm.button')}
          </button>
        </Form>
      ) : null}
      {productLink}
    </LinkPage>
  );
}
