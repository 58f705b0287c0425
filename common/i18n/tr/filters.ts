import type { UiTexts } from '../ui-texts.ts';

/** /products filtreleri ve sayıları (filters.*). */
export default {
  heading: 'Listeyi daraltın',
  option: '{{label}} ({{count}})',
  optionCount_one: '{{count}} ürün',
  optionCount_other: '{{count}} ürün',
  price: 'Fiyat',
  priceMin: 'En düşük fiyat ($)',
  priceMax: 'En yüksek fiyat ($)',
  priceRange: 'Bu listedeki fiyatlar {{min}} ile {{max}} arasında.',
  priceFrom: '{{price}} ve üzeri',
  priceTo: '{{price}} ve altı',
  availability: 'Stok durumu',
  inStock: 'Yalnızca stokta olanlar',
  apply: 'Filtreleri uygula',
  clearAll: 'Tüm filtreleri temizle',
  chosen: 'Seçilen filtreler',
  remove: 'Filtreyi kaldır: {{label}}',
  results_one: '{{count}} ürün eşleşiyor',
  results_other: '{{count}} ürün eşleşiyor',
  showResults_one: '{{count}} ürünü göster',
  showResults_other: '{{count}} ürünü göster',
  badValue: 'Seçtiğiniz filtrelerden biri bu listede yok.',
  badPrice: 'Fiyatı dolar olarak girin, örneğin 100 veya 99,50.',
} satisfies UiTexts['filters'];
