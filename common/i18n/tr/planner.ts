import type { UiTexts } from '../ui-texts.ts';

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
      junctionBox: 'Bağlantı kutusu',
      plug: 'RJ45 konnektör',
      crimper: 'Sıkma pensesi',
    },
    add: 'Setin tamamını sepete ekle',
    addAnyway: 'Seti yine de sepete ekle',
    adding: 'Ekleniyor…',
    added: 'Set sepetinizde.',
    viewCart: 'Sepete git',
    empty: 'Setinizi görmek için en az bir kamera seçin.',
  },
  counts: {
    cameras_one: '{{n}} kamera',
    cameras_other: '{{n}} kamera',
    channels_one: '{{n}} kanal',
    channels_other: '{{n}} kanal',
    poePorts_one: '{{n}} PoE portu',
    poePorts_other: '{{n}} PoE portu',
    days_one: '{{n}} gün',
    days_other: '{{n}} gün',
    recordingDays_one: '{{n}} günlük kayıt',
    recordingDays_other: '{{n}} günlük kayıt',
    runs_one: '{{n}} kablo hattı',
    runs_other: '{{n}} kablo hattı',
    bays_one: '{{n}} disk yuvası',
    bays_other: '{{n}} disk yuvası',
    plugs_one: '{{n}} RJ45 konnektör',
    plugs_other: '{{n}} RJ45 konnektör',
  },
  confirm: {
    title: 'Bu set planlandığı gibi çalışmaz:',
    label_one: 'Yukarıdaki sorunu okudum, seti yine de istiyorum.',
    label_other: 'Yukarıdaki {{count}} sorunu okudum, seti yine de istiyorum.',
    fix: {
      recorder: 'Bunun yerine {{title}} seçin: tüm kameraları alır.',
      switch: 'Bunun yerine {{title}} seçin: tüm PoE kameraları besler.',
    },
  },
  reasons: {
    camera: '{{resolution}}, en fazla {{bitrate}}, {{standard}} üzerinden {{power}}.',
    recorder:
      'Kamera başına bir kanal: {{camerasText}}, {{bitrate}}, en fazla {{resolution}}; bu kayıt cihazı {{channelsText}}, {{bandwidth}} ve en fazla {{maxResolution}} destekler.',
    recorderPoe:
      'Kendi PoE portlarından {{portsText}} beslenir (pay dahil {{power}}; {{poePortsText}}, {{budget}} güç bütçesi).',
    switch:
      'PoE üzerinden {{portsText}} beslenir ({{standard}}, %20 payla {{power}}); bu switch’ten {{count}} adet {{poePortsText}} ve {{budget}} sağlar ({{switchStandard}}).',
    drive:
      '{{bitrate}} ile {{days}} günlük kayıt için {{need}} gerekir; {{count}} × {{capacity}} toplam {{total}} sağlar (kayıt cihazında {{baysText}} var).',
    driveShort:
      '{{bitrate}} ile {{days}} günlük kayıt için {{need}} gerekir, bu sığmaz: sattığımız diskler arasından kayıt cihazı en fazla {{count}} × {{capacity}} alır ({{baysText}}, toplam {{total}}). Bu diskler {{daysText}} değil, yaklaşık {{coveredText}} tutar.',
    cable: '{{run}} uzunluğunda {{runsText}}, toplam {{total}}; {{count}} × {{length}} kutu.',
    junctionBox:
      '{{forms}} kameralar için her kameraya bir kutu ({{camerasText}}): bağlantılar kutunun içinde nemden korunur.',
    plug: 'Ham kablonun her iki ucuna birer konnektör takılır: {{runsText}} için {{plugsText}}; {{count}} × {{pieces}} adetlik paket.',
    crimper: 'Konnektörleri ham kabloya takmak için.',
  },
  issues: {
    title: 'Satın almadan önce bunları kontrol edin',
    none: 'Her şey uyumlu: uyumsuzluk bulunmadı.',
    resolutionAboveRecorder:
      '{{product}} en fazla {{has}} çözünürlüğündeki kameraları kaydeder, ancak kameralarınız {{need}} çözünürlüğe kadar çıkıyor.',
    bandwidthExceeded: '{{product}} en fazla {{has}} gelen görüntü alır, ancak kameralarınız {{need}} gönderiyor.',
    channelsExceeded: '{{product}} yalnızca {{hasText}} destekler, ancak planınızda {{needText}} var.',
    poePortsShort: '{{product}} üzerinde {{hasText}} var, ancak PoE isteyen {{needText}} var.',
    poeBudgetExceeded: '{{product}} {{has}} PoE gücü sağlar, ancak kameralar %20 payla {{need}} istiyor.',
    poeStandardTooWeak: '{{product}} {{has}} sağlar, ancak bir kamera {{need}} istiyor.',
    notEnoughBays: '{{product}} üzerinde disk yuvası yok; {{need}} kaydı saklayamaz.',
    storageShort:
      'Bu diskler {{daysText}} değil, yaklaşık {{coveredText}} tutar: {{bitrate}} ile {{days}} günlük kayıt için {{need}} gerekir, ancak {{product}} sattığımız disklerle en fazla {{has}} alır ({{count}} × {{capacity}}).',
    storageFewerDays: 'Her günü saklamak için kayıt süresini {{covered}} gün ya da daha az seçin.',
    storageLargerRecorder:
      'Ya da kayıt cihazı olarak {{title}} modelini seçin: {{count}} × {{capacity}} ({{total}}) ile {{days}} günün tamamını tutar.',
    storageNoLargerRecorder:
      'Bu kameraları alan kayıt cihazlarımızın hiçbiri sattığımız disklerle {{need}} tutmuyor; daha uzun kayıt için kameraları iki kayıt cihazına bölün.',
    outOfStock: '{{title}} stokta yok.',
    notEnoughStock: '{{title}} ürününden stokta yalnızca {{has}} adet var; set için {{need}} adet gerekiyor.',
    notForSale: '{{title}} şu anda satışta değil.',
    outOfStock_leftOut: '{{title}} stokta yok; bu yüzden sete eklenmedi.',
    notEnoughStock_leftOut:
      '{{title}} ürününden stokta yalnızca {{has}} adet var, set için {{need}} adet gerekiyor; bu yüzden sete eklenmedi.',
    notForSale_leftOut: '{{title}} şu anda satışta değil; bu yüzden sete eklenmedi.',
    noRecorder:
      'Kataloğumuzda {{bitrate}} ve {{resolution}} ile {{channelsText}} alan bir kayıt cihazı yok. Kameraları iki sisteme bölün ya da bize ulaşın.',
    noSwitch: 'Kataloğumuzda {{portsText}} için {{power}} ({{standard}}) sağlayan bir PoE switch yok.',
    noDrive:
      'Stokta olan sabit disklerimizin hiçbiri {{product}} ile uyumlu değil (yuva başına en fazla {{maxTb}}); sette gereken {{need}} için depolama yok.',
    noCable: 'Kataloğumuzda {{run}} uzunluğunda {{runs}} hattı karşılayan bir kurulum kablosu yok.',
    missingData: '{{title}} ürününün tüm teknik özellikleri elimizde değil; plan eksik olabilir.',
  },
  notes: {
    title: 'Ayrıca gerekenler (bunları satmıyoruz)',
    plugsNotSold:
      'Kablo konnektörsüz gelir: {{runsText}} için her iki uca birer tane olmak üzere {{plugsText}} de gerekir. Bunları satmıyoruz.',
    crimperNotSold: 'Konnektörleri takmak için bir RJ45 sıkma pensi de gerekir. Sıkma pensi satmıyoruz.',
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
    kitIncompatible:
      'Hiçbir şey eklenmedi: bu set planlandığı gibi çalışmaz. Yukarıdaki sorunları okuyun, yine de istiyorsanız kutuyu işaretleyin.',
    confirm: 'Onay alanı doğru ya da yanlış olmalıdır.',
  },
} satisfies UiTexts['planner'];
