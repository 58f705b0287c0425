import { eq } from 'drizzle-orm';
import type { OrderStatus } from '#common/statuses.ts';
import { orderLines, orders, users, type Address } from '#server/db/schema.ts';
import type { TestShop } from './test-shop.ts';

const address: Address = {
  firstName: 'Megan',
  lastName: 'Rivers',
  email: 'megan@example.com',
  phone: '5551234567',
  address: 'Main Street 1',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};
let orderCounter = 0;

/** The account id of a registered address. */
export async function userIdOf(t: TestShop, email: string): Promise<number> {
  const [row] = await t.shop.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/**
 * An order of the account with one line of the product, in the given status, written directly
 * (the review rules only read who ordered what and where the order stands).
 */
export async function orderWith(t: TestShop, userId: number, productId: string, status: OrderStatus): Promise<number> {
  const db = t.shop.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      number: `GL-R${Date.now() % 1_000_000}${++orderCounter}`,
      userId,
      status,
      email: address.email,
      billing: address,
      shipping: address,
      subtotalCents: 1000,
      shippingCents: 0,
      taxCents: 80,
      totalCents: 1080,
      cardBrand: 'Visa',
      cardLast4: '4242',
      cardExpiry: '12/30',
      paymentReference: `test-${orderCounter}`,
      deliveredAt: status === 'Delivered' ? new Date() : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order.id,
    productId,
    title: productId,
    unitPriceCents: 1000,
    quantity: 1,
    lineTotalCents: 1000,
  });
  return order.id;
}
