import { shippingTextValues } from '#common/shipping.ts';
import type { MetaDescriptor } from 'react-router';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import type { RootData } from '#app/lib/root-data.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

export function rootDataOf(matches: MatchLike[]): RootData | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Title, description, canonical URL and Open Graph tags, in the page's language. */
export function pageMeta(
  matches: MatchLike[],
  page: { path: string; noindex?: boolean } & (
    | { title: TranslationKey; description: TranslationKey; translate?: true }
    | { title: string; description: string; translate: false }
  ),
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const lang = root?.lang ?? DEFAULT_LANG;
  const t = getI18n(lang).t;
  const title = page.translate === false ? page.title : t(page.title);
  // Descriptions name the shipping rule's figures ({{freeOver}}, day ranges) from the rule itself.
  const description = page.translate === false ? page.description : t(page.description, shippingTextValues(lang));
  const storeName = root?.store.name ?? '';
  const canonical = `${root?.origin ?? ''}${page.path}`;
  return [
    { title: storeName ? `${title} | ${storeName}` : title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: storeName },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
