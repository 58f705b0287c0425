import { formatAmount } from '#common/money.ts';
import { FREE_SHIPPING_OVER_CENTS } from '#common/shipping.ts';
import type { MetaDescriptor } from 'react-router';
import { getI18n } from '#app/i18n/instance.ts';
import type { RootData } from '#app/lib/root-data.ts';

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

export function rootDataOf(matches: MatchLike[]): RootData | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Title, description, canonical URL and Open Graph tags, in the page's language. */
export function pageMeta(
  matches: MatchLike[],
  page: { title: string; description: string; path: string; translate?: boolean; noindex?: boolean },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const lang = root?.lang ?? 'en';
  const t = getI18n(lang).t;
  const title = page.translate === false ? page.title : t(page.title);
  // Amounts in descriptions are the shop's money format ({{freeOver}}: "$100" / "$100,00").
  const description = page.translate === false ? page.description : t(page.description, { freeOver: formatAmount(FREE_SHIPPING_OVER_CENTS, lang) });
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
