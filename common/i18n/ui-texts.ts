import type en from './en/index.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * A language's interface texts ("catalogue" is the product catalogue's word): exactly the
 * English texts' shape, every leaf a string.
 */
export type UiTexts = Shape<typeof en>;

/** The top-level areas kept in files of their own; the rest of the texts are the shop's (shop.ts). */
type Areas =
  | 'info'
  | 'account'
  | 'cartPage'
  | 'contact'
  | 'checkout'
  | 'orders'
  | 'admin'
  | 'invoice'
  | 'mail'
  | 'adminMail'
  | 'recovery'
  | 'subscriptions'
  | 'discounts'
  | 'specs'
  | 'productSpecs'
  | 'adminProduct'
  | 'compare'
  | 'reviews'
  | 'planner'
  | 'filters'
  | 'addresses';
export type ShopTexts = Omit<UiTexts, Areas>;

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type Singular<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Paths<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${Singular<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
type ListPaths<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${P}${K}`
      : ListPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text's key ("common.home", "orders.status.shipped"); plural forms by their base name. */
export type TranslationKey = Paths<UiTexts, ''>;
/** Keys of lists (the information pages' sections), read with `returnObjects`. */
export type ListKey = ListPaths<UiTexts, ''>;

/**
 * The one place a string from outside becomes a key: the schemas give zod message keys as issue
 * messages, which zod types as plain strings. A test checks every schema message key exists.
 */
export function messageKeyOf(message: string): TranslationKey {
  return message as TranslationKey;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: UiTexts };
    returnNull: false;
  }
}
