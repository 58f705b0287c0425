import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '#common/money-rules.ts';
import { deliveryPromise, type ShippingMethod } from '#common/shipping.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../setup/private-postgres.ts';
import { address, goodCard } from '../setup/shoppers.ts';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';
import { TEST_ADMIN } from '../setup/test-shop.ts';
import {
  assertBuilt,
  eventually,
  freePort,
  killAllStarted,
  startShopProcess,
  type ShopProcess,
} from '../reliability/shop-process.ts';

/**
 * Three real shop processes (server/main.ts) on one PostgreSQL server of the test's own, with a
 * real SMTP server, under load and faults: the database stopped and started, paused and resumed,
 * a process killed and started again. What must hold: every process starts; no acknowledged
 * order is lost or doubled; no order is charged a price other than the database's; stock is
 * conserved; every mail arrives once; every process's catalogue comes back equal to the database.
 */
let server: PrivatePostgres;
let smtp: TestSmtp;
let sql: pg.Client;
let databaseUrl: string;
let env: Record<string, string>;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  assertBuilt();
  server = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  databaseUrl = server.urlOf('shop');
  smtp = await startTestSmtp();
  env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  };
}, 120_000);

afterAll(async () => {
  killAllStarted();
  await sql?.end().catch(() => {});
  await smtp?.stop();
  await server?.destroy();
});

/** The test's own connection to the shop's database (made again after the database was stopped). */
async function connectSql() {
  await sql?.end().catch(() => {});
  sql = new pg.Client({ connectionString: databaseUrl });
  // The server going away under it is part of the test.
  sql.on('error', () => {});
  await sql.connect();
}

