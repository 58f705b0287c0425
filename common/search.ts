import { COUNTERPARTS } from './search-vocabulary.ts';
import { foldText, splitWords } from './text.ts';

/** docs/product.md §4: the search rules, shared by the server index and the tests. */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const PRODUCTS_SEARCH_LIMIT = 1000;
export const MIN_TITLE_WORD = 2;
export const MIN_DESCRIPTION_WORD = 3;

/** A query is searchable when it has at least 2 characters after trimming. */
export function isSearchable(query: string | null | undefined): query is string {
  return (query ?? '').trim().length >= SEARCH_MIN_LENGTH;
}

/** The distinct folded words of a query; words shorter than 2 characters carry no meaning alone. */
export function queryWords(query: string): string[] {
  return [...new Set(splitWords(foldText(query)).filter((w) => w.length >= SEARCH_MIN_LENGTH))];
}

/**
 * `labels`: the names of the product's category and subcategories in every language the shop
 * speaks ("Security Güvenlik Security Cameras Güvenlik Kameraları"), found like brand and category.
 */
export type IndexableProduct = {
  title: string;
  description: string;
  brand: string;
  category: string;
  labels?: string;
  /** The product's titles in the shop's other languages (#common/product-texts), found like its title. */
  otherTitles?: string;
  /** The product's descriptions in the shop's other languages, found like its description. */
  otherDescriptions?: string;
};

/**
 * A vocabulary word (#common/search-vocabulary) stands for a query word equal to it or, from
 * this many letters on, one starting with it: Turkish suffixes and English plurals ("kameralar",
 * "cameras"). The longest such word wins, so "kablosuz" (wireless) is not read as "kablo".
 */
export const MIN_STEM = 4;

/**
 * What a query word is looked for as: itself and its counterparts in the other language
 * ("kamera" → camera). They all stand for one query word, which counts once however many of
 * them match. Counterparts shorter than 3 letters are not searched: "ağ" would be found inside
 * "image" and "storage".
 */
export function queryTerms(word: string): string[] {
  for (let end = word.length; end === word.length || end >= MIN_STEM; end--) {
    const counterparts = COUNTERPARTS.get(word.slice(0, end));
    if (counterparts) return [word, ...counterparts.filter((w) => w.length >= MIN_DESCRIPTION_WORD && w !== word)];
  }
  return [word];
}

/** Words of the shop's other languages' titles that say nothing about the product (folded): "ile", "için", "veya". */
const JOINING_WORDS = new Set(['ile', 'icin', 'veya']);

/**
 * Where a word can match, best first: the title, then brand and category, then the description.
 * After the number of matched query words, results are ranked by where those words matched.
 */
export const FIELD_TITLE = 0;
export const FIELD_BRAND_CATEGORY = 1;
export const FIELD_DESCRIPTION = 2;
export type MatchField = typeof FIELD_TITLE | typeof FIELD_BRAND_CATEGORY | typeof FIELD_DESCRIPTION;

/** The words a product is found by, per field: title words ≥ 2 (another language's ≥ 3), brand, category and label words, description words ≥ 3. */
export function fieldWords(
  product: IndexableProduct,
): [title: Set<string>, brandCategory: Set<string>, description: Set<string>] {
  const title = new Set(splitWords(foldText(product.title)).filter((w) => w.length >= MIN_TITLE_WORD));
  // Another language's title: its words of 3 letters or more but its joining words. Two-letter
  // pieces ("ve", the suffix of "Uplink’li") would be found inside most query words.
  if (product.otherTitles)
    for (const word of splitWords(foldText(product.otherTitles)))
      if (word.length >= MIN_DESCRIPTION_WORD && !JOINING_WORDS.has(word)) title.add(word);
  const brandCategory = new Set(splitWords(foldText(`${product.brand} ${product.category} ${product.labels ?? ''}`)));
  const description = new Set(
    splitWords(foldText(product.description)).filter((w) => w.length >= MIN_DESCRIPTION_WORD),
  );
  if (product.otherDescriptions)
    for (const word of splitWords(foldText(product.otherDescriptions)))
      if (word.length >= MIN_DESCRIPTION_WORD) description.add(word);
  return [title, brandCategory, description];
}

/** The words a product is found by: title words ≥ 2, description words ≥ 3, brand and category words. */
export function indexedWords(product: IndexableProduct): Set<string> {
  const [title, brandCategory, description] = fieldWords(product);
  return new Set([...title, ...description, ...brandCategory]);
}

/**
 * What one matched query word adds to a product's rank key, by the best field it matched in.
 * With n query words: (n+1)² for the match, plus (n+1) for a title match or 1 for a brand or
 * category match. Summed over the words, keys order by matched words, then words matched in
 * titles, then words matched in brand or category (each count is at most n, so none spills
 * into the next). Ties keep catalogue order.
 */
export function matchWeight(field: MatchField, wordCount: number): number {
  const base = wordCount + 1;
  return base * base + (field === FIELD_TITLE ? base : field === FIELD_BRAND_CATEGORY ? 1 : 0);
}

/** The number of matched query words in a rank key (the spec's score). */
export function matchedWordCount(rankKey: number, wordCount: number): number {
  return Math.floor(rankKey / ((wordCount + 1) * (wordCount + 1)));
}

/** A product's rank key for the query words, by brute force: the reference the index agrees with. */
export function rankKey(words: string[], product: IndexableProduct): number {
  const fields = fieldWords(product);
  let key = 0;
  for (const q of words) {
    const terms = queryTerms(q);
    const best = fields.findIndex((set) => [...set].some((w) => terms.some((term) => wordsMatch(term, w))));
    if (best >= 0) key += matchWeight(best as MatchField, words.length);
  }
  return key;
}

/** A query word matches an indexed word when either contains the other. */
export function wordsMatch(queryWord: string, indexedWord: string): boolean {
  return indexedWord.includes(queryWord) || queryWord.includes(indexedWord);
}

/** Number of query words that match (themselves or a counterpart) at least one of the product's words: the rank score. */
export function scoreProduct(words: string[], indexed: Set<string>): number {
  let score = 0;
  for (const q of words) {
    const terms = queryTerms(q);
    for (const w of indexed) {
      if (terms.some((term) => wordsMatch(term, w))) {
        score++;
        break;
      }
    }
  }
  return score;
}
