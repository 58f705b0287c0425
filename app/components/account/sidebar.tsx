import { Form, Link } from 'react-router';
import { UserIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

export function Sidebar({ user }: { user: { name: string; email: string } }) {
  const { t } = useTranslation();
  const link = 'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700';
  return (
    <aside className="card p-4">
      <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserIcon />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <nav aria-label={t('account.sidebar')} className="mt-3">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          <li>
            <a href="#profile" className={link}>
              {t('account.profileInformation')}
            </a>
          </li>
          <li>
            <Link to="/orders" className={link}>
              {t('account.myOrders')}
            </Link>
          </li>
          <li>
            <a href="#payment-methods" className={link}>
              {t('account.paymentMethods')}
            </a>
          </li>
          <li>
            <a href="#change-password" className={link}>
              {t('account.changePassword')}
            </a>
          </li>
        </ul>
      </nav>
      <Form method="post" action="/logout" className="mt-3 border-t border-slate-100 pt-3">
        <button type="submit" className="btn-secondary w-full">
          {t('account.logout')}
        </button>
      </Form>
    </aside>
  );
}
