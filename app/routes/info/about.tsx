import { Link, type MetaFunction } from 'react-router';
import {
  ContactCard,
  Highlights,
  InfoPage,
  InfoSections,
  RelatedLinks,
  useInfoText,
  type InfoSection,
} from '#app/components/info/info-page.tsx';
import { LockIcon, RefreshIcon, ShieldIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'info.about.metaTitle', description: 'info.about.metaDescription', path: '/about' });

const ICONS = [TruckIcon, ShieldIcon, RefreshIcon, LockIcon];

export default function About() {
  const { text, list } = useInfoText();
  const highlights = list<{ title: string; text: string }>('info.about.highlights').map((item, index) => {
    const Icon = ICONS[index % ICONS.length];
    return { ...item, icon: <Icon className="h-5 w-5" /> };
  });
  return (
    <InfoPage title={text('info.about.title')} intro={text('info.about.intro')}>
      <Highlights title={text('info.about.highlightsTitle')} items={highlights} />
      <InfoSections sections={list<InfoSection>('info.about.sections')} />
      <Link to="/products" className="btn-primary mt-2">
        {text('info.about.cta')}
      </Link>
      <ContactCard />
      <RelatedLinks pages={['faq', 'shipping', 'returns', 'contact']} />
    </InfoPage>
  );
}
