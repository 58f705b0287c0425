import type { RootData } from '#app/root.tsx';

export type NavLink = { labelKey: string; to: string };
export type NavGroup = { labelKey: string; id: string; links: NavLink[] };

const idsLink = (ids: string[]) => `/products?id=${ids.map(encodeURIComponent).join(',')}`;

/** The blue bar: three dropdowns and four plain links to fixed product lists (spec §2 Header). */
export function navigation(lists: RootData['navLists']): { groups: NavGroup[]; links: NavLink[] } {
  return {
    groups: [
      {
        id: 'security',
        labelKey: 'nav.security',
        links: [
          { labelKey: 'nav.securityCameras', to: idsLink(lists.cameras) },
          { labelKey: 'nav.nvrRecorders', to: idsLink(lists.nvr) },
          { labelKey: 'nav.sensors', to: '/products?category=security&search=sensor' },
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
          { labelKey: 'nav.switches', to: idsLink(lists.switches) },
          { labelKey: 'nav.poeDevices', to: '/products?category=network&search=poe' },
        ],
      },
    ],
    links: [
      { labelKey: 'nav.cameras', to: idsLink(lists.cameras) },
      { labelKey: 'nav.walkieTalkies', to: idsLink(lists.walkieTalkies) },
      { labelKey: 'nav.nvrDevices', to: idsLink(lists.nvr) },
      { labelKey: 'nav.switches', to: idsLink(lists.switches) },
    ],
  };
}
