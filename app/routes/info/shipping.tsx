import type { MetaFunction } from 'react-router';
import {
  ContactCard,
  InfoPage,
  InfoSections,
  RelatedLinks,
  useInfoText,
  type InfoSection,
} from '#app/components/info/info-page.tsx';
import { ShippingRatesTable } from '#app/components/info/shipping-rates.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'info.shipping.metaTitle',
    description: 'info.shipping.metaDescription',
    path: '/shipping',
  });

export default function Shipping() {
  const { text, list } = useInfoText();
  const times = list<{ title: string; time: string }>('info.shipping.times');
  return (
    <InfoPage title={text('info.shipping.title')} intro={text('info.shipping.intro')}>
      <section aria-labelledby="shipping-times" className="mt-8">
        <h2 id="shipping-times" className="text-xl font-semibold text-slate-900">
          {text('info.shipping.timesTitle')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {times.map((item) => (
            <div key={item.title} className="card p-4">
              <dt className="text-sm font-medium text-slate-600">{item.title}</dt>
              <dd className="mt-1 text-lg font-bold text-slate-900">{item.time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{text('info.shipping.timesNote')}</p>
      </section>
      <section aria-labelledby="shipping-rates" className="mt-8">
        <h2 id="shipping-rates" className="text-xl font-semibold text-slate-900">
          {text('info.shipping.ratesTitle')}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">{text('info.shipping.ratesIntro')}</p>
        <ShippingRatesTable />
      </section>
      <InfoSections sections={list<InfoSection>('info.shipping.sections')} />
      <ContactCard text={text('info.shipping.questions')} />
      <RelatedLinks pages={['returns', 'faq', 'terms', 'contact']} />
    </InfoPage>
  );
}
