import { Link } from 'react-router';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { SearchBox } from '#app/components/catalog/search-box.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductCard } from '#common/catalog-types.ts';
import { Empty } from './empty.tsx';
import { brandLabel } from '#common/brand.ts';

/** The page's head: title, search and the hot products beside them. */
export function Hero({ hot }: { hot: ProductCard[] }) {
  const { t } = useTranslation();
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="container-page grid gap-8 py-10 lg:grid-cols-5 lg:py-14">
        <div className="flex flex-col justify-center lg:col-span-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t('home.heroText')}</p>
          <div className="mt-6 max-w-xl">
            <SearchBox variant="hero" />
          </div>
          <div className="mt-6">
            <Link to="/products" className="btn-secondary">
              {t('home.heroCta')}
            </Link>
          </div>
        </div>
        <aside aria-labelledby="hot-title" className="rounded-xl bg-white/10 p-4 lg:col-span-2">
          <h2 id="hot-title" className="mb-3 text-lg font-bold">
            {t('home.hotProducts')}
          </h2>
          {hot.length === 0 ? <Empty text={t('home.noProducts')} /> : null}
          <ul className="grid grid-cols-2 gap-3">
            {hot.map((product, index) => (
              <li key={product.id} className="on-light relative rounded-lg bg-white p-3 text-slate-900">
                <ProductImg image={product.image} eager={index === 0} className="aspect-square w-full object-contain" />
                <p className="mt-2 text-xs font-semibold text-slate-600">
                  {brandLabel(product.brand, t('products.otherBrand'))}
                </p>
                <h3 className="focus-ring-within text-sm font-semibold break-words">
                  <Link to={`/product/${product.id}`} className="after:absolute after:inset-0">
                    {product.title}
                  </Link>
                </h3>
                <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
                  <Price cents={product.priceCents} className="font-bold" />
                  {product.discount > 0 ? (
                    <OldPrice cents={product.oldPriceCents} className="text-xs text-slate-500" />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
