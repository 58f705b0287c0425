import { Form, Link, data } from 'react-router';
import { LinkPage } from '#app/components/subscriptions/link-page.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { unsubscribeSchema } from '#common/schemas/subscriptions.ts';
import type { Route } from './+types/unsubscribe';

/** The signed link's parameters (server/mail/unsubscribe.ts), or null when they are no link's. */
function linkOf(url: string): { e: string; t: string } | null {
  const params = new URL(url).searchParams;
  const parsed = unsubscribeSchema.safeParse({ e: params.get('e'), t: params.get('t') });
  return parsed.success ? parsed.data : null;
}

/** The unsubscribe link of a marketing mail: shows the address, masked; only the button's POST unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = linkOf(request.url);
  const email = link ? context.services.newsletter.unsubscribeTarget(link.e, link.t) : null;
  if (!link || !email) return data({ link: null, email: null }, 404);
  return { link, email };
}

export type UnsubscribeResult = { ok: true; email: string } | { ok: false; messageKey: TranslationKey };

/**
 * Unsubscribes the link's address, no sign-in needed. The page's button posts the same body a
 * mail provider's one-click unsubscribe does (RFC 8058: `List-Unsubscribe=One-Click` to this
 * URL, without cookies): the signed link is all either needs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const link = linkOf(request.url);
  if (!link) return data<UnsubscribeResult>({ ok: false, messageKey: 'subscriptions.unsubscribe.invalid' }, 404);
  try {
    return data<UnsubscribeResult>({ ok: true, email: await context.services.newsletter.unsubscribe(link.e, link.t) });
  } catch (error) {
    return answerRefusal<UnsubscribeResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'subscriptions.unsubscribe.metaTitle',
    description: 'subscriptions.unsubscribe.metaDescription',
    path: '/unsubscribe',
    noindex: true,
  });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link, email } = loaderData;
  const home = (
    <Link to="/" className="btn-secondary">
      {t('errors.backHome')}
    </Link>
  );
  const title = t('subscriptions.unsubscribe.title');
  if (actionData?.ok)
    return (
      <LinkPage title={title} message={t('subscriptions.unsubscribe.done', { email: actionData.email })} tone="success">
        {home}
      </LinkPage>
    );
  if (actionData || !link || !email)
    return (
      <LinkPage
        title={title}
        message={t(actionData?.ok === false ? actionData.messageKey : 'subscriptions.unsubscribe.invalid')}
        tone="error"
      >
        {home}
      </LinkPage>
    );
  return (
    <LinkPage
      title={title}
      message={t('subscriptions.unsubscribe.intro', { email })}
      note={t('subscriptions.unsubscribe.note')}
      tone="question"
    >
      <Form method="post" action={`/unsubscribe?${new URLSearchParams(link).toString()}`}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className="btn-primary">
          {t('subscriptions.unsubscribe.button')}
        </button>
      </Form>
      {home}
    </LinkPage>
  );
}
