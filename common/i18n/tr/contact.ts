import type { UiTexts } from '../ui-texts.ts';

/**
 * İletişim sayfasının (/contact) ve iletişim API'sinin Türkçe metinleri.
 * Anahtar yapısı en/contact.ts ile birebir aynı olmalıdır (common/i18n/ui-texts.test.ts denetler).
 */
export default {
  metaTitle: 'İletişim',
  metaDescription:
    'Bir ürün, sipariş veya iade hakkında sorunuz mu var? Bize mesaj gönderin, arayın ya da e-posta yazın: 24 saat içinde yanıt veriyoruz.',
  title: 'Bize Ulaşın',
  intro: 'Bir ürün, sipariş veya iade hakkında sorunuz mu var? Bize mesaj gönderin, size en kısa sürede dönüş yapalım.',
  formTitle: 'Bize Mesaj Gönderin',
  optional: '(isteğe bağlı)',
  fields: {
    name: 'Adınız Soyadınız',
    email: 'E-posta Adresi',
    subject: 'Konu',
    phone: 'Telefon Numarası',
    message: 'Mesaj',
  },
  placeholders: {
    name: 'Ayşe Yılmaz',
    email: 'ornek@eposta.com',
    subject: 'Size nasıl yardımcı olabiliriz?',
    phone: '+90 532 123 45 67',
    message: 'Mesajınızı buraya yazın...',
  },
  submit: 'Mesaj Gönder',
  sending: 'Gönderiliyor...',
  cancellationSubject: '{{order}} numaralı sipariş için iptal talebi',
  success: {
    title: 'Teşekkürler!',
    message: 'Mesajınız için teşekkür ederiz! 24 saat içinde size dönüş yapacağız.',
    again: 'Yeni Mesaj Gönder',
  },
  cards: {
    title: 'Bize ulaşın',
    phone: 'Telefon',
    email: 'E-posta',
    emailText: '24 saat içinde yanıt veriyoruz',
    location: 'Adres',
  },
  errors: {
    nameRequired: 'Ad soyad zorunludur',
    nameTooLong: 'Ad soyad en fazla 100 karakter olabilir',
    emailRequired: 'E-posta zorunludur',
    emailInvalid: 'E-posta adresi geçersiz',
    subjectRequired: 'Konu zorunludur',
    subjectTooLong: 'Konu en fazla 200 karakter olabilir',
    messageRequired: 'Mesaj zorunludur',
    messageTooShort: 'Mesaj en az 10 karakter olmalıdır',
    messageTooLong: 'Mesaj en fazla 5000 karakter olabilir',
    phoneInvalid: 'Lütfen geçerli bir telefon numarası girin',
    orderNumberInvalid: 'Geçersiz sipariş numarası',
    submitFailed: 'Form gönderilemedi. Lütfen tekrar deneyin.',
  },
} satisfies UiTexts['contact'];
