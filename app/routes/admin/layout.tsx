import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { signedInUser } from '#app/lib/guard.ts';
import type { Route } from './+types/layout';
import { pageMeta } from '#app/lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const admin = signedInUser(context);
  return { admin: { name: admin.name, email: admin.email } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.shell.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin',
    noindex: true,
  });

const LINKS = [
  ['/admin', 'admin.shell.dashboard', true],
  ['/admin/orders', 'admin.shell.orders', false],
  ['/admin/products', 'admin.shell.products', false],
  ['/admin/deal', 'admin.shell.deal', false],
  ['/admin/discounts', 'discounts.admin.nav', false],
  ['/admin/messages', 'admin.shell.messages', false],
  ['/admin/reviews', 'reviews.admin.nav', false],
  ['/admin/subscribers', 'admin.shell.subscribers', false],
  ['/admin/mail', 'adminMail.nav', false],
] as const;

/** The back office frame: its own navigation beside the page. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { admin } = loaderData;
  return (
    <div className="container-page py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('admin.shell.title')}</p>
        <p className="text-sm text-slate-600">{t('admin.shell.signedInAs', { name: admin.name })}</p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('admin.shell.nav')} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          {/* On a phone the links wrap instead of scrolling sideways: a scroll box would clip their focus rings. */}
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {LINKS.map(([to, key, end]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
