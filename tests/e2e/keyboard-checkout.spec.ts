import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The whole purchase by keyboard alone: product page → cart → (sign-in guard → register → sign in)
 * → checkout → confirmation, with only Tab, Shift+Tab, Enter, Space, arrows and typing. No clicks,
 * no fill(). At every stop the focused element must show a focus ring a sighted keyboard user can
 * see: a real outline or ring (≥ 1px) with 3:1 contrast against what is behind it, not clipped away
 * by an ancestor that hides overflow.
 */

type Ring = { ok: boolean; what: string; why: string };

/** Runs in the page: describes document.activeElement and judges its focus indicator. */
function inspectFocus(): Ring {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement)
    return { ok: false, what: 'nothing', why: 'focus is on the page itself' };
  const label =
    el.getAttribute('aria-label') ||
    (el as HTMLInputElement).labels?.[0]?.textContent ||
    el.textContent ||
    el.getAttribute('name') ||
    '';
  const what = `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;

  // Any CSS colour (Tailwind's palette is oklch) to sRGB: paint it on a 1×1 canvas and read it back.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (value: string): number[] => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#0000';
    paint.fillStyle = value;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi;
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  /** The colours of the first opaque background at or above `from`: a plain colour or a gradient's stops. */
  const backgroundOf = (from: Element | null): number[][] => {
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient')
        ? (style.backgroundImage.match(COLOR) ?? []).map(rgba)
        : [];
      if (stops.length) return stops;
      const color = rgba(style.backgroundColor);
      if (color[3] > 0.5) return [color];
    }
    return [[255, 255, 255, 1]];
  };
  /** The worst contrast of a colour against a background's colours. */
  const worst = (color: number[], behind: number[][]) => Math.min(...behind.map((b) => contrast(color, b)));

  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden')
    return { ok: false, what, why: 'the focused element is not rendered' };

  /** Whether `node` draws a visible ring, and how far beyond its box the ring reaches. */
  const ringOf = (node: Element) => {
    const style = getComputedStyle(node);
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) || 0;
    const offset = parseFloat(style.outlineOffset) || 0;
    const outlineColor = rgba(style.outlineColor);
    const reasons: string[] = [];
    let reach = 0;
    let visible = false;
    if (outlineWidth >= 1 && outlineColor[3] > 0.5) {
      // An outline drawn outside the box sits on the parent's background; an inset one on the node's own.
      const behind = offset >= 0 ? backgroundOf(node.parentElement) : backgroundOf(node);
      const ratio = worst(outlineColor, behind);
      if (ratio >= 3) {
        visible = true;
        reach = Math.max(0, offset + outlineWidth);
      } else reasons.push(`outline ${style.outlineColor} has ${ratio.toFixed(2)}:1 against rgb(${behind.join(' / ')})`);
    } else reasons.push('no outline');
    // Rings drawn as box-shadows: "rgb(…) 0px 0px 0px 2px" (colour, x, y, blur, spread).
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = rgba(shadow.match(COLOR)?.[0] ?? 'transparent');
      const numbers = shadow.replace(COLOR, '').trim().split(/\s+/).map(parseFloat);
      const spread = numbers[3] ?? 0;
      if (color[3] <= 0.5 || spread < 1 || /inset/.test(shadow)) continue;
      const ratio = worst(color, backgroundOf(node.parentElement));
      if (ratio >= 3) {
        visible = true;
        reach = Math.max(reach, spread);
      } else reasons.push(`shadow ${shadow.trim()} has ${ratio.toFixed(2)}:1`);
    }
    return { visible, reach, reasons };
  };

  // The element draws its ring, or a close ancestor does for it (a heading that clips its link).
  let holder: Element = el;
  let ring = ringOf(el);
  for (let up = el.parentElement, i = 0; !ring.visible && up && i < 3; up = up.parentElement, i++) {
    const candidate = ringOf(up);
    if (candidate.visible && up.matches(':has(:focus-visible)')) [holder, ring] = [up, candidate];
  }
  if (!ring.visible) return { ok: false, what, why: ring.reasons.join('; ') };
  const reach = ring.reach;
  const held = holder.getBoundingClientRect();

  // The ring must not be cut away by an ancestor that clips its overflow.
  const drawn = {
    left: held.left - reach,
    top: held.top - reach,
    right: held.right + reach,
    bottom: held.bottom + reach,
  };
  for (let node = holder.parentElement; node && node !== document.body; node = node.parentElement) {
    const s = getComputedStyle(node);
    if (`${s.overflowX}${s.overflowY}`.match(/hidden|auto|scroll|clip/)) {
      const clip = node.getBoundingClientRect();
      if (
        drawn.left < clip.left - 0.5 ||
        drawn.top < clip.top - 0.5 ||
        drawn.right > clip.right + 0.5 ||
        drawn.bottom > clip.bottom + 0.5
      ) {
        return {
          ok: false,
          what,
          why: `the ring is clipped by <${node.tagName.toLowerCase()} class="${node.className}">`,
        };
      }
    }
  }
  return { ok: true, what, why: '' };
}

async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(inspectFocus);
  expect(ring.ok, `focus ring of ${ring.what}: ${ring.why}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await target.waitFor();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await handle!.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Focuses a field by Tab and types into it (replacing what it held). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('a shopper buys by keyboard alone, always seeing where the focus is', async ({ page }) => {
  // Some 300 key presses, each followed by a look at the focus ring.
  test.slow();
  const email = `keyboard-${Date.now()}@example.com`;
  const password = 'klavye-ile-alisveris-2026';
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');

  // The product page: skip the header, raise the quantity, add to the cart.
  await page.goto('/product/tp-link-poe-injector');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Space');
  await expect(main.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await tabTo(page, main.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart!' })).toBeVisible();
  // The focus stays on the button (it is not disabled while adding, which would drop the focus).
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  await expectVisibleFocus(page);
  // Back up through the page and the header (blue bar, icons) to the cart: the banner's View Cart
  // lasts 3 seconds, the header's cart link is always there.
  const cartLink = banner.getByRole('link', { name: 'Cart, 2 items' });
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');

  // The cart is guarded: the sign-in page, then registration, keep the way back to the cart.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
  // A new page puts the focus at the start of its content, not back at the top of the document.
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcart$/);
  await typeInto(page, main.getByLabel('Full Name'), 'Klavye Kullanıcısı');
  await typeInto(page, main.getByLabel('Email'), email);
  await typeInto(page, main.getByLabel('Password', { exact: true }), password);
  await typeInto(page, main.getByLabel('Confirm Password'), password);
  await tabTo(page, main.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/, { timeout: 8000 });
  await typeInto(page, main.getByLabel('Email'), email);
  await typeInto(page, main.getByLabel('Password'), password);
  await page.keyboard.press('Enter');

  // The cart (the anonymous cart joined the account's at sign-in).
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main).toContainText('TP-Link');
  await tabTo(page, main.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');

  // Checkout: every field, billing, a separate shipping address, the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const billing = page.getByRole('group', { name: 'Billing Information' });
  const shipping = page.getByRole('group', { name: 'Shipping Information' });
  // In the order Tab reaches them.
  const address = {
    'First Name': 'Klavye',
    'Last Name': 'Kullanıcısı',
    Email: email,
    'Phone (optional)': '+90 532 123 45 67',
    Address: 'Moda Cad. No: 5',
    City: 'İstanbul',
    District: 'Kadıköy',
    'Postal Code': '34710',
  };
  for (const [label, value] of Object.entries(address))
    await typeInto(page, billing.getByLabel(label, { exact: true }), value);
  const billingCountry = billing.getByLabel('Country');
  await tabTo(page, billingCountry);
  await page.keyboard.type('Germ');
  await expect(billingCountry).toHaveValue('DE');

  const same = shipping.getByRole('checkbox', { name: 'Same as billing' });
  await tabTo(page, same);
  await page.keyboard.press('Space');
  await expect(same).not.toBeChecked();
  // In the order Tab reaches them (the shipping e-mail is optional).
  const shipTo = {
    'First Name': 'Deniz',
    'Last Name': 'Kaya',
    'Email (optional)': 'deniz@example.com',
    'Phone (optional)': '+90 216 555 01 02',
    Address: 'Bağdat Cad. No: 12',
    City: 'İstanbul',
    District: 'Maltepe',
    'Postal Code': '34840',
  };
  for (const [label, value] of Object.entries(shipTo))
    await typeInto(page, shipping.getByLabel(label, { exact: true }), value);
  const shippingCountry = shipping.getByLabel('Country');
  await tabTo(page, shippingCountry);
  // France: postcode and city, no district (the typed one is not sent).
  await page.keyboard.type('Fra');
  await expect(shippingCountry).toHaveValue('FR');
  await expect(shipping.getByLabel('District', { exact: true })).toHaveCount(0);

  await typeInto(page, main.getByLabel('Name on Card'), 'KLAVYE KULLANICISI');
  await typeInto(page, main.getByLabel('Card Number'), '4242 4242 4242 4242');
  await typeInto(page, main.getByLabel('Expiration Date (MM/YY)'), '12/30');
  await typeInto(page, main.getByLabel('CVV'), '123');
  await tabTo(page, main.getByRole('button', { name: 'Complete Order' }));
  await page.keyboard.press('Enter');

  // The confirmation, and its way on, by keyboard too.
  await expect(page).toHaveURL(/\/order-confirmation\?order=GL-/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(main).toContainText('Bağdat Cad. No: 12');
  await expect(banner.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: 'View My Orders' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
});
