import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ConfirmResult, LinkState, LinkTexts } from '#app/lib/confirm-link.ts';
import { LinkPage } from './link-page.tsx';

/**
 * A mail's confirm link page (app/lib/confirm-link.ts): what the link will do with its button,
 * then, once posted, what it did.
 */
export function ConfirmLinkPage({
  title,
  path,
  token,
  state,
  texts,
  button,
  result,
  values,
  done,
  links,
}: {
  title: string;
  /** The link's own path: the button posts back to it, so the page after it reads the same link. */
  path: string;
  /** The link's token while it can still be confirmed, else null (no button). */
  token: string | null;
  state: LinkState;
  texts: LinkTexts;
  button: string;
  result: ConfirmResult | undefined;
  /** What the texts name (a product's title). */
  values?: Record<string, string>;
  /** The way on after the post. */
  done: ReactNode;
  /** Beside the button, or alone when there is none. */
  links: ReactNode;
}) {
  const { t } = useTranslation();
  if (result)
    return (
      <LinkPage title={title} message={t(result.messageKey, values)} tone={result.ok ? 'success' : 'error'}>
        {done}
      </LinkPage>
    );
  return (
    <LinkPage
      title={title}
      message={t(texts[state], values)}
      tone={state === 'ready' ? 'question' : state === 'done' ? 'success' : 'error'}
    >
      {token ? (
        <Form method="post" action={`${path}?token=${token}`}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            {button}
          </button>
        </Form>
      ) : null}
      {links}
    </LinkPage>
  );
}
