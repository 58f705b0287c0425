import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../setup/database.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { populatedShop, type World } from '../setup/world.ts';

/**
 * Input no handler should have to survive: NUL characters (PostgreSQL text cannot hold them;
 * they used to end in a 500 from the database) and page form posts of any size (they used to
 * be read whole into memory). Refused up front with a 4xx JSON {message}, nothing stored.
 */
let t: TestShop;
let world: World;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  world = await populatedShop(t);
});
afterAll(() => t.close());

const IGNORE = { sessions: ['last_seen_at'] };
const form = (url: string, fields: Record<string, string>, cookie: string) =>
  t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function expectRefused(res: Response, status: number, what: string) {
  expect(res.status, what).toBe(status);
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect((await res.json()).message, what).toEqual(expect.any(String));
}

describe('NUL characters', () => {
  it('in a URL, of a page or of the API: 400', async () => {
    for (const [url, who] of [
      ['/api/orders/GL-1%00', 'shopper'],
      ['/api/admin/orders?q=%00', 'admin'],
      ['/api/admin/messages?q=a%00b', 'admin'],
      ['/order-confirmation?order=%00', 'shopper'],
      ['/admin/orders?q=%00', 'admin'],
      ['/admin/orders/GL-1%00', 'admin'],
      ['/products?search=a%00', 'anonymous'],
      ['/product/halo%00', 'anonymous'],
    ] as const) {
      await expectRefused(await t.request(url, { headers: { cookie: world.cookies[who]() } }), 400, url);
    }
  });

  it('in a JSON body, a page form or an upload form: 400 and nothing stored', async () => {
    const before = await snapshot(t, IGNORE);
    const nul = 'Ali\u0000Veli';
    const shopper = world.cookies.shopper();
    await expectRefused(
      await t.json(
        '/api/contact',
        'POST',
        { name: nul, email: 'a@example.com', subject: 'Hi', message: 'Hello there' },
        { cookie: shopper },
      ),
      400,
      'API contact',
    );
    await expectRefused(
      await t.json('/api/register', 'POST', { name: 'Ali', email: 'nul@example.com', password: `pass\u0000word-1234` }),
      400,
      'API register',
    );
    await expectRefused(
      await t.json('/api/cart/lines', 'POST', { productId: 'halo\u0000', quantity: 1 }, { cookie: shopper }),
      400,
      'API cart',
    );
    await expectRefused(
      await form('/contact', { name: nul, email: 'a@example.com', subject: 'Hi', message: 'Hello there' }, shopper),
      400,
      'page contact',
    );
    await expectRefused(
      await form(
        '/register',
        { name: nul, email: 'nul-page@example.com', password: 'long-enough-1', confirmPassword: 'long-enough-1' },
        '',
      ),
      400,
      'page register',
    );
    await expectRefused(
      await form('/login', { email: 'admin@guardline.test\u0000', password: 'x' }, ''),
      400,
      'page login',
    );
    await expectRefused(
      await form(`/admin/orders/${world.orderNumber}`, { intent: 'cancel', reason: nul }, world.cookies.admin()),
      400,
      'page order cancel',
    );
    const upload = new FormData();
    upload.append('id', 'nul-product');
    upload.append('title', nul);
    await expectRefused(
      await t.request('/api/admin/products', {
        method: 'POST',
        headers: { cookie: world.cookies.admin() },
        body: upload,
      }),
      400,
      'API upload',
    );
    expect(await snapshot(t, IGNORE)).toEqual(before);
  });
});

