import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The address book on /account as a browser without JavaScript gets it: GETs and form posts. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

async function shopper(lang = 'en') {
  const { jar } = await signedInShopper(t, 'Anna Schmidt');
  const cookie = () => `${jar.header()}; lang=${lang}`;
  const page = async (url: string) => {
    const res = await t.request(url, { headers: { accept: 'text/html', cookie: cookie() }, redirect: 'manual' });
    return { status: res.status, html: await res.text(), location: res.headers.get('location') };
  };
  const post = async (form: Record<string, string>) => {
    const res = await t.request('/account', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text(), location: res.headers.get('location') };
  };
  return { page, post };
}

const berlin = {
  intent: 'addressAdd',
  firstName: 'Anna',
  lastName: 'Schmidt',
  phone: '',
  address: 'Musterstraße 1',
  city: 'Berlin',
  zip: '10119',
  country: 'DE',
};

describe('the address book on /account', () => {
  it('says no address is set, then shows an address added without a district as Germany writes it', async () => {
    const s = await shopper();
    const before = htmlText((await s.page('/account')).html);
    expect(before).toContain('Default address Not set');
    expect(before).toContain('No saved addresses yet.');

    const added = await s.post(berlin);
    expect(added.status).toBe(302);
    expect(added.location).toBe('/account?addresses=added#addresses');
    const after = await s.page(added.location!);
    const body = htmlText(after.html);
    expect(body).toContain('Address saved to your address book.');
    expect(body).toContain('Default address Musterstraße 1 10119 Berlin Germany');
    expect(body).not.toContain('Berlin, Berlin');
    expect(body).toContain('Default');
    expect(after.html).toContain('aria-label="Edit the address Musterstraße 1, 10119 Berlin, Germany"');
  });

  it('refuses a field the country requires with its own message, keeping what was typed (both languages)', async () => {
    const s = await shopper();
    const toronto = { ...berlin, city: 'Toronto', zip: 'M5V 3L9', country: 'CA' };
    const refused = await s.post(toronto);
    expect(refused.status).toBe(400);
    expect(htmlText(refused.html)).toContain('Province is required');
    expect(refused.html).toContain('value="Toronto"');

    const tr = await shopper('tr');
    const inTurkish = await tr.post({ ...berlin, city: 'İstanbul', zip: '3471', country: 'TR' });
    expect(inTurkish.status).toBe(400);
    const body = htmlText(inTurkish.html);
    expect(body).toContain('İlçe gereklidir');
    expect(body).toContain('Posta kodu 5 haneli olmalıdır');
    // The Turkish form names the district İlçe; Germany's has none.
    expect(inTurkish.html).toContain('name="state"');
    expect((await tr.page('/account?address=new')).html).toContain('Adres Defteri');
  });

  it('edits, makes default and deletes with plain posts', async () => {
    const s = await shopper();
    await s.post(berlin);
    await s.post({ ...berlin, address: 'Torstraße 2' });
    const { html } = await s.page('/account');
    const ids = [...html.matchAll(/name="id" value="(\d+)"/g)].map((m) => m[1]);
    const second = ids.at(-1)!;
    const edit = await s.page(`/account?address=${second}`);
    expect(edit.html).toContain('value="Torstraße 2"');
    expect(htmlText(edit.html)).toContain('Edit Address');
    const updated = await s.post({ ...berlin, intent: 'addressUpdate', id: second, address: 'Torstraße 3' });
    expect(updated.location).toBe('/account?addresses=updated#addresses');
    const madeDefault = await s.post({ intent: 'addressDefault', id: second });
    expect(madeDefault.location).toBe('/account?addresses=default#addresses');
    expect(htmlText((await s.page('/account')).html)).toContain('Default address Torstraße 3 10119 Berlin Germany');
    const deleted = await s.post({ intent: 'addressDelete', id: second });
    expect(deleted.location).toBe('/account?addresses=deleted#addresses');
    // The other address is the default again.
    expect(htmlText((await s.page('/account')).html)).toContain('Default address Musterstraße 1 10119 Berlin Germany');
  });

  it("never shows or changes another account's address", async () => {
    const owner = await shopper();
    await owner.post(berlin);
    const id = (await owner.page('/account')).html.match(/name="id" value="(\d+)"/)![1];
    const other = await shopper();
    const edit = await other.page(`/account?address=${id}`);
    expect(edit.html).not.toContain('Musterstraße');
    for (const intent of ['addressDelete', 'addressDefault']) {
      const res = await other.post({ intent, id });
      expect(res.status).toBe(404);
      expect(htmlText(res.html)).toContain('That address is not in your address book.');
    }
    const res = await other.post({ ...berlin, intent: 'addressUpdate', id, address: 'Taken' });
    expect(res.status).toBe(404);
    expect(htmlText((await owner.page('/account')).html)).toContain('Musterstraße 1');
  });
});
