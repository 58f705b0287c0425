import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ProductCard as Card } from '#common/catalog-types.ts';
import { CompareButton } from '#app/components/compare/compare-button.tsx';
import { OldPrice, Price } from './price.tsx';
import { ProductImg } from './product-img.tsx';
import { brandLabel } from '#common/brand.ts';

export function Badges({ product }: { product: Pick<Card, 'discount' | 'isNew'> }) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute top-2 left-2 flex flex-col gap-1">
      {product.discount > 0 ? (
        <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          {t('common.off', { percent: product.discount })}
        </span>
      ) : null}
      {product.isNew ? (
        <span className="rounded bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">{t('common.new')}</span>
      ) : null}
    </div>
  );
}

/** A catalogue card: image, badges, brand, title, price and old price (no add-to-cart, docs/product.md §2.3.6). */
/** `headingLevel` follows the page: 2 where the grid sits right under the h1, 3 under a section's h2. */
export function ProductCard({
  product,
  eager,
  headingLevel = 3,
}: {
  product: Card;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition hover:shadow-md">
      <div className="relative aspect-square bg-white p-4">
        <ProductImg image={product.image} eager={eager} className="h-full w-full object-contain" />
        <Badges product={product} />
        {/* The same form for every visitor: the card stays part of a shared page. */}
        <CompareButton productId={product.id} title={product.title} compact className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600">
          {brandLabel(product.brand, t('products.otherBrand'))}
        </p>
        {/* The whole title: a clamp cut the model number off on phones. */}
        <Heading className="focus-ring-within text-sm font-semibold break-words text-slate-900">
          <Link
            to={`/product/${product.id}`}
            className="after:absolute after:inset-0 hover:text-brand-700"
            prefetch="intent"
          >
            {product.title}
          </Link>
        </Heading>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <Price cents={product.priceCents} className="text-lg font-bold text-slate-900" />
          {product.discount > 0 ? <OldPrice cents={product.oldPriceCents} /> : null}
        </div>
        {product.stock <= 0 ? <p className="text-xs font-semibold text-red-700">{t('common.outOfStock')}</p> : null}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  className,
  headingLevel,
}: {
  products: Card[];
  eagerCount?: number;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={className ?? 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4'}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
