import { Link, data } from 'react-router';
import { ConfirmLinkPage } from '#app/components/subscriptions/confirm-link-page.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { LINK_STATUS, confirmLinkAction, linkTokenOf, type LinkTexts } from '#app/lib/confirm-link.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/newsletter-confirm';

const TEXTS = {
  ready: 'subscriptions.confirm.intro',
  done: 'subscriptions.confirm.already',
  expired: 'subscriptions.confirm.expired',
  invalid: 'subscriptions.confirm.invalid',
} as const satisfies LinkTexts;

/** The link from the confirmation mail: shows what it will do; only the button's POST confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenOf(new URL(request.url).searchParams.get('token'));
  const state = token ? await context.services.newsletter.linkState(token) : 'invalid';
  return data({ token: state === 'ready' ? token : null, state }, LINK_STATUS[state]);
}

/** Confirms the address: its welcome code is made and mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  return confirmLinkAction(request, TEXTS, async (token) => {
    const { already, code } = await context.services.newsletter.confirm(token);
    return {
      messageKey: already ? TEXTS.done : code ? 'subscriptions.confirm.done' : 'subscriptions.confirm.doneAgain',
    };
  });
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
  return (
    <ConfirmLinkPage
      title={t('subscriptions.confirm.title')}
      path="/newsletter/confirm"
      token={token}
      state={state}
      texts={TEXTS}
      button={t('subscriptions.confirm.button')}
      result={actionData}
      done={
        <Link to="/products" className="btn-primary">
          {t('subscriptions.mail.newsletterWelcome.shop')}
        </Link>
      }
      links={
        token ? null : (
          <Link to="/" className="btn-secondary">
            {t('errors.backHome')}
          </Link>
        )
      }
    />
  );
}
