import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlannerAttributes, giveSeedAttributes } from '#tests/setup/planner-products.ts';
import { formatMoney } from '#common/money.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { setHidden, setStock } from '#tests/setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** /planner as a browser without JavaScript gets it: the plan in the URL, the kit added by a form post. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await givePlannerAttributes(t.shop.database.db);
  await t.shop.services.catalog.refresh();
});
afterAll(() => t.close());

const DOME = 'hikvision-4mp-acusense-dome-camera';
const BULLET = 'hikvision-8mp-colorvu-bullet-camera';
const PTZ = 'hikvision-4mp-ptz-camera';
const PLUGS = 'cat6-rj45-plugs-100-pack';
const CRIMPER = 'rj45-ratchet-crimping-tool';

async function page(url: string, lang = 'en') {
  const res = await t.request(url, { headers: { accept: 'text/html', 'accept-language': lang } });
  const html = await res.text();
  return { status: res.status, html, text: htmlText(html) };
}

describe('/planner', () => {
  it('lists the cameras in a GET form and asks for a choice', async () => {
    const { status, html, text } = await page('/planner');
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*action="\/planner" method="get"/);
    expect(html).toContain(`name="q.${DOME}"`);
    expect(text).toContain('Choose at least one camera to see your kit.');
  });

  it('shows the kit with its reasons, the total and the requirements for the plan in the URL', async () => {
    const { status, text, html } = await page(`/planner?cam=${DOME}:6&days=14&run=30`);
    expect(status).toBe(200);
    expect(text).toContain('Hikvision DS-7608NXI-K2/8P 8-Channel 4K PoE NVR');
    expect(text).toContain(
      'One channel per camera: 6 cameras at 36 Mbps and up to 4 MP; this recorder takes 8 channels, 80 Mbps and up to 12 MP.',
    );
    expect(text).toContain('Everything fits: no incompatibilities found.');
    expect(text).toContain('WD Purple 8 TB Surveillance Hard Drive');
    expect(text).toContain('46.8 W'); // 6 × 6.5 W × 1.2
    // Cameras, NVR, one 8 TB drive (5.45 TB), one cable box, a pack of 100 plugs, the crimping tool.
    const total = 6 * 18999 + 42999 + 18999 + 16999 + 2999 + 4499;
    expect(html).toContain(`data-testid="planner-total">${formatMoney(total, 'en')}<`);
    expect(html).toContain(`value="6"`);
  });

  it('flags what does not fit, in Turkish with Turkish numbers', async () => {
    const { text } = await page(`/planner?cam=${BULLET}:10&days=30&recorder=hikvision-8-channel-poe-nvr`, 'tr');
    expect(text).toContain('yalnızca 8 kanal destekler, ancak planınızda 10 kamera var');
    expect(text).toContain('120 Mbps');
    // The largest recorder takes 16 channels.
    const none = await page(`/planner?cam=${BULLET}:17`, 'tr');
    expect(none.text).toContain('Kataloğumuzda');
    expect(none.text).toContain('kayıt cihazı yok');
  });

  it('says how many days the drives hold when the storage does not fit, in both languages', async () => {
    // The seed's figures (dome 8 Mbps, PTZ 16 Mbps): 64 Mbps for 30 days = 20.74 TB; the recorder takes 2 × 8 TB.
    await giveSeedAttributes(t.shop.database.db, [DOME, PTZ]);
    await t.shop.services.catalog.refresh();
    try {
      const url = `/planner?cam=${DOME}:4&cam=${PTZ}:2&days=30`;
      const en = await page(url);
      expect(en.status).toBe(200);
      expect(en.html).toMatch(/data-role="drive"/);
      expect(en.text).toContain('These drives hold about 23 days of recording, not 30 days.');
      expect(en.text).toContain('To keep every day, set the days of recording to 23 or fewer.');
      expect(en.text).toContain('None of our recorders that take these cameras holds 20.74 TB');
      expect(en.text).not.toContain('TL-POE170S');
      const tr = await page(url, 'tr');
      expect(tr.text).toContain('Bu diskler 30 gün değil, yaklaşık 23 günlük kayıt tutar');
      expect(tr.text).toContain('Her günü saklamak için kayıt süresini 23 gün ya da daha az seçin.');
    } finally {
      await givePlannerAttributes(t.shop.database.db);
      await t.shop.services.catalog.refresh();
    }
  });

  it('answers a bad plan with a clear 400 and an unknown product with 404, page intact', async () => {
    const zero = await page(`/planner?cam=${DOME}:abc`);
    expect(zero.status).toBe(400);
    expect(zero.text).toContain('Enter a whole number of cameras, at least 1.');
    const days = await page(`/planner?cam=${DOME}:2&days=999`);
    expect(days.status).toBe(400);
    expect(days.text).toContain('Days of recording must be a whole number from 1 to 365.');
    const unknown = await page('/planner?cam=no-such-camera:2');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('name="days"');
  });

  it('adds the whole kit with a form post and goes on to the cart; all or nothing', async () => {
    const jar = cookieJar();
    const post = async (plan: string) => {
      const res = await t.request(`/planner?${plan}`, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        body: new URLSearchParams({ plan }).toString(),
        redirect: 'manual',
      });
      jar.store(res);
      return { status: res.status, location: res.headers.get('location'), text: htmlText(await res.text()) };
    };
    const added = await post(`cam=${DOME}:4&days=14&run=30`);
    expect(added.status).toBe(302);
    expect(added.location).toBe('/cart');
    const cart = async () =>
      (await (await t.request('/api/cart', { headers: { cookie: jar.header() } })).json()) as {
        lines: { product: { id: string }; quantity: number }[];
      };
    // 4 × 6 Mbps for 14 days: 3.63 TB, one 4 TB drive; the 4-channel recorder is the cheapest that fits.
    expect(Object.fromEntries((await cart()).lines.map((l) => [l.product.id, l.quantity]))).toEqual({
      [DOME]: 4,
      'hikvision-4-channel-poe-nvr': 1,
      'wd-purple-4tb-surveillance-hdd': 1,
      'cat6-utp-cable-305m': 1,
      [PLUGS]: 1,
      [CRIMPER]: 1,
    });
    await setStock(t, BULLET, 1);
    try {
      const refused = await post(`cam=${BULLET}:3&days=7`);
      expect(refused.status).toBe(409);
      expect(refused.text).toContain('Nothing was added: not enough stock of Hikvision');
      expect((await cart()).lines.map((l) => l.product.id)).not.toContain(BULLET);
    } finally {
      await setStock(t, BULLET, 15);
    }
  });

  it('asks before adding a kit it calls incompatible, says what is wrong and offers the recorder that fits', async () => {
    const plan = `cam=${DOME}:6&days=7&run=30&recorder=hikvision-4-channel-poe-nvr`;
    const en = await page(`/planner?${plan}`);
    expect(en.text).toContain('This kit does not work as planned:');
    expect(en.text).toContain('has 4 channels, but you have 6 cameras.');
    expect(en.html).toMatch(/<input type="checkbox" required=""[^>]*name="confirm" value="1"/);
    expect(en.text).toContain('I have read the problem above and want this kit anyway.');
    expect(en.text).toContain('Add the kit anyway');
    expect(en.text).not.toContain('Add the whole kit to the cart');
    expect(en.html).toMatch(/href="\/planner\?cam=[^"]*recorder=hikvision-8-channel-poe-nvr"/);
    expect(en.text).toContain('instead: it takes every camera.');
    const tr = await page(`/planner?${plan}`, 'tr');
    expect(tr.text).toContain('Bu set planlandığı gibi çalışmaz:');
    expect(tr.text).toContain('yalnızca 4 kanal destekler, ancak planınızda 6 kamera var.');
    expect(tr.text).toContain('Seti yine de sepete ekle');

    // A plain form post without the box ticked adds nothing; with it, the kit goes to the cart.
    const jar = cookieJar();
    const post = async (fields: Record<string, string>) => {
      const res = await t.request(`/planner?${plan}`, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        body: new URLSearchParams({ plan, ...fields }).toString(),
        redirect: 'manual',
      });
      jar.store(res);
      return { status: res.status, location: res.headers.get('location'), text: htmlText(await res.text()) };
    };
    const refused = await post({});
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Nothing was added: this kit does not work as planned.');
    const cart = async () =>
      (
        (await (await t.request('/api/cart', { headers: { cookie: jar.header() } })).json()) as {
          lines: { product: { id: string } }[];
        }
      ).lines.map((l) => l.product.id);
    expect(await cart()).toEqual([]);
    const confirmed = await post({ confirm: '1' });
    expect(confirmed.status).toBe(302);
    expect(await cart()).toContain('hikvision-4-channel-poe-nvr');
  });

  it('proposes a junction box per dome, RJ45 plugs and a crimping tool for the raw cable, in both languages', async () => {
    await giveSeedAttributes(t.shop.database.db, [DOME]);
    await t.shop.services.catalog.refresh();
    try {
      const url = `/planner?cam=${DOME}:6&days=7`;
      const en = await page(url);
      expect(en.html).toMatch(/data-role="junctionBox" data-product="camera-junction-box"/);
      expect(en.text).toContain('Keeps the connectors of 6 cameras (Dome) out of the weather: one box per camera.');
      expect(en.text).toContain('6 × ' + formatMoney(4199, 'en'));
      expect(en.html).toMatch(new RegExp(`data-role="plug" data-product="${PLUGS}"`));
      expect(en.text).toContain('RJ45 plugs UGREEN Cat6 RJ45 Connectors, Unshielded, 100-Pack');
      expect(en.text).toContain('1 × ' + formatMoney(2999, 'en'));
      expect(en.text).toContain('Raw cable needs a plug at each end: 12 RJ45 plugs for 6 cable runs; 1 × pack of 100.');
      expect(en.html).toMatch(new RegExp(`data-role="crimper" data-product="${CRIMPER}"`));
      expect(en.text).toContain('Crimping tool Klein Tools Ratcheting Crimper for RJ45, RJ11 and RJ12 Connectors');
      expect(en.text).toContain('Fits the plugs to the raw cable.');
      expect(en.text).not.toContain('Also needed, not sold here');
      const tr = await page(url, 'tr');
      expect(tr.text).toContain('Dome kameralar için her kameraya bir kutu (6 kamera)');
      expect(tr.text).toContain('RJ45 konnektör UGREEN Cat6 RJ45 Konnektör, Ekransız, 100’lü Paket');
      expect(tr.text).toContain('6 kablo hattı için 12 RJ45 konnektör; 1 × 100 adetlik paket.');
      expect(tr.text).toContain(
        'Sıkma pensesi Klein Tools RJ45, RJ11 ve RJ12 Konnektörler için Cırcırlı Sıkma Pensesi',
      );
      expect(tr.text).toContain('Konnektörleri ham kabloya takmak için.');
      expect(tr.text).not.toContain('Ayrıca gerekenler');
    } finally {
      await givePlannerAttributes(t.shop.database.db);
      await t.shop.services.catalog.refresh();
    }
  });

  it('says plainly that the kit needs plugs and a crimping tool when neither is for sale, in both languages', async () => {
    await setHidden(t, PLUGS, true);
    await setHidden(t, CRIMPER, true);
    try {
      const url = `/planner?cam=${DOME}:6&days=7`;
      const en = await page(url);
      expect(en.html).not.toMatch(/data-role="(plug|crimper)"/);
      expect(en.text).toContain('Also needed, not sold here');
      expect(en.text).toContain('you also need 12 RJ45 plugs, one at each end of 6 cable runs. We do not sell them.');
      expect(en.text).toContain('you also need an RJ45 crimping tool');
      const tr = await page(url, 'tr');
      expect(tr.text).toContain('12 RJ45 konnektör de gerekir. Bunları satmıyoruz.');
      expect(tr.text).toContain('RJ45 sıkma pensi de gerekir');
    } finally {
      await setHidden(t, PLUGS, false);
      await setHidden(t, CRIMPER, false);
    }
  });
});
