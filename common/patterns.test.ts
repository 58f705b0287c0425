import { describe, expect, it } from 'vitest';
import { ONE_EMAIL_ADDRESS_PATTERN } from './patterns.ts';

describe('ONE_EMAIL_ADDRESS_PATTERN', () => {
  it('takes one plain address', () => {
    for (const ok of ['ayse@example.com', 'a.b+c@mail.shop.example', 'zeynep@örnek.com.tr'])
      expect(ONE_EMAIL_ADDRESS_PATTERN.test(ok), ok).toBe(true);
  });

  it('refuses lists, named addresses and control characters (mail libraries split or drop them)', () => {
    const refused = [
      'a@x.example, b@y.example',
      'a@x.example;b@y.example',
      'Ayse <ayse@example.com>',
      '"a"@example.com',
      'victim\u0001@x.example',
      'vic\u001ftim@x.example',
      'victim@x.example\u0085',
      'victim\u007f@x.example',
      'vic\u009ftim@x.example',
      'victim@x.exa\u0000mple',
    ];
    for (const bad of refused) expect(ONE_EMAIL_ADDRESS_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
  });
});
