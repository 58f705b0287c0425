import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, prepareSplice, spliceGzip, spliceIdentity, splitPage } from './personal-splice.ts';

/** The joining of a shared page with a visitor's parts, without compressing per response (docs/decisions/008). */
const page = (body: string) => Buffer.from(body, 'utf8');
const SAMPLE = page(
  '<!DOCTYPE html><html><head><title>Ünïcode</title></head><body><a href="/cart">' +
    '<gl-slot data-k="cart"><span>0</span></gl-slot></a><gl-slot data-k="account"></gl-slot>' +
    '<p>between</p><gl-slot data-k="wish:a&amp;b"><button aria-pressed="false">Add</button></gl-slot>' +
    'x'.repeat(5000) +
    '</body></html>',
);

describe('splitPage', () => {
  it('cuts before </head> and at every slot content, keeping the slot tags in the static parts', () => {
    const split = splitPage(SAMPLE)!;
    expect(split.slots).toEqual(['cart', 'account', 'wish:a&b']);
    expect(split.anonymous).toEqual(['<span>0</span>', '', '<button aria-pressed="false">Add</button>']);
    expect(split.segments).toHaveLength(5);
    expect(split.segments[0].toString()).toMatch(/<title>Ünïcode<\/title>$/);
    expect(split.segments[1].toString()).toMatch(/^<\/head>.*<gl-slot data-k="cart">$/);
    expect(split.segments[2].toString()).toBe('</gl-slot></a><gl-slot data-k="account">');
    // The anonymous parts put back give the page again.
    const holes = ['', ...split.anonymous].map((text) => Buffer.from(text));
    expect(spliceIdentity({ ...prepareSplice(SAMPLE)!, segments: split.segments }, holes).equals(SAMPLE)).toBe(true);
  });

  it('is null for what is not a document, and a page without slots has the state hole alone', () => {
    expect(splitPage(page('[{"_1":2}]'))).toBeNull();
    const plain = splitPage(page('<html><head></head><body>no slots</body></html>'))!;
    expect(plain.slots).toEqual([]);
    expect(plain.segments.map(String)).toEqual(['<html><head>', '</head><body>no slots</body></html>']);
  });
});

describe('spliceGzip', () => {
  const prepared = prepareSplice(SAMPLE)!;
  const state = Buffer.from('<script type="application/json" id="gl-personal">{"a":1}</script>');

  it('is a valid gzip stream of the page with the holes filled (CRC and length checked by gunzip)', () => {
    const holes = [state, page('<span>3</span>'), page('<form>Sign out — çıkış</form>'), page('<button>In</button>')];
    const gzip = spliceGzip(prepared, holes);
    const expected = spliceIdentity(prepared, holes);
    expect(gunzipSync(gzip).equals(expected)).toBe(true);
    expect(expected.toString()).toContain('<gl-slot data-k="account"><form>Sign out — çıkış</form></gl-slot>');
    expect(expected.toString()).toContain(`<title>Ünïcode</title>${state}</head>`);
    // The static parts stay compressed: the copy is far smaller than the page.
    expect(gzip.length).toBeLessThan(expected.length / 4);
  });

  it('takes empty holes and holes larger than one stored block (64 KiB)', () => {
    const big = randomBytes(150_000);
    const holes = [Buffer.alloc(0), big, Buffer.alloc(0), page('')];
    expect(gunzipSync(spliceGzip(prepared, holes)).equals(spliceIdentity(prepared, holes))).toBe(true);
  });
});

describe('crc32Combine', () => {
  it('gives the CRC of two pieces joined, for any lengths (zero included)', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [1000, 3],
      [65_537, 100_001],
    ]) {
      const one = randomBytes(a);
      const two = randomBytes(b);
      expect(crc32Combine(crc32(one), crc32(two), two.length), `${a}+${b}`).toBe(crc32(Buffer.concat([one, two])));
    }
  });
});
