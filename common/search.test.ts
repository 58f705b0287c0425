import { describe, expect, it } from 'vitest';
import { indexedWords, isSearchable, matchedWordCount, queryWords, rankKey, scoreProduct, wordsMatch } from './search.ts';

describe('search rules (spec §5, §9)', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(isSearchable('  a  ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' ab ')).toBe(true);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(null)).toBe(false);
  });

  it('indexes title words of 2+ and description words of 3+ characters, plus brand and category', () => {
    const words = indexedWords({ title: 'A 4K IP Camera', description: 'An ip dome for the yard', brand: 'Hikvision', category: 'security' });
    expect(words.has('4k')).toBe(true);
    expect(words.has('ip')).toBe(true);
    expect(words.has('a')).toBe(false);
    expect(words.has('an')).toBe(false); // 2-letter description word
    expect(words.has('dome')).toBe(true);
    expect(words.has('the')).toBe(true);
    expect(words.has('hikvision')).toBe(true);
    expect(words.has('security')).toBe(true);
  });

  it('matches when either word contains the other', () => {
    expect(wordsMatch('cam', 'camera')).toBe(true);
    expect(wordsMatch('cameras', 'camera')).toBe(true);
    expect(wordsMatch('radio', 'camera')).toBe(false);
  });

  it('folds Turkish letters in queries and products alike', () => {
    expect(queryWords('KAMERASI Işık')).toEqual(['kamerasi', 'isik']);
    const words = indexedWords({ title: 'Güvenlik Kamerası', description: '', brand: 'x', category: 'security' });
    expect(scoreProduct(queryWords('guvenlik kamerasi'), words)).toBe(2);
  });

  it('scores by the number of matched query words', () => {
    const words = indexedWords({ title: 'Motorola Talkabout Radio', description: 'Two-way radio with long range', brand: 'Motorola', category: 'walkie-talkie' });
    expect(scoreProduct(queryWords('motorola radio'), words)).toBe(2);
    expect(scoreProduct(queryWords('motorola camera'), words)).toBe(1);
    expect(scoreProduct(queryWords('camera'), words)).toBe(0);
  });

  it('ignores repeated and one-letter query words', () => {
    expect(queryWords('radio Radio x')).toEqual(['radio']);
  });

  it('ranks by matched words, then words matched in titles, then in brand or category', () => {
    const words = queryWords('camera dome');
    const inTitle = rankKey(words, { title: 'Dome Camera', description: '', brand: 'x', category: 'security' });
    const inBrand = rankKey(words, { title: 'Dome', description: '', brand: 'CameraCo', category: 'security' });
    const inDescription = rankKey(words, { title: 'Dome', description: 'no camera here', brand: 'x', category: 'security' });
    const oneInTitle = rankKey(words, { title: 'Camera', description: '', brand: 'x', category: 'security' });
    expect(inTitle).toBeGreaterThan(inBrand);
    expect(inBrand).toBeGreaterThan(inDescription);
    expect(inDescription).toBeGreaterThan(oneInTitle);
    expect([inTitle, inBrand, inDescription, oneInTitle].map((k) => matchedWordCount(k, words.length))).toEqual([2, 2, 2, 1]);
    expect(rankKey(words, { title: 'Radio', description: '', brand: 'x', category: 'y' })).toBe(0);
  });
});
