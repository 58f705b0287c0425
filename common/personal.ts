import type { ReactElement } from 'react';

/**
 * A visitor's own parts of a shared page (docs/decisions/008): the header's badges and sign-out
 * button, the product page's wishlist button and back-in-stock address. Shared pages are rendered
 * once as the anonymous page with these parts in `<gl-slot>` elements; the server fills the slots
 * for a visitor with a session or a cart, and hands the same state to the browser for hydration.
 */
export type PersonalState = {
  user: { name: string; role: 'customer' | 'admin' } | null;
  counts: { cart: number; wishlist: number };
  /** Of the products whose wishlist button the page shows, those on the visitor's wishlist. */
  wished: string[];
  /** The back-in-stock form's address (the signed-in shopper's). */
  alertEmail: string;
};

/** The signed-in account as the page state carries it (never the e-mail or the id). */
export function personalUser(user: { name: string; role: 'customer' | 'admin' } | null): PersonalState['user'] {
  return user ? { name: user.name, role: user.role } : null;
}

export const ANONYMOUS_STATE: PersonalState = {
  user: null,
  counts: { cart: 0, wishlist: 0 },
  wished: [],
  alertEmail: '',
};

/** The `<script type="application/json">` a filled page carries its state in. */
export const PERSONAL_SCRIPT_ID = 'gl-personal';

/** What each kind of slot shows, as a value of the visitor's state. */
export type SlotValues = {
  cart: number;
  wishlist: number;
  /** Signed in: the sign-out button. */
  account: boolean;
  /** `wish:<product id>`: that product's wishlist button. */
  wish: boolean;
  'alert-email': string;
};
export type SlotKind = keyof SlotValues;

/**
 * A slot's content from its value, without router or ids (useId), so the server can render it
 * alone; route modules export theirs as `slots`, and the pages render the very same components.
 */
export type SlotRenderers = { [K in SlotKind]?: (value: SlotValues[K]) => ReactElement | null };

const KINDS: readonly SlotKind[] = ['cart', 'wishlist', 'account', 'wish', 'alert-email'];

/** A slot's key: its kind and, where it has one, its argument (`wish:halo-smart-sensor`). */
export function slotKey(kind: SlotKind, arg?: string): string {
  return arg === undefined ? kind : `${kind}:${arg}`;
}

export function parseSlotKey(key: string): { kind: SlotKind; arg: string } | null {
  const colon = key.indexOf(':');
  const kind = (colon === -1 ? key : key.slice(0, colon)) as SlotKind;
  return KINDS.includes(kind) ? { kind, arg: colon === -1 ? '' : key.slice(colon + 1) } : null;
}

export function slotValue<K extends SlotKind>(kind: K, arg: string, state: PersonalState): SlotValues[K] {
  const values: { [Kind in SlotKind]: () => SlotValues[Kind] } = {
    cart: () => state.counts.cart,
    wishlist: () => state.counts.wishlist,
    account: () => state.user !== null,
    wish: () => state.wished.includes(arg),
    'alert-email': () => state.alertEmail,
  };
  return values[kind]();
}

/** The state as a data block inside an HTML page: nothing in it can end the script or start markup. */
export function personalJson(state: PersonalState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
