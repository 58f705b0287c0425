import { Link, redirect } from 'react-router';
import { CodeForm } from '#app/components/admin/discounts/code-form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { EMPTY_CODE_FORM, saveCodeForm } from '#app/lib/discount-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/discount-new';

/** /admin/discounts/new: a new code; saved, it opens on its own page. */
// No data: the server checks the page's access before it runs (server/http/page-access.ts).
export function loader() {
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await saveCodeForm(await request.formData(), (input) => context.services.discounts.create(input));
  if ('refused' in outcome) return outcome.refused;
  throw redirect(`/admin/discounts/${outcome.saved.id}?created=1`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'discounts.admin.newTitle',
    description: 'discounts.admin.metaDescription',
    path: '/admin/discounts/new',
    noindex: true,
  });

export default function NewDiscountCode({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Link to="/admin/discounts" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {t('discounts.admin.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('discounts.admin.newTitle')}</h1>
      <CodeForm values={EMPTY_CODE_FORM} result={actionData} submitLabel={t('discounts.admin.form.create')} />
    </div>
  );
}
