import { foldText, splitWords } from './text.ts';

/** Spec §5 and §9: the search rules, shared by the server index and the tests. */
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

export type IndexableProduct = { title: string; description: string; brand: string; category: string };

/** The words a product is found by: title words ≥ 2, description words ≥ 3, brand and category words. */
export function indexedWords(product: IndexableProduct): Set<string> {
  const words = new Set<string>();
  for (const w of splitWords(foldText(product.title))) if (w.length >= MIN_TITLE_WORD) words.add(w);
  for (const w of splitWords(foldText(product.description))) if (w.length >= MIN_DESCRIPTION_WORD) words.add(w);
  for (const w of splitWords(foldText(`${product.brand} ${product.category}`))) words.add(w);
  return words;
}

/** A query word matches an indexed word when either contains the other. */
export function wordsMatch(queryWord: string, indexedWord: string): boolean {
  return indexedWord.includes(queryWord) || queryWord.includes(indexedWord);
}

/** Number of query words that match at least one of the product's words: the rank score. */
export function scoreProduct(words: string[], indexed: Set<string>): number {
  let score = 0;
  for (const q of words) {
    for (const w of indexed) {
      if (wordsMatch(q, w)) {
        score++;
        break;
      }
    }
  }
  return score;
}
