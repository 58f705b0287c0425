import { describe, expect, it } from 'vitest';
import {
  indexedWords,
  isSearchable,
  matchedWordCount,
  queryTerms,
  queryWords,
  rankKey,
  scoreProduct,
  wordsMatch,
} from './search.ts';

describe('search rules (docs/product.md §4)', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(isSearchable('  a  ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' ab ')).toBe(true);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(null)).toBe(false);
  });

  it('indexes title words of 2+ and description words of 3+ characters, plus brand and category', () => {
    const words = indexedWords({
      title: 'A 4K IP Camera',
      description: 'An ip dome for the yard',
      brand: 'Hikvision',
      category: 'security',
    });
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
    const words = indexedWords({
      title: 'Motorola Talkabout Radio',
      description: 'Two-way radio with long range',
      brand: 'Motorola',
      category: 'walkie-talkie',
    });
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
    const inDescription = rankKey(words, {
      title: 'Dome',
      description: 'no camera here',
      brand: 'x',
      category: 'security',
    });
    const oneInTitle = rankKey(words, { title: 'Camera', description: '', brand: 'x', category: 'security' });
    expect(inTitle).toBeGreaterThan(inBrand);
    expect(inBrand).toBeGreaterThan(inDescription);
    expect(inDescription).toBeGreaterThan(oneInTitle);
    expect([inTitle, inBrand, inDescription, oneInTitle].map((k) => matchedWordCount(k, words.length))).toEqual([
      2, 2, 2, 1,
    ]);
    expect(rankKey(words, { title: 'Radio', description: '', brand: 'x', category: 'y' })).toBe(0);
  });

  it('looks a query word up in the other language too: Turkish suffixes and English plurals, longest word first', () => {
    expect(queryTerms('kamera')).toEqual(['kamera', 'camera']);
    expect(queryTerms('kameraları')).toEqual(['kameraları', 'camera']);
    expect(queryTerms('cameras')).toEqual(['cameras', 'kamera']);
    expect(queryTerms('guvenlik')).toEqual(['guvenlik', 'security']);
    expect(queryTerms('telsiz')).toEqual(['telsiz', 'walkie', 'talkie', 'radio']);
    expect(queryTerms('kablosuz')).toEqual(['kablosuz', 'wireless']);
    expect(queryTerms('kablolar')).toEqual(['kablolar', 'cable']);
    // "ag" is looked up, but never searched for: it would be found inside "image" or "storage".
    expect(queryTerms('ag')).toEqual(['ag', 'network']);
    expect(queryTerms('network')).toEqual(['network']);
    // Stems need 4 letters: "pil" (battery) stands for itself only, not for "pilot".
    expect(queryTerms('pilot')).toEqual(['pilot']);
    expect(queryTerms('zzz')).toEqual(['zzz']);
  });

  it('counts a query word once however many of its counterparts match, in its best field', () => {
    const words = queryWords('kamera');
    const camera = { title: 'Dome Camera', description: 'IP kamera', brand: 'x', category: 'security' };
    const described = { title: 'Cat6 Cable', description: 'IP kamera kurulumu', brand: 'x', category: 'cables' };
    expect(matchedWordCount(rankKey(words, camera), 1)).toBe(1);
    expect(rankKey(words, camera)).toBeGreaterThan(rankKey(words, described));
    expect(scoreProduct(queryWords('kamera camera'), indexedWords(camera))).toBe(2);
  });

  it('finds products by the names of their category and subcategories', () => {
    const product = {
      title: 'HALO 3C',
      description: '',
      brand: 'HALO',
      category: 'alarms',
      labels: 'Alarms Alarmlar Sensors Sensörler',
    };
    expect(rankKey(queryWords('alarmlar'), product)).toBeGreaterThan(0);
    expect(rankKey(queryWords('alarmlar'), { ...product, labels: '' })).toBe(0);
  });
});
