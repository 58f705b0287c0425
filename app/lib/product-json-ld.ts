import type { ProductDetail } from '#common/catalog-types.ts';
import { isUnknownBrand } from '#common/brand.ts';

/** The product page's schema.org Product block (search engines' rich results). */
export function productJsonLd(product: ProductDetail, origin: string) {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.id,
    // A product without a brand names none (not a brand called "Other").
    brand: isUnknownBrand(product.brand) ? undefined : { '@type': 'Brand', name: product.brand },
    image: product.images.map((i) => origin + i.path),
    // The published reviews (docs/product.md §22): their average and count, and the reviews themselves.
    aggregateRating: product.reviewCount
      ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5 }
      : undefined,
    review: product.reviews.length
      ? product.reviews.map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: r.author },
          datePublished: r.date.slice(0, 10),
          reviewBody: r.text,
          inLanguage: r.locale,
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
        }))
      : undefined,
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.id}`,
      priceCurrency: 'USD',
      price: product.priceCents != null ? (product.priceCents / 100).toFixed(2) : undefined,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  // Keep "</script>" out of the data block.
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}
