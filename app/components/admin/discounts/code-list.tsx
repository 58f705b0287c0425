import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useCodeTexts, type CodeSummary } from './code-texts.ts';
import type { DiscountCodeView } from '#common/views/discounts.ts';
import { CodeStateBadge } from './state-badge.tsx';

export type ListedCode = CodeSummary & Pick<DiscountCodeView, 'id' | 'code' | 'state' | 'issuedTo'>;

/** The codes of one page: a card each on phones, a table on wider screens. */
export function CodeList({ codes }: { codes: ListedCode[] }) {
  const { t } = useTranslation();
  const texts = useCodeTexts();
  // A code breaks only when it is longer than its card (never mid-word in the table).
  const codeLink = (c: ListedCode) => (
    <Link
      to={`/admin/discounts/${c.id}`}
      className="font-mono font-semibold break-words text-brand-700 hover:underline"
    >
      {c.code}
    </Link>
  );
  const issued = (c: ListedCode) =>
    c.issuedTo ? (
      <span className="block text-xs break-all text-slate-600">
        {t('discounts.admin.issuedTo', { email: c.issuedTo })}
      </span>
    ) : null;
  const th = 'px-4 py-3 font-semibold';
  return (
    <>
      <ul className="mt-3 space-y-3 sm:hidden" aria-label={t('discounts.admin.title')}>
        {codes.map((c) => (
          <li key={c.id} className="card p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {codeLink(c)}
              <CodeStateBadge state={c.state} />
            </div>
            {issued(c)}
            <p className="mt-2 text-slate-900">{texts.discount(c)}</p>
            <p className="text-slate-700">{texts.window(c)}</p>
            <p className="text-slate-700">
              {t('discounts.admin.columns.uses')}: {texts.uses(c)}
            </p>
          </li>
        ))}
      </ul>
      <div className="card mt-3 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t('discounts.admin.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                {t('discounts.admin.columns.code')}
              </th>
              <th scope="col" className={th}>
                {t('discounts.admin.columns.discount')}
              </th>
              <th scope="col" className={th}>
                {t('discounts.admin.columns.window')}
              </th>
              <th scope="col" className={th}>
                {t('discounts.admin.columns.uses')}
              </th>
              <th scope="col" className={th}>
                {t('discounts.admin.columns.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {codes.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="whitespace-nowrap">{codeLink(c)}</span>
                  {issued(c)}
                </th>
                <td className="px-4 py-3 text-slate-900">{texts.discount(c)}</td>
                <td className="px-4 py-3 text-slate-700">{texts.window(c)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">{texts.uses(c)}</td>
                <td className="px-4 py-3">
                  <CodeStateBadge state={c.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
