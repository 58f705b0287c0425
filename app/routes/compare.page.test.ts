import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAttributes } from '#tests/setup/attributes.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** /compare as a browser without JavaScript gets it: the table, and the plain form posts. */
let t: TestShop;

const DOME = 'hikvision-4mp-acusense-dome-camera';
const BULLET = 'hikvision-8mp-colorvu-bullet-camera';
const NVR = 'hikvision-8-channel-poe-nvr';
const PTZ = 'hikvision-4mp-ptz-camera';
const SWITCH = 'tp-link-8-port-poe-switch';

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await setAttributes(t, {
    [DOME]: { resolutionMp: 4, lensMm: 2.8, formFactor: 'dome', ipRating: 'IP67', audio: true },
    [BULLET]: { resolutionMp: 8, lensMm: 2.8, formFactor: 'bullet', ipRating: 'IP67' },
    [NVR]: { channels: 8, poePorts: 8 },
  });
});
afterAll(() => t.close());

const page = async (url: string, cookie = '') => {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

const post = async (form: Record<string, string>, jar = cookieJar(), url = '/compare') => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  jar.store(res);
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), res };
};

/** The table's body rows: the row header's text, its cells' texts, and whether it is marked as differing. */
function rowsOf(html: string) {
  const body = html.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
  return [...body.matchAll(/<tr([^>]*)>([\s\S]*?)<\/tr>/g)].map(([, attrs, inner]) => ({
    // The row's name, its visible mark (≠) left out: "Resolution (differs)".
    name: htmlText(inner.match(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/)?.[1] ?? '')
      .replace('≠', '')
      .replace(/\(\s*(.*?)\s*\)/, '($1)')
      .replace(/\s+/g, ' ')
      .trim(),
    cells: [...inner.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => htmlText(cell).trim()),
    differs: attrs.includes('data-differs'),
  }));
}

