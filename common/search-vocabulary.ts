import { foldText } from './text.ts';

/**
 * The shop's Turkish↔English domain words. Product titles are English and many descriptions
 * Turkish, so a query word in one language is also looked for in its counterparts in the other
 * (#common/search queryTerms). Kept small and explicit: each line is a word a shopper types,
 * one word per entry (a phrase such as "hafıza kartı" is two entries). English stems stand for
 * their plurals by the usual rule (a query word matches an indexed word containing it).
 */
const ENTRIES: readonly (readonly [tr: readonly string[], en: readonly string[]])[] = [
  [['kamera'], ['camera']],
  [
    ['kaydedici', 'kayıt'],
    ['recorder', 'nvr', 'dvr'],
  ],
  [['algılayıcı'], ['sensor', 'detector']],
  [['dedektör'], ['detector']],
  [['hareket'], ['motion']],
  [['duman'], ['smoke']],
  [['telsiz'], ['walkie', 'talkie', 'radio']],
  [['anahtar'], ['switch']],
  [['kablo'], ['cable']],
  [['kablosuz'], ['wireless']],
  [['diyafon', 'interkom'], ['intercom']],
  [['kapı'], ['door']],
  [['telefon'], ['phone']],
  [['aksesuar'], ['accessory', 'accessories']],
  [['hafıza', 'bellek'], ['memory']],
  [['kart'], ['card']],
  [['enjektör'], ['injector']],
  [['güvenlik'], ['security']],
  [['ağ'], ['network']],
  [['güç'], ['power']],
  [['cihaz'], ['device']],
  [['kulaklık'], ['headset', 'headphone']],
  [['mikrofon'], ['microphone']],
  [['montaj'], ['mount']],
  [['braket'], ['bracket']],
  [['bağlantı'], ['junction', 'connection']],
  [['kutu'], ['box']],
  [['gece'], ['night']],
  [['pil', 'batarya'], ['battery']],
  [['şarj'], ['charger']],
  [['görüntülü'], ['video']],
];

/** Folded word → its counterparts in the other language (a word in two entries has both's). */
export const COUNTERPARTS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (from: readonly string[], to: readonly string[]) => {
    for (const word of from.map(foldText)) {
      let set = map.get(word);
      if (!set) map.set(word, (set = new Set()));
      for (const other of to.map(foldText)) if (other !== word) set.add(other);
    }
  };
  for (const [tr, en] of ENTRIES) {
    add(tr, en);
    add(en, tr);
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();
