import { Tabs, type Tab } from '#app/components/ui/tabs.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductDetail } from '#common/catalog-types.ts';
import { ProductSpecs, useKeySpecs } from './product-specs.tsx';

/** Description, features and specifications (typed data first) as tabs; a product with none of them has no tab section. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const keySpecs = useKeySpecs(product);
  const tabs: Tab[] = [];
  if (product.description || product.includedItems.length || product.useCases.length) {
    tabs.push({
      id: 'description',
      label: t('product.tabDescription'),
      content: (
        <div className="max-w-3xl space-y-6 text-slate-700">
          {product.description ? <p className="leading-relaxed">{product.description}</p> : null}
          {product.useCases.length ? (
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">{t('product.useCases')}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {product.useCases.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {product.includedItems.length ? (
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">{t('product.packageContents')}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {product.includedItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ),
    });
  }
  if (product.features.length) {
    tabs.push({
      id: 'features',
      label: t('product.tabFeatures'),
      content: (
        <dl className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {product.features.map((f) => (
            <div key={f.name} className="card p-4">
              <dt className="font-semibold text-slate-900">{f.name}</dt>
              <dd className="mt-1 text-sm text-slate-700">{f.value}</dd>
            </div>
          ))}
        </dl>
      ),
    });
  }
  if (keySpecs.length || product.specifications.length) {
    tabs.push({
      id: 'specifications',
      label: t('product.tabSpecifications'),
      content: <ProductSpecs product={product} keySpecs={keySpecs} />,
    });
  }
  if (!tabs.length) return null;
  return (
    <section aria-labelledby="product-details-title" className="mt-12">
      {/* Names the tabs' section and keeps the heading levels in order (h1, h2, then the panels' h3). */}
      <h2 id="product-details-title" className="sr-only">
        {t('product.details')}
      </h2>
      <Tabs label={product.title} tabs={tabs} />
    </section>
  );
}
