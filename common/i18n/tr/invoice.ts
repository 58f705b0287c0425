import type { UiTexts } from '../ui-texts.ts';

/** PDF faturanın etiketleri (server/services/invoice.server.ts). */
export default {
  invoice: 'Fatura',
  invoiceNo: 'Fatura no.',
  orderNo: 'Sipariş no.',
  date: 'Tarih',
  status: 'Durum',
  payment: 'Ödeme',
  billTo: 'Fatura adresi',
  shipTo: 'Teslimat adresi',
  product: 'Ürün',
  itemNo: 'Ürün kodu',
  unitPrice: 'Birim fiyat',
  qty: 'Adet',
  amount: 'Tutar',
  subtotal: 'Ara toplam',
  shipping: 'Kargo',
  methods: { standard: 'Standart', express: 'Ekspres', international: 'Uluslararası' },
  deal: 'Günün Fırsatı: {{price}} (normal fiyatı {{regular}})',
  tax: 'Vergi ({{rate}})',
  total: 'Toplam',
  continued: 'devamı',
  thanks: 'Siparişiniz için teşekkür ederiz!',
  questions: 'Bu fatura hakkında sorularınız için: {{email}} · {{phone}}',
  page: 'Sayfa {{n}}/{{total}}',
  statuses: {
    Processing: 'Hazırlanıyor',
    Shipped: 'Kargoya Verildi',
    Delivered: 'Teslim Edildi',
    Cancelled: 'İptal Edildi',
  },
} satisfies UiTexts['invoice'];
