import en from './en/index.ts';
import tr from './tr/index.ts';
import { registerLanguage } from './instance.ts';

/** The server renders any language, so it holds both catalogues. */
registerLanguage('en', en);
registerLanguage('tr', tr);

export const catalogues = { en, tr };
