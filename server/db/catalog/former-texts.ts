/**
 * English texts that older seed catalogues gave five products in Turkish (description, features,
 * specifications, use cases, package contents in the English columns). The seed now has English
 * there; an install seeded before gets it once, field by field, only where a field still holds
 * exactly these words (server/db/seed.ts), so an owner's own edits stay.
 */
import type { NameValue, SpecGroup } from '#common/catalog-types.ts';

/** The fields the fix may replace: the English columns of a product. */
export type FormerEnglishTexts = {
  description?: string;
  specifications?: SpecGroup[];
  features?: NameValue[];
  useCases?: string[];
  includedItems?: string[];
};

const spec = (group: string, items: [string, string][]): SpecGroup => ({
  group,
  items: items.map(([name, value]) => ({ name, value })),
});
const nv = (items: [string, string][]): NameValue[] => items.map(([name, value]) => ({ name, value }));

/** Product id → the Turkish words an older seed left in its English fields (only the fields that had them). */
export const formerTurkishInEnglish: Record<string, FormerEnglishTexts> = {
  'ajax-motionprotect-sensor': {
    description:
      "Ajax MotionProtect, iç mekânlar için kablosuz bir hareket dedektörüdür. 12 metreye kadar hareketi algılar, 20 kg'a kadar evcil hayvanları yok sayar ve tek bir CR123A pil ile 5 yıla kadar çalışır. Jeweller telsiz protokolü sayesinde Ajax Hub ile açık alanda 1.700 metreye kadar iletişim kurar.",
    features: nv([
      ['Evcil hayvan bağışıklığı', '20 kg altındaki hayvanlar alarm tetiklemez.'],
      ['Sıcaklık dengelemesi', 'Sıcak ve soğuk ortamlarda da doğru algılama.'],
      ['Kolay kurulum', 'SmartBracket paneli ile vidalamadan önce test edilebilir.'],
    ]),
    useCases: ['Ev ve daire alarm sistemleri', 'Ofis ve mağaza koridorları', 'Evcil hayvanı olan evler'],
    includedItems: [
      'MotionProtect dedektör',
      'SmartBracket montaj paneli',
      'CR123A pil (takılı)',
      'Montaj kiti',
      'Hızlı başlangıç kılavuzu',
    ],
  },
  'kenwood-tk-3701d': {
    description:
      'Kenwood TK-3701D, lisans gerektirmeyen PMR446 bandında hem dijital (dPMR) hem analog çalışan kompakt bir el telsizidir. Dijital modda daha net ses ve daha geniş kapsama sunar; 1.430 mAh Li-ion batarya ile 18 saate kadar kullanılabilir. IP54 dayanıklılığı sayesinde mağaza, otel ve depo ekipleri için idealdir.',
    specifications: [
      spec('Telsiz', [
        ['Bant', 'PMR446 (446.0 – 446.2 MHz), lisanssız'],
        ['Kanal', '32 dijital + 16 analog'],
        ['Çıkış gücü', '0,5 W'],
        ['Mod', 'dPMR dijital ve FM analog'],
      ]),
      spec('Batarya', [
        ['Tip', 'Li-ion 1.430 mAh'],
        ['Kullanım süresi', '18 saate kadar (dijital)'],
      ]),
      spec('Genel', [
        ['Koruma sınıfı', 'IP54'],
        ['Boyutlar', '54 × 122 × 26 mm'],
        ['Ağırlık', '200 g'],
      ]),
    ],
    features: nv([
      ['Dijital ses', 'Kapsama alanının kenarında bile parazitsiz ses.'],
      ['Sesli bildirimler', 'Kanal ve batarya durumu ekran gerektirmeden sesli olarak bildirilir.'],
      ['Geniş uyumluluk', 'Analog PMR446 telsizlerle de konuşabilir.'],
    ]),
    useCases: ['Mağaza ve alışveriş merkezi ekipleri', 'Otel ve restoran personeli', 'Depo ve lojistik operasyonları'],
    includedItems: [
      'TK-3701D telsiz',
      'Li-ion batarya',
      'Masaüstü şarj ünitesi ve adaptör',
      'Kemer klipsi',
      'Kullanım kılavuzu',
    ],
  },
  'cat6-utp-cable-305m': {
    description:
      "Belden Cat6 U/UTP kablo, 23 AWG som bakır iletkenli dört çiftten oluşur ve 250 MHz'e kadar test edilmiştir. 305 metrelik kutu, kablonun düğümlenmeden çekilmesini sağlar; IP kamera, PoE ve gigabit ağ kurulumları için uygundur. LSZH dış kılıf, kapalı alanlarda yangın güvenliği sağlar.",
    specifications: [
      spec('Kablo', [
        ['Kategori', 'Cat6 U/UTP'],
        ['İletken', '4 çift, 23 AWG som bakır'],
        ['Bant genişliği', '250 MHz'],
        ['Dış çap', '6,2 mm'],
      ]),
      spec('Kılıf ve ambalaj', [
        ['Dış kılıf', 'LSZH, CPR Eca sınıfı'],
        ['Renk', 'Gri'],
        ['Uzunluk', '305 m, çekme kutulu'],
      ]),
    ],
    features: nv([
      ['Som bakır', 'CCA değil, PoE için düşük direnç.'],
      ['Metre işaretleri', 'Kılıf üzerinde her metrede baskı.'],
      ['Düğümsüz çekme', 'Kutu içindeki makara sayesinde kolay kullanım.'],
    ]),
    useCases: ['IP kamera kurulumları', 'Ofis yapısal kablolama', 'PoE ile beslenen erişim noktaları'],
    includedItems: ['305 m Cat6 kablo (kutuda)'],
  },
  'akuvox-e12w-sip-door-phone': {
    description:
      'Akuvox E12W, tek butonlu SIP tabanlı görüntülü kapı telefonudur. Geniş açılı HD kamerası, gece görüşü için IR aydınlatması ve IP65/IK08 dayanıklı gövdesiyle villa ve ofis girişleri için tasarlanmıştır. Wi-Fi veya PoE ile bağlanır; çağrıları akıllı telefona, IP telefona ya da iç ünite monitörüne yönlendirir.',
    specifications: [
      spec('Kamera', [
        ['Çözünürlük', '2 MP (1920 × 1080)'],
        ['Görüş açısı', '115° yatay'],
        ['Gece görüşü', 'IR LED, 3 m'],
      ]),
      spec('Bağlantı', [
        ['Protokol', 'SIP 2.0, RTSP, ONVIF'],
        ['Ağ', 'Wi-Fi 2.4 GHz ve 10/100 Mbps Ethernet'],
        ['Güç', 'PoE (802.3af) veya 12 V DC'],
        ['Röle', '1 × kapı kilidi rölesi'],
      ]),
      spec('Genel', [
        ['Koruma', 'IP65, IK08'],
        ['Çalışma sıcaklığı', '−40 °C ile 70 °C arası'],
        ['Boyutlar', '174 × 68 × 36 mm'],
      ]),
    ],
    features: nv([
      ['Mobil uygulama', 'SmartPlus uygulamasıyla telefondan kapı açma.'],
      ['Geniş uyumluluk', 'SIP tabanlı IP telefonlar ve santrallerle çalışır.'],
      ['Dayanıklı gövde', 'Alüminyum alaşım ön panel, IK08 darbe dayanımı.'],
    ]),
    useCases: ['Müstakil ev ve villa girişleri', 'Ofis ve küçük işletme kapıları', 'Site bahçe kapıları'],
    includedItems: [
      'E12W kapı telefonu',
      'Yüzey montaj kutusu',
      'Vida ve dübel seti',
      'Torx tornavida',
      'Hızlı kurulum kılavuzu',
    ],
  },
  'camera-junction-box': {
    description:
      'Dome ve turret kameralar için alüminyum alaşım bağlantı kutusu. Kablo konnektörlerini ve fazla kabloyu kutu içinde gizleyerek dış ortamda neme ve müdahaleye karşı korur. Duvar veya tavana montaj için uygundur; yan kablo girişi sayesinde sıva üstü boru ile de kullanılabilir.',
    specifications: [
      spec('Malzeme', [
        ['Gövde', 'Alüminyum alaşım'],
        ['Renk', 'Beyaz'],
      ]),
      spec('Ölçüler', [
        ['Çap', 'Ø 150 mm'],
        ['Yükseklik', '45 mm'],
        ['Taşıma kapasitesi', '3 kg'],
      ]),
    ],
    features: nv([
      ['Gizli kablolama', 'Konnektörler kutunun içinde kalır.'],
      ['Yan giriş', '20 mm boru bağlantısı için kablo girişi.'],
      ['Evrensel delikler', 'Birçok dome ve turret kamerayla uyumlu.'],
    ]),
    useCases: ['Dış cephe kamera montajı', 'Tavana dome kamera montajı'],
    includedItems: ['Bağlantı kutusu', 'Vida ve dübel seti', 'Conta'],
  },
};