/** A shopper signed in without the password hash's cost: the account and session written as sign-up and sign-in write them. */
type Shopper = { id: number; email: string; cookie: string };
async function seedShoppers(count: number, label: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${label}-${i}-${randomBytes(3).toString('hex')}@customer.example`;
    const { rows } = await sql.query<{ id: number }>(
      `insert into users (name, email, password_hash) values ($1, $2, 'not-a-password') returning id`,
      [`${label} ${i}`, email],
    );
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    await sql.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [tokenHash, rows[0].id],
    );
    shoppers.push({ id: rows[0].id, email, cookie: `sid=${token}` });
  }
  return shoppers;
}

type Answer = { status: number; body: Record<string, unknown> | null };

async function checkout(
  shop: ShopProcess,
  shopper: Shopper,
  cart: { id: string; quantity: number }[],
  extra: { key?: string; totalAmount?: number } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${shop.url}/api/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: shopper.cookie,
        ...(extra.key ? { 'idempotency-key': extra.key } : {}),
      },
      body: JSON.stringify({
        cart,
        billingInfo: { ...address, email: shopper.email },
        shippingSameAsBilling: true,
        paymentInfo: goodCard,
        ...(extra.totalAmount !== undefined ? { totalAmount: extra.totalAmount } : {}),
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Runs `work` for each item with at most `width` at once. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

type Shown = { id: string; priceCents: number | null; stock: number };

/** Every product as a process shows it (GET /api/products), by id; null when it does not answer. */
async function catalogueOf(shop: ShopProcess): Promise<Map<string, Shown> | null> {
  try {
    const res = await fetch(`${shop.url}/api/products?limit=1000`, { signal: AbortSignal.timeout(5000) });
    if (res.status !== 200) return null;
    const { products } = (await res.json()) as { products: Shown[] };
    return new Map(products.map((p) => [p.id, p]));
  } catch {
    return null;
  }
}

/** The database's products as a card shows them: the running deal's price while it has units left. */
async function databaseCatalogue(): Promise<Map<string, Shown>> {
  const { rows } = await sql.query<Shown>(`
    with running as (
      select product_id, deal_price_cents, stock_cap - sold_count as units_left from deals
      where ends_at >= now() order by created_at desc, id desc limit 1)
    select p.id, p.stock,
      case when r.product_id is not null and least(r.units_left, p.stock) > 0
          and r.deal_price_cents < p.price_cents then r.deal_price_cents
        else p.price_cents end as "priceCents"
    from products p left join running r on r.product_id = p.id
    where not p.hidden`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** What differs between a process's catalogue and the database's (empty when they agree). */
function differences(shown: Map<string, Shown> | null, stored: Map<string, Shown>): string[] {
  if (!shown) return ['no answer'];
  const found: string[] = [];
  for (const [id, row] of stored) {
    const card = shown.get(id);
    if (!card) found.push(`${id} missing`);
    else if (card.stock !== row.stock || card.priceCents !== row.priceCents)
      found.push(`${id}: shows ${card.priceCents}/${card.stock}, database ${row.priceCents}/${row.stock}`);
  }
  for (const id of shown.keys()) if (!stored.has(id)) found.push(`${id} shown but not in the database`);
  return found;
}

/** Waits until every running process shows the database's catalogue; answers how long that took. */
async function untilEveryCatalogueAgrees(timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  let last: string[] = [];
  await eventually(
    'every process to show the database catalogue',
    async () => {
      const stored = await databaseCatalogue();
      last = (await Promise.all(shops.map(catalogueOf))).flatMap((shown, i) =>
        differences(shown, stored).map((d) => `process ${i}: ${d}`),
      );
      return last.length === 0 ? true : undefined;
    },
    timeoutMs,
  ).catch((error) => {
    throw new Error(`${(error as Error).message}\n${last.slice(0, 10).join('\n')}`);
  });
  return Date.now() - started;
}

describe.sequential('three shop processes on one PostgreSQL', () => {
  it('start together on an empty database: all three migrate, seed and serve', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    shops.push(...ports.map((port) => startShopProcess(port, env)));
    await Promise.all(shops.map((shop) => shop.ready));
    await connectSql();
    const { rows } = await sql.query(`select count(*)::int as admins from users where role = 'admin'`);
    expect(rows[0].admins).toBe(1);
    for (const shop of shops) expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  }, 120_000);

  it('a burst of orders over the three: every process shows the database stock', async () => {
    const { rows } = await sql.query<{ id: string }>(
      `select id from products where not hidden and price_cents is not null order by id limit 28`,
    );
    const [common, ...singles] = rows.map((r) => r.id);
    await sql.query(`update products set stock = 500 where id = any($1)`, [rows.map((r) => r.id)]);
    await untilEveryCatalogueAgrees();
    const shoppers = await seedShoppers(30, 'burst');
    // Two-line orders each selling one product once and the common one, then one-line orders.
    const orders = [
      ...singles.map((id) => [
        { id, quantity: 1 },
        { id: common, quantity: 1 },
      ]),
      ...Array.from({ length: 60 }, (_, i) => [{ id: i % 2 ? common : singles[i % singles.length], quantity: 1 }]),
    ];
    const answers = await inParallel(orders, 24, (cart, i) => checkout(shops[i % 3], shoppers[i % 30], cart));
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    const took = await untilEveryCatalogueAgrees();
    console.log(
      `burst of ${orders.length} orders: every process showed the database stock ${took} ms after the last answer`,
    );
  }, 120_000);

  it('prices changed while shoppers check out: no order is charged anything but the database price', async () => {
    // An outside judge in the database: each order line's price against the product's (or the
    // deal's) price as the order's own transaction sees it, the row being locked by it.
    await sql.query(`create table price_audit (order_id int, product_id text, charged int, stored int)`);
    await sql.query(`
      create function audit_price() returns trigger language plpgsql as $$
      begin
        insert into price_audit
          select new.order_id, new.product_id, new.unit_price_cents,
            case when new.deal_id is null then p.price_cents else d.deal_price_cents end
          from products p left join deals d on d.id = new.deal_id where p.id = new.product_id;
        return new;
      end $$`);
    await sql.query(
      `create trigger audit_price after insert on order_lines for each row execute function audit_price()`,
    );
    const product = 'tp-link-poe-injector';
    await sql.query(`update products set stock = 100000, price_cents = 3000 where id = $1`, [product]);
    await untilEveryCatalogueAgrees();
    const shoppers = await seedShoppers(12, 'prices');
    let editing = true;
    let price = 3000;
    const editor = (async () => {
      while (editing) {
        price = price >= 4000 ? 3000 : price + 37;
        await sql.query(`update products set price_cents = $1 where id = $2`, [price, product]);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const statuses: number[] = [];
    await Promise.all(
      shoppers.map(async (shopper, i) => {
        for (let n = 0; n < 12; n++) {
          const shop = shops[(i + n) % 3];
          // The total the shopper's page shows: the price this process shows now.
          const card = (await (await fetch(`${shop.url}/api/products/${product}`)).json()) as Shown;
          const total = orderTotals([{ unitPriceCents: card.priceCents!, quantity: 1 }]).totalCents;
          const answer = await checkout(shop, shopper, [{ id: product, quantity: 1 }], { totalAmount: total / 100 });
          statuses.push(answer.status);
        }
      }),
    );
    editing = false;
    await editor;
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const { rows: audited } = await sql.query<{ charged: number; stored: number }>(
      `select charged, stored from price_audit where product_id = $1`,
      [product],
    );
    expect(audited.length).toBe(statuses.filter((s) => s === 201).length);
    expect(audited.filter((a) => a.charged !== a.stored)).toEqual([]);
    await untilEveryCatalogueAgrees();
  }, 180_000);

  it('Value of the Day as the database has it, on every process: a deal no cheaper than the price is no deal, a cheaper one is charged everywhere; each order keeps the delivery promise of its moment', async () => {
    const product = 'sandisk-high-endurance-256gb';
    await sql.query(`update products set stock = 10000, price_cents = 5000 where id = $1`, [product]);
    const {
      rows: [deal],
    } = await sql.query<{ id: number }>(
      `insert into deals (product_id, deal_price_cents, old_price_cents, stock_cap, ends_at)
       values ($1, 5000, 6500, 100, now() + interval '1 day') returning id`,
      [product],
    );
    const shoppers = await seedShoppers(3, 'deal');
    const placed: string[] = [];
    /** On each process: the card it shows, and the line its checkout charges. */
    const shownAndCharged = async () => {
      await untilEveryCatalogueAgrees();
      const seen: { price: number; regular: number | null; charged: number; dealId: number | null }[] = [];
      for (const [i, shop] of shops.entries()) {
        const card = (await (await fetch(`${shop.url}/api/products/${product}`)).json()) as Shown & {
          deal?: { regularPriceCents: number } | null;
        };
        const answer = await checkout(shop, shoppers[i], [{ id: product, quantity: 1 }]);
        expect(answer.status).toBe(201);
        const number = (answer.body as { order: { number: string } }).order.number;
        placed.push(number);
        const { rows } = await sql.query<{ unit_price_cents: number; deal_id: number | null }>(
          `select l.unit_price_cents, l.deal_id from order_lines l join orders o on o.id = l.order_id where o.number = $1`,
          [number],
        );
        seen.push({
          price: card.priceCents!,
          regular: card.deal?.regularPriceCents ?? null,
          charged: rows[0].unit_price_cents,
          dealId: rows[0].deal_id,
        });
      }
      return seen;
    };
    const noDeal = { price: 5000, regular: null, charged: 5000, dealId: null };
    // The deal at the product's own price saves nothing: no process shows or charges it as a deal.
    expect(await shownAndCharged()).toEqual([noDeal, noDeal, noDeal]);
    // Lowered below the price: every process shows and charges the deal, struck against the price.
    await sql.query(`update deals set deal_price_cents = 4200 where id = $1`, [deal.id]);
    const atDeal = { price: 4200, regular: 5000, charged: 4200, dealId: deal.id };
    expect(await shownAndCharged()).toEqual([atDeal, atDeal, atDeal]);
    // The owner lowers the price under the deal's: the deal is no deal again, everywhere.
    await sql.query(`update products set price_cents = 3900 where id = $1`, [product]);
    const cheaper = { price: 3900, regular: null, charged: 3900, dealId: null };
    expect(await shownAndCharged()).toEqual([cheaper, cheaper, cheaper]);

    // One delivery promise per order, from its method, country and the moment it was placed,
    // whichever process placed it (common/shipping.ts, the shop's Istanbul calendar).
    const { rows: orders } = await sql.query<{
      created_at: Date;
      shipping_method: ShippingMethod;
      country: string;
      dispatch_by: string;
      delivery_earliest: string;
      delivery_latest: string;
    }>(
      `select created_at, shipping_method, shipping->>'country' as country,
         dispatch_by::text, delivery_earliest::text, delivery_latest::text
       from orders where number = any($1)`,
      [placed],
    );
    expect(orders.length).toBe(9);
    for (const order of orders) {
      const promise = deliveryPromise(order.shipping_method, order.country, order.created_at);
      expect({
        dispatchBy: order.dispatch_by,
        earliest: order.delivery_earliest,
        latest: order.delivery_latest,
      }).toEqual(promise);
    }
  }, 180_000);

  it('the database stopped, paused, and a process killed under load: nothing acknowledged lost or doubled, no mail twice', async () => {
    const product = 'hikvision-4mp-ptz-camera';
    const initialStock = 100_000;
    await sql.query(`update products set stock = $1, price_cents = 9999 where id = $2`, [initialStock, product]);
    await untilEveryCatalogueAgrees();
    const { rows: before } = await sql.query<{ orders: number }>(`select count(*)::int as orders from orders`);
    const mailsBefore = smtp.messages.length;
    const shoppers = await seedShoppers(6, 'faults');
    let loading = true;
    type Purchase = { shopper: Shopper; key: string; final: number; number: string | null; message?: unknown };
    const purchases: Purchase[] = [];
    let retried = 0;

    // Each shopper buys again and again; an answer that never came (or a 5xx/503, or "still
    // being processed") is retried with the same key, as a shopper's browser would.
    const load = Promise.all(
      shoppers.map(async (shopper, i) => {
        for (let n = 0; loading; n++) {
          const purchase: Purchase = { shopper, key: randomUUID(), final: 0, number: null };
          purchases.push(purchase);
          for (let attempt = 0; attempt < 200; attempt++) {
            const answer = await checkout(shops[(i + n + attempt) % 3], shopper, [{ id: product, quantity: 1 }], {
              key: purchase.key,
            });
            purchase.final = answer.status;
            purchase.message = answer.body?.message;
            if (answer.status === 201) purchase.number = (answer.body!.order as { number: string }).number;
            const retry = answer.status === 0 || answer.status >= 500 || answer.body?.message === inProgress;
            if (!retry) break;
            retried++;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          // A shopper's pace, not a flood: every order brings two mails (each with a PDF) to deliver.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }),
    );
    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await settle(2000);
    await server.stop();
    await settle(4000);
    await server.start();
    await settle(3000);
    server.pause();
    await settle(4000);
    server.resume();
    await settle(2000);
    shops[2].child.kill('SIGKILL');
    await shops[2].exited;
    shops[2] = startShopProcess(await freePort(), env);
    await shops[2].ready;
    await settle(2000);
    loading = false;
    await load;
    await connectSql();

    // No acknowledged order lost, none doubled: per shopper, the orders in the database are
    // exactly the purchases acknowledged (a retried purchase placed at most one order).
    const acknowledged = purchases.filter((p) => p.final === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(purchases.filter((p) => p.final !== 201)).toEqual([]);
    const { rows: stored } = await sql.query<{ number: string; user_id: number }>(
      `select number, user_id from orders where user_id = any($1)`,
      [shoppers.map((s) => s.id)],
    );
    expect(stored.map((o) => o.number).sort()).toEqual(acknowledged.map((p) => p.number).sort());
    // Stock conserved: what is left plus what was ordered is what there was.
    const { rows: stock } = await sql.query<{ stock: number; ordered: number }>(
      `select (select stock from products where id = $1) as stock,
         (select coalesce(sum(quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
          where l.product_id = $1 and o.user_id = any($2)) as ordered`,
      [product, shoppers.map((s) => s.id)],
    );
    expect(stock[0].stock + stock[0].ordered).toBe(initialStock);

    // Every order's confirmation arrives once (counted by Message-ID at the SMTP server).
    const { rows: after } = await sql.query<{ orders: number }>(`select count(*)::int as orders from orders`);
    await eventually(
      'every mail of the outbox sent',
      async () => {
        const { rows } = await sql.query(`select count(*)::int as waiting from mail_outbox where status <> 'sent'`);
        return rows[0].waiting === 0 ? true : undefined;
      },
      120_000,
    ).catch(async (error) => {
      const { rows } = await sql.query(
        `select id, status, attempts, locked_by_process, locked_until - now() as lease_left, last_error
         from mail_outbox where status <> 'sent' order by id limit 10`,
      );
      throw new Error(`${(error as Error).message}: ${JSON.stringify(rows)}`);
    });
    const ids = smtp.messages.map((m) => m.messageId);
    expect(ids.length - new Set(ids).size).toBe(0);
    const confirmations = smtp.messages
      .slice(mailsBefore)
      .filter((m) => shoppers.some((s) => m.to.includes(s.email.toLowerCase())));
    expect(confirmations.length).toBe(after[0].orders - before[0].orders);

    const took = await untilEveryCatalogueAgrees();
    for (const shop of shops) expect(shop.child.exitCode).toBeNull();
    console.log(
      `faults: ${acknowledged.length} orders acknowledged (${retried} answers retried), ${confirmations.length} confirmations each once, catalogues equal ${took} ms after`,
    );
  }, 300_000);
});

const inProgress = 'This order is already being processed. Please wait a moment.';
