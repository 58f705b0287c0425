import type { UiTexts } from '../ui-texts.ts';

/** Hesap kurtarma: "Şifremi unuttum", sıfırlama sayfası ve sıfırlama e-postası. */
const recovery: UiTexts['recovery'] = {
  forgotLink: 'Şifremi unuttum',
  forgotTitle: 'Şifrenizi mi unuttunuz?',
  forgotMetaTitle: 'Şifremi Unuttum',
  forgotMetaDescription: 'Hesabınız için yeni bir şifre belirlemek üzere bağlantı isteyin.',
  forgotIntro: 'Hesabınızın e-posta adresini girin; yeni bir şifre belirlemeniz için size bir bağlantı gönderelim.',
  forgotButton: 'Sıfırlama Bağlantısı Gönder',
  forgotSending: 'Gönderiliyor...',
  forgotSent:
    'Bu adrese ait bir hesap varsa şifreyi sıfırlamak için bir bağlantı gönderdik. Bağlantı 30 dakika geçerlidir.',
  forgotSpamHint:
    'Birkaç dakika içinde e-posta gelmedi mi? İstenmeyen e-posta klasörünüze bakın ya da yeniden isteyin.',
  backToLogin: 'Giriş Sayfasına Dön',
  resetTitle: 'Yeni şifre belirleyin',
  resetMetaTitle: 'Şifre Sıfırlama',
  resetMetaDescription: 'Hesabınız için yeni bir şifre belirleyin.',
  resetIntro: 'Yeni bir şifre seçin. Hesabınızda oturum açık olan tüm cihazlardan çıkış yapılacaktır.',
  resetButton: 'Yeni Şifreyi Kaydet',
  resetSaving: 'Kaydediliyor...',
  resetDone: 'Şifreniz değiştirildi ve tüm oturumlar kapatıldı. Yeni şifrenizle giriş yapın.',
  askAgain: 'Yeni bağlantı iste',
  errors: {
    linkInvalid: 'Bu şifre sıfırlama bağlantısı geçerli değil. Lütfen yeni bir bağlantı isteyin.',
    linkExpired:
      'Bu şifre sıfırlama bağlantısının süresi doldu (bağlantılar 30 dakika geçerlidir). Lütfen yeni bir bağlantı isteyin.',
    linkUsed:
      'Bu şifre sıfırlama bağlantısı zaten kullanıldı ya da şifre başka bir bağlantıyla sıfırlandı. Hâlâ gerekiyorsa yeni bir bağlantı isteyin.',
    tooManyRequests: 'Çok fazla şifre sıfırlama isteği geldi. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  },
  mail: {
    linkHidden:
      'Bağlantı yönetim panelindeki önizlemede gösterilmez: ona sahip olan herkes bu müşterinin şifresini belirleyebilir.',
    subject: '{{store}} hesabınızın şifresini sıfırlayın',
    preview: 'Yeni bir şifre belirlemek için bu bağlantıyı 30 dakika içinde kullanın.',
    greeting: 'Merhaba,',
    body: '{{email}} adresine ait {{store}} hesabı için şifre sıfırlama talebi aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeye tıklayın.',
    button: 'Yeni şifre belirle',
    linkIntro: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
    expires:
      'Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir. Yeni şifre belirlendiğinde tüm cihazlardaki oturumlar kapatılır.',
    notYou:
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz olduğu gibi kalır. İstemediğiniz hâlde bu e-postaları sık alıyorsanız bize bildirin.',
  },
};
export default recovery;
