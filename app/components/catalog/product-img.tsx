import { useState } from 'react';
import type { ProductImage } from '#common/catalog-types.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** A product image with fixed dimensions (no layout shift) that falls back to the placeholder. */
export function ProductImg({
  image,
  className,
  eager,
  alt,
}: {
  image: ProductImage | null;
  className?: string;
  sizes?: string;
  eager?: boolean;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = !image || failed ? PLACEHOLDER_IMAGE : image.path;
  return (
    <img
      src={src}
      alt={alt ?? image?.alt ?? ''}
      width={image?.width ?? 800}
      height={image?.height ?? 800}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
