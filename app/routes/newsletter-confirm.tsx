import { Form, Link, data } from 'react-router';
import { LinkPage } from '#app/components/subscriptions/link-page.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { confirmTokenSchema } from '#common/schemas/subscriptions.ts';
import type { Route } from './+types/newsletter-confirm';

/** A link page's HTTP status: a dead link is no success (docs/product.md §16.4). */
const STATUS = { ready: 200, done: 200, expired: 410, invalid: 404 } as const;
const MESSAGES = {
  ready: 'subscriptions.confirm.intro',
  done: 'subscriptions.confirm.already',
  expired: 'subscriptions.confirm.expired',
  invalid: 'subscriptions.confirm.invalid',
} as const satisfies Record<keyof typeof STATUS, TranslationKey>;

const tokenOf = (value: unknown) => {
  const parsed = confirmTokenSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
};

/** The link from the confirmation mail: shows what it will do; only the button's POST confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const state = token ? await context.services.newsletter.linkState(token) : 'invalid';
  return data({ token: state === 'ready' ? token : null, state }, STATUS[state]);
}

export type ConfirmResult = { ok: true; messageKey: TranslationKey } | { ok: false; messageKey: TranslationKey };

/** Confirms the address: its welcome code is made and mailed (a plain form post: works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenOf(form.get('token') ?? new URL(request.url).searchParams.get('token'));
  if (!token) return data<ConfirmResult>({ ok: false, messageKey: MESSAGES.invalid }, 404);
  try {
    const { already, code } = await context.services.newsletter.confirm(token);
    const messageKey = already
      ? MESSAGES.done
      : code
        ? 'subscriptions.confirm.done'
        : 'subscriptions.confirm.doneAgain';
    return data<ConfirmResult>({ ok: true, messageKey });
  } catch (error) {
    return refusal<ConfirmResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'subscriptions.confirm.metaTitle',
    description: 'subscriptions.confirm.metaDescription',
    path: '/newsletter/confirm',
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, state } = loaderData;
  if (actionData)
    return (
      <LinkPage
        title={t('subscriptions.confirm.title')}
        message={t(actionData.messageKey)}
        tone={actionData.ok ? 'success' : 'error'}
      >
        <Link to="/products" className="btn-primary">
          {t('subscriptions.mail.newsletterWelcome.shop')}
        </Link>
      </LinkPage>
    );
  return (
    <LinkPage
      title={t('subscriptions.confirm.title')}
      message={t(MESSAGES[state])}
      tone={state === 'ready' ? 'question' : state === 'done' ? 'success' : 'error'}
    >
      {token ? (
        // Posted back to the link itself, so the page after it reads the same link's state.
        <Form method="post" action={`/newsletter/confirm?token=${token}`}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            {t('subscriptions.confirm.button')}
          </button>
        </Form>
      ) : (
        <Link to="/" className="btn-secondary">
          {t('errors.backHome')}
        </Link>
      )}
    </LinkPage>
  );
}
