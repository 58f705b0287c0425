// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import type { Lang } from '#common/languages.ts';
import { ErrorBoundary } from './root.tsx';

afterEach(cleanup);

/** The two error screens of docs/product.md §2.15, rendered through React Router's real error handling. */
function renderFailure(lang: Lang, failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => null,
      loader: failure,
      ErrorBoundary,
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('error screens', () => {
  it('shows the router error with its status', async () => {
    renderFailure('en', () => {
      throw data('Gone', { status: 410, statusText: 'Gone' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText(/410/)).toBeTruthy();
  });

  it('shows the app-wide fallback with the error text, a reload button and a home link (Turkish)', async () => {
    renderFailure('tr', () => {
      throw new Error('veritabanı yanıt vermedi');
    });
    expect(await screen.findByRole('heading', { name: 'Bir şeyler yanlış gitti' })).toBeTruthy();
    expect(
      screen.getByText('Üzgünüz, uygulamamızda bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.'),
    ).toBeTruthy();
    expect(screen.getByText('veritabanı yanıt vermedi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/');
  });

  it('shows the fallback in English too', async () => {
    renderFailure('en', () => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});
