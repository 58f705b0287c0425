import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site, with their query and hash', () => {
    for (const path of [
      '/',
      '/account',
      '/orders?page=2',
      '/products?search=kamera%20%C5%9F&sort=price',
      '/faq#shipping',
      '/checkout?x=a%2Fb',
      '/product/halo-smart-sensor',
    ]) {
      expect(safeRedirect(path), path).toBe(path);
    }
  });

  it('falls back for every trick that leaves the site or breaks a header', () => {
    const tricks = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\r\n/evil.example',
      '/%0d%0a/evil.example',
      '/%0D%0ASet-Cookie:x=1',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%252F/evil.example',
      '/%25252F%25252Fevil.example',
      '/%E0%A4%A', // malformed encoding
      'https://evil.example/',
      'http:evil.example',
      'evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' /account',
      '/account\u0000',
      '/\u3002evil.example',
      '/／evil.example', // full-width solidus
      '／／evil.example',
      '/ｅvil',
      '/şehir', // non-Latin-1 would break the Location header
      '/\u2028',
      `/${'a'.repeat(3000)}`,
      '',
    ];
    for (const trick of tricks) expect(safeRedirect(trick), JSON.stringify(trick)).toBe('/');
  });

  it('falls back for what is no string, to the given default', () => {
    for (const value of [undefined, null, 42, {}, ['/account']])
      expect(safeRedirect(value, '/account')).toBe('/account');
    expect(safeRedirect('//evil.example', '/account')).toBe('/account');
  });

  it('is self-contained, so its source can be inlined into a page script', () => {
    const inlined = new Function(`return (${safeRedirect.toString()});`)() as typeof safeRedirect;
    expect(inlined('/faq')).toBe('/faq');
    expect(inlined('//evil.example')).toBe('/');
    expect(inlined('/\\evil.example')).toBe('/');
  });
});
