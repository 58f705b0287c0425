import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductDetail } from '#common/catalog-types.ts';
import { attributeNameKey, attributesOf, formatAttribute } from '#common/attributes.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { localeOf } from '#common/languages.ts';

type Row = { key: string; name: string; value: string };

/** The product's typed data (#common/attributes) in its subcategory's order, formatted for the page's language. */
export function useKeySpecs(product: Pick<ProductDetail, 'subcategory' | 'attributes'>): Row[] {
  const { t } = useTranslation();
  const locale = localeOf(usePageLang());
  const text = (key: string) => t(key as TranslationKey);
  return attributesOf(product.subcategory).flatMap((definition) => {
    const value = product.attributes[definition.key];
    if (value === undefined) return [];
    return [
      {
        key: definition.key,
        name: text(attributeNameKey(definition.key)),
        value: formatAttribute(definition, value, locale, text),
      },
    ];
  });
}

/** One table of name/value rows under a caption, as the Specifications tab shows each group. */
export function SpecTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; name: string; value: string }[];
}) {
  return (
    <table className="w-full overflow-hidden rounded-lg border border-slate-200 text-sm">
      <caption className="bg-slate-100 px-4 py-2 text-left font-semibold text-slate-900">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200">
            <th scope="row" className="w-1/3 bg-slate-50 px-3 py-2 text-left font-medium text-slate-700 sm:px-4">
              {row.name}
            </th>
            <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-900 sm:px-4">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Specifications tab: the typed data first, then the product's own groups (in the page's language). */
export function ProductSpecs({ product, keySpecs }: { product: ProductDetail; keySpecs: Row[] }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl space-y-6">
      {keySpecs.length ? <SpecTable caption={t('productSpecs.keySpecs')} rows={keySpecs} /> : null}
      {product.specifications.map((group) => (
        <SpecTable
          key={group.group}
          caption={group.group}
          rows={group.items.map((item, i) => ({ key: `${i}-${item.name}`, name: item.name, value: item.value }))}
        />
      ))}
    </div>
  );
}
