/** The shop's categories, in menu order (their subcategories: common/subcategories.ts). */
export const CATEGORIES = ['security', 'walkie-talkie', 'network', 'cables', 'intercoms', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];
