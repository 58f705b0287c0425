import type { MetaFunction } from 'react-router';
import {
  ContactCard,
  Highlights,
  InfoPage,
  InfoSections,
  RelatedLinks,
  useInfoText,
  type InfoSection,
} from '#app/components/info/info-page.tsx';
import { PackageAlertIcon } from '#app/components/info/icons.tsx';
import { RefreshIcon, CheckIcon } from '#app/components/ui/icons.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'info.returns.metaTitle', description: 'info.returns.metaDescription', path: '/returns' });

const ICONS = [RefreshIcon, CheckIcon, PackageAlertIcon];

export default function Returns() {
  const { text, list } = useInfoText();
  const highlights = list<{ title: string; text: string }>('info.returns.highlights').map((item, index) => {
    const Icon = ICONS[index % ICONS.length];
    return { ...item, icon: <Icon className="h-5 w-5" /> };
  });
  return (
    <InfoPage title={text('info.returns.title')} intro={text('info.returns.intro')}>
      <Highlights items={highlights} />
      <InfoSections sections={list<InfoSection>('info.returns.sections')} />
      <ContactCard />
      <RelatedLinks pages={['shipping', 'faq', 'terms', 'contact']} />
    </InfoPage>
  );
}