describe('the comparison page', () => {
  it('aligns the rows: price, brand, rating, stock, then the attributes, differing rows marked in words', async () => {
    const { status, html, headers } = await page(`/compare?ids=${DOME},${BULLET},${NVR}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const rows = rowsOf(html);
    expect(rows.map((r) => r.name.replace(' (differs)', ''))).toEqual([
      'Price',
      'Brand',
      'Rating',
      'Availability',
      'Resolution',
      'Lens focal length',
      'Form factor',
      'Weather protection',
      'Audio',
      'Channels',
      'PoE ports',
    ]);
    const byName = Object.fromEntries(rows.map((r) => [r.name.replace(' (differs)', ''), r]));
    expect(byName.Brand).toMatchObject({ cells: ['Hikvision', 'Hikvision', 'Hikvision'], differs: false });
    expect(byName.Resolution).toMatchObject({ cells: ['4 MP', '8 MP', 'Not stated'], differs: true });
    expect(byName.Resolution.name).toBe('Resolution (differs)');
    expect(byName['Lens focal length']).toMatchObject({ cells: ['2.8 mm', '2.8 mm', 'Not stated'], differs: true });
    expect(byName.Audio.cells).toEqual(['Yes', 'Not stated', 'Not stated']);
    // The product titles head the columns, each a link to its page.
    for (const id of [DOME, BULLET, NVR]) expect(html).toContain(`href="/product/${id}"`);
    expect(html).toMatch(/<th scope="col"/);
  });

  it('shows only the rows that differ with diff=1, in Turkish too', async () => {
    const { html } = await page(`/compare?ids=${DOME},${BULLET}&diff=1`, 'lang=tr');
    const rows = rowsOf(html);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.differs)).toBe(true);
    const names = rows.map((r) => r.name);
    expect(names).toContain('Çözünürlük (farklı)');
    expect(names.some((n) => n.startsWith('Marka'))).toBe(false);
    expect(htmlText(html)).toContain('Tüm satırları göster');
    const resolution = rows.find((r) => r.name.startsWith('Çözünürlük'))!;
    expect(resolution.cells).toEqual(['4 MP', '8 MP']);
  });

  it('ignores unknown and repeated ids, keeps at most four, and says it left some out', async () => {
    const { status, html } = await page(`/compare?ids=no-such-product,${DOME},${DOME},<x>,${BULLET}`);
    expect(status).toBe(200);
    expect(rowsOf(html)[0].cells).toHaveLength(2);
    expect(htmlText(html)).toContain('no longer sold');
    const five = await page(`/compare?ids=${DOME},${BULLET},${NVR},${PTZ},${SWITCH}`);
    expect(rowsOf(five.html)[0].cells).toHaveLength(4);
  });

  it('is empty with a way to the products when nothing is compared', async () => {
    const { status, html } = await page('/compare');
    expect(status).toBe(200);
    expect(htmlText(html)).toContain('Nothing to compare yet');
    expect(html).toContain('href="/products"');
    expect(html).not.toContain('<tbody>');
  });
});

describe('the list posts (no JavaScript)', () => {
  it('adds from a card to the cookie and lands on the comparison; /compare alone opens the list', async () => {
    const jar = cookieJar();
    const first = await post({ intent: 'add', id: DOME }, jar);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/compare?ids=${DOME}&added=${DOME}`);
    expect(first.res.headers.get('set-cookie')).toMatch(/^compare=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax(;|$)/);
    const second = await post({ intent: 'add', id: BULLET }, jar);
    expect(second.location).toBe(`/compare?ids=${DOME},${BULLET}&added=${BULLET}`);
    const landed = await page(second.location!, jar.header());
    expect(htmlText(landed.html)).toContain('Added to comparison (2 of 4)');
    // The cookie is the list: /compare alone goes to its URL.
    const own = await page('/compare', jar.header());
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe(`/compare?ids=${DOME},${BULLET}`);
    // Adding one already there keeps the list as it is.
    expect((await post({ intent: 'add', id: DOME }, jar)).location).toBe(
      `/compare?ids=${DOME},${BULLET}&added=${DOME}`,
    );
  });

  it('refuses a fifth product with a clear message and replaces nothing', async () => {
    const jar = cookieJar();
    for (const id of [DOME, BULLET, NVR, PTZ]) expect((await post({ intent: 'add', id }, jar)).status).toBe(302);
    const fifth = await post({ intent: 'add', id: SWITCH }, jar);
    expect(fifth.location).toBe(`/compare?ids=${DOME},${BULLET},${NVR},${PTZ}&refused=${SWITCH}`);
    const { html } = await page(fifth.location!, jar.header());
    expect(htmlText(html)).toContain('You can compare up to 4 products.');
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*up to 4 products/);
    expect(rowsOf(html)[0].cells).toHaveLength(4);
    // With a script: 409 and the same list.
    const scripted = await post({ intent: 'add', id: SWITCH, respond: 'data' }, jar, '/compare.data');
    expect(scripted.status).toBe(409);
  });

  it('removes from and clears the list the page shows', async () => {
    const jar = cookieJar();
    await post({ intent: 'add', id: NVR }, jar);
    // The page (opened from a shared link) names its own list: that is the one changed.
    const removed = await post({ intent: 'remove', id: BULLET, ids: `${DOME},${BULLET},${PTZ}`, diff: '1' }, jar);
    expect(removed.status).toBe(302);
    expect(removed.location).toBe(`/compare?ids=${DOME},${PTZ}&diff=1`);
    expect((await page('/compare', jar.header())).headers.get('location')).toBe(`/compare?ids=${DOME},${PTZ}`);
    const cleared = await post({ intent: 'clear', ids: `${DOME},${PTZ}` }, jar);
    expect(cleared.location).toBe('/compare');
    expect(cleared.res.headers.get('set-cookie')).toMatch(/^compare=; Max-Age=0/);
    expect((await page('/compare', jar.header())).status).toBe(200);
  });

  it('puts a compared product in the cart', async () => {
    const jar = cookieJar();
    const carted = await post({ intent: 'cart', id: DOME, ids: `${DOME},${BULLET}` }, jar);
    expect(carted.location).toBe(`/compare?ids=${DOME},${BULLET}&carted=${DOME}`);
    const cart = await t.request('/api/cart', { headers: { cookie: jar.header() } });
    const lines = (await cart.json()) as { items?: { productId?: string; id?: string; quantity: number }[] };
    expect(JSON.stringify(lines)).toContain(DOME);
  });

  it('answers bad input with a 4xx and a message, never a 5xx', async () => {
    const cases: Record<string, string>[] = [
      {},
      { intent: 'explode', id: DOME },
      { intent: 'add' },
      { intent: 'add', id: '' },
      { intent: 'add', id: 'x'.repeat(500) },
      { intent: 'add', id: 'a,b' },
      { intent: 'remove', id: '<script>' },
      { intent: 'cart', id: 'no-such-product' },
      { intent: 'add', id: 'no-such-product' },
    ];
    for (const form of cases) {
      const { status, html } = await post(form);
      expect(status, JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(form)).toBeLessThan(500);
      expect(htmlText(html)).toMatch(/could not be understood|invalid|not found/i);
    }
    // A cookie that is no list is ignored.
    expect((await page('/compare', 'compare=%E0%A4%A')).status).toBe(200);
    expect((await page('/compare', `compare=${'x,'.repeat(3000)}`)).status).toBe(200);
  });
});
