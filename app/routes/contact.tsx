import { useTranslation } from '#app/i18n/use-translation.ts';
import { data, type ClientActionFunctionArgs } from 'react-router';
import { contactSchema, parseOrderNumber, readContactForm } from '#common/schemas/contact.ts';
import { ContactCards } from '#app/components/contact/contact-cards.tsx';
import { ContactForm } from '#app/components/contact/contact-form.tsx';
import { ThankYou } from '#app/components/contact/thank-you.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { answerRefusal } from '#app/lib/action-result.ts';
import { echoedValues, type ContactActionResult } from '#app/lib/contact-form.ts';
import type { Route } from './+types/contact';
import { pageMeta } from '#app/lib/seo.ts';
import { ShopErrorLike, retryAfterHeaders } from '#app/lib/shop-error.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** `?orderId=GL-100042` (the orders page's "Request Cancellation" link) makes the message a cancellation request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get('orderId'));
  return { orderNumber, name: context.user?.name ?? '', email: context.user?.email ?? '' };
}

const FAILED = 'contact.errors.submitFailed';

/** A plain form post (works without JavaScript): errors re-render the form with its values, success the thank-you state. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = readContactForm(await request.formData());
  const values = echoedValues(input);
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success)
    return data<ContactActionResult>({ ok: false, fieldErrors: firstIssuePerField(parsed.error.issues), values }, 400);
  try {
    await context.services.contact.submit(parsed.data, {
      userId: context.user?.id ?? null,
      lang: context.lang,
      address: context.address,
    });
  } catch (error) {
    // Throttled (too many messages from this address): the reason, on the page.
    if (ShopErrorLike.is(error) && error.status === 429)
      return answerRefusal<ContactActionResult>(error, (refused) => ({
        ok: false,
        fieldErrors: {},
        formError: refused.messageKey,
        values,
      }));
    context.logError(error);
    return data<ContactActionResult>({ ok: false, fieldErrors: {}, formError: FAILED, values }, 500);
  }
  return data<ContactActionResult>({ ok: true });
}

/** With JavaScript: a request that never reaches the server (offline, network error) shows the spec's failure message. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ContactActionResult> {
  try {
    return await serverAction<ContactActionResult>();
  } catch {
    return { ok: false, fieldErrors: {}, formError: FAILED };
  }
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'contact.metaTitle', description: 'contact.metaDescription', path: '/contact' });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('contact.title') }]} />
      <div className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{t('contact.intro')}</p>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8 lg:col-span-2">
          {result?.ok ? <ThankYou /> : <ContactForm loaded={loaderData} result={result} />}
        </section>
        <ContactCards />
      </div>
    </div>
  );
}
