import { expect, test } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';
import { registerAndSignIn } from './helpers.ts';
import { E2E_SMTP_PORT } from './ports.ts';

/**
 * Account recovery end to end (docs/product.md §7.11): the shop's mail worker delivers the reset
 * link to a real SMTP server (tests/setup/smtp.ts on E2E_SMTP_PORT, which the e2e server's
 * SMTP_URL names); the link sets a new password, and the session signed in before is gone.
 */
let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.stop();
});

test('forgot password → the mail arrives over SMTP → its link sets a new password → sign in; the old session is gone', async ({
  page,
  browser,
}) => {
  // Signed in on one device...
  const { email, password } = await registerAndSignIn(page);

  // ...and forgotten on another.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto('/login');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  await other.getByRole('main').getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'If an account exists for this address' })).toBeVisible();

  const mail = await smtp.waitFor((m) => m.to.includes(email), 20_000);
  expect(mail.subject).toBe('Reset your Guardline password');
  expect(mail.text).toContain('valid for 30 minutes');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);

  await other.goto(link!);
  await expect(other.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const fresh = 'a-whole-new-password-5';
  await other.getByLabel('New Password', { exact: true }).fill(fresh);
  await other.getByLabel('Confirm New Password').fill(`${fresh}x`);
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(other.getByText('Passwords do not match')).toBeVisible();
  await other.getByLabel('Confirm New Password').fill(fresh);
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(other).toHaveURL(/\/login\?reset=done$/);
  await expect(other.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // The old password no longer works; the new one does.
  await other.getByRole('main').getByLabel('Email').fill(email);
  await other.getByRole('main').getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other.getByRole('alert')).toContainText('Invalid credentials');
  await other.getByRole('main').getByLabel('Password').fill(fresh);
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other).toHaveURL(/\/account$/);

  // The first device was signed out: its account page asks to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);

  // The link worked once.
  await other.goto(link!);
  await expect(other.getByRole('alert')).toContainText('This password reset link has already been used');
  await expect(other.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  await device.close();
});
