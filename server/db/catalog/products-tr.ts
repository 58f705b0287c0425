/**
 * Turkish texts of the seed catalogue, keyed by product id: the seed writes them into
 * products.translations as `{ tr: … }` (English lives in the product's own columns). Every list
 * has the English one's length and order (image texts one per image); model codes, brands and
 * units stay as the manufacturer writes them.
 */
import type { NameValue, ProductTexts, SpecGroup } from '#common/catalog-types.ts';

/** A seed product's Turkish texts: all of them, so nothing falls back to English. */
export type SeedProductTexts = Required<ProductTexts>;

const spec = (group: string, items: [string, string][]): SpecGroup => ({
  group,
  items: items.map(([name, value]) => ({ name, value })),
});
const nv = (items: [string, string][]): NameValue[] => items.map(([name, value]) => ({ name, value }));

export const seedProductTextsTr: Record<string, SeedProductTexts> = {
  'halo-smart-sensor': {
    title: 'HALO Smart Sensor 3C – Elektronik Sigara, Hava Kalitesi ve Ses Algılama',
    description:
      'HALO 3C; tuvaletler, soyunma odaları ve kamera kullanılamayan diğer alanlar için tasarlanmış, mahremiyete saygılı bir IoT sensörüdür. Elektronik sigara, THC ve duman algılar, bir düzine hava kalitesi değerini izler; ses kaydı yapmadan saldırganlık, silah sesi ve acil durum anahtar kelimelerini fark eder. Uyarılar saniyeler içinde e-posta, SMS ya da video yönetim sisteminiz üzerinden personele ulaşır; cihaz tek bir PoE kablosuyla beslenir.',
    imageAlts: [
      'HALO Smart Sensor 3C, önden görünüm',
      'HALO Smart Sensor 3C yandan görünüm ve ölçüler',
      'HALO Smart Sensor 3C algılama özellikleri',
      'Tavana monte edilmiş, uyarı halkası yanan HALO Smart Sensor 3C',
      'HALO Smart Sensor 3C ürün kutusu',
    ],
    specifications: [
      spec('Algılama', [
        ['Elektronik sigara algılama', 'Nikotin ve THC buharı, duman, koku maskeleyici spreyler'],
        ['Hava kalitesi', 'CO₂eq, TVOC, PM1 / PM2.5 / PM10, CO, NO₂, NH₃'],
        ['Ortam', 'Sıcaklık, nem, basınç, ışık seviyesi'],
        ['Ses', 'Saldırganlık, silah sesi ve anahtar kelime uyarıları; ses kaydedilmez'],
      ]),
      spec('Bağlantı', [
        ['Ağ', '10/100 Mbps Ethernet (RJ45)'],
        ['Güç', 'PoE IEEE 802.3af, en fazla 7,5 W'],
        ['Entegrasyonlar', 'REST API, SNMP, e-posta/SMS uyarıları, yaygın VMS platformları'],
      ]),
      spec('Fiziksel', [
        ['Boyutlar', 'Ø 230 × 58 mm'],
        ['Ağırlık', '0,6 kg'],
        ['Montaj', 'Tavan, standart tekli ankastre kutu'],
        ['Çalışma sıcaklığı', '0 °C ile 40 °C arası'],
      ]),
    ],
    features: nv([
      [
        'Elektronik sigara ve THC algılama',
        'Elektronik sigara buharını su buharından ve aerosol spreylerden ayırt ederek yanlış alarmları azaltır.',
      ],
      ['Mahremiyet odaklı tasarım', 'Kamera ve ses kaydı yoktur; kameraların giremediği yerlere takılabilir.'],
      ['Sağlık endeksi', 'Hava kalitesi ölçümlerini her oda için tek ve kolay okunan bir puanda toplar.'],
      ['Acil durum kelimeleri', '"İmdat" gibi ayarlanabilir kelimeler anında uyarı gönderir.'],
      [
        'Müdahale uyarıları',
        'Sensörün üstü kapatılırsa, yeri değiştirilirse ya da kablosu çekilirse personeli uyarır.',
      ],
    ]),
    useCases: [
      'Okul tuvaletleri ve soyunma odaları',
      'Sigara içilmeyen otel odaları ve kiralık daireler',
      'Hastane servisleri ve huzurevleri',
      'İç ortam hava kalitesini izleyen ofisler',
    ],
    includedItems: [
      'HALO Smart Sensor 3C',
      'Tavan montaj plakası',
      'Sökülmeye dayanıklı vidalar ve uç',
      'Hızlı başlangıç kılavuzu',
    ],
  },
  'hikvision-4mp-acusense-dome-camera': {
    title: 'Hikvision DS-2CD2143G2-I 4 MP AcuSense Dome Kamera',
    description:
      'İnsanları ve araçları birbirinden ayıran AcuSense derin öğrenme analitiğine sahip kompakt bir 4 MP sabit dome kamera; yalnızca gerçekten önemli olaylarda uyarı alırsınız. EXIR 2.0 gece görüşü 30 metreye ulaşır, IK10 darbeye dayanıklı gövdesi IP67 sınıfıdır ve iç ya da dış mekânda kullanılabilir. Kayıtları dahili microSD yuvasına veya tek bir PoE kablosuyla herhangi bir Hikvision NVR’a alır.',
    imageAlts: [
      'Hikvision 4 MP AcuSense dome kamera, önden görünüm',
      'Hikvision 4 MP dome kameranın öne çıkan özellikleri',
      'Tavana monte edilmiş Hikvision 4 MP dome kamera',
      'Hikvision DS-2CD2143G2-I ürün kutusu',
    ],
    specifications: [
      spec('Görüntü', [
        ['Görüntü sensörü', '1/3" progresif taramalı CMOS'],
        ['Çözünürlük', '4 MP (2688 × 1520)'],
        ['Kare hızı', '4 MP’de 30 fps'],
        ['Sıkıştırma', 'H.265+, H.265, H.264+, H.264'],
        ['WDR', '120 dB'],
      ]),
      spec('Lens ve IR', [
        ['Lens', '2,8 mm sabit, 103° yatay görüş açısı'],
        ['Gece görüşü', 'EXIR 2.0, 30 metreye kadar'],
        ['Minimum aydınlatma', 'Renkli 0,003 lüks, IR ile 0 lüks'],
      ]),
      spec('Ağ ve güç', [
        ['Arayüz', '1 × RJ45 10/100 Mbps'],
        ['Güç', '12 V DC veya PoE (802.3af), en fazla 6,5 W'],
        ['Dahili kayıt', '256 GB’a kadar microSD'],
      ]),
      spec('Genel', [
        ['Koruma', 'IP67, IK10'],
        ['Çalışma sıcaklığı', '−30 °C ile 60 °C arası'],
        ['Boyutlar', 'Ø 111 × 82 mm'],
      ]),
    ],
    features: nv([
      ['AcuSense', 'İnsan ve araç sınıflandırması hayvanları, yağmuru ve yaprakları eler.'],
      ['Çevre güvenliği kuralları', 'Çizgi geçme, alan ihlali, bölgeye giriş ve çıkış algılama.'],
      ['H.265+', 'H.264’e göre depolama ve bant genişliği ihtiyacını %50’ye kadar azaltır.'],
      ['Darbeye dayanıklı', 'IK10 dome gövde darbelere ve kurcalamaya karşı dayanıklıdır.'],
    ]),
    useCases: ['Mağaza içi ve kasa alanları', 'Ofis koridorları ve lobiler', 'Kapalı otopark girişleri'],
    includedItems: ['Dome kamera', 'Delme şablonu', 'Vida seti', 'Su geçirmez RJ45 kapağı', 'Hızlı başlangıç kılavuzu'],
  },
  'hikvision-8mp-colorvu-bullet-camera': {
    title: 'Hikvision DS-2CD2T87G2-L 8 MP ColorVu Bullet Kamera',
    description:
      'Bu 4K bullet kamera, büyük 1/1.2" sensörü, F1.0 lensi ve 60 metreye ulaşan sıcak beyaz ek aydınlatması sayesinde gece de tam renkli kayıt yapmaya devam eder. AcuSense analitiği insanları ve araçları sınıflandırarak doğru alarmlar üretir. Hava koşullarına dayanıklı IP67 gövdesi ve dahili güneşliği ile cepheler, kapılar ve avlular için çok uygundur.',
    imageAlts: [
      'Hikvision 8 MP ColorVu bullet kamera, yandan görünüm',
      'F1.0 lens ve sıcak beyaz ek aydınlatmanın yakından görünümü',
      'Dış duvara monte edilmiş Hikvision ColorVu bullet kamera',
    ],
    specifications: [
      spec('Görüntü', [
        ['Görüntü sensörü', '1/1.2" progresif taramalı CMOS'],
        ['Çözünürlük', '8 MP (3840 × 2160)'],
        ['Sıkıştırma', 'H.265+, H.265, H.264+, H.264'],
        ['WDR', '130 dB'],
      ]),
      spec('Lens ve aydınlatma', [
        ['Lens', '4 mm sabit, F1.0, 84° yatay görüş açısı'],
        ['Ek aydınlatma', 'Sıcak beyaz LED, 60 metreye kadar'],
        ['Minimum aydınlatma', 'Renkli 0,0005 lüks'],
      ]),
      spec('Genel', [
        ['Güç', '12 V DC veya PoE (802.3af), en fazla 12 W'],
        ['Koruma', 'IP67'],
        ['Kayıt', '512 GB’a kadar microSD'],
        ['Boyutlar', '286 × 101 × 97 mm'],
      ]),
    ],
    features: nv([
      ['7/24 renkli görüntü', 'Gece siyah-beyaz IR görüntüsü yerine renkli görüntü.'],
      ['AcuSense', 'NVR’da hızlı aramayla birlikte isabetli insan ve araç alarmları.'],
      ['4K netlik', 'Plakaları ve yüzleri daha uzak mesafeden net biçimde seçin.'],
    ]),
    useCases: ['Garaj yolları ve bahçe kapıları', 'Depo sahaları ve yükleme rampaları', 'Bina cepheleri ve otoparklar'],
    includedItems: ['Bullet kamera', 'Delme şablonu', 'Vida seti', 'Su geçirmez RJ45 kapağı'],
  },
  'hikvision-4mp-ptz-camera': {
    title: 'Hikvision DS-2DE4425IW-DE 4 MP 25× IR PTZ Kamera',
    description:
      '25× optik zoom ve 100 metre kızılötesi gece görüşüne sahip 4 MP bir PTZ (döner-eğilir-zoom) dome kamera; tek bir direkten koca bir otoparkı ya da kampüsü izleyebilir. Akıllı takip, bir kural tetiklendiğinde kişiyi veya aracı otomatik olarak izler. DarkFighter düşük ışık teknolojisi, IP66 koruma ve 6 kV yıldırım koruması zorlu dış mekânlara uygundur.',
    imageAlts: [
      'Hikvision 4 MP PTZ kamera, önden görünüm',
      'Hikvision PTZ kameranın öne çıkan özellikleri',
      'Saçak altına sarkıt aparatla monte edilmiş Hikvision PTZ kamera',
    ],
    specifications: [
      spec('Görüntü', [
        ['Görüntü sensörü', '1/2.8" progresif taramalı CMOS'],
        ['Çözünürlük', '4 MP (2560 × 1440)'],
        ['Düşük ışık', 'DarkFighter, renkli 0,005 lüks'],
      ]),
      spec('Lens ve PTZ', [
        ['Optik zoom', '25×, 4,8 – 120 mm'],
        ['IR mesafesi', '100 metreye kadar'],
        ['Yatay / dikey dönüş', '360° sonsuz / −15° ile 90° arası'],
        ['Ön ayar', '300'],
      ]),
      spec('Genel', [
        ['Güç', '24 V AC veya PoE+ (802.3at), en fazla 21 W'],
        ['Koruma', 'IP66, 6 kV TVS yıldırım koruması'],
        ['Çalışma sıcaklığı', '−30 °C ile 65 °C arası'],
      ]),
    ],
    features: nv([
      ['Akıllı takip', 'Alan ihlali veya çizgi geçme olayından sonra hedefi otomatik olarak izler.'],
      ['25× zoom', 'Sabit kameraların yalnızca siluet gördüğü mesafelerde ayrıntıları seçin.'],
      ['Devriye turları', 'Ön ayarlı konumlardan oluşan 8 devriye turunu sırayla dolaşır.'],
      ['Silecek gerektirmeyen dome', 'Su itici kaplama yağmur damlalarını fanustan uzak tutar.'],
    ]),
    useCases: ['Büyük otoparklar', 'Fabrika ve okul kampüsleri', 'Tek direkten çevre güvenliği izleme'],
    includedItems: ['PTZ kamera', 'Duvar montaj aparatı', 'Güç adaptörü', 'Vida seti', 'Hızlı başlangıç kılavuzu'],
  },
  'hikvision-4mp-colorvu-turret-camera': {
    title: 'Hikvision DS-2CD2347G2-LU 4 MP ColorVu Turret Kamera',
    description:
      'F1.0 lensi ve 40 metreye kadar ulaşan yumuşak sıcak beyaz ışığıyla gece gündüz renkli görüntü veren 4 MP bir turret kamera. Dahili mikrofon kayıtlara ses ekler; bilye-yuva tasarımı sayesinde duvarda ya da tavanda kolayca yönlendirilir. Dome fanusu olmadığı için gece IR yansıması da olmaz.',
    imageAlts: ['Hikvision 4 MP ColorVu turret kamera, önden görünüm', 'Tavana monte edilmiş Hikvision turret kamera'],
    specifications: [
      spec('Görüntü', [
        ['Görüntü sensörü', '1/1.8" progresif taramalı CMOS'],
        ['Çözünürlük', '4 MP (2688 × 1520)'],
        ['Lens', '2,8 mm sabit, F1.0, 107° yatay görüş açısı'],
      ]),
      spec('Ses ve aydınlatma', [
        ['Mikrofon', 'Dahili'],
        ['Ek aydınlatma', 'Sıcak beyaz LED, 40 metreye kadar'],
      ]),
      spec('Genel', [
        ['Güç', '12 V DC veya PoE (802.3af), en fazla 7 W'],
        ['Koruma', 'IP67'],
        ['Boyutlar', 'Ø 122 × 100 mm'],
      ]),
    ],
    features: nv([
      ['7/24 renkli görüntü', 'F1.0 diyafram gece renkli görüntü için yeterli ışığı toplar.'],
      ['Dahili mikrofon', 'Görüntüyle birlikte sesi de kaydedin.'],
      ['IR yansıması yok', 'Turret gövde, dome fanuslarındaki yansımaları önler.'],
    ]),
    useCases: ['Mağaza girişleri', 'Resepsiyon bankoları ve lobiler', 'Ev verandaları ve bahçeler'],
    includedItems: ['Turret kamera', 'Delme şablonu', 'Vida seti', 'Su geçirmez RJ45 kapağı'],
  },
  'hikvision-8-channel-poe-nvr': {
    title: 'Hikvision DS-7608NXI-K2/8P 8 Kanal 4K PoE NVR',
    description:
      'Sekiz dahili PoE portuna sahip 8 kanallı bir ağ video kayıt cihazı; her kamera için tek bir kablo yeterlidir. 12 MP’ye kadar akışları kaydeder, alarmları AcuSense ile filtreler ve HDMI üzerinden 4K görüntü verir. İki SATA yuvası toplam 20 TB’a kadar disk alır; bu da haftalarca kesintisiz kayıt demektir.',
    imageAlts: [
      'Hikvision 8 kanal PoE NVR, önden görünüm',
      '8 PoE portu, HDMI, VGA ve LAN girişli arka panel',
      'Raf üzerinde Hikvision NVR',
      'Hikvision DS-7608NXI-K2/8P ürün kutusu',
    ],
    specifications: [
      spec('Kayıt', [
        ['IP video girişi', '8 kanal, 12 MP’ye kadar'],
        ['Gelen bant genişliği', '80 Mbps'],
        ['Kod çözme', '30 fps’de 1 × 12 MP, 2 × 8 MP veya 4 × 4 MP'],
      ]),
      spec('Depolama', [
        ['Disk yuvaları', '2 × SATA'],
        ['Kapasite', 'Disk başına 10 TB’a kadar'],
      ]),
      spec('Arayüzler', [
        ['PoE', '8 × RJ45 10/100 Mbps, IEEE 802.3af/at, 110 W bütçe'],
        ['Ağ', '1 × RJ45 10/100/1000 Mbps'],
        ['Video çıkışı', '4K’ya kadar HDMI, 1080p VGA'],
        ['USB', '2 × USB 2.0'],
      ]),
      spec('Genel', [
        ['Güç', '100 – 240 V AC'],
        ['Boyutlar', '385 × 315 × 52 mm'],
        ['Ağırlık', '≤ 3 kg'],
      ]),
    ],
    features: nv([
      ['Tak-çalıştır PoE', 'Arka portlara takılan kameralar otomatik olarak bulunur ve eklenir.'],
      ['AcuSense arama', 'İnsan veya araç içeren kayıtları saniyeler içinde bulun.'],
      ['4K HDMI çıkışı', '4K monitörde canlı izleme ve kayıttan oynatma.'],
      ['Uzaktan erişim', 'Canlı ve kayıtlı görüntüleri Hik-Connect uygulamasından izleyin.'],
    ]),
    useCases: ['Küçük işletme kamera sistemleri', '8 kameraya kadar olan evler', 'Mağazalar ve restoranlar'],
    includedItems: ['NVR', 'Güç kablosu', 'USB fare', 'SATA kabloları ve vidalar', 'Hızlı başlangıç kılavuzu'],
  },
  'ajax-motionprotect-sensor': {
    title: 'Ajax MotionProtect Kablosuz Hareket Dedektörü',
    description:
      'Ajax MotionProtect, iç mekânda kullanılan kablosuz bir PIR hareket dedektörüdür. 12 metreye kadar hareketi algılar, 20 kg’a kadar evcil hayvanları görmezden gelir ve tek bir CR123A pille 5 yıla kadar çalışır. Jeweller kablosuz protokolüyle Ajax Hub’a açık alanda 1.700 metreye kadar mesafeden bağlanır.',
    imageAlts: ['Ajax MotionProtect hareket dedektörü, önden görünüm', 'Oda köşesine monte edilmiş Ajax MotionProtect'],
    specifications: [
      spec('Algılama', [
        ['Sensör', 'PIR'],
        ['Mesafe', '12 metreye kadar'],
        ['Görüş açısı', '88,5° yatay, 80° dikey'],
        ['Evcil hayvan bağışıklığı', '20 kg ve 50 cm boya kadar'],
      ]),
      spec('Kablosuz', [
        ['Protokol', 'Jeweller, 868 MHz'],
        ['Hub’a mesafe', 'Açık alanda 1.700 metreye kadar'],
        ['Şifreleme', 'AES-128'],
      ]),
      spec('Güç ve gövde', [
        ['Pil', '1 × CR123A, 5 yıla kadar'],
        ['Çalışma sıcaklığı', '0 °C ile 40 °C arası'],
        ['Boyutlar', '110 × 65 × 50 mm'],
      ]),
    ],
    features: nv([
      ['Evcil hayvan bağışıklığı', '20 kg altındaki hayvanlar alarm tetiklemez.'],
      ['Sıcaklık dengelemesi', 'Sıcak ve soğuk ortamlarda da doğru algılama.'],
      ['Kolay kurulum', 'SmartBracket paneli sayesinde vidalamadan önce test edilebilir.'],
    ]),
    useCases: ['Ev ve daire alarm sistemleri', 'Ofis ve mağaza koridorları', 'Evcil hayvanı olan evler'],
    includedItems: [
      'MotionProtect dedektörü',
      'SmartBracket montaj paneli',
      'CR123A pil (takılı)',
      'Montaj kiti',
      'Hızlı başlangıç kılavuzu',
    ],
  },
  'dahua-body-worn-camera': {
    title: 'Dahua MPT210 Yaka Kamerası',
    description:
      'Güvenlik görevlileri, park denetçileri ve mağaza personeli için dayanıklı bir yaka kamerası. 30 saniyelik ön kayıt tamponuyla Full HD video kaydeder; böylece düğmeye basılmadan önceki anlar da saklanır. Görüntüler 64 GB dahili hafızada şifreli olarak tutulur ve tek şarj 10 saatlik bir vardiyanın tamamına yeter.',
    imageAlts: [
      'Dahua yaka kamerası, önden görünüm',
      'Döner klipsli Dahua yaka kamerası, yandan görünüm',
      'Görev yeleğine takılı Dahua yaka kamerası',
    ],
    specifications: [
      spec('Görüntü', [
        ['Çözünürlük', '30 fps’de 1080p (1920 × 1080)'],
        ['Görüş açısı', '140° geniş açı'],
        ['Gece görüşü', '10 metreye kadar IR'],
        ['Ön kayıt', '30 sn'],
      ]),
      spec('Depolama ve güvenlik', [
        ['Dahili hafıza', '64 GB'],
        ['Şifreleme', 'AES-256'],
        ['Ekran', '2,0" renkli ekran'],
      ]),
      spec('Güç ve dayanıklılık', [
        ['Batarya', '3.300 mAh, 10 saate kadar kayıt'],
        ['Koruma', 'IP67, 2 m düşme testi'],
        ['Ağırlık', '150 g'],
      ]),
    ],
    features: nv([
      ['Tek dokunuşla kayıt', 'Büyük kaydırmalı düğme eldivenle bile kaydı başlatır.'],
      ['Ön kayıt tamponu', 'Kayıt başlamadan önceki 30 saniyeyi de saklar.'],
      ['Yuvadan aktarım', 'Kamera yuvaya takıldığında görüntüler otomatik olarak aktarılır.'],
    ]),
    useCases: ['Güvenlik devriyeleri', 'Park denetimi', 'Mağazada kayıp önleme', 'Etkinlik görevlileri'],
    includedItems: ['Yaka kamerası', 'Döner klips', 'USB-C kablo', 'Şarj cihazı', 'Kullanım kılavuzu'],
  },
  'motorola-mototrbo-dp4400e': {
    title: 'Motorola MOTOTRBO DP4400e Dijital El Telsizi',
    description:
      'DP4400e, analog ve dijital çalışma arasında geçiş yapabilen profesyonel bir DMR telsizdir; böylece dijitale geçiş sürecinde mevcut telsizlerinizle haberleşmeye devam edebilirsiniz. Akıllı ses özelliği ses seviyesini ortam gürültüsüne göre ayarlar, rüzgâr ve makine seslerini bastırır. 2 metre derinliğe kadar suya dayanır ve tek bir IMPRES bataryayla bir vardiyadan fazlasını çıkarır.',
    imageAlts: [
      'Motorola MOTOTRBO DP4400e telsiz, önden görünüm',
      'Motorola DP4400e’nin öne çıkan özellikleri',
      'Masaüstü şarj ünitesindeki Motorola DP4400e',
      'Motorola MOTOTRBO DP4400e ürün kutusu',
    ],
    specifications: [
      spec('Telsiz', [
        ['Frekans', 'UHF 403 – 527 MHz'],
        ['Kanal', '32'],
        ['Çıkış gücü', '4 W yüksek / 1 W düşük'],
        ['Modlar', 'DMR Tier II dijital ve analog'],
      ]),
      spec('Batarya', [
        ['Batarya', 'IMPRES Li-ion 3.000 mAh'],
        ['Kullanım süresi', 'Dijitalde 29 saate, analogda 22 saate kadar (5/5/90)'],
      ]),
      spec('Bağlantı', [
        ['Bluetooth', '5.0 ses ve veri'],
        ['Wi-Fi', 'Kablosuz yazılım güncellemeleri'],
        ['GPS', 'Dahili GPS/GLONASS'],
      ]),
      spec('Genel', [
        ['Koruma', 'IP68, 2 m derinlikte 2 saat su altında kalabilir'],
        ['Boyutlar', '130 × 55 × 35 mm'],
        ['Ağırlık', 'Bataryayla birlikte 310 g'],
      ]),
    ],
    features: nv([
      ['Akıllı ses', 'Ses seviyesi çevrenizdeki gürültüye göre kendiliğinden ayarlanır.'],
      ['Çift mod', 'Hem analog hem dijital telsizlerle haberleşir.'],
      ['Düşme alarmı (Man Down)', 'Kullanıcı düştüğünde veya hareketsiz kaldığında isteğe bağlı uyarı.'],
      ['Sağlam yapı', 'ABD askeri standardı 810 C–H gerekliliklerini karşılar.'],
    ]),
    useCases: ['Fabrikalar ve depolar', 'Güvenlik ekipleri', 'Oteller ve etkinlik alanları', 'İnşaat şantiyeleri'],
    includedItems: [
      'DP4400e telsiz',
      'IMPRES Li-ion batarya',
      'UHF anten',
      'Kemer klipsi',
      'Masaüstü şarj ünitesi',
      'Kullanım kılavuzu',
    ],
  },
  'motorola-talkabout-t82-extreme': {
    title: 'Motorola Talkabout T82 Extreme PMR446 İkili Paket',
    description:
      'Açık arazide 10 kilometreye kadar menzil sunan, doğa için üretilmiş iki adet lisanssız PMR446 telsiz. IPX4 sıçramaya dayanıklıdırlar; dahili el feneri ve eller serbest VOX özellikleri vardır ve birlikte gelen ikili şarj ünitesinde aynı anda şarj olurlar. Kayakta ya da patikada aileyi veya küçük bir ekibi bir arada tutmanın kolay bir yoludur.',
    imageAlts: [
      'Motorola Talkabout T82 Extreme ikili paket, önden görünüm',
      'Arka ışıklı ekranın yakından görünümü',
      'Dağda Motorola T82 Extreme telsizler',
    ],
    specifications: [
      spec('Telsiz', [
        ['Bant', 'PMR446, lisanssız'],
        ['Kanallar', '16 kanal, 121 gizlilik kodu'],
        ['Menzil', 'Açık arazide 10 kilometreye kadar'],
      ]),
      spec('Güç', [
        ['Batarya', 'Şarj edilebilir NiMH 1.300 mAh veya 3 × AA'],
        ['Kullanım süresi', '18 saate kadar'],
      ]),
      spec('Genel', [
        ['Koruma', 'IPX4 sıçramaya dayanıklı'],
        ['Ekstralar', 'LED fener, VOX, 20 çağrı tonu, tuş kilidi'],
        ['Ağırlık', 'Her biri 165 g'],
      ]),
    ],
    features: nv([
      ['Eller serbest VOX', 'Düğmeye basmadan konuşun.'],
      ['Dahili fener', 'Kampta ya da karanlık patikada çok işe yarar.'],
      ['İkili şarj ünitesi', 'İki telsizi tek adaptörle şarj edin.'],
    ]),
    useCases: ['Doğa yürüyüşü ve kayak', 'Kamp ve aile gezileri', 'Küçük etkinlik ekipleri'],
    includedItems: [
      '2 × T82 Extreme telsiz',
      '2 × NiMH batarya paketi',
      'İkili masaüstü şarj ünitesi',
      '2 × kemer klipsi',
      '2 × PTT’li kulaklık',
    ],
  },
  'kenwood-tk-3701d': {
    title: 'Kenwood TK-3701D Dijital PMR446 Telsiz',
    description:
      'Kenwood TK-3701D, lisanssız PMR446 bandında dijital (dPMR) ve analog modda çalışabilen kompakt bir el telsizidir. Dijital mod daha temiz ses ve daha geniş kapsama alanı sağlar; 1.430 mAh Li-ion bataryası 18 saate kadar kullanım sunar. IP54 koruma sınıfıyla mağaza, otel ve depo ekiplerinin günlük temposuna dayanır.',
    imageAlts: ['Kenwood TK-3701D telsiz, önden görünüm', 'Şarj yuvasındaki Kenwood TK-3701D'],
    specifications: [
      spec('Telsiz', [
        ['Bant', 'PMR446 (446,0 – 446,2 MHz), lisanssız'],
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
      ['Sesli bildirimler', 'Kanal ve batarya durumu ekrana bakmadan sesli olarak bildirilir.'],
      ['Geniş uyumluluk', 'Analog PMR446 telsizlerle de haberleşebilir.'],
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
  'milo-action-communicator': {
    title: 'Milo Action Communicator – Eller Serbest Grup Telsizi',
    description:
      'Milo, hareket hâlindeki gruplar için eller serbest bir telsizdir: sesinizi otomatik olarak algılar ve rüzgâr sesini süzer; böylece kayak yaparken, pedal çevirirken ya da kürek çekerken konuşabilirsiniz. Tek bir gruba 8 Milo’ya kadar katılabilir ve cihazlar birbirinden 1,6 kilometreye kadar uzaktayken bağlı kalır. Tek şarj, dışarıda koca bir güne yeter.',
    imageAlts: [
      'Milo Action Communicator, önden görünüm',
      'Milo Action Communicator’ın öne çıkan özellikleri',
      'Yürüyüşte çantaya takılmış Milo Action Communicator',
    ],
    specifications: [
      spec('İletişim', [
        ['Menzil', 'Cihazlar arasında görüş hattında 1,6 kilometreye kadar'],
        ['Grup büyüklüğü', '8 kullanıcıya kadar'],
        ['Ses', 'Rüzgâr gürültüsü bastırmalı sesle etkinleştirme'],
      ]),
      spec('Güç', [
        ['Kullanım süresi', '12 saate kadar'],
        ['Şarj', 'USB-C, 2 saatte tam dolum'],
      ]),
      spec('Genel', [
        ['Koruma', 'IP67 su geçirmez'],
        ['Bluetooth', 'Müzik ve aramalar için telefonla eşleşir'],
        ['Ağırlık', '85 g'],
      ]),
    ],
    features: nv([
      ['Eller serbest konuşma', 'Sadece konuşun; basılacak düğme yok.'],
      ['Rüzgâr filtresi', 'Bisiklette ve kayakta hızlıyken bile anlaşılır ses.'],
      ['Bas-sustur', 'Büyük düğme sesinizi anında kapatır.'],
    ]),
    useCases: ['Kayak ve snowboard grupları', 'Bisiklet ve dağ bisikleti', 'Kano ve yelken'],
    includedItems: ['Milo telsiz', 'Karabinalı askı aparatı', 'USB-C kablo', 'Hızlı başlangıç kartı'],
  },
  'hikvision-16-port-poe-switch': {
    title: 'Hikvision DS-3E0318P-E/M 16 Port PoE Switch, Gigabit Uplink’li',
    description:
      'Kamera sistemleri için üretilmiş, 230 W güç bütçeli ve iki gigabit uplink portlu yönetilemeyen 16 port PoE switch. Uzun mesafe modu, güç ve veriyi alışılmış 100 metrelik Ethernet sınırının çok ötesine, 300 metreye kadar taşır. Standart 19" kabine monte edilir.',
    imageAlts: [
      'Hikvision 16 port PoE switch, önden görünüm',
      'Gigabit uplink ve SFP portlarının yakından görünümü',
      '19" kabine monte edilmiş Hikvision PoE switch',
    ],
    specifications: [
      spec('Portlar', [
        ['PoE portları', '16 × RJ45 10/100 Mbps'],
        ['Uplink', '2 × Gigabit kombo (RJ45 / SFP)'],
      ]),
      spec('PoE', [
        ['Standartlar', 'IEEE 802.3af / 802.3at'],
        ['Güç bütçesi', '230 W'],
        ['Port başına', '30 W’a kadar'],
        ['Uzun mesafe modu', '10 Mbps’de 300 metreye kadar'],
      ]),
      spec('Genel', [
        ['Anahtarlama kapasitesi', '7,2 Gbps'],
        ['Montaj', '19" kabin, 1U'],
        ['Güç', '100 – 240 V AC'],
      ]),
    ],
    features: nv([
      ['Uzun mesafe PoE', '300 metreye kadar uzaktaki kameralara uzatıcı olmadan ulaşın.'],
      ['Öncelikli portlar', 'Güç bütçesi yetmediğinde 1–8 numaralı portlar önceliklidir.'],
      ['Tak-çalıştır', 'Yönetilemeyen switch; yapılandırma gerekmez.'],
    ]),
    useCases: ['9 ile 16 kamera arası sistemler', 'Uzun kablo hatları olan otoparklar', 'Sunucu ve iletişim odaları'],
    includedItems: ['PoE switch', 'Güç kablosu', 'Kabin montaj kulakları', 'Kauçuk ayaklar', 'Vida seti'],
  },
  'tp-link-8-port-poe-switch': {
    title: 'TP-Link TL-SG1008MP 8 Port Gigabit PoE+ Switch',
    description:
      'Sekiz gigabit portunun tamamı PoE+ olan ve 126 W güç bütçesini paylaşan fansız bir masaüstü switch. IP kameraları, erişim noktalarını ve VoIP telefonları ayrı adaptöre gerek kalmadan besler. Uzatma modu 250 metreye kadar uzaktaki cihazlara ulaşır; öncelik modu da bütçe daraldığında önemli cihazların beslenmesini sürdürür.',
    imageAlts: [
      'TP-Link 8 port gigabit PoE+ switch, önden görünüm',
      'TP-Link TL-SG1008MP’nin öne çıkan özellikleri',
      'Masa üzerinde TP-Link switch',
    ],
    specifications: [
      spec('Portlar', [
        ['Ethernet', '8 × 10/100/1000 Mbps RJ45'],
        ['PoE portları', '8 × PoE+ (IEEE 802.3af/at)'],
      ]),
      spec('PoE', [
        ['Güç bütçesi', '126 W'],
        ['Port başına', '30 W’a kadar'],
        ['Modlar', 'Standart, Uzatma (10 Mbps’de 250 m), İzolasyon'],
      ]),
      spec('Genel', [
        ['Anahtarlama kapasitesi', '16 Gbps'],
        ['Soğutma', 'Fansız, sessiz'],
        ['Boyutlar', '250 × 180 × 44 mm, masaüstü veya kabine monte edilebilir'],
      ]),
    ],
    features: nv([
      ['Sessiz', 'Fansız tasarım; ofislere ve oturma odalarına uygun.'],
      ['Uzatma modu', '250 metreye kadar uzaktaki cihazları besleyin.'],
      ['Tak-çalıştır', 'Yapılandırma gerekmez.'],
    ]),
    useCases: ['Küçük ofis ağları', 'Ev kamera sistemleri', 'Wi-Fi erişim noktalarını besleme'],
    includedItems: ['PoE+ switch', 'Güç kablosu', 'Kabin montaj kiti', 'Kauçuk ayaklar', 'Kurulum kılavuzu'],
  },
  'ubiquiti-unifi-switch-lite-16-poe': {
    title: 'Ubiquiti UniFi Switch Lite 16 PoE',
    description:
      'Sekizi PoE+ olmak üzere 16 gigabit portlu, kompakt ve fansız bir Katman 2 yönetilebilir switch. UniFi ağ geçitleriniz ve erişim noktalarınızla birlikte UniFi Network uygulamasından yapılandırılır ve izlenir. Kutuda 19" kabinler için montaj kulakları da bulunur.',
    imageAlts: ['Ubiquiti UniFi Switch Lite 16 PoE, önden görünüm', 'Kabine monte edilmiş UniFi Switch Lite 16 PoE'],
    specifications: [
      spec('Portlar', [
        ['Ethernet', '16 × 10/100/1000 Mbps RJ45'],
        ['PoE portları', '8 × PoE+ (IEEE 802.3af/at)'],
      ]),
      spec('Güç', [
        ['PoE bütçesi', '45 W'],
        ['En yüksek tüketim', 'PoE çıkışı hariç 8 W'],
      ]),
      spec('Yönetim', [
        ['Katman', 'Katman 2 yönetilebilir'],
        ['Yazılım', 'UniFi Network uygulaması'],
        ['Özellikler', 'VLAN, bağlantı birleştirme, port yansıtma, STP'],
      ]),
    ],
    features: nv([
      ['Fansız', 'Açık ofisler için sessiz çalışma.'],
      ['Tek ekrandan yönetim', 'UniFi ağınızın geri kalanıyla birlikte yönetin.'],
      ['Port içgörüleri', 'Uygulamada port başına trafik ve PoE kullanımı.'],
    ]),
    useCases: ['UniFi ev ve ofis ağları', 'UniFi erişim noktalarını ve kameralarını besleme', 'Küçük rack kabinler'],
    includedItems: ['Switch', 'Güç adaptörü', 'Kabin montaj kulakları', 'Vidalar'],
  },
  'cat6-utp-cable-305m': {
    title: 'Cat6 U/UTP Kurulum Kablosu, 23 AWG, 305 m Kutu',
    description:
      'Dört çift 23 AWG som bakır iletkenden oluşan ve 250 MHz’e kadar test edilen Belden Cat6 U/UTP kablo. 305 metrelik çekme kutusu sayesinde kablo dolaşmadan ve düğümlenmeden çekilir. IP kamera, PoE ve gigabit ağ kurulumlarına uygundur; LSZH dış kılıfı kapalı alanlarda yangın güvenliğine katkı sağlar.',
    imageAlts: ['305 m kutuda Cat6 U/UTP kablo', 'Kablo kutusunun çekme ağzının yakından görünümü'],
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
      ['Som bakır', 'Bakır kaplı alüminyum (CCA) değil; PoE için düşük direnç.'],
      ['Metre işaretleri', 'Kılıfın üzerinde her metrede uzunluk baskısı.'],
      ['Düğümsüz çekme', 'Kutu içindeki makara sayesinde kolay kullanım.'],
    ]),
    useCases: ['IP kamera kurulumları', 'Ofis yapısal kablolama', 'PoE ile beslenen erişim noktaları'],
    includedItems: ['305 m Cat6 kablo (kutuda)'],
  },
  'cat6-patch-cable-5-pack': {
    title: 'Cat6 Patch Kablo 2 m, 5’li Paket (Renk Kodlu)',
    description:
      'Düzenli, renk kodlu kabinler ve masalar için beş farklı renkte beş adet 2 metrelik Cat6 patch kablo. Takılmayı önleyen kılıflar klipsleri korur, altın kaplama kontaklar gigabit hızlarda güvenilir bağlantı sağlar.',
    imageAlts: ['Mavi, kırmızı, sarı, yeşil ve gri beş Cat6 patch kablo'],
    specifications: [
      spec('Kablo', [
        ['Kategori', 'Cat6 U/UTP, 250 MHz'],
        ['İletken', '24 AWG çok telli bakır'],
        ['Uzunluk', 'Her biri 2 m'],
      ]),
      spec('Konnektörler', [
        ['Fişler', 'RJ45, altın kaplama kontaklar'],
        ['Kılıflar', 'Takılmaz tip'],
      ]),
    ],
    features: nv([
      ['Renk kodlu', 'Mavi, kırmızı, sarı, yeşil ve gri.'],
      ['Takılmaz kılıflar', 'Kablo kanallarından çekilirken klipsler kırılmaz.'],
      ['Gigabit’e hazır', '1 Gbps ve PoE için test edilmiştir.'],
    ]),
    useCases: ['Patch paneller ve kabinler', 'Kameraları switch’lere bağlama', 'Ev ofis masaları'],
    includedItems: ['5 × Cat6 patch kablo, 2 m', 'Cırt cırtlı kablo bağları'],
  },
  'akuvox-e12w-sip-door-phone': {
    title: 'Akuvox E12W SIP Görüntülü Kapı Telefonu',
    description:
      'Akuvox E12W, tek çağrı butonlu, SIP tabanlı bir görüntülü kapı telefonudur. Geniş açılı HD kamerası, gece görüşü için IR aydınlatması ve IP65/IK08 sınıfı dayanıklı gövdesiyle villa ve ofis girişleri için tasarlanmıştır. Wi-Fi ya da PoE ile bağlanır; gelen çağrıları akıllı telefona, IP telefona veya iç ünite monitörüne aktarır.',
    imageAlts: [
      'Akuvox E12W SIP kapı telefonu, önden görünüm',
      'Akuvox E12W’nin öne çıkan özellikleri',
      'Giriş kapısının yanına monte edilmiş Akuvox E12W',
    ],
    specifications: [
      spec('Kamera', [
        ['Çözünürlük', '2 MP (1920 × 1080)'],
        ['Görüş açısı', '115° yatay'],
        ['Gece görüşü', 'IR LED, 3 m'],
      ]),
      spec('Bağlantı', [
        ['Protokol', 'SIP 2.0, RTSP, ONVIF'],
        ['Ağ', 'Wi-Fi 2,4 GHz ve 10/100 Mbps Ethernet'],
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
      'Sıva üstü montaj kutusu',
      'Vida ve dübel seti',
      'Torx tornavida',
      'Hızlı kurulum kılavuzu',
    ],
  },
  'aiphone-jos-video-intercom-kit': {
    title: 'Aiphone JOS-1A 7" Eller Serbest Görüntülü Diyafon Seti',
    description:
      '7 inç eller serbest monitör ve sıva üstü kapı ünitesinden oluşan, yalnızca iki damarlı kabloyla bağlanan eksiksiz bir görüntülü diyafon seti. Ziyaretçiler gece gündüz renkli görüntülenir, kapı tek dokunuşla açılır. Mevcut kapı zili kablolaması üzerine kolayca kurulur.',
    imageAlts: ['7 inç monitörlü ve kapı ünitesiyle Aiphone JOS-1A seti', 'Koridora monte edilmiş Aiphone monitör'],
    specifications: [
      spec('Monitör', [
        ['Ekran', '7" renkli LCD'],
        ['Ses', 'Eller serbest, ayarlanabilir ses seviyesi'],
        ['Kayıt', '80 fotoğrafa kadar'],
      ]),
      spec('Kapı ünitesi', [
        ['Kamera', 'Renkli, 170° geniş açı, beyaz LED aydınlatma'],
        ['Koruma', 'IP54'],
        ['Montaj', 'Sıva üstü'],
      ]),
      spec('Sistem', [
        ['Kablolama', '2 damar, 100 metreye kadar'],
        ['Güç', 'Prize takılan adaptör, 100 – 240 V AC'],
        ['Genişletme', '2 monitör ve 2 kapı ünitesine kadar'],
      ]),
    ],
    features: nv([
      ['İki telli kurulum', 'Mevcut kapı zili kablolamasını kullanır.'],
      ['Fotoğraf hafızası', 'Her ziyaretçinin fotoğrafını otomatik olarak kaydeder.'],
      ['Kapı açma', 'Elektrikli kilidi monitörden açın.'],
    ]),
    useCases: ['Eski kapı zilini yenileyen evler', 'Küçük ofisler ve klinikler', 'Bahçe kapılı girişler'],
    includedItems: ['7" monitör', 'Kapı ünitesi', 'Güç adaptörü', 'Duvar aparatı', 'Kurulum kılavuzu'],
  },
  'sandisk-high-endurance-256gb': {
    title: 'SanDisk High Endurance 256 GB microSDXC Kart',
    description:
      'Güvenlik kameralarının ve araç kameralarının kesintisiz yazma yüküne göre üretilmiş, 20.000 saate kadar Full HD kayda dayanacak şekilde tasarlanmış bir microSD kart. U3 ve V30 hız sınıfları 4K kayıtların takılmadan yapılmasını sağlar. Kutuda bir SD adaptörü de bulunur.',
    imageAlts: ['SanDisk High Endurance 256 GB microSDXC kart', '256 GB ve 128 GB SanDisk High Endurance kartlar'],
    specifications: [
      spec('Performans', [
        ['Kapasite', '256 GB'],
        ['Okuma / yazma', '100 / 40 MB/sn’ye kadar'],
        ['Hız sınıfı', 'U3, V30, Class 10'],
      ]),
      spec('Dayanıklılık', [
        ['Kayıt ömrü', '20.000 saate kadar Full HD video'],
        ['Dayanım', 'Suya, sıcaklığa, darbeye ve röntgene dayanıklı'],
        ['Çalışma sıcaklığı', '−25 °C ile 85 °C arası'],
      ]),
    ],
    features: nv([
      ['Kameralar için üretildi', 'Sürekli üzerine yazarak kayıt için tasarlanmıştır.'],
      ['4K’ya hazır', 'V30, 4K video kaydını kesintisiz sürdürür.'],
      ['Adaptör dahil', 'Kartı herhangi bir SD yuvasında okuyun.'],
    ]),
    useCases: ['Dahili kayıtlı IP kameralar', 'Araç kameraları', 'Yaka kameraları'],
    includedItems: ['256 GB microSDXC kart', 'SD adaptörü'],
  },
  'tp-link-poe-injector': {
    title: 'TP-Link TL-POE170S PoE++ Enjektör, 60 W',
    description:
      'Herhangi bir gigabit Ethernet hattına 60 W’a kadar PoE++ güç ekler; PTZ kameralar, Wi-Fi 6 erişim noktaları ve LED aydınlatma için yeterlidir. 802.3af, at ve bt cihazlarla otomatik olarak anlaşır; masaya konabilir veya duvara monte edilebilir.',
    imageAlts: ['Veri girişi ve PoE çıkışı portlarıyla TP-Link PoE++ enjektör', 'Masa üzerinde TP-Link PoE enjektör'],
    specifications: [
      spec('Portlar', [
        ['Veri girişi', '1 × 10/100/1000 Mbps RJ45'],
        ['PoE çıkışı', '1 × 10/100/1000 Mbps RJ45'],
      ]),
      spec('Güç', [
        ['Standart', 'IEEE 802.3bt (af/at ile geriye dönük uyumlu)'],
        ['Çıkış', '60 W’a kadar'],
        ['Giriş', '100 – 240 V AC'],
      ]),
      spec('Genel', [
        ['Mesafe', '100 metreye kadar'],
        ['Montaj', 'Masaüstü veya duvar'],
      ]),
    ],
    features: nv([
      ['60 W çıkış', 'PTZ kameraları ve yüksek güçlü erişim noktalarını besler.'],
      ['Otomatik algılama', 'Yalnızca PoE cihazlara güç verir.'],
      ['Tak-çalıştır', 'Yapılandırma gerekmez.'],
    ]),
    useCases: ['Tek bir PTZ kamerayı besleme', 'PoE switch olmadan Wi-Fi 6 erişim noktası ekleme'],
    includedItems: ['PoE enjektör', 'Güç kablosu', 'Kurulum kılavuzu'],
  },
  'camera-junction-box': {
    title: 'Dome ve Turret Kameralar için Kamera Bağlantı Kutusu',
    description:
      'Dome ve turret kameralar için alüminyum alaşımdan üretilmiş bağlantı kutusu. Kablo konnektörlerini ve artan kabloyu kutunun içinde saklayarak dış mekânda neme ve kurcalanmaya karşı korur. Duvara ya da tavana monte edilir; yan kablo girişi sayesinde sıva üstü boruyla da kullanılabilir.',
    imageAlts: ['Kamera bağlantı kutusu, üstten görünüm'],
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
  'wall-mount-bracket': {
    title: 'Dahua PFB203W Duvar Montaj Aparatı',
    description:
      'Dome ve turret kameraları duvardan uzakta tutarak daha geniş bir görüş alanı sağlayan beyaz alüminyum duvar aparatı. İçi boş kolu sayesinde kablolar gizli kalır ve hava koşullarından korunur.',
    imageAlts: ['Dahua PFB203W duvar montaj aparatı'],
    specifications: [
      spec('Malzeme', [
        ['Gövde', 'Alüminyum, beyaz toz boya'],
        ['Taşıma kapasitesi', '3 kg'],
      ]),
      spec('Ölçüler', [
        ['Boyut', '123 × 109 × 181 mm'],
        ['Ağırlık', '0,38 kg'],
      ]),
    ],
    features: nv([
      ['Gizli kablolama', 'Kablolar kolun içinden geçer.'],
      ['Hava koşullarına dayanıklı', 'Dış mekân kurulumlarına uygundur.'],
      ['Geniş uyumluluk', 'Çoğu Dahua dome kamerasına ve birçok başka markaya uyar.'],
    ]),
    useCases: ['Dome kameraların dış duvarlara montajı', 'Koridorlarda turret kameralar'],
    includedItems: ['Duvar aparatı', 'Vida ve dübeller', 'Montaj şablonu'],
  },
  'retevis-heavy-duty-headset': {
    title: 'Retevis Ağır Hizmet Tipi Gürültü Önleyici PTT’li Kulaklık (2 pin)',
    description:
      'Fabrikalar, havaalanları ve şantiyeler gibi gürültülü yerlerde telsizle kullanılmak üzere tasarlanmış kulak üstü bir kulaklık. Gürültü önleyici esnek mikrofon ve 24 dB işitme koruması konuşmayı anlaşılır tutar; kablodaki büyük PTT butonu eldivenle bile kolayca bulunur. Kenwood tipi 2 pinli telsizlere uyar.',
    imageAlts: [
      'Esnek mikrofonlu ve PTT’li ağır hizmet tipi kulaklık',
      'Kablodaki bas-konuş butonunun yakından görünümü',
    ],
    specifications: [
      spec('Ses', [
        ['Mikrofon', 'Gürültü önleyici esnek mikrofon'],
        ['İşitme koruması', 'NRR 24 dB'],
      ]),
      spec('Bağlantı', [
        ['Konnektör', '2 pin Kenwood tipi (K1)'],
        ['PTT', 'Kablo üzerinde, büyük buton'],
        ['Kablo', 'Spiral, 1,5 metreye kadar'],
      ]),
    ],
    features: nv([
      ['Gürültü önleme', 'Makine gürültüsünde bile sesiniz net duyulur.'],
      ['İşitme koruması', '24 dB sönümlemeli yastıklı kulak kapları.'],
      ['Eldivenle kullanılabilen PTT', 'Kablo üzerinde büyük buton.'],
    ]),
    useCases: ['Fabrikalar ve atölyeler', 'Havaalanı yer ekipleri', 'Motor sporları pit ekipleri'],
    includedItems: ['Kulaklık', 'Kablo üstü PTT kablosu', 'Yedek mikrofon süngeri'],
  },
  'hikvision-4-channel-poe-nvr': {
    title: 'Hikvision DS-7604NXI-K1/4P 4 Kanal 4K PoE NVR',
    description:
      'Dört dahili PoE portuna sahip kompakt, 4 kanallı bir ağ video kayıt cihazı: dört kameraya kadar takın, her biri tek kablodan hem güç hem veri alsın. 8 MP’ye kadar kameraları kaydeder, AcuSense ile insanları ve araçları diğer hareketlerden ayırır ve HDMI üzerinden 4K canlı görüntü verir. Tek SATA yuvası 10 TB’a kadar disk alır.',
    imageAlts: ['Hikvision 4 kanal PoE NVR, önden görünüm'],
    specifications: [
      spec('Kayıt', [
        ['IP video girişi', '4 kanal, 8 MP’ye kadar'],
        ['Gelen bant genişliği', '40 Mbps'],
        ['Sıkıştırma', 'H.265+, H.265, H.264+, H.264'],
      ]),
      spec('Depolama', [
        ['Disk yuvaları', '1 × SATA'],
        ['Kapasite', 'Disk başına 10 TB’a kadar'],
      ]),
      spec('Arayüzler', [
        ['PoE', '4 × RJ45 10/100 Mbps, IEEE 802.3af/at, 50 W bütçe'],
        ['Video çıkışı', '4K’ya kadar HDMI, 1080p VGA'],
        ['USB', '2 × USB 2.0'],
      ]),
    ],
    features: nv([
      ['Tak-çalıştır PoE', 'Arka portlara takılan kameralar otomatik olarak bulunur ve eklenir.'],
      ['AcuSense arama', 'İnsan veya araç içeren kayıtları saniyeler içinde bulun.'],
      ['4K HDMI çıkışı', '4K monitörde canlı izleme ve kayıttan oynatma.'],
      ['Uzaktan erişim', 'Canlı ve kayıtlı görüntüleri Hik-Connect uygulamasından izleyin.'],
    ]),
    useCases: ['4 kameraya kadar olan evler', 'Küçük mağazalar, kafeler ve ofisler', 'Garajlar ve atölyeler'],
    includedItems: ['NVR', 'Güç adaptörü', 'USB fare', 'SATA kablosu ve vidalar', 'Hızlı başlangıç kılavuzu'],
  },
  'hikvision-16-channel-poe-nvr': {
    title: 'Hikvision DS-7616NXI-K2/16P 16 Kanal 4K PoE NVR',
    description:
      'On altı dahili PoE portu ve 200 W güç bütçesiyle büyük kamera sistemlerini tek cihazda toplayan 16 kanallı bir ağ video kayıt cihazı. 160 Mbps gelen bant genişliğiyle 12 MP’ye kadar kameraları kaydeder, alarmları AcuSense ile filtreler ve HDMI üzerinden 4K görüntü verir. İki SATA yuvasının her biri 10 TB’a kadar disk alır.',
    imageAlts: ['Hikvision 16 kanal PoE NVR, önden görünüm'],
    specifications: [
      spec('Kayıt', [
        ['IP video girişi', '16 kanal, 12 MP’ye kadar'],
        ['Gelen bant genişliği', '160 Mbps'],
        ['Sıkıştırma', 'H.265+, H.265, H.264+, H.264'],
      ]),
      spec('Depolama', [
        ['Disk yuvaları', '2 × SATA'],
        ['Kapasite', 'Disk başına 10 TB’a kadar'],
      ]),
      spec('Arayüzler', [
        ['PoE', '16 × RJ45 10/100 Mbps, IEEE 802.3af/at, 200 W bütçe'],
        ['Ağ', '1 × RJ45 10/100/1000 Mbps'],
        ['Video çıkışı', '4K’ya kadar HDMI, 1080p VGA'],
        ['USB', '2 × USB 2.0'],
      ]),
      spec('Genel', [
        ['Güç', '100 – 240 V AC'],
        ['Montaj', '19" kabin, 1U'],
      ]),
    ],
    features: nv([
      ['16 PoE portu', 'Her kamera tek kabloyla doğrudan kayıt cihazına bağlanır; ayrı switch gerekmez.'],
      ['AcuSense arama', 'İnsan veya araç içeren kayıtları saniyeler içinde bulun.'],
      ['4K HDMI çıkışı', '4K monitörde canlı izleme ve kayıttan oynatma.'],
      ['Uzaktan erişim', 'Canlı ve kayıtlı görüntüleri Hik-Connect uygulamasından izleyin.'],
    ]),
    useCases: [
      '9 ile 16 kamera arası sistemler',
      'Depolar, fabrikalar ve otoparklar',
      'Okullar, oteller ve çok katlı ofisler',
    ],
    includedItems: ['NVR', 'Güç kablosu', 'USB fare', 'SATA kabloları ve vidalar', 'Hızlı başlangıç kılavuzu'],
  },
  'wd-purple-4tb-surveillance-hdd': {
    title: 'WD Purple 4 TB Güvenlik Sabit Diski (WD43PURZ)',
    description:
      'Günün her saati video yazan kayıt cihazları için üretilmiş 3,5 inç SATA sabit disk. WD Purple, yılda 180 TB iş yükü ve 64 kameraya kadar kayıt için tasarlanmıştır; AllFrame teknolojisi oynatma sırasında kare kayıplarını azaltır. 4 TB kapasitesiyle küçük bir kamera sisteminin haftalarca kaydını saklar.',
    imageAlts: ['WD Purple 4 TB güvenlik sabit diski'],
    specifications: [
      spec('Disk', [
        ['Kapasite', '4 TB'],
        ['Arayüz', 'SATA 6 Gb/s'],
        ['Form faktörü', '3,5 inç'],
        ['Dönüş hızı', '5400 RPM sınıfı'],
        ['Önbellek', '256 MB'],
      ]),
      spec('Güvenlik kaydı', [
        ['İş yükü', 'Yılda 180 TB'],
        ['Kamera', '64 kameraya kadar'],
        ['Disk yuvası', '8 yuvaya kadar olan sistemler'],
        ['Garanti', '3 yıl sınırlı garanti'],
      ]),
    ],
    features: nv([
      ['7/24 kayıt için üretildi', 'NVR ve DVR’ların kesintisiz yazma yüküne göre ayarlanmış donanım yazılımı.'],
      ['AllFrame teknolojisi', 'Kayıtlı videodaki kare kayıplarını ve boşlukları azaltır.'],
      ['64 kameraya kadar', 'Büyük bir kayıt cihazının akışlarını aynı anda kaldırır.'],
    ]),
    useCases: [
      'Hikvision ve diğer NVR’lar',
      'Küçük kamera sistemlerindeki DVR’lar',
      'Dolan veya arızalanan kayıt diskini değiştirme',
    ],
    includedItems: ['WD Purple 4 TB sabit disk'],
  },
  'wd-purple-8tb-surveillance-hdd': {
    title: 'WD Purple 8 TB Güvenlik Sabit Diski (WD85PURZ)',
    description:
      'Günün her saati kayıt yapan ağ video kayıt cihazları için 8 TB, 3,5 inç SATA sabit disk. Yılda 180 TB iş yükü ve 64 kameraya kadar kayıt için tasarlanmıştır; AllFrame teknolojisi kare kayıplarını azaltır. 2 yuvalı bir kayıt cihazına takılan iki adet disk, sekiz adet 4 MP kameranın bir ay ve daha uzun süreli kaydını saklar.',
    imageAlts: ['WD Purple 8 TB güvenlik sabit diski'],
    specifications: [
      spec('Disk', [
        ['Kapasite', '8 TB'],
        ['Arayüz', 'SATA 6 Gb/s'],
        ['Form faktörü', '3,5 inç'],
        ['Dönüş hızı', '5640 RPM sınıfı'],
        ['Önbellek', '256 MB'],
      ]),
      spec('Güvenlik kaydı', [
        ['İş yükü', 'Yılda 180 TB'],
        ['Kamera', '64 kameraya kadar'],
        ['Disk yuvası', '8 yuvaya kadar olan sistemler'],
        ['Garanti', '3 yıl sınırlı garanti'],
      ]),
    ],
    features: nv([
      ['7/24 kayıt için üretildi', 'NVR ve DVR’ların kesintisiz yazma yüküne göre ayarlanmış donanım yazılımı.'],
      ['AllFrame teknolojisi', 'Kayıtlı videodaki kare kayıplarını ve boşlukları azaltır.'],
      ['Uzun saklama süresi', 'Haftalarca yüksek çözünürlüklü kayıt için yer.'],
    ]),
    useCases: [
      '8 ve 16 kanallı NVR’lar',
      '4K kameralı sistemler',
      'Kayıtları 30 gün veya daha uzun saklaması gereken yerler',
    ],
    includedItems: ['WD Purple 8 TB sabit disk'],
  },
  'seagate-skyhawk-2tb-surveillance-hdd': {
    title: 'Seagate SkyHawk 2 TB Güvenlik Sabit Diski (ST2000VX017)',
    description:
      'Ev ve küçük işletme kayıt cihazları için giriş seviyesi 3,5 inç SATA sabit disk. ImagePerfect özellikli SkyHawk yazılımı kesintisiz video yazımına göre ayarlanmıştır; disk yılda 180 TB iş yükü ve 64 kameraya kadar kayıt için tasarlanmıştır. Üç yıllık Rescue veri kurtarma hizmeti de fiyata dahildir.',
    imageAlts: ['Seagate SkyHawk 2 TB güvenlik sabit diski'],
    specifications: [
      spec('Disk', [
        ['Kapasite', '2 TB'],
        ['Arayüz', 'SATA 6 Gb/s'],
        ['Form faktörü', '3,5 inç'],
        ['Önbellek', '256 MB'],
      ]),
      spec('Güvenlik kaydı', [
        ['İş yükü', 'Yılda 180 TB'],
        ['Kamera', '64 kameraya kadar'],
        ['Disk yuvası', '8 yuvaya kadar olan sistemler'],
        ['Garanti', '3 yıl sınırlı garanti, 3 yıl Rescue veri kurtarma'],
      ]),
    ],
    features: nv([
      ['ImagePerfect yazılımı', 'Daha az kare kaybıyla kesintisiz yazma için ayarlanmıştır.'],
      ['Rescue veri kurtarma', 'Üç yıllık veri kurtarma hizmeti dahildir.'],
      ['Sağlık izleme', 'SkyHawk Health Management, desteklenen kayıt cihazlarıyla çalışır.'],
    ]),
    useCases: ['4 kanallı NVR ve DVR’lar', 'Ev kamera sistemleri', 'Birkaç kameralı küçük mağazalar'],
    includedItems: ['Seagate SkyHawk 2 TB sabit disk'],
  },
  'cat6-rj45-plugs-100-pack': {
    title: 'UGREEN Cat6 RJ45 Konnektör, Ekransız, 100’lü Paket',
    description:
      'Cat6 U/UTP kurulum kablosunu sahada sonlandırmak için ekransız 8P8C modüler konnektör. Her konnektör 23 veya 24 AWG som ya da çok telli iletken alır. Her birinin yanında gelen ara parça sekiz teli sırayla tutar; teller konnektöre düz girer ve sıkma sırasında T568A ya da T568B dizilimi bozulmaz. Altın kaplama kontaklar, gigabit ve PoE bağlantılarının yıllarca güvenilir kalmasını sağlar.',
    imageAlts: ['100’lük poşetinin yanında ara parçalı Cat6 RJ45 konnektörler'],
    specifications: [
      spec('Konnektör', [
        ['Tip', 'RJ45 (8P8C), ekransız'],
        ['Kategori', 'Cat6'],
        ['Kontaklar', 'Altın kaplama'],
        ['Gövde', 'Şeffaf polikarbonat'],
      ]),
      spec('Kablo', [
        ['İletken', '23 veya 24 AWG, som ya da çok telli'],
        ['Dizilim', 'T568A veya T568B'],
        ['Ara parça', 'Her konnektörle birlikte'],
      ]),
    ],
    features: nv([
      ['Ara parça', 'Telleri konnektöre iterken sekizini de sırasında tutar.'],
      ['Som veya çok telli', 'Kurulum kablosuna da patch kabloya da uyar.'],
      ['Altın kaplama kontaklar', 'PoE için düşük ve kararlı temas direnci.'],
    ]),
    useCases: [
      'Kamera kablo hatlarını sahada sonlandırma',
      'İstenen uzunlukta patch kablo hazırlama',
      'Hasarlı konnektörü değiştirme',
    ],
    includedItems: ['100 adet Cat6 RJ45 konnektör', '100 adet ara parça'],
  },
  'rj45-ratchet-crimping-tool': {
    title: 'Klein Tools RJ45, RJ11 ve RJ12 Konnektörler için Cırcırlı Sıkma Pensesi',
    description:
      'Standart modüler konnektörler için cırcırlı sıkma pensesi: ağ ve IP kamera kablosu için RJ45 (8P8C), telefon hatları için RJ12 ve RJ11 (6P). Cırcır mekanizması, sıkma tamamlanmadan kolları bırakmaz; böylece her konnektör aynı şekilde sıkılır. Kollardaki kablo kesici ve soyma bıçağı sayesinde kabloyu aynı aletle keser ve soyarsınız.',
    imageAlts: ['Kırmızı-siyah saplı cırcırlı modüler sıkma pensesi'],
    specifications: [
      spec('Sıkma', [
        ['Konnektörler', 'RJ45 (8P8C), RJ12 (6P6C) ve RJ11 (6P4C)'],
        ['Konnektör türü', 'Standart konnektörler (uçtan geçmeli tip değil)'],
        ['Mekanizma', 'Tam kurs cırcır, açma mandallı'],
      ]),
      spec('Kesme ve soyma', [
        ['Kesici', 'Yuvarlak ve yassı kablo için düz bıçak'],
        ['Soyucu', 'Yuvarlak ağ kablosu ve yassı telefon kablosu için bıçak'],
      ]),
    ],
    features: nv([
      ['Cırcır mekanizması', 'Sıkma bitmeden kollar açılmaz.'],
      ['Üç konnektör boyu', 'RJ45, RJ12 ve RJ11 tek alette.'],
      ['Keser ve soyar', 'Kabloyu hazırlamak için başka alete gerek kalmaz.'],
    ]),
    useCases: ['IP kamera kablosuna RJ45 konnektör takma', 'Ağ kurulumları', 'Telefon hattı onarımları'],
    includedItems: ['Cırcırlı sıkma pensesi'],
  },
};
