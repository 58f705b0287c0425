// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import type { Lang } from '#common/languages.ts';
import { ErrorBoundary } from './products.tsx';

afterEach(cleanup);

/** /products whose list could not be made, through React Router's real error handling. */
function renderFailure(lang: Lang) {
  const Stub = createRoutesStub([
    {
      path: '/products',
      Component: () => null,
      loader: () => {
        throw new Error('catalogue unavailable');
      },
      ErrorBoundary,
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <Stub initialEntries={['/products']} />
    </I18nextProvider>,
  );
}

describe('/products error screen (docs/product.md §2.15.3)', () => {
  it('says the products could not be loaded, with reload and home', async () => {
    renderFailure('en');
    expect(await screen.findByRole('heading', { name: 'Unable to load products' })).toBeTruthy();
    expect(
      screen.getByText("We're experiencing some technical difficulties. Please refresh or try again later."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it("in Turkish with the spec's Turkish text", async () => {
    renderFailure('tr');
    expect(
      await screen.findByText('Ürün verileri yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeTruthy();
  });
});
