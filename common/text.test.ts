import { describe, expect, it } from 'vitest';
import { foldText, splitWords } from './text.ts';

describe('foldText (Turkish-aware)', () => {
  it('folds the dotted and dotless i of Turkish to i', () => {
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('ışık')).toBe('isik');
    expect(foldText('IŞIK')).toBe('isik');
  });
  it('folds ş ğ ç ö ü to their plain letters', () => {
    expect(foldText('Şğçöü ŞĞÇÖÜ')).toBe('sgcou sgcou');
    expect(foldText('güvenlik kamerası')).toBe('guvenlik kamerasi');
  });
  it('lower-cases ordinary text', () => {
    expect(foldText('Hikvision DS-2CD')).toBe('hikvision ds-2cd');
  });
});

describe('splitWords', () => {
  it('splits on anything but letters and digits', () => {
    expect(splitWords('4mp/dome-camera, poe+ (ip67)')).toEqual(['4mp', 'dome', 'camera', 'poe', 'ip67']);
  });

  it("keeps a suffix after an apostrophe with its word, so 'li' or 's' is never a word of its own", () => {
    expect(splitWords(foldText('Gigabit Uplink’li 16 port switch'))).toEqual([
      'gigabit',
      'uplink',
      '16',
      'port',
      'switch',
    ]);
    expect(splitWords(foldText("Switch'ler, owner's note"))).toEqual(['switch', 'owner', 'note']);
  });
});
