import catalog from './admin-catalog.ts';
import messages from './admin-messages.ts';
import orders from './admin-orders.ts';

/** Back office texts: the shell here, each area in its own file. */
export default {
  shell: {
    metaTitle: 'Back Office',
    metaDescription: 'Run the shop: orders, products, deals and messages.',
    title: 'Back Office',
    nav: 'Back office',
    signedInAs: 'Signed in as {{name}}',
    dashboard: 'Dashboard',
    orders: 'Orders',
    products: 'Products',
    deal: 'Value of the Day',
    messages: 'Messages',
    subscribers: 'Newsletter',
  },
  orders,
  catalog,
  messages,
};
