import { shippingTextValues } from '#common/shipping.ts';
import type { ReactNode } from 'react';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatAmount } from '#common/money.ts';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '#app/components/ui/icons.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import type { ListKey, TranslationKey } from '#common/i18n/ui-texts.ts';

/** One block of a policy text: a heading, paragraphs, then an optional bullet list or numbered steps. */
export type InfoSection = { title: string; paragraphs?: string[]; list?: string[]; steps?: string[] };

/** The information pages (targets of the "related" links). */
export const INFO_PAGES = {
  about: '/about',
  shipping: '/shipping',
  returns: '/returns',
  privacy: '/privacy-policy',
  terms: '/terms',
  faq: '/faq',
  contact: '/contact',
} as const;
export type InfoPageKey = keyof typeof INFO_PAGES;

/** Whole dollar amounts without decimals ("$100"), others as everywhere else in the shop ("$5.99", tr "$5,99"). */

/**
 * Translation helpers of the information pages: every text gets the store's name and contact
 * details from configuration ({{store}}, {{email}}, {{phone}}, {{address}}) and the shipping rule's
 * figures ({{freeOver}}, {{shipsWithin}}, {{standardDays}}, {{expressDays}}, {{internationalDays}}).
 */
export function useInfoText() {
  const { t } = useTranslation();
  const lang = usePageLang();
  const { store } = useRootData();
  const amount = (cents: number) => formatAmount(cents, lang);
  const vars = {
    store: store.name,
    email: store.email,
    phone: store.phone,
    address: store.address,
    ...shippingTextValues(lang),
  };
  const text = (key: TranslationKey, extra?: Record<string, string>) => t(key, { ...vars, ...extra });
  function list<T>(key: ListKey): T[] {
    const value = t(key, { ...vars, returnObjects: true }) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  }
  return { t, text, list, amount, store, lang };
}

/** Common frame: breadcrumb Home / title, the page heading and its lead paragraph. */
export function InfoPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Long policy text as headed sections; with `toc`, an "On this page" list of links first. */
export function InfoSections({ sections, toc = false }: { sections: InfoSection[]; toc?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {toc ? (
        <nav aria-labelledby="info-toc" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h2 id="info-toc" className="text-base font-semibold text-slate-900">
            {t('info.common.onThisPage')}
          </h2>
          <ol className="mt-3 list-decimal pl-5 text-sm text-slate-700 sm:columns-2 sm:gap-x-12">
            {sections.map((section, index) => (
              <li key={index} className="mb-1.5 break-inside-avoid">
                <a href={`#${sectionId(index)}`} className="text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose-info mt-2">
        {sections.map((section, index) => (
          <section key={index} aria-labelledby={sectionId(index)}>
            <h2 id={sectionId(index)} className="scroll-mt-24">
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.steps ? (
              <ol className="mb-4 list-decimal space-y-1 pl-6 text-slate-700">
                {section.steps.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

/** A row of small cards (icon, title, text) summing up a page. */
export function Highlights({
  title,
  items,
}: {
  title?: string;
  items: { icon: ReactNode; title: string; text: string }[];
}) {
  const list = (
    <ul className={`mt-6 grid gap-4 ${items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
      {items.map((item, index) => (
        <li key={index} className={`card flex gap-3 p-4 ${items.length === 3 ? 'sm:flex-col' : ''}`}>
          <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {item.icon}
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{item.title}</span>
            <span className="mt-0.5 block text-sm text-slate-700">{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <section aria-labelledby="info-highlights" className="mt-8">
      <h2 id="info-highlights" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {list}
    </section>
  );
}

/** The store's configured contact details and support hours. */
export function ContactCard({ title, text, action }: { title?: string; text?: string; action?: ReactNode }) {
  const { t, store } = useInfoText();
  return (
    <section aria-labelledby="info-contact" className="card mt-10 p-6">
      <h2 id="info-contact" className="text-xl font-semibold text-slate-900">
        {title ?? t('info.common.contactTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{text ?? t('info.common.contactText')}</p>
      {/* Each group holds only a dt and a dd (the icon sits inside the dt), as a dl requires. */}
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="relative pl-8 font-semibold text-slate-900">
            <MailIcon className="absolute top-0.5 left-0 h-5 w-5 text-brand-700" />
            {t('info.common.emailLabel')}
          </dt>
          <dd className="pl-8">
            <a href={`mailto:${store.email}`} className="break-all text-brand-700 hover:underline">
              {store.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="relative pl-8 font-semibold text-slate-900">
            <PhoneIcon className="absolute top-0.5 left-0 h-5 w-5 text-brand-700" />
            {t('info.common.phoneLabel')}
          </dt>
          <dd className="pl-8">
            <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 hover:underline">
              {store.phone}
            </a>
            <span className="block text-slate-600">
              {t('info.common.hoursLabel')}: {t('info.common.hours')}
            </span>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="relative pl-8 font-semibold text-slate-900">
            <PinIcon className="absolute top-0.5 left-0 h-5 w-5 text-brand-700" />
            {t('info.common.addressLabel')}
          </dt>
          <dd className="pl-8 text-slate-700">
            <address className="not-italic">
              {store.name}
              <br />
              {store.address}
            </address>
          </dd>
        </div>
      </dl>
      {action ? <div className="mt-5">{action}</div> : null}
    </section>
  );
}

/** Links to the other information pages. */
export function RelatedLinks({ pages }: { pages: InfoPageKey[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="info-related" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="info-related" className="text-base font-semibold text-slate-900">
        {t('info.common.related')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page}>
            <Link to={INFO_PAGES[page]} className="btn-secondary">
              {t(`info.common.pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
