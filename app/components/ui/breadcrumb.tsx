import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';

export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600">
      {/* The links keep their width and wrap when a phone is too narrow for them all (a category,
          subcategory and brand); the last item (a long product title) takes what is left of the
          line and ends in an ellipsis, and moves down only when less than 4rem is left. */}
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5">
        {items.map((item, index) => (
          <li key={index} className={`flex items-center gap-1 ${item.to ? 'shrink-0' : 'min-w-16 flex-1 basis-0'}`}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900" title={item.label}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
