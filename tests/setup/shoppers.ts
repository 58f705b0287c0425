import { eq, sql } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import { cookieJar, type TestShop } from './test-shop.ts';

let counter = 0;

/** Registers and signs in a new shopper; returns JSON helpers carrying its session cookie. */
export async function signedInShopper(t: TestShop, name = 'Test Shopper') {
  const email = `shopper${++counter}-${Date.now()}@example.com`;
  const password = 'a-long-test-password-1';
  const register = await t.json('/api/register', 'POST', { name, email, password });
  if (register.status !== 201) throw new Error(`register failed: ${register.status}`);
  const jar = cookieJar();
  const login = await t.json('/api/login', 'POST', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  jar.store(login);
  const call = async (url: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.request(url, {
      method,
      headers: {
        cookie: jar.header(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    jar.store(res);
    return res;
  };
  return { email, password, jar, call };
}

export const address = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  address: 'Bağdat Cad. No: 10',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};

export const goodCard = {
  cardName: 'AYSE YILMAZ',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvv: '123',
};
export const declinedCard = { ...goodCard, cardNumber: '4000 0000 0000 0002' };

export function checkoutBody(cart: { id: string; quantity: number }[], payment = goodCard) {
  return { cart, billingInfo: address, shippingSameAsBilling: true, paymentInfo: payment };
}

/** Sets a product's stock directly and lets the catalogue catch up. */
export async function setStock(t: TestShop, productId: string, stock: number) {
  await t.shop.database.db
    .update(products)
    .set({ stock, revision: sql`nextval('product_revision_seq')` })
    .where(eq(products.id, productId));
  await t.shop.services.catalog.refresh();
}

/** Hides or shows a product as the back office's flag does, and lets the catalogue catch up. */
export async function setHidden(t: TestShop, productId: string, hidden: boolean) {
  await t.shop.database.db
    .update(products)
    .set({ hidden, revision: sql`nextval('product_revision_seq')` })
    .where(eq(products.id, productId));
  await t.shop.services.catalog.refresh();
}

/** Sets a product's own price (and struck price) directly, as the owner's edit would, and lets the catalogue catch up. */
export async function setPrice(
  t: TestShop,
  productId: string,
  priceCents: number,
  oldPriceCents: number | null = null,
) {
  await t.shop.database.db.update(products).set({ priceCents, oldPriceCents }).where(eq(products.id, productId));
  await t.shop.services.catalog.refresh();
}

/** Adds a bare product to the catalogue directly (as the back office would add one) and lets the catalogue catch up. */
export async function addProduct(t: TestShop, id: string, priceCents = 12_345) {
  await t.shop.database.db
    .insert(products)
    .values({ id, title: `Test product ${id}`, brand: 'Acme', category: 'security', priceCents, position: 10_000 });
  await t.shop.services.catalog.refresh();
  // Removed as the back office removes one: hidden first (the read model drops it), then deleted.
  return async () => {
    await t.shop.database.db.update(products).set({ hidden: true }).where(eq(products.id, id));
    await t.shop.services.catalog.refresh();
    await t.shop.database.db.delete(products).where(eq(products.id, id));
  };
}

export async function stockOf(t: TestShop, productId: string): Promise<number> {
  const [row] = await t.shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row.stock;
}

/** The test shop's back-office account, signed in. */
export async function signedInAdmin(t: TestShop) {
  const { TEST_ADMIN } = await import('./test-shop.ts');
  const jar = cookieJar();
  const login = await t.json('/api/login', 'POST', TEST_ADMIN);
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  jar.store(login);
  const call = async (url: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.request(url, {
      method,
      headers: {
        cookie: jar.header(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    jar.store(res);
    return res;
  };
  return { jar, call };
}
