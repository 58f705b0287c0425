import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

describe('/favicon.svg', () => {
  it('is the icon every page links to, not a redirect', async () => {
    const html = await (await t.request('/')).text();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    const res = await t.request('/favicon.svg', { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
