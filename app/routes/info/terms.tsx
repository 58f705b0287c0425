import type { MetaFunction } from 'react-router';
import {
  InfoPage,
  InfoSections,
  RelatedLinks,
  useInfoText,
  type InfoSection,
} from '#app/components/info/info-page.tsx';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'info.terms.metaTitle', description: 'info.terms.metaDescription', path: '/terms' });

export default function Terms() {
  const { text, list } = useInfoText();
  return (
    <InfoPage title={text('info.terms.title')} intro={text('info.terms.intro')}>
      <InfoSections sections={list<InfoSection>('info.terms.sections')} toc />
      <RelatedLinks pages={['privacy', 'shipping', 'returns', 'contact']} />
    </InfoPage>
  );
}
