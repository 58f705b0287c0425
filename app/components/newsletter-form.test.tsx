// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import type { NewsletterResult } from '#app/lib/newsletter-form.ts';
import { NEWSLETTER_MESSAGE_MS, NewsletterForm } from './newsletter-form.tsx';

afterEach(cleanup);

const SUCCESS =
  'Success! Check your email for your 10% discount code. First confirm your address with the link we e-mail you; your code follows once you confirm.';
const INVALID = 'Please enter a valid email address';

/** The home form with React Router's real fetcher, posting to an action that answers `answers` in turn. */
function renderForm(answers: NewsletterResult[], clearAfterMs?: number) {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    { path: '/', Component: () => <NewsletterForm source="home" clearAfterMs={clearAfterMs} /> },
    {
      path: '/newsletter',
      action: async ({ request }) => {
        posted.push(String((await request.formData()).get('email')));
        return answers[posted.length - 1];
      },
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  const send = (email: string) => {
    fireEvent.change(screen.getByRole('textbox'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button'));
  };
  return { posted, send, status: () => screen.getByRole('status').textContent };
}

describe('the newsletter form', () => {
  it("shows the server's answer, and each new answer again after the last one cleared", async () => {
    const form = renderForm([{ ok: true }, { ok: false, messageKey: 'newsletter.invalidEmail' }]);
    form.send('first@customer.example');
    await vi.waitFor(() => expect(form.status()).toBe(SUCCESS));
    form.send('second@customer.example');
    await vi.waitFor(() => expect(form.status()).toBe(INVALID));
    expect(form.posted).toEqual(['first@customer.example', 'second@customer.example']);
  });

  it('clears the answer after a while: 5 seconds, as the spec says', async () => {
    expect(NEWSLETTER_MESSAGE_MS).toBe(5000);
    const form = renderForm([{ ok: true }], 300);
    form.send('timed@customer.example');
    await screen.findByText(SUCCESS);
    await waitFor(() => expect(form.status()).toBe(''));
  });

  it('refuses a malformed address in the browser, and says so again for the same mistake after it cleared', async () => {
    const form = renderForm([], 300);
    form.send('not-an-address');
    expect(form.status()).toBe(INVALID);
    await waitFor(() => expect(form.status()).toBe(''));
    form.send('not-an-address');
    expect(form.status()).toBe(INVALID);
    expect(form.posted).toEqual([]);
  });
});
