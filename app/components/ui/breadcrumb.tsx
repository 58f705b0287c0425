import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';

export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600">
      {/* One line: the links keep their width, the last item (a long product title) ends in an ellipsis. */}
      <ol className="flex min-w-0 items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className={`flex items-center gap-1 ${item.to ? 'shrink-0' : 'min-w-0'}`}>
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
