import type { RootData } from '#app/lib/root-data.ts';
import { categoryOfSubcategory, type Subcategory } from '#common/subcategories.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export type NavLink = { labelKey: TranslationKey; to: string };
export type NavGroup = { labelKey: TranslationKey; id: string; links: NavLink[] };

const idsLink = (ids: string[]) => `/products?id=${ids.map(encodeURIComponent).join(',')}`;
/** A category's subcategory (#common/subcategories): products filed there (or named PoE, for PoE Devices), not those merely mentioning a word. */
const subcategoryLink = (subcategory: Subcategory) =>
  `/products?category=${categoryOfSubcategory(subcategory)}&subcategory=${subcategory}`;

/** The blue bar: three dropdowns (subcategories and brands) and four plain links to fixed product lists (docs/product.md §2.1.3). */
export function navigation(lists: RootData['navLists']): { groups: NavGroup[]; links: NavLink[] } {
  return {
    groups: [
      {
        id: 'security',
        labelKey: 'nav.security',
        links: [
          { labelKey: 'nav.securityCameras', to: subcategoryLink('cameras') },
          { labelKey: 'nav.nvrRecorders', to: subcategoryLink('recorders') },
          { labelKey: 'nav.sensors', to: subcategoryLink('sensors') },
        ],
      },
      {
        id: 'walkie-talkies',
        labelKey: 'nav.walkieTalkies',
        links: [
          { labelKey: 'nav.motorola', to: '/products?category=walkie-talkie&brand=motorola' },
          { labelKey: 'nav.kenwood', to: '/products?category=walkie-talkie&brand=kenwood' },
          { labelKey: 'nav.otherBrands', to: '/products?brand=milo' },
        ],
      },
      {
        id: 'network',
        labelKey: 'nav.network',
        links: [
          { labelKey: 'nav.switches', to: subcategoryLink('switches') },
          { labelKey: 'nav.poeDevices', to: subcategoryLink('poe') },
        ],
      },
    ],
    links: [
      { labelKey: 'nav.cameras', to: idsLink(lists.cameras) },
      { labelKey: 'nav.walkieTalkies', to: idsLink(lists.walkieTalkies) },
      { labelKey: 'nav.nvrDevices', to: idsLink(lists.nvr) },
      { labelKey: 'nav.switches', to: idsLink(lists.switches) },
      { labelKey: 'planner.nav', to: '/planner' },
    ],
  };
}
