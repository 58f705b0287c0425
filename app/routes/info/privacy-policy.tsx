import type { MetaFunction } from 'react-router';
import {
  ContactCard,
  InfoPage,
  InfoSections,
  RelatedLinks,
  useInfoText,
  type InfoSection,
} from '#app/components/info/info-page.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'info.privacy.metaTitle',
    description: 'info.privacy.metaDescription',
    path: '/privacy-policy',
  });

export default function PrivacyPolicy() {
  const { text, list } = useInfoText();
  return (
    <InfoPage title={text('info.privacy.title')} intro={text('info.privacy.intro')}>
      <InfoSections sections={list<InfoSection>('info.privacy.sections')} toc />
      <ContactCard />
      <RelatedLinks pages={['terms', 'returns', 'faq', 'contact']} />
    </InfoPage>
  );
}
