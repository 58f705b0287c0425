import type { Catalogue } from '../catalogue.ts';

/** Kamera sistemi planlayıcısı (/planner, common/kit-planner.ts): sayfa metinleri, gerekçeler ve uyarılar (planner.*). */
export default {
  nav: 'Sistem planla',
  metaTitle: 'Kamera sistemi planlayıcısı',
  metaDescription:
    'Kameralarınızı seçin; planlayıcı gereken kayıt cihazını, PoE switch’leri, diskleri ve kabloyu önersin ve nedenini açıklasın.',
  title: 'Kamera sistemi planlayın',
  intro:
    'Kameralarınızı ve her birinden kaç adet istediğinizi seçin. Sistemin ihtiyaç duyduğu kayıt cihazını, PoE gücünü, diskleri ve kabloyu hesaplar, her seçimi açıklar ve uymayan her şeyi belirtiriz.',
  homeTeaser:
    'Kameralarınızın yanına başka nelerin gerektiğinden emin değil misiniz? Sistemin tamamını planlayıcımız sizin için oluştursun.',
  form: {
    legend: 'Kameralar',
    quantity: '{{title}} adedi',
    days: 'Kayıt süresi (gün)',
    daysHint: 'Her kameranın en yüksek bit hızında kesintisiz kayıt.',
    run: 'Ortalama kablo uzunluğu (m)',
    runHint: 'Kayıt cihazından veya switch’ten her kameraya.',
    recorder: 'Kayıt cihazı',
    switch: 'PoE switch',
    propose: 'Planlayıcı seçsin',
    submit: 'Sistemimi planla',
    noCameras: 'Katalogda henüz kamera yok.',
  },
  requirements: {
    title: 'Sistemin ihtiyaçları',
    cameras: 'Kamera',
    channels: 'Kayıt cihazı kanalı',
    bitrate: 'Gelen bit hızı',
    resolution: 'En yüksek kamera çözünürlüğü',
    poePorts: 'PoE portu',
    poePower: 'PoE gücü (tüketim + %20)',
    poeStandard: 'PoE standardı',
    storage: '{{days}} günlük depolama',
    storageFormula: 'Depolama = bit hızı (Mbps) × 86.400 sn × gün ÷ 8 ÷ 1.000.000 = TB',
    cable: 'Kablo',
  },
  kit: {
    title: 'Setiniz',
    product: 'Ürün',
    quantity: 'Adet',
    price: 'Fiyat',
    lineTotal: 'Tutar',
    total: 'Set toplamı',
    chosen: 'Sizin seçiminiz',
    proposed: 'Önerilen',
    role: {
      camera: 'Kamera',
      recorder: 'Kayıt cihazı',
      switch: 'PoE switch',
      drive: 'Sabit disk',
      cable: 'Kablo',
    },
    add: 'Setin tamamını sepete ekle',
    adding: 'Ekleniyor…',
    added: 'Set sepetinizde.',
    viewCart: 'Sepete git',
    empty: 'Setinizi görmek için en az bir kamera seçin.',
  },
  reasons: {
    camera: '{{resolution}}, en fazla {{bitrate}}, {{standard}} üzerinden {{power}}.',
    recorder:
      'Kamera başına bir kanal olmak üzere {{cameras}} kanal ve en fazla {{resolution}} çözünürlükte {{bitrate}} gerekir; bu kayıt cihazı {{channels}} kanal, {{bandwidth}} ve en fazla {{maxResolution}} destekler.',
    recorderPoe:
      'Kendi PoE portları {{ports}} kamerayı besler (pay dahil {{power}}; {{poePorts}} port, {{budget}} güç bütçesi).',
    switch:
      '{{ports}} kamera için {{standard}} ve %20 payla {{power}} gerekir; bu switch’ten {{count}} adet {{poePorts}} PoE portu ve {{budget}} sağlar ({{switchStandard}}).',
    drive:
      '{{bitrate}} ile {{days}} gün için {{need}} gerekir; {{count}} × {{capacity}}, kayıt cihazının {{bays}} yuvasında {{total}} sağlar.',
    driveShort:
      '{{bitrate}} ile {{days}} gün için {{need}} gerekir, bu sığmaz: sattığımız diskler arasında kayıt cihazının {{bays}} yuvası en fazla {{count}} × {{capacity}} ({{total}}) alır. Bu diskler {{days}} gün değil, yaklaşık {{covered}} günlük kayıt tutar.',
    cable: '{{run}} uzunluğunda {{runs}} hat toplam {{total}} eder; {{count}} × {{length}} kutu.',
  },
  issues: {
    title: 'Satın almadan önce bunları kontrol edin',
    none: 'Her şey uyumlu: uyumsuzluk bulunmadı.',
    resolutionAboveRecorder:
      '{{product}} en fazla {{has}} çözünürlüğündeki kameraları kaydeder, ancak kameralarınız {{need}} çözünürlüğe kadar çıkıyor.',
    bandwidthExceeded: '{{product}} en fazla {{has}} gelen görüntü alır, ancak kameralarınız {{need}} gönderiyor.',
    channelsExceeded: '{{product}} {{has}} kanallı, ancak {{need}} kameranız var.',
    poePortsShort: '{{product}} üzerinde {{has}} PoE portu var, ancak {{need}} kamera PoE istiyor.',
    poeBudgetExceeded: '{{product}} {{has}} PoE gücü sağlar, ancak kameralar %20 payla {{need}} istiyor.',
    poeStandardTooWeak: '{{product}} {{has}} sağlar, ancak bir kamera {{need}} istiyor.',
    notEnoughBays: '{{product}} üzerinde disk yuvası yok; {{need}} kaydı saklayamaz.',
    storageShort:
      'Bu diskler {{days}} gün değil, yaklaşık {{covered}} günlük kayıt tutar: {{bitrate}} ile {{days}} gün için {{need}} gerekir, ancak {{product}} sattığımız disklerle en fazla {{has}} alır ({{count}} × {{capacity}}).',
    storageFewerDays: 'Her günü saklamak için kayıt süresini {{covered}} gün ya da daha az seçin.',
    storageLargerRecorder:
      'Ya da kayıt cihazı olarak {{title}} modelini seçin: {{count}} × {{capacity}} ({{total}}) ile {{days}} günün tamamını tutar.',
    storageNoLargerRecorder:
      'Bu kameraları alan kayıt cihazlarımızın hiçbiri sattığımız disklerle {{need}} tutmuyor; daha uzun kayıt için kameraları iki kayıt cihazına bölün.',
    outOfStock: '{{title}} stokta yok.',
    notEnoughStock: '{{title}} ürününden stokta yalnızca {{has}} adet var; set için {{need}} adet gerekiyor.',
    notForSale: '{{title}} şu anda satışta değil.',
    noRecorder:
      'Kataloğumuzda {{bitrate}} ve {{resolution}} ile {{channels}} kamerayı alan bir kayıt cihazı yok. Kameraları iki sisteme bölün ya da bize ulaşın.',
    noSwitch: 'Kataloğumuzda {{ports}} kamerayı {{power}} ile ({{standard}}) besleyen bir PoE switch yok.',
    noDrive:
      'Stokta olan sabit disklerimizin hiçbiri {{product}} ile uyumlu değil (yuva başına en fazla {{maxTb}}); sette gereken {{need}} için depolama yok.',
    noCable: 'Kataloğumuzda {{run}} uzunluğunda {{runs}} hattı karşılayan bir kurulum kablosu yok.',
    missingData: '{{title}} ürününün tüm teknik özellikleri elimizde değil; plan eksik olabilir.',
  },
  errors: {
    noCameras: 'En az bir kamera seçin.',
    quantity: 'Kamera adedi en az 1 olan bir tam sayı olmalıdır.',
    tooManyCameras: 'Bir planda en fazla 256 kamera olabilir.',
    tooManyModels: 'Bir planda en fazla 12 kamera modeli olabilir.',
    duplicateCamera: 'Her kamera bir planda yalnızca bir kez yer alabilir.',
    days: 'Kayıt süresi 1 ile 365 arasında bir tam sayı olmalıdır.',
    run: 'Ortalama kablo uzunluğu 1 ile 300 metre arasında bir tam sayı olmalıdır.',
    notCamera: 'Bu ürün bir kamera değil: {{id}}',
    notRecorder: 'Bu ürün bir kayıt cihazı değil: {{id}}',
    notSwitch: 'Bu ürün bir PoE switch değil: {{id}}',
    kitNotAdded: 'Hiçbir şey eklenmedi: {{titles}} için stok yetersiz.',
    kitHasIssues: 'Set eksik; sepete eklemeden önce yukarıdaki uyarıları kontrol edin.',
  },
} satisfies Catalogue['planner'];
