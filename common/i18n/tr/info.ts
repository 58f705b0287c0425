import type { UiTexts } from '../ui-texts.ts';

/**
 * Bilgi sayfalarının Türkçe metinleri (/about, /shipping, /privacy-policy, /terms, /returns, /faq).
 * Her metinde kullanılabilen değişkenler: {{store}}, {{email}}, {{phone}}, {{address}}, {{freeOver}} ve kargo kuralının gün aralıkları {{shipsWithin}}, {{standardDays}}, {{expressDays}}, {{internationalDays}} ve son sipariş saati {{cutoff}} (common/shipping.ts).
 * Anahtar yapısı en/info.ts ile birebir aynı olmalıdır (app/components/info/info.test.tsx denetler).
 */
export default {
  common: {
    onThisPage: 'Bu sayfada',
    related: 'İlgili bilgiler',
    contactTitle: 'Bize ulaşın',
    contactText:
      'E-postalar iş günlerinde 24 saat içinde yanıtlanır. Acil sorularınız için destek saatlerinde bizi arayın.',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    addressLabel: 'Adres',
    hoursLabel: 'Destek saatleri',
    hours: 'Pzt-Cum 09:00-17:00 EST',
    readMore: 'Ayrıntılar: {{page}}',
    pages: {
      about: 'Hakkımızda',
      shipping: 'Kargo',
      returns: 'İade Politikası',
      privacy: 'Gizlilik Politikası',
      terms: 'Kullanım Koşulları',
      faq: 'SSS',
      contact: 'İletişim',
    },
  },
  about: {
    metaTitle: 'Hakkımızda',
    metaDescription:
      'Biz kimiz: güvenlik kameraları, NVR kayıt cihazları, sensörler, yaka kameraları, telsizler ve ağ ekipmanları sunan, uzman destekli bir çevrim içi mağaza.',
    title: 'Hakkımızda',
    intro:
      '{{store}}, profesyonel güvenlik, telsiz ve ağ ekipmanları satan bir çevrim içi mağazadır. Ev sahiplerinin, küçük işletmelerin, kurulum firmalarının ve güvenlik ekiplerinin doğru donanımı bulmasına yardımcı oluyoruz; her siparişin arkasında hızlı kargo, 2 yıl garanti ve telefonu açan gerçek insanlarla duruyoruz.',
    highlightsTitle: 'Neden bizden alışveriş yapmalısınız?',
    highlights: [
      {
        title: 'Ücretsiz Kargo',
        text: '{{freeOver}} üzerindeki siparişlerde kargo ücretsiz; stoktaki ürünler {{shipsWithin}} iş günü içinde, ekspres siparişler aynı iş günü kargoda.',
      },
      {
        title: 'Kaliteli Markalar',
        text: 'Hikvision, Motorola, Kenwood, Milo, HALO ve diğer markaların orijinal, yeni ürünleri.',
      },
      {
        title: '30 Gün Para İadesi',
        text: 'Beğenmediniz mi? 30 gün içinde iade edin, ödediğiniz tutarın tamamını geri alın.',
      },
      { title: 'Güvenli Ödeme', text: 'Şifreli ödeme adımı. Kart numaraları ve CVV kodları asla saklanmaz.' },
    ],
    sections: [
      {
        title: 'Neler satıyoruz?',
        paragraphs: [
          'Kataloğumuz bir evi, mağazayı, ofisi ya da şantiyeyi korumak ve birbirine bağlamak için gereken ekipmanları kapsar:',
        ],
        list: [
          'İç ve dış mekân kurulumları için Hikvision ve diğer markaların güvenlik kameraları ve NVR kayıt cihazları',
          'Hava kalitesini, elektronik sigara kullanımını ve gürültüyü izleyen HALO akıllı sensör başta olmak üzere çeşitli sensörler',
          'Güvenlik personeli ve saha ekipleri için yaka kameraları',
          'Etkinlikler, depolar, oteller ve şantiyeler için Motorola, Kenwood ve Milo telsizler',
          'Kameralara tek kablo üzerinden hem enerji hem veri ileten PoE switch’ler ve ağ ürünleri',
          'Kablolar, interkomlar ve kurulum aksesuarları',
        ],
      },
      {
        title: 'Nasıl çalışıyoruz?',
        paragraphs: [
          'Sattığımız her ürün yeni ve orijinaldir, yetkili dağıtım kanallarından temin edilir ve 2 yıl garantilidir. Stokta bulunan ürünlerin siparişleri {{shipsWithin}} iş günü içinde, ekspres siparişler aynı iş günü depomuzdan çıkar.',
          'Satın almadan önce ekibimiz sisteminizi planlamanıza yardımcı olur: bir kayıt cihazına kaç kamera bağlanabileceği, hangi PoE switch’in kameralarınız için yeterli güç sağladığı ya da alanınıza hangi telsizin uygun olduğu gibi. Satın aldıktan sonra da kurulum sorularınızda ve garanti başvurularınızda yanınızdayız.',
        ],
      },
      {
        title: 'Sözümüz',
        paragraphs: ['İster tek bir kablo sipariş edin ister bütün bir binayı donatın, şunlara güvenebilirsiniz:'],
        list: [
          'ABD doları cinsinden açık fiyatlar; vergi ve kargo ücreti ödeme yapmadan önce gösterilir',
          '30 gün içinde iade ve 3-5 iş günü içinde işleme alınan para iadesi',
          'Her üründe 2 yıl garanti',
          'Bültenimize abone olduğunuzda ilk siparişinize özel %10 indirim kodu',
          'Daha küçük bir sistem önermek anlamına gelse bile dürüst tavsiye',
        ],
      },
    ],
    cta: 'Tüm Ürünlere Göz Atın',
  },
  shipping: {
    metaTitle: 'Kargo Bilgileri',
    metaDescription:
      'Teslimat süreleri ve kargo ücretleri: standart {{standardDays}} iş günü, ekspres {{expressDays}}, yurt dışı {{internationalDays}} iş günü. {{freeOver}} üzeri siparişlerde kargo ücretsiz.',
    title: 'Kargo Bilgileri',
    intro:
      'Türkiye’deki depomuzdan yurt içine ve yurt dışına gönderim yapıyoruz. Stokta bulunan ürünlerin siparişleri {{shipsWithin}} iş günü içinde depomuzdan çıkar; ekspres siparişler aynı iş günü (Türkiye saatiyle {{cutoff}} sonrasında ya da hafta sonu verilenler bir sonraki iş günü) çıkar. {{freeOver}} üzerindeki siparişlerde kargo ücretsizdir.',
    timesTitle: 'Teslimat süreleri',
    times: [
      { title: 'Standart kargo', time: '{{standardDays}} iş günü' },
      { title: 'Ekspres kargo', time: '{{expressDays}} iş günü' },
      { title: 'Yurt dışı kargo', time: '{{internationalDays}} iş günü' },
    ],
    timesNote:
      'Standart ve yurt dışı teslimat süreleri siparişinizi aldığımız günden (Türkiye saatiyle {{cutoff}} sonrasında ya da hafta sonu verilen siparişlerde bir sonraki iş gününden), ekspres teslimat süresi siparişin depomuzdan çıktığı günden itibaren iş günü olarak hesaplanır; ödeme adımı her seçeneğin tahmini teslimat tarihlerini gösterir. İş günleri pazartesiden cumaya kadardır.',
    ratesTitle: 'Kargo ücretleri',
    ratesIntro:
      'Standart teslimat her siparişte ücretsizdir; bu yüzden {{freeOver}} üzerindeki siparişler her zaman ücretsiz gönderilir. Türkiye adresleri için sunulan ekspres teslimat, ödeme adımında seçilebilen ücretli bir seçenektir: ücreti aşağıda gösterildiği gibi, varsa indirim kodu düşüldükten sonraki sipariş ara toplamına göre belirlenir. Yurt dışı siparişler ücretsiz gönderilir. Ödeme adımındaki sipariş özeti, ödeme yapmadan önce kargo ücretini her zaman tam olarak gösterir.',
    table: {
      caption: 'Sipariş ara toplamına göre kargo ücretleri',
      subtotal: 'Sipariş ara toplamı',
      standard: 'Standart ({{min}}-{{max}} iş günü)',
      express: 'Ekspres ({{min}}-{{max}} iş günü)',
      under: '{{amount}} altı',
      range: '{{from}} – {{to}}',
      over: '{{amount}} ve üzeri',
      free: 'Ücretsiz',
      expressAbroad:
        'Ekspres teslimat Türkiye adresleri için sunulur; yurt dışı siparişler {{internationalDays}} iş gününde ücretsiz gönderilir.',
      countries: 'Gönderim yaptığımız ülkeler: {{list}}.',
    },
    sections: [
      {
        title: 'Siparişlerin hazırlanması',
        paragraphs: [
          'Siparişleri iş günlerinde hazırlıyoruz. Stokta bulunan ürünlerin siparişleri, ödemenin onaylanmasından sonraki {{shipsWithin}} iş günü içinde depomuzdan çıkar; ekspres siparişler aynı iş günü (Türkiye saatiyle {{cutoff}} sonrasında ya da hafta sonu verilenler bir sonraki iş günü) çıkar. Sipariş verdikten sonra bir ürün stokta kalmazsa göndermeden önce sizinle iletişime geçeriz: ürünü bekleyebilir, başka bir ürün seçebilir ya da ürünü iptal ederek ödediğiniz tutarın tamamını geri alabilirsiniz.',
        ],
      },
      {
        title: 'Sipariş takibi',
        paragraphs: [
          'Tüm siparişlerinizi Siparişlerim sayfasından takip edebilirsiniz. Siparişiniz kargoya verildiğinde durumu Hazırlanıyor’dan Kargoya Verildi’ye geçer ve kargo firmasının takip numarası siparişin yanında görünür. Kargo firması teslim ettiğinde durum Teslim Edildi olarak güncellenir.',
        ],
      },
      {
        title: 'Yurt dışı gönderimler',
        paragraphs: [
          'Türkiye’nin yanı sıra Kanada, Birleşik Krallık, Avustralya, Almanya, Fransa, İtalya ve Japonya’ya gönderim yapıyoruz. Yurt dışı teslimat ücretsizdir ve {{internationalDays}} iş günü sürer; ekspres teslimat yalnızca Türkiye adresleri için sunulur. Varış ülkesinin uyguladığı gümrük vergileri, harçlar ve diğer masraflar fiyatlarımıza dahil değildir ve alıcı tarafından ödenir.',
          'Telsizler gibi bazı ürünler yerel lisans veya ithalat kurallarına tabidir. Sipariş vermeden önce ürünün ülkenizde kullanılabildiğinden emin olun.',
        ],
      },
      {
        title: 'Hasarlı veya kaybolan gönderiler',
        paragraphs: [
          'Lütfen paketinizi teslim alırken kontrol edin. Paket hasarlıysa ya da bir ürün eksik veya kırıksa, teslimattan sonraki 48 saat içinde paketin ve ürünün fotoğraflarıyla birlikte bize bildirin; yenisini gönderir ya da ödediğiniz tutarın tamamını iade ederiz (İade Politikamıza bakın).',
          'Paketiniz ulaşmadıysa, tahmini teslim tarihinden itibaren 7 gün içinde bize bildirin. Kargo firmasıyla birlikte inceleme başlatırız; paket kaybolduysa yenisini gönderir ya da ödediğiniz tutarın tamamını iade ederiz.',
        ],
      },
      {
        title: 'Teslimat adresi',
        paragraphs: [
          'Lütfen ödeme adımında teslimat adresinizi dikkatle kontrol edin: sipariş kargoya verildikten sonra adres değiştirilemez. Yanlış adres veya başarısız teslimat nedeniyle paket bize geri dönerse yeniden gönderim için sizinle iletişime geçeriz; ek kargo ücreti yansıtılabilir.',
        ],
      },
    ],
    questions:
      'Teslimatla ilgili sorunuz mu var? Destek ekibimiz Pazartesi-Cuma 09:00-17:00 (EST) saatleri arasında hizmet verir ve e-postaları iş günlerinde 24 saat içinde yanıtlar.',
  },
  privacy: {
    metaTitle: 'Gizlilik Politikası',
    metaDescription:
      'Kişisel verilerinizi 6698 sayılı KVKK ve GDPR kapsamında nasıl topladığımız, kullandığımız ve koruduğumuz; hangi çerezleri kullandığımız.',
    title: 'Gizlilik Politikası',
    intro:
      'Bu Gizlilik Politikası, web sitemizi ziyaret ettiğinizde, hesap oluşturduğunuzda veya sipariş verdiğinizde {{store}} olarak kişisel verilerinizi nasıl topladığımızı, kullandığımızı ve koruduğumuzu açıklar. Kişisel verileri 6698 sayılı Kişisel Verilerin Korunması Kanunu’na (KVKK) ve Avrupa Birliği’ndeki ziyaretçilerimiz için Genel Veri Koruma Tüzüğü’ne (GDPR) uygun olarak işliyoruz.',
    sections: [
      {
        title: 'Veri sorumlusu',
        paragraphs: [
          'Veri sorumlusu: {{store}}, {{address}}. Kişisel verilerinizle ilgili her konuda {{email}} adresinden veya {{phone}} numarasından bize ulaşabilirsiniz.',
        ],
      },
      {
        title: 'Topladığımız kişisel veriler',
        paragraphs: ['Yalnızca mağazayı işletmek için ihtiyaç duyduğumuz verileri topluyoruz:'],
        list: [
          'Hesap verileri: adınız, e-posta adresiniz ve şifreniz. Şifreniz okunabilir biçimde değil, yalnızca güvenli bir özet (hash) olarak saklanır.',
          'Sipariş verileri: fatura ve teslimat adresleri, telefon numarası, sipariş ettiğiniz ürünler, tutarlar ve sipariş geçmişiniz.',
          'Ödeme verileri: kartınız ödeme hizmeti sağlayıcımız tarafından işlenir. Yalnızca kart markasını ve son dört haneyi saklarız; tam kart numaraları ve CVV kodları hiçbir zaman saklanmaz veya kayıt altına alınmaz.',
          'İletişim verileri: iletişim formu veya e-posta yoluyla bize gönderdiğiniz mesajlar ve bültenimize abone olursanız e-posta adresiniz.',
          'Teknik veriler: güvenlik ve kötüye kullanımın önlenmesi amacıyla sunucu kayıtlarına yazılan IP adresi, tarayıcı türü ve ziyaret ettiğiniz sayfalar.',
        ],
      },
      {
        title: 'Verilerinizi hangi amaçlarla ve hangi hukuki sebeplere dayanarak işliyoruz?',
        paragraphs: ['Kişisel verilerinizi aşağıdaki amaçlarla işliyoruz:'],
        list: [
          'Hesabınızı oluşturmak ve yönetmek, siparişlerinizi işleme almak, kargoya vermek ve siparişlerinizle ilgili destek sağlamak: sözleşmenin kurulması ve ifası (KVKK md. 5/2-c, GDPR md. 6/1-b).',
          'Fatura düzenlemek ve muhasebe kayıtlarını tutmak: hukuki yükümlülüklerimizin yerine getirilmesi (KVKK md. 5/2-ç, GDPR md. 6/1-c).',
          'Web sitesini güvende tutmak, dolandırıcılığı önlemek ve tekrarlanan başarısız giriş denemelerini sınırlamak: meşru menfaatlerimiz (KVKK md. 5/2-f, GDPR md. 6/1-f).',
          'Bültenimizi ve indirim kodlarını göndermek: açık rızanız (KVKK md. 5/1, GDPR md. 6/1-a); rızanızı dilediğiniz zaman geri alabilirsiniz.',
        ],
      },
      {
        title: 'Çerezler',
        paragraphs: [
          'Yalnızca mağazanın çalışması için gerekli çerezleri kullanıyoruz. Reklam, analiz veya üçüncü taraf izleme çerezleri kullanmıyoruz.',
        ],
        list: [
          'Oturum çerezi: giriş yaptıktan sonra oturumunuzun açık kalmasını sağlar. Sayfadaki betikler tarafından okunamaz ve yalnızca web sitemize gönderilir.',
          'Ziyaretçi çerezi: giriş yapmadığınızda sepetinizi ve istek listenizi tanır; böylece geri döndüğünüzde ürünleriniz yerinde durur. Giriş yaptığınızda bunlar hesabınızla birleştirilir.',
          'Dil çerezi ("lang"): seçtiğiniz dili (İngilizce veya Türkçe) hatırlar.',
        ],
      },
      {
        title: 'Verilerinizi kimlerle paylaşıyoruz?',
        paragraphs: ['Kişisel verilerinizi asla satmayız. Yalnızca gerekli olduğu ölçüde şu taraflarla paylaşırız:'],
        list: [
          'siparişlerinizi teslim etmek için kargo firmaları (ad, adres ve telefon numarası);',
          'kart ödemenizi işlemek için ödeme hizmeti sağlayıcımız;',
          'veri işleme sözleşmeleri çerçevesinde web sitemizi bizim adımıza işleten barındırma ve bilişim hizmeti sağlayıcıları;',
          'yasal olarak zorunlu olduğumuz durumlarda mahkemeler ve kamu kurumları.',
        ],
      },
      {
        title: 'Yurt dışına aktarım',
        paragraphs: [
          'Hizmet sağlayıcılarımızdan bazıları verileri Türkiye dışında işleyebilir. Bu aktarımlar KVKK’nın 9. maddesine ve GDPR’ın V. Bölümüne uygun olarak, standart sözleşme hükümleri gibi bu düzenlemelerin öngördüğü güvencelerle yapılır.',
        ],
      },
      {
        title: 'Verilerinizi ne kadar süre saklıyoruz?',
        paragraphs: [
          'Hesap verilerini hesabınız var olduğu sürece saklarız. Sipariş ve fatura kayıtları Türk ticaret ve vergi mevzuatının öngördüğü süreler boyunca (genellikle 10 yıl) saklanır. İletişim mesajları en fazla 2 yıl, bülten verileri ise aboneliğinizi sonlandırana kadar saklanır. Saklama süresi dolduğunda veriler silinir, yok edilir veya anonim hâle getirilir.',
        ],
      },
      {
        title: 'Güvenlik',
        paragraphs: [
          'Verilerinizi şifreli bağlantılar (HTTPS), modern ve bellek yoğun bir algoritmayla özetlenen şifreler, sıkı erişim denetimleri ve düzenli güncellemelerle koruyoruz. Kart bilgileri ödeme hizmeti sağlayıcımıza iletilir ve sistemlerimizde asla saklanmaz.',
        ],
      },
      {
        title: 'Haklarınız',
        paragraphs: ['KVKK’nın 11. maddesi ve GDPR kapsamında şu haklara sahipsiniz:'],
        list: [
          'kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme;',
          'işlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme;',
          'yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme;',
          'eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme;',
          'verilerinizin silinmesini veya yok edilmesini ya da işlenmesinin kısıtlanmasını isteme;',
          'verilerinizi taşınabilir bir biçimde alma ve meşru menfaate dayanan işlemeye itiraz etme;',
          'münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonucun ortaya çıkmasına itiraz etme;',
          'kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme;',
          'rızanızı dilediğiniz zaman geri alma, örneğin bülten aboneliğinizi sonlandırarak.',
        ],
      },
      {
        title: 'Haklarınızı nasıl kullanabilirsiniz?',
        paragraphs: [
          'Başvurunuzu {{email}} adresine e-postayla ya da {{store}}, {{address}} adresine posta yoluyla gönderebilirsiniz. Başvurunuzu ücretsiz olarak ve en geç 30 gün içinde yanıtlarız. Yanıtımızdan memnun kalmazsanız Kişisel Verileri Koruma Kurumuna veya Avrupa Birliği’nde yaşıyorsanız ülkenizin veri koruma otoritesine şikâyette bulunabilirsiniz.',
        ],
      },
      {
        title: 'Çocuklar',
        paragraphs: [
          'Mağazamız yetişkinlere yöneliktir. 18 yaşından küçük çocuklardan bilerek kişisel veri toplamayız.',
        ],
      },
      {
        title: 'Bu politikadaki değişiklikler',
        paragraphs: [
          'Hizmetlerimiz veya mevzuat değiştiğinde bu politikayı güncelleyebiliriz. Güncel sürüm her zaman bu sayfada yayımlanır.',
        ],
      },
    ],
  },
  terms: {
    metaTitle: 'Kullanım Koşulları',
    metaDescription:
      'Web sitemizin kullanımına ve her siparişe uygulanan koşullar: hesaplar, fiyatlar, ödeme, teslimat, iadeler, garanti ve sorumluluk.',
    title: 'Kullanım Koşulları',
    intro:
      'Bu Kullanım Koşulları {{store}} web sitesi ve bu sitede verilen her sipariş için geçerlidir. Web sitesini kullanarak veya sipariş vererek bu koşulları kabul etmiş olursunuz. Lütfen dikkatle okuyun.',
    sections: [
      {
        title: 'Biz kimiz?',
        paragraphs: [
          'Web sitesi {{store}} tarafından işletilmektedir; adres: {{address}}. E-posta: {{email}}, telefon: {{phone}}.',
        ],
      },
      {
        title: 'Hesabınız',
        paragraphs: [
          'Kataloğa hesap olmadan göz atabilirsiniz. Sipariş vermek için kayıt olmanız ve giriş yapmanız gerekir: doğru bilgiler verin, en az 6 karakterli bir şifre seçin ve şifrenizi kimseyle paylaşmayın. Hesabınız üzerinden yapılan işlemlerden siz sorumlusunuz; yetkisiz bir kullanımdan şüphelenirseniz bize hemen bildirin. Dolandırıcılık veya kötüye kullanım amacıyla kullanılan hesapları askıya alabiliriz.',
        ],
      },
      {
        title: 'Ürünler ve fiyatlar',
        paragraphs: [
          'Ürünlerimizi olabildiğince doğru tanımlamaya özen gösteriyoruz; görseller gerçek üründen biraz farklı olabilir. Tüm fiyatlar ABD doları (USD) cinsindendir. Ara toplamın (varsa indirim kodu düşüldükten sonra) %8’i oranındaki vergi ödeme adımında eklenir ve ödeme yapmadan önce kargo ücretiyle birlikte sipariş özetinde gösterilir.',
          'Fiyatlar, kampanyalar ve stok durumu her an değişebilir; ancak bir değişiklik, önceden verdiğiniz siparişi asla etkilemez. Bir ürün açıkça hatalı bir fiyatla listelendiyse sizinle iletişime geçeriz: siparişi doğru fiyattan onaylayabilir ya da iptal ederek ödediğiniz tutarın tamamını geri alabilirsiniz.',
        ],
      },
      {
        title: 'Siparişler',
        paragraphs: [
          'Ödeme adımını tamamladığınızda sepetinizdeki ürünleri satın alma teklifinde bulunursunuz. Sözleşme, siparişinizi sipariş onay sayfasında onayladığımızda kurulur. Sipariş verdiğiniz anda stok kontrolü yaparız ve yalnızca teslim edebileceğimiz ürünler için ödeme alırız. Dolandırıcılık şüphesi olan siparişleri reddedebilir veya iptal edebiliriz; ödenen tutarın tamamı iade edilir.',
        ],
      },
      {
        title: 'Ödeme',
        paragraphs: [
          'Visa, Mastercard, American Express ve Troy kartlarını kabul ediyoruz. Ödemeler, ödeme hizmeti sağlayıcımız tarafından şifreli bir bağlantı üzerinden işlenir. Tam kart numaranızı veya CVV kodunuzu asla saklamayız: siparişte yalnızca kart markası ve son dört hane tutulur.',
        ],
      },
      {
        title: 'Kargo ve teslimat',
        paragraphs: [
          'Stokta bulunan ürünlerin siparişleri {{shipsWithin}} iş günü içinde kargoya verilir; ekspres siparişler aynı iş günü (Türkiye saatiyle {{cutoff}} sonrasında ya da hafta sonu verilenler bir sonraki iş günü) kargoya verilir. Standart teslimat siparişinizi aldığımız günden itibaren {{standardDays}} iş günü, yurt dışı teslimat {{internationalDays}} iş günü, ekspres teslimat ise kargoya verildikten sonra {{expressDays}} iş günü sürer. Standart ve yurt dışı teslimat, {{freeOver}} üzerindeki tüm siparişler dahil her siparişte ücretsizdir; Türkiye içi ekspres teslimat, Kargo sayfamızda ve ödeme adımında gösterildiği gibi ücretlendirilir. Ürünün kaybolma veya hasar görme riski, paket size teslim edildiğinde size geçer.',
        ],
      },
      {
        title: 'İade ve cayma hakkı',
        paragraphs: [
          'Ürünleri, İade Politikamızda açıklandığı şekilde teslimattan itibaren 30 gün içinde iade edebilirsiniz; onaylanan para iadeleri 3-5 iş günü içinde işleme alınır. Hasarlı ürünler teslimattan sonraki 48 saat içinde, kaybolan paketler ise tahmini teslim tarihinden itibaren 7 gün içinde bildirilmelidir. Bu haklar, Mesafeli Sözleşmeler Yönetmeliği kapsamındaki 14 günlük yasal cayma hakkınıza ek olarak sunulur.',
        ],
      },
      {
        title: 'Garanti',
        paragraphs: [
          'Tüm ürünler, Türk tüketici mevzuatına uygun olarak üretim hatalarına karşı 2 yıl garantilidir. Garanti; olağan aşınmayı, hatalı kullanımı, kazaları, elektrik dalgalanmalarını, hatalı kurulumu ve yetkisiz kişilerce yapılan onarımları kapsamaz.',
        ],
      },
      {
        title: 'Ürünlerin yasalara uygun kullanımı',
        paragraphs: [
          'Güvenlik kameraları, yaka kameraları, interkomlar ve sensörler kişileri kayıt altına alabilir. Bu ürünleri KVKK ve GDPR gibi veri koruma mevzuatı dahil yasalara uygun biçimde kurmak ve kullanmak sizin sorumluluğunuzdadır: kişileri kayıt yapıldığı konusunda bilgilendirin ve insanların mahremiyet beklediği alanları kaydetmeyin.',
          'Telsizler yalnızca izin verilen frekanslarda kullanılabilir. Lisanssız PMR446 telsizler Türkiye’de ve Avrupa Birliği’nde lisans gerekmeden kullanılabilir; diğer telsizler için Bilgi Teknolojileri ve İletişim Kurumundan (BTK) veya ülkenizdeki yetkili kurumdan lisans almanız gerekebilir.',
        ],
      },
      {
        title: 'Web sitemizin kullanımı',
        paragraphs: [
          'Web sitesini kötüye kullanmayın: siteye yetkisiz erişmeye, siteyi aksatmaya, verilerini otomatik araçlarla toplamaya veya siteyi hukuka aykırı amaçlarla kullanmaya çalışmayın. Web sitesindeki metinlerin, görsellerin, logoların ve tasarımın tüm hakları {{store}} ve lisans verenlerine aittir; izin alınmadan kopyalanamaz. Ürün adları ve logoları ilgili sahiplerinin ticari markalarıdır.',
        ],
      },
      {
        title: 'Sorumluluk',
        paragraphs: [
          'Web sitesinin veya ürünlerin kullanımından doğan kâr kaybı ya da veri kaybı gibi dolaylı zararlardan, yasanın böyle bir sınırlamaya izin vermediği durumlar dışında sorumlu değiliz. Bu koşullardaki hiçbir hüküm tüketici olarak sahip olduğunuz hakları veya kast ya da ağır ihmalden doğan sorumluluğumuzu sınırlamaz.',
        ],
      },
      {
        title: 'Uygulanacak hukuk ve uyuşmazlıklar',
        paragraphs: [
          'Bu koşullar Türkiye Cumhuriyeti kanunlarına tabidir. Tüketici şikâyetleriniz için, Ticaret Bakanlığının her yıl belirlediği parasal sınırlar dahilinde, yerleşim yerinizdeki veya ürünü satın aldığınız yerdeki Tüketici Hakem Heyetine ya da Tüketici Mahkemesine başvurabilirsiniz.',
        ],
      },
      {
        title: 'Bu koşullardaki değişiklikler',
        paragraphs: [
          'Bu koşulları zaman zaman güncelleyebiliriz. Bir siparişe, o siparişi verdiğiniz sırada web sitesinde yayımlanan sürüm uygulanır.',
        ],
      },
      {
        title: 'İletişim',
        paragraphs: [
          'Bu koşullarla ilgili sorularınız için {{email}} adresine yazın ya da {{phone}} numarasını arayın (Pzt-Cum 09:00-17:00 EST).',
        ],
      },
    ],
  },
  returns: {
    metaTitle: 'İade Politikası',
    metaDescription:
      '30 gün içinde iade, 3-5 iş günü içinde işleme alınan para iadesi, hasarlı ürünlerin 48 saat içinde bildirimi ve her üründe 2 yıl garanti.',
    title: 'İade Politikası',
    intro:
      'Satın aldığınız üründen memnun kalmadınız mı? Çoğu ürünü teslimattan itibaren 30 gün içinde iade ederek ödediğiniz tutarın tamamını geri alabilirsiniz. {{store}} mağazasında iade, para iadesi ve garanti başvurularının nasıl işlediğini aşağıda bulabilirsiniz.',
    highlights: [
      { title: '30 gün içinde iade', text: 'Ürünleri teslimattan itibaren 30 gün içinde iade edin.' },
      { title: '3-5 iş günü içinde para iadesi', text: 'İadeniz elimize ulaşıp kontrol edilir edilmez işleme alınır.' },
      { title: 'Ürün hasarlı mı geldi?', text: 'Teslimattan sonraki 48 saat içinde bize bildirin.' },
    ],
    sections: [
      {
        title: 'İade süresi ve koşulları',
        paragraphs: [
          'Bir ürünü teslim edildiği günden itibaren 30 gün içinde iade edebilirsiniz. Tam para iadesi için iade edilen ürünler:',
        ],
        list: [
          'kullanılmamış veya yalnızca denenmiş olmalı ve size ulaştığı durumda bulunmalıdır;',
          'tüm aksesuarları, kabloları, kılavuzları ve hediyeleriyle birlikte orijinal ambalajında olmalıdır;',
          'delinmiş gövde veya kesilmiş kablo gibi kurulumdan kaynaklanan hasarlar taşımamalıdır;',
          'sipariş numarası veya faturanın bir kopyasıyla birlikte gönderilmelidir.',
        ],
      },
      {
        title: 'İade edilemeyen ürünler',
        paragraphs: [
          'Aşağıdakiler para iadesi için geri gönderilemez. Arızalı ürünler ise 30 günlük iade süresi geçtikten sonra da 2 yıllık garantimiz kapsamındadır.',
        ],
        list: [
          'isteğiniz üzerine özel uzunlukta kesilmiş kablolar;',
          'etkinleştirilmiş yazılım lisansları veya aktivasyon kodları;',
          'hatalı kullanım, yanlış kurulum, yetkisiz onarım veya kaza sonucu hasar görmüş ürünler;',
          'teslimattan itibaren 30 gün geçtikten sonra iade edilen ürünler.',
        ],
      },
      {
        title: 'Bir ürünü nasıl iade edebilirsiniz?',
        paragraphs: ['Ürün iadesi dört adımda tamamlanır:'],
        steps: [
          'Sipariş numaranızı, iade etmek istediğiniz ürünleri ve iade nedenini {{email}} adresine veya iletişim sayfamız üzerinden bize iletin.',
          'İş günlerinde 24 saat içinde size iade adresini ve paketleme talimatlarını içeren bir iade onayı göndeririz.',
          'Ürünleri tercihen orijinal ambalajında, sağlam biçimde paketleyin ve iade onayını aldıktan sonraki 14 gün içinde bize gönderin.',
          'İadeniz elimize ulaştığında kontrol eder ve para iadenizi 3-5 iş günü içinde işleme alırız.',
        ],
      },
      {
        title: 'Para iadeleri',
        paragraphs: [
          'Onaylanan para iadeleri, iadenizin elimize ulaşmasından sonraki 3-5 iş günü içinde ödeme yaptığınız karta işlenir. Bankanıza bağlı olarak tutarın hesap özetinizde görünmesi birkaç gün daha sürebilir.',
          'İade edilen ürünlerin bedelinin tamamını geri öderiz. Siparişin tamamı bizim hatamız veya arızalı bir ürün nedeniyle iade edilirse ilk kargo ücretini de iade eder, iade kargosunu da biz karşılarız. Diğer iadelerde ürünleri geri gönderme masrafı size aittir.',
        ],
      },
      {
        title: 'Hasarlı, arızalı veya yanlış ürünler',
        paragraphs: [
          'Bir ürün hasarlı geldiyse veya yanlış ürün aldıysanız, teslimattan sonraki 48 saat içinde sipariş numaranız ve paketle ürünün fotoğraflarıyla birlikte bize bildirin. Ürünü masrafı bize ait olmak üzere teslim alır, tercihinize göre yenisini gönderir ya da ödediğiniz tutarın tamamını iade ederiz.',
          'Paketiniz ulaşmadıysa tahmini teslim tarihinden itibaren 7 gün içinde bize bildirin; kargo firmasıyla birlikte inceleme başlatırız.',
        ],
      },
      {
        title: '2 yıl garanti',
        paragraphs: [
          'Her ürün üretim hatalarına karşı 2 yıl garantilidir. Bir ürün 30 günlük iade süresinden sonra arızalanırsa bize ulaşın: ürünü onarır veya yenisiyle değiştiririz; ikisi de mümkün değilse bedelini iade ederiz. Garanti; hatalı kullanım, kaza, elektrik dalgalanması, yanlış kurulum veya yetkisiz onarımdan kaynaklanan hasarları kapsamaz.',
        ],
      },
      {
        title: 'Sipariş iptali',
        paragraphs: [
          'Henüz kargoya verilmemiş bir siparişi iptal edebilirsiniz: Siparişlerim sayfasını açıp İptal Talebi’ni seçin ya da bize ulaşın. İptal onaylandığında ödediğiniz tutarın tamamı 3-5 iş günü içinde iade edilir. Kargoya verilmiş bir sipariş ise bu politika kapsamında iade edilebilir.',
        ],
      },
      {
        title: 'Yasal haklarınız',
        paragraphs: [
          'Bu politika, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği kapsamındaki haklarınıza, özellikle mesafeli sözleşmeden 14 gün içinde gerekçe göstermeksizin cayma hakkınıza ek olarak uygulanır. Bu politikadaki hiçbir hüküm bu hakları sınırlamaz.',
        ],
      },
    ],
  },
  faq: {
    metaTitle: 'Sıkça Sorulan Sorular',
    metaDescription:
      'Ürünler, siparişler ve kargo, iade ve para iadesi, garanti ve destek, gizlilik ve güvenlik hakkında yanıtlar.',
    title: 'Sıkça Sorulan Sorular',
    intro: 'En sık duyduğumuz soruların kısa yanıtları. Yanıtını görmek için bir soru seçin.',
    jumpTo: 'Bir bölüme gidin',
    sections: {
      products: {
        title: 'Ürünler',
        items: [
          {
            q: 'Ürünleriniz orijinal ve yeni mi?',
            a: 'Evet. Sattığımız her ürün yeni ve orijinaldir; Hikvision, Motorola, Kenwood, Milo ve HALO gibi markaların ürünlerini yetkili dağıtım kanallarından temin ederiz. Her ürün 2 yıl garantilidir.',
          },
          {
            q: 'Doğru güvenlik kamerasını nasıl seçerim?',
            a: 'Kameranın nereye takılacağını (iç veya dış mekân ve dış etkenlere dayanıklılık sınıfı), ihtiyaç duyduğunuz çözünürlüğü, gece görüş mesafesini ve nasıl besleneceğini düşünün: PoE kameralar enerjiyi ve veriyi bir PoE switch’ten veya NVR kayıt cihazından tek bir ağ kablosuyla alır. Bu bilgiler her ürün sayfasındaki Teknik Özellikler sekmesinde yer alır; eksiksiz bir sistem planlamanız için ekibimiz de memnuniyetle yardımcı olur.',
          },
          {
            q: 'Telsiz kullanmak için lisans gerekir mi?',
            a: 'Lisanssız PMR446 telsizler Türkiye’de ve Avrupa Birliği’nde lisans gerekmeden kullanılabilir. Motorola veya Kenwood’un profesyonel VHF/UHF telsizleri için Bilgi Teknolojileri ve İletişim Kurumundan (BTK) veya ülkenizdeki yetkili kurumdan lisans almanız gerekebilir. Telsizin hangi türde olduğu ürün açıklamasında belirtilir.',
          },
          {
            q: 'Bir PoE switch tüm kameralarımı besleyebilir mi?',
            a: 'İki değeri kontrol edin: switch’in toplam PoE güç bütçesi (watt cinsinden) kameralarınızın toplam tüketiminden yüksek olmalı ve her port, kameranızın ihtiyaç duyduğu PoE standardını (802.3af veya 802.3at) desteklemelidir. Her iki değer de ürün sayfalarında yer alır.',
          },
          {
            q: 'İndirim sunuyor musunuz?',
            a: 'Bültenimize abone olursanız ilk siparişinize özel %10 indirim kodu kazanırsınız. Güncel fırsatımız için Günün Fırsatı sayfasına ve indirimli ürünlere de göz atın.',
          },
        ],
      },
      ordersShipping: {
        title: 'Siparişler ve Kargo',
        items: [
          {
            q: 'Teslimat ne kadar sürer?',
            a: 'Siparişinizi aldığımız günden itibaren standart kargo {{standardDays}} iş günü, yurt dışı kargo {{internationalDays}} iş günü sürer; bu siparişler {{shipsWithin}} iş günü içinde depomuzdan çıkar. Ekspres siparişler aynı iş günü (Türkiye saatiyle {{cutoff}} sonrasında ya da hafta sonu verilenler bir sonraki iş günü) kargoya verilir ve {{expressDays}} iş günü sonra teslim edilir.',
          },
          {
            q: 'Kargo ücreti ne kadar?',
            a: 'Standart teslimat her siparişte ücretsizdir; bu yüzden {{freeOver}} üzerindeki siparişler her zaman ücretsiz gönderilir. Türkiye içi ekspres teslimat, varsa indirim kodu düşüldükten sonraki sipariş ara toplamına göre ek ücretlidir; tablonun tamamı Kargo sayfamızdadır ve sipariş özeti ödeme yapmadan önce tam tutarı gösterir.',
          },
          {
            q: 'Siparişimi nasıl takip edebilirim?',
            a: 'Giriş yapıp Siparişlerim sayfasını açın. Her siparişin durumu (Hazırlanıyor, Kargoya Verildi, Teslim Edildi veya İptal Edildi) burada görünür; sipariş kargoya verildikten sonra kargo firmasının takip numarası da burada yer alır.',
          },
          {
            q: 'Siparişimi iptal edebilir veya değiştirebilir miyim?',
            a: 'Evet, sipariş henüz kargoya verilmediyse. Siparişlerim sayfasını açıp İptal Talebi’ni seçin ya da sipariş numaranızla bize ulaşın. Kargoya verilmiş siparişleri 30 gün içinde iade edebilirsiniz.',
          },
          {
            q: 'Hangi ülkelere gönderim yapıyorsunuz?',
            a: 'Türkiye içine ve Kanada, Birleşik Krallık, Avustralya, Almanya, Fransa, İtalya ile Japonya’ya gönderim yapıyoruz. Varış ülkesinin gümrük vergileri ve harçları alıcı tarafından ödenir.',
          },
        ],
      },
      returnsRefunds: {
        title: 'İade ve Para İadesi',
        items: [
          {
            q: 'İade politikanız nedir?',
            a: 'Ürünleri teslimattan itibaren 30 gün içinde, kullanılmamış ve tüm aksesuarlarıyla orijinal ambalajında iade ederek ödediğiniz tutarın tamamını geri alabilirsiniz. Ayrıntılar için İade Politikamıza bakın.',
          },
          {
            q: 'Bir ürünü nasıl iade ederim?',
            a: 'Sipariş numaranızı ve iade etmek istediğiniz ürünleri {{email}} adresine veya iletişim sayfası üzerinden bize iletin. İş günlerinde 24 saat içinde size iade adresini ve talimatları içeren bir iade onayı göndeririz.',
          },
          {
            q: 'Para iadem ne zaman yapılır?',
            a: 'Para iadeleri, iadenizin elimize ulaşmasından sonraki 3-5 iş günü içinde ödeme yaptığınız karta işlenir. Tutarın hesap özetinizde görünmesi bankanıza bağlı olarak birkaç gün daha sürebilir.',
          },
          {
            q: 'Siparişim hasarlı gelirse veya hiç gelmezse ne olur?',
            a: 'Hasarlı, arızalı veya yanlış ürünleri teslimattan sonraki 48 saat içinde fotoğraflarıyla birlikte bildirin; masrafı bize ait olmak üzere yenisiyle değiştirir ya da ödediğiniz tutarın tamamını iade ederiz. Ulaşmayan bir paketi ise tahmini teslim tarihinden itibaren 7 gün içinde bildirin.',
          },
        ],
      },
      warrantySupport: {
        title: 'Garanti ve Destek',
        items: [
          {
            q: 'Ürünleriniz kaç yıl garantili?',
            a: 'Her ürün üretim hatalarına karşı 2 yıl garantilidir. Garanti; hatalı kullanım, kaza, elektrik dalgalanması, yanlış kurulum veya yetkisiz onarımdan kaynaklanan hasarları kapsamaz.',
          },
          {
            q: 'Garanti başvurusunu nasıl yaparım?',
            a: 'Sipariş numaranız, ürün ve arızanın kısa bir açıklamasıyla bize ulaşın. Önce sorunu birlikte gidermeye çalışırız; ürün arızalıysa onarır veya yenisiyle değiştiririz, ikisi de mümkün değilse bedelini iade ederiz.',
          },
          {
            q: 'Müşteri desteğine ne zaman ulaşabilirim?',
            a: 'Destek ekibimize Pazartesi-Cuma 09:00-17:00 (EST) saatleri arasında {{phone}} numarasından ve {{email}} adresinden ulaşabilirsiniz. E-postalar iş günlerinde 24 saat içinde yanıtlanır.',
          },
          {
            q: 'Sistemimi kurmama yardımcı olabilir misiniz?',
            a: 'Evet. Satın almadan önce sisteminizi planlamanıza yardımcı olur, sonrasında da bir NVR kayıt cihazına kamera eklemek veya telsizleri programlamak gibi kurulum sorularınızı yanıtlarız. Yerinde kurulum hizmete dahil değildir.',
          },
        ],
      },
      privacySecurity: {
        title: 'Gizlilik ve Güvenlik',
        items: [
          {
            q: 'Sitenizde kartla ödeme yapmak güvenli mi?',
            a: 'Evet. Ödeme adımı şifreli bir bağlantı kullanır ve kartınız ödeme hizmeti sağlayıcımız tarafından işlenir. Tam kart numaranızı veya CVV kodunuzu asla saklamayız; siparişte yalnızca kart markası ve son dört hane tutulur.',
          },
          {
            q: 'Hangi kişisel verilerimi saklıyorsunuz?',
            a: 'Yalnızca hesabınızı yönetmek ve siparişlerinizi teslim etmek için gerekenleri: adınız, e-posta adresiniz, adresleriniz, telefon numaranız ve sipariş geçmişiniz. Şifreniz yalnızca güvenli bir özet (hash) olarak saklanır. Gizlilik Politikamız, KVKK ve GDPR’a uygun olarak her şeyi açıklar.',
          },
          {
            q: 'Hangi çerezleri kullanıyorsunuz?',
            a: 'Yalnızca mağazanın ihtiyaç duyduklarını: oturumunuzu açık tutan bir oturum çerezi, giriş yapmadığınızda sepetinizi ve istek listenizi saklayan bir ziyaretçi çerezi ve dil tercihinizi hatırlayan "lang" çerezi. Reklam veya izleme çerezi kullanmıyoruz.',
          },
          {
            q: 'Kişisel verilerimi nasıl görebilir veya sildirebilirim?',
            a: 'Profilinizi Hesabım sayfasında görüntüleyip düzenleyebilirsiniz. Verilerinizin bir kopyasını almak veya hesabınızı sildirmek için {{email}} adresine yazın; başvurunuzu ücretsiz olarak ve en geç 30 gün içinde yanıtlarız.',
          },
        ],
      },
    },
    moreTitle: 'Başka bir sorunuz mu var?',
    moreText: 'Destek ekibimiz Pazartesi-Cuma 09:00-17:00 (EST) saatleri arasında yardımcı olmaktan memnuniyet duyar.',
    moreLink: 'Bize ulaşın',
  },
} satisfies UiTexts['info'];
