import account from './account.ts';
import addresses from './addresses.ts';
import admin from './admin.ts';
import adminMail from './admin-mail.ts';
import adminProduct from './admin-product.ts';
import cart from './cart.ts';
import checkout from './checkout.ts';
import compare from './compare.ts';
import contact from './contact.ts';
import discounts from './discounts.ts';
import filters from './filters.ts';
import info from './info.ts';
import invoice from './invoice.ts';
import mail from './mail.ts';
import orders from './orders.ts';
import productSpecs from './product-specs.ts';
import recovery from './recovery.ts';
import shop from './shop.ts';
import reviews from './reviews.ts';
import planner from './planner.ts';
import specs from './specs.ts';
import subscriptions from './subscriptions.ts';
import type { UiTexts } from '../ui-texts.ts';

/** One set of interface texts per language; each area keeps its texts in its own file under its own key. */
const tr: UiTexts = {
  ...shop,
  info,
  account,
  cartPage: cart,
  contact,
  checkout,
  orders,
  admin,
  invoice,
  mail,
  adminMail,
  recovery,
  subscriptions,
  discounts,
  specs,
  productSpecs,
  adminProduct,
  compare,
  reviews,
  planner,
  filters,
  addresses,
};
export default tr;
