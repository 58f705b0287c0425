import { loadAllLanguages } from './instance.ts';

/** Imported for its effect: every language ready before the server answers a request. */
await loadAllLanguages();
