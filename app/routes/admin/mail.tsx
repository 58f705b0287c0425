import { Link } from 'react-router';
import { MailFilter } from '#app/components/admin/mail/mail-filter.tsx';
import { MailPager } from '#app/components/admin/mail/mail-pager.tsx';
import { NotDeliveringBanner } from '#app/components/admin/mail/mail-status.tsx';
import { MailTable } from '#app/components/admin/mail/mail-table.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { listSearchOf } from '#common/schemas/admin-list-query.ts';
import { readMailListQuery } from '#common/schemas/admin-mail.ts';
import type { Route } from './+types/mail';

/** /admin/mail — the outbox, newest first (docs/product.md §21.5). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readMailListQuery(new URL(request.url).searchParams);
  const { adminMail } = context.services;
  return { query, delivering: adminMail.delivering, ...(await adminMail.list(query)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'adminMail.metaTitle',
    description: 'adminMail.metaDescription',
    path: '/admin/mail',
    noindex: true,
  });

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, delivering, items, total, pageCount } = loaderData;
  const filtered = Boolean(query.status || query.q);
  return (
    <div>
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminMail.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('adminMail.intro')}</p>
      </div>
      {delivering ? null : <NotDeliveringBanner />}
      <MailFilter query={query} />

      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('adminMail.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">
          {total > 0 ? (
            <>
              <p>{t('adminMail.pastLastPage')}</p>
              <Link
                to={`/admin/mail${listSearchOf({ status: query.status, q: query.q })}`}
                className="btn-secondary mt-4"
              >
                {t('adminMail.firstPage')}
              </Link>
            </>
          ) : (
            <p>{filtered ? t('adminMail.noMatch') : t('adminMail.empty')}</p>
          )}
        </div>
      ) : (
        <MailTable items={items} />
      )}
      <MailPager query={query} pageCount={pageCount} />
    </div>
  );
}
