import { foldText } from './text.ts';

/**
 * The shop's domain words in its languages, one entry per meaning keyed by language code.
 * Products carry texts in several languages, so a query word in one language is also looked for
 * in its counterparts in the others (#common/search queryTerms). Kept small and explicit: each
 * line is a word a shopper types, one word per entry (a phrase such as "hafıza kartı" is two
 * entries). English stems stand for their plurals by the usual rule (a query word matches an
 * indexed word containing it). A language added to the shop adds its key to the entries.
 */
const ENTRIES: readonly Readonly<Record<string, readonly string[]>>[] = [
  { tr: ['kamera'], en: ['camera'] },
  { tr: ['kaydedici', 'kayıt'], en: ['recorder', 'nvr', 'dvr'] },
  { tr: ['algılayıcı'], en: ['sensor', 'detector'] },
  { tr: ['dedektör'], en: ['detector'] },
  { tr: ['hareket'], en: ['motion'] },
  { tr: ['duman'], en: ['smoke'] },
  { tr: ['telsiz'], en: ['walkie', 'talkie', 'radio'] },
  { tr: ['anahtar'], en: ['switch'] },
  { tr: ['kablo'], en: ['cable'] },
  { tr: ['kablosuz'], en: ['wireless'] },
  { tr: ['diyafon', 'interkom'], en: ['intercom'] },
  { tr: ['kapı'], en: ['door'] },
  { tr: ['telefon'], en: ['phone'] },
  { tr: ['aksesuar'], en: ['accessory', 'accessories'] },
  { tr: ['hafıza', 'bellek'], en: ['memory'] },
  { tr: ['kart'], en: ['card'] },
  { tr: ['enjektör'], en: ['injector'] },
  { tr: ['güvenlik'], en: ['security'] },
  { tr: ['ağ'], en: ['network'] },
  { tr: ['güç'], en: ['power'] },
  { tr: ['cihaz'], en: ['device'] },
  { tr: ['kulaklık'], en: ['headset', 'headphone'] },
  { tr: ['mikrofon'], en: ['microphone'] },
  { tr: ['montaj'], en: ['mount'] },
  { tr: ['braket'], en: ['bracket'] },
  { tr: ['bağlantı'], en: ['junction', 'connection'] },
  { tr: ['kutu'], en: ['box'] },
  { tr: ['gece'], en: ['night'] },
  { tr: ['pil', 'batarya'], en: ['battery'] },
  { tr: ['şarj'], en: ['charger'] },
  { tr: ['görüntülü'], en: ['video'] },
  // Not 'plug' nor 'crimp': a query word also matches a title word it contains, and they contain
  // the "LU" of a model code and the "MP" of every "4 MP" camera.
  { tr: ['konnektör', 'jak'], en: ['connector'] },
  { tr: ['pense'], en: ['pliers'] },
  { tr: ['sıkma'], en: ['crim'] },
  { tr: ['alet'], en: ['tool'] },
];

/** Folded word → its counterparts in the other languages (a word in two entries has both's). */
export const COUNTERPARTS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (from: readonly string[], to: readonly string[]) => {
    for (const word of from.map(foldText)) {
      let set = map.get(word);
      if (!set) map.set(word, (set = new Set()));
      for (const other of to.map(foldText)) if (other !== word) set.add(other);
    }
  };
  for (const entry of ENTRIES) {
    const languages = Object.values(entry);
    for (const words of languages) for (const others of languages) if (others !== words) add(words, others);
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();
