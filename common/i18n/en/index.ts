import account from './account.ts';
import admin from './admin.ts';
import cart from './cart.ts';
import checkout from './checkout.ts';
import contact from './contact.ts';
import info from './info.ts';
import invoice from './invoice.ts';
import orders from './orders.ts';
import shop from './shop.ts';

/** One catalogue per language; each area keeps its texts in its own file under its own key. */
export default { ...shop, info, account, cartPage: cart, contact, checkout, orders, admin, invoice };
