import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** /account and /profile as a browser without JavaScript gets them: plain GETs and form posts. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

/** A registered, signed-in shopper (in `lang`), and its page helpers. */
async function shopper(lang = 'en') {
  const { jar, email, password } = await signedInShopper(t, 'Ayşe Yılmaz');
  const cookie = () => `${jar.header()}; lang=${lang}`;
  const page = async (url: string) => {
    const res = await t.request(url, { headers: { accept: 'text/html', cookie: cookie() }, redirect: 'manual' });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
  const post = async (url: string, form: Record<string, string>) => {
    const res = await t.request(url, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    jar.store(res);
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
  return { email, password, jar, page, post };
}

const profileForm = (over: Record<string, string> = {}) => ({
  intent: 'profile',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  address: 'Bağdat Cad. No: 10',
  city: 'İstanbul',
  state: 'Kadıköy',
  postalCode: '34710',
  country: 'DE',
  ...over,
});

describe('anonymous visitors', () => {
  it('are sent from /account to /login?redirectTo=/account', async () => {
    const res = await t.request('/account', { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Faccount');
  });

  it('see the Access Denied panel on /profile with a Log In link back to it', async () => {
    const res = await t.request('/profile', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlText(html)).toContain('Access Denied');
    expect(htmlText(html)).toContain('You need to be logged in to view your profile.');
    expect(html).toContain('href="/login?redirectTo=%2Fprofile"');
    expect(htmlText(html)).not.toContain('Profile Information');
  });

  // The router matches /profile whatever its letters' case or encoding: so must the page's own
  // choice between its two faces (it once took /PROFILE for /account and answered 500).
  it.each(['/PROFILE', '/Profile/', '/%70rofile', '/PROFILE?x=1'])(
    'see the same panel on %s, never a 5xx',
    async (path) => {
      const res = await t.request(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(htmlText(await res.text())).toContain('Access Denied');
    },
  );

  it('see it in Turkish too', async () => {
    const html = await (await t.request('/profile', { headers: { accept: 'text/html', cookie: 'lang=tr' } })).text();
    expect(htmlText(html)).toContain('Erişim Reddedildi');
  });

  it('cannot post to the page', async () => {
    const res = await t.request('/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(profileForm()).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fprofile');
  });
});

describe('signed in', () => {
  it.each(['/account', '/profile'])(
    '%s shows the sidebar, the profile in view mode, payment methods and the password form',
    async (url) => {
      const s = await shopper();
      const { status, html, headers } = await s.page(url);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('private, no-store');
      const body = htmlText(html);
      for (const label of [
        'My Account',
        'Profile Information',
        'My Orders',
        'Payment Methods',
        'Change Password',
        'Log Out',
        'Not set',
        'Türkiye',
        'Current Password',
        'New Password',
        'Confirm New Password',
      ]) {
        expect(body).toContain(label);
      }
      expect(body).toContain('We never store card details.');
      for (const href of ['#profile', '/orders', '#payment-methods', '#change-password'])
        expect(html).toContain(`href="${href}"`);
      expect(html).toContain('action="/logout"');
      expect(html).toContain(`href="${url}?edit=profile#profile"`);
      expect(html).not.toContain('name="phone"');
    },
  );

  it('has the Turkish password labels of the spec', async () => {
    const s = await shopper('tr');
    const body = htmlText((await s.page('/account')).html);
    for (const label of [
      'Hesabım',
      'Profil Bilgileri',
      'Mevcut Şifre',
      'Yeni Şifre',
      'Yeni Şifre (Tekrar)',
      'Şifre Değiştir',
      'Belirtilmemiş',
    ])
      expect(body).toContain(label);
  });

  it("?edit=profile shows the form with the stored values and Save / Cancel (addresses are the address book's)", async () => {
    const s = await shopper();
    const { html } = await s.page('/account?edit=profile');
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${s.email}"|value="${s.email}"[^>]*name="email"`));
    expect(html).toContain('name="phone"');
    expect(html).not.toContain('name="postalCode"');
    expect(htmlText(html)).toContain('Save');
    expect(html).toMatch(/href="\/account"[^>]*>Cancel</);
  });

  it('saves the profile with a plain post, shows the success banner and the new values', async () => {
    const s = await shopper();
    const email = `Saved-${s.email.split('@')[0]}@Example.com`;
    const res = await s.post('/account', profileForm({ email }));
    expect(res.status).toBe(200);
    const body = htmlText(res.html);
    expect(body).toContain('Your profile has been updated.');
    expect(body).toContain(email.toLowerCase());
    expect(body).toContain('+90 532 123 45 67');
    expect(res.html).not.toContain('name="phone"');
    const again = htmlText((await s.page('/account')).html);
    expect(again).toContain(email.toLowerCase());
    expect(again).not.toContain('Your profile has been updated.');
  });

  it('refuses bad input with the Error! banner, the field messages and what was typed', async () => {
    const s = await shopper();
    const res = await s.post(
      '/account',
      profileForm({ email: s.email, phone: '12', postalCode: 'x'.repeat(21), city: 'Ankara' }),
    );
    expect(res.status).toBe(400);
    const body = htmlText(res.html);
    expect(body).toContain('Error! Please correct the fields marked below.');
    expect(body).toContain('Please enter a valid phone number');
    expect(res.html).toContain('value="12"');
    expect(htmlText((await s.page('/account')).html)).not.toContain('Ankara');
  });

  it("refuses another account's e-mail (409) with the reason", async () => {
    const first = await shopper();
    const s = await shopper();
    const res = await s.post('/account', profileForm({ email: first.email }));
    expect(res.status).toBe(409);
    expect(htmlText(res.html)).toContain('Error! An account with this email already exists');
  });

  it('changes the password: success banner, this session stays, another one ends', async () => {
    const s = await shopper();
    const other = cookieJar();
    other.store(await t.json('/api/login', 'POST', { email: s.email, password: s.password }));
    const res = await s.post('/account', {
      intent: 'password',
      currentPassword: s.password,
      newPassword: 'brand-new-passphrase',
      confirmPassword: 'brand-new-passphrase',
    });
    expect(res.status).toBe(200);
    expect(htmlText(res.html)).toContain('Your password has been changed. Other sessions have been signed out.');
    expect((await s.page('/account')).status).toBe(200);
    const elsewhere = await t.request('/account', {
      headers: { accept: 'text/html', cookie: other.header() },
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(302);
  });

  it('refuses a wrong current password and shows the spec messages in Turkish', async () => {
    const s = await shopper('tr');
    const wrong = await s.post('/profile', {
      intent: 'password',
      currentPassword: 'not-it',
      newPassword: 'brand-new-passphrase',
      confirmPassword: 'brand-new-passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(htmlText(wrong.html)).toContain('Hata! Mevcut şifreniz doğru değil');
    const empty = await s.post('/profile', {
      intent: 'password',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
    const body = htmlText(empty.html);
    for (const message of [
      'Mevcut şifrenizi girmelisiniz',
      'Yeni şifrenizi girmelisiniz',
      'Şifrenizi tekrar girmelisiniz',
    ])
      expect(body).toContain(message);
    const differ = await s.post('/profile', {
      intent: 'password',
      currentPassword: s.password,
      newPassword: 'brand-new-passphrase',
      confirmPassword: 'other-passphrase',
    });
    expect(htmlText(differ.html)).toContain('Şifreler eşleşmiyor');
    const short = await s.post('/profile', {
      intent: 'password',
      currentPassword: s.password,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(htmlText(short.html)).toContain('Şifre en az 6 karakter olmalıdır');
  });
});

describe('a throttled password change on the page', () => {
  let small: TestShop;
  beforeAll(async () => {
    small = await createTestShop({ withPages: true, throttles: { passwordChange: { limit: 2, windowMs: 3600_000 } } });
  });
  afterAll(() => small.close());

  it('answers 429 with Retry-After, as the API does', async () => {
    const { jar } = await signedInShopper(small, 'Ayşe Yılmaz');
    const wrong = () =>
      small.request('/account', {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        body: new URLSearchParams({
          intent: 'password',
          currentPassword: 'not-my-password-at-all',
          newPassword: 'An0ther-long-passphrase',
          confirmPassword: 'An0ther-long-passphrase',
        }).toString(),
        redirect: 'manual',
      });
    for (let i = 0; i < 2; i++) expect((await wrong()).status).toBe(400);
    const refused = await wrong();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('hand-made requests get a clear 4xx, never an error page that blames the server', () => {
  it('an address-book notice named after an Object method (?addresses=toString) shows the page, not a 500', async () => {
    const s = await shopper();
    for (const url of ['/account?addresses=toString', '/profile?addresses=valueOf', '/account?addresses=__proto__']) {
      const res = await s.page(url);
      expect(res.status, url).toBe(200);
      expect(htmlText(res.html)).toContain('Address Book');
    }
  });

  it('a file sent where the address book expects text is refused, and nothing is saved', async () => {
    const s = await shopper();
    const form = new FormData();
    form.set('intent', 'addressAdd');
    form.set('firstName', new File(['not a name'], 'name.txt', { type: 'text/plain' }));
    for (const [k, v] of Object.entries({
      lastName: 'P',
      address: 'Rue 1',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
    }))
      form.set(k, v);
    const res = await t.request('/account', {
      method: 'POST',
      headers: { accept: 'text/html', cookie: s.jar.header() },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(htmlText(await res.text())).not.toContain('[object File]');
    expect(htmlText((await s.page('/account')).html)).not.toContain('[object File]');
  });

  it('an unknown intent answers 400 saying the request is not valid, in the page language', async () => {
    for (const [lang, text] of [
      ['en', 'The request is not valid.'],
      ['tr', 'İstek geçerli değil.'],
    ] as const) {
      const s = await shopper(lang);
      const res = await s.post('/account', { intent: 'bogus' });
      expect(res.status).toBe(400);
      expect(htmlText(res.html)).toContain(text);
      expect(res.html).not.toContain('Internal Server Error');
    }
  });
});
