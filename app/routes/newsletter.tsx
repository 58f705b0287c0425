import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data } from 'react-router';
import { newsletterSchema } from '#common/schemas/newsletter.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import type { Route } from './+types/newsletter';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { NewsletterResult } from '#app/lib/newsletter-form.ts';

/** Newsletter signup (home and footer forms post here). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get('email'), source: form.get('source') ?? 'footer' });
  if (!parsed.success) return data<NewsletterResult>({ ok: false, messageKey: 'newsletter.invalidEmail' }, 400);
  try {
    await context.services.newsletter.subscribe(parsed.data.email, context.lang, parsed.data.source, context.address);
  } catch (error) {
    return answerRefusal<NewsletterResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
  }
  return data<NewsletterResult>({ ok: true });
}

export function loader() {
  return null;
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'newsletter.title', description: 'newsletter.text', path: '/newsletter', noindex: true });

/** Shown only when the form was posted without JavaScript. */
export default function NewsletterResultPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  return (
    <section className="container-page py-16 text-center">
      <h1 className="section-title">{t('newsletter.title')}</h1>
      <p className={`mt-4 ${result && !result.ok ? 'text-red-700' : 'text-green-700'}`} role="status">
        {result
          ? result.ok
            ? `${t('newsletter.success')} ${t('newsletter.successNext')}`
            : t(result.messageKey)
          : t('newsletter.text')}
      </p>
      <Link to="/" className="btn-primary mt-8">
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
