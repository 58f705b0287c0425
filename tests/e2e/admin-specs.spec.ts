import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The back office's product form (decision 012): the admin edits a camera's typed resolution and its
 * Turkish title, saves and sees them kept; a wrong value is refused beside its field; the typed
 * fields follow the subcategory at once; axe finds nothing on the form. At desktop width and 390 px.
 */

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const CAMERA = 'hikvision-4mp-ptz-camera';

async function signInAsAdmin(page: Page, to: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ADMIN.email);
  await main.getByLabel('Password').fill(ADMIN.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
}

async function journey(page: Page, resolution: string, turkishTitle: string) {
  await signInAsAdmin(page, `/admin/products/${CAMERA}`);
  const main = page.getByRole('main');
  const typed = main.getByRole('group', { name: 'Specifications (typed)' });
  await expect(typed).toBeVisible();

  // Another subcategory's fields come at once, and go again.
  const subcategory = main.getByLabel('Subcategory', { exact: true });
  await subcategory.selectOption('body-cameras');
  await expect(typed.getByLabel('Storage (GB)')).toBeVisible();
  await expect(typed.getByLabel('Lens focal length (mm)')).toHaveCount(0);
  await subcategory.selectOption('cameras');
  await expect(typed.getByLabel('Lens focal length (mm)')).toBeVisible();

  // A resolution out of range is refused beside its field.
  const field = typed.getByLabel('Resolution (MP)');
  await field.fill('400');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(typed.getByText('This value is outside the allowed range.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  await field.fill(resolution);
  await main.getByLabel('Title (Turkish)').fill(turkishTitle);
  // The seed's Turkish texts are complete: emptying one leaves it to the English one, marked.
  await main.getByLabel('Use cases (Turkish)', { exact: true }).fill('');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Saved. The shop shows the change now.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByLabel('Resolution (MP)')).toHaveValue(resolution);
  await expect(page.getByRole('main').getByLabel('Title (Turkish)')).toHaveValue(turkishTitle);
  await expect(page.getByRole('main').getByText('Missing, English shows').first()).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The page fits its width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

test('the admin edits a camera’s resolution and Turkish title and sees them kept', async ({ page }) => {
  await journey(page, '6', 'Hikvision 4MP PTZ Kamera');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the same on a phone', async ({ page }) => {
    await journey(page, '4.5', 'Hikvision 4MP Hız Kubbe Kamera');
  });
});
