import { Link, type MetaFunction } from 'react-router';
import { Disclosure } from '#app/components/info/disclosure.tsx';
import {
  ContactCard,
  INFO_PAGES,
  InfoPage,
  RelatedLinks,
  useInfoText,
  type InfoPageKey,
} from '#app/components/info/info-page.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'info.faq.metaTitle', description: 'info.faq.metaDescription', path: '/faq' });

/** The five FAQ sections (docs/product.md §2.6.2), in order: text key and anchor. */
const SECTIONS = [
  { key: 'products', anchor: 'products' },
  { key: 'ordersShipping', anchor: 'orders-shipping' },
  { key: 'returnsRefunds', anchor: 'returns-refunds' },
  { key: 'warrantySupport', anchor: 'warranty-support' },
  { key: 'privacySecurity', anchor: 'privacy-security' },
] as const;

/** Answers that point to a page with the details ("section.index"). */
const MORE: Record<string, InfoPageKey> = {
  'ordersShipping.0': 'shipping',
  'ordersShipping.1': 'shipping',
  'returnsRefunds.0': 'returns',
  'returnsRefunds.3': 'returns',
  'warrantySupport.1': 'contact',
  'privacySecurity.1': 'privacy',
};

export default function Faq() {
  const { t, text, list } = useInfoText();
  return (
    <InfoPage title={text('info.faq.title')} intro={text('info.faq.intro')}>
      <nav aria-labelledby="faq-jump" className="mt-6">
        <h2 id="faq-jump" className="text-sm font-semibold text-slate-700">
          {text('info.faq.jumpTo')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <a
                href={`#${section.anchor}`}
                className="inline-flex rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 hover:border-brand-600 hover:underline"
              >
                {text(`info.faq.sections.${section.key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((section) => {
        const items = list<{ q: string; a: string }>(`info.faq.sections.${section.key}.items`);
        return (
          <section
            key={section.key}
            id={section.anchor}
            aria-labelledby={`${section.anchor}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.anchor}-title`} className="text-xl font-semibold text-slate-900">
              {text(`info.faq.sections.${section.key}.title`)}
            </h2>
            <div className="card mt-4">
              {items.map((item, index) => {
                const more = MORE[`${section.key}.${index}`];
                return (
                  <Disclosure key={index} id={`${section.anchor}-${index + 1}`} summary={item.q}>
                    <p>{item.a}</p>
                    {more ? (
                      <p className="mt-2">
                        <Link
                          to={INFO_PAGES[more]}
                          className="font-medium text-brand-700 underline-offset-2 hover:underline"
                        >
                          {t('info.common.readMore', { page: t(`info.common.pages.${more}`) })}
                        </Link>
                      </p>
                    ) : null}
                  </Disclosure>
                );
              })}
            </div>
          </section>
        );
      })}
      <ContactCard
        title={text('info.faq.moreTitle')}
        text={text('info.faq.moreText')}
        action={
          <Link to="/contact" className="btn-primary">
            {text('info.faq.moreLink')}
          </Link>
        }
      />
      <RelatedLinks pages={['shipping', 'returns', 'privacy', 'terms']} />
    </InfoPage>
  );
}
