import type { Catalogue } from '../catalogue.ts';

/** Ürün sayfasının Teknik Özellikler sekmesi (önce tipli veriler, ardından ürünün kendi grupları). */
export default {
  keySpecs: 'Temel özellikler',
} satisfies Catalogue['productSpecs'];
