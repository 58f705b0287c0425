import { useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductImage } from '#common/catalog-types.ts';
import { ProductImg } from './product-img.tsx';

/** Main image plus thumbnails in 5 columns when there is more than one image (docs/product.md §2.4.1). */
export function Gallery({
  images,
  title,
  children,
}: {
  images: ProductImage[];
  title: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? null;
  return (
    <section aria-label={t('product.gallery')}>
      <div className="card relative aspect-square p-6">
        <ProductImg image={current} eager alt={current?.alt || title} className="h-full w-full object-contain" />
        {children}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image.path}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.showImage', { index: i + 1 })}
                aria-pressed={i === index}
                className={`card block aspect-square w-full overflow-hidden p-1 ${i === index ? 'border-2 border-brand-600' : 'hover:border-slate-400'}`}
              >
                <ProductImg image={image} alt="" className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
