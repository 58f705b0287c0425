import type { UiTexts } from '../ui-texts.ts';

/** Ürün sayfasının Teknik Özellikler sekmesi (önce tipli veriler, ardından ürünün kendi grupları). */
export default {
  keySpecs: 'Temel özellikler',
} satisfies UiTexts['productSpecs'];
