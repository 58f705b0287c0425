import account from './account.ts';
import admin from './admin.ts';
import cart from './cart.ts';
import checkout from './checkout.ts';
import contact from './contact.ts';
import info from './info.ts';
import invoice from './invoice.ts';
import orders from './orders.ts';
import shop from './shop.ts';
import type { Catalogue } from '../catalogue.ts';

/** One catalogue per language; each area keeps its texts in its own file under its own key. */
const tr: Catalogue = { ...shop, info, account, cartPage: cart, contact, checkout, orders, admin, invoice };
export default tr;