describe('the size of page form posts', () => {
  it('over 1 MB is refused with 413 before a page reads it; the back office product forms take 11 MB', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    for (const url of ['/contact', '/newsletter', '/login', '/cart', '/checkout']) {
      await expectRefused(await form(url, { message: big }, world.cookies.shopper()), 413, url);
    }
    const upload = (size: number) => {
      const data = new FormData();
      data.append('intent', 'addImages');
      data.append('images', new File([new Uint8Array(size)], 'big.png', { type: 'image/png' }));
      return t.request('/admin/products/halo-smart-sensor', {
        method: 'POST',
        headers: { cookie: world.cookies.admin() },
        body: data,
        redirect: 'manual',
      });
    };
    // 3 MB reaches the page (which refuses the file itself: over 2 MB), 12 MB does not.
    expect((await upload(3 * 1024 * 1024)).status).not.toBe(413);
    await expectRefused(await upload(12 * 1024 * 1024), 413, 'a 12 MB product form');
  });

  it('the 11 MB room is only for a signed-in admin: anyone else gets the 1 MB limit on the product forms', async () => {
    const upload = (url: string, cookie: string) => {
      const data = new FormData();
      data.append('intent', 'addImages');
      data.append('images', new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
      return t.request(url, { method: 'POST', headers: { cookie }, body: data, redirect: 'manual' });
    };
    for (const url of [
      '/admin/products/new',
      '/admin/products/halo-smart-sensor',
      '/admin/products/halo-smart-sensor.data',
    ]) {
      await expectRefused(await upload(url, ''), 413, `anonymous ${url}`);
      await expectRefused(await upload(url, world.cookies.shopper()), 413, `shopper ${url}`);
      await expectRefused(await upload(url, 'sid=forged-session-token'), 413, `forged session ${url}`);
    }
  });

  it('a normal post still reaches the page whole', async () => {
    const res = await form(
      '/contact',
      {
        name: 'Güneş Işık',
        email: 'gunes@example.com',
        subject: 'Soru',
        message: 'Kamera gece görür mü? Ş ğ ü ö ç ı İ',
      },
      '',
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank');
  });
});

describe("a body the API cannot read: Hono's refusals in the caller's language", () => {
  const post = (body: string, contentType: string, lang: 'en' | 'tr') =>
    t.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': contentType, 'accept-language': lang },
      body,
    });

  it('says the body is not JSON, or that JSON is what it takes, in English and Turkish', async () => {
    for (const [lang, malformed, jsonOnly] of [
      ['en', 'The request body is not valid JSON.', 'This address accepts JSON only (Content-Type: application/json).'],
      [
        'tr',
        'İsteğin gövdesi geçerli bir JSON değil.',
        'Bu adres yalnızca JSON kabul eder (Content-Type: application/json).',
      ],
    ] as const) {
      const broken = await post('{"productId": ', 'application/json', lang);
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ message: malformed });
      const text = await post('productId=x', 'text/plain', lang);
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({ message: jsonOnly });
    }
  });
});

describe('a body or a path value of the wrong kind: our message in the caller’s language, not zod’s English', () => {
  it('names the type expected, or says the value is out of range or not valid', async () => {
    const shopper = world.shopper;
    for (const [lang, wrongObject, wrongNumber, outOfRange] of [
      [
        'en',
        'This value has the wrong type (expected: object).',
        'This value has the wrong type (expected: number).',
        'This value is out of range.',
      ],
      [
        'tr',
        'Bu değerin türü yanlış (beklenen: object).',
        'Bu değerin türü yanlış (beklenen: number).',
        'Bu değer izin verilen aralığın dışında.',
      ],
    ] as const) {
      const headers = { 'accept-language': lang };
      const array = await shopper.call('/api/account/addresses', 'POST', [], headers);
      expect(array.status).toBe(400);
      expect(((await array.json()) as { message: string }).message).toBe(wrongObject);
      const notAnId = await shopper.call('/api/account/addresses/abc', 'DELETE', undefined, headers);
      expect(notAnId.status).toBe(400);
      expect(((await notAnId.json()) as { message: string }).message).toBe(wrongNumber);
      const zero = await shopper.call('/api/account/addresses/0', 'DELETE', undefined, headers);
      expect(zero.status).toBe(400);
      expect(((await zero.json()) as { message: string }).message).toBe(outOfRange);
    }
  });
});
