import type { UiTexts } from '../ui-texts.ts';
import catalog from './admin-catalog.ts';
import messages from './admin-messages.ts';
import orders from './admin-orders.ts';

/** Yönetim paneli metinleri: kabuk burada, her bölüm kendi dosyasında. */
export default {
  shell: {
    metaTitle: 'Yönetim Paneli',
    metaDescription: 'Mağazayı yönetin: siparişler, ürünler, fırsatlar ve mesajlar.',
    title: 'Yönetim Paneli',
    nav: 'Yönetim paneli',
    signedInAs: '{{name}} olarak giriş yapıldı',
    dashboard: 'Gösterge Paneli',
    orders: 'Siparişler',
    products: 'Ürünler',
    deal: 'Günün Fırsatı',
    messages: 'Mesajlar',
    subscribers: 'Bülten',
  },
  orders,
  catalog,
  messages,
} satisfies UiTexts['admin'];
