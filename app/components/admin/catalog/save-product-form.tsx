import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ActionResult } from '#app/components/admin/catalog/action-result.ts';
import {
  FormAlert,
  ProductFields,
  focusFirstError,
  productValues,
} from '#app/components/admin/catalog/product-fields.tsx';
import {
  TextsFields,
  TranslationsFields,
  TypedSpecsFields,
  extraValues,
} from '#app/components/admin/catalog/product-extra-fields.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { LoadedProduct, SaveValues } from './admin-products.types.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import {
  PRODUCT_FIELDS,
  PRODUCT_MAX,
  productFieldErrors,
  productSchema,
  readProductForm,
} from '#common/schemas/admin-catalog.ts';

/** Fields in the order the form shows them, then the typed data, texts and Turkish ones in error. */
const order = (errors: Record<string, unknown>) => [...PRODUCT_FIELDS, ...Object.keys(errors)];

/** The product's fields and image alt texts in one form, checked by the shared schema before sending. */
export function SaveForm({ product, result }: { product: LoadedProduct; result?: ActionResult<'save', SaveValues> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const { errors, clear, set } = useFieldErrors(refused?.fieldErrors);
  const values = refused?.values ?? { ...productValues(product), imageAlts: {}, extra: extraValues(product) };
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  // The typed fields follow the subcategory chosen (at once with JavaScript; after saving without).
  const [subcategory, setSubcategory] = useState(values.subcategory);

  useEffect(() => {
    if (refused) focusFirstError(formRef.current, order(refused.fieldErrors), refused.fieldErrors);
  }, [refused]);

  return (
    <section aria-labelledby="product-details-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="product-details-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.edit.details')}
      </h2>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4"
        onChange={(event) => {
          const target: EventTarget = event.target;
          if (target instanceof HTMLSelectElement && target.name === 'subcategory') setSubcategory(target.value);
        }}
        onSubmit={(event) => {
          const parsed = productSchema.safeParse(readProductForm(new FormData(event.currentTarget)));
          if (parsed.success) return;
          event.preventDefault();
          const next = productFieldErrors(parsed.error.issues);
          set(next);
          focusFirstError(event.currentTarget, order(next), next);
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <FormAlert formError={refused?.formError} errors={errors} />
        <ProductFields values={values} errors={errors} onEdit={clear} />
        <TypedSpecsFields subcategory={subcategory} values={values.extra} errors={errors} onEdit={clear} />
        <TextsFields values={values.extra} errors={errors} onEdit={clear} />

        <fieldset className="mt-6 min-w-0">
          <legend className="text-base font-semibold text-slate-900">{t('admin.catalog.images.title')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.images.intro')}</p>
          {errors.images ? <p className="mt-1 text-sm text-red-700">{t(errors.images)}</p> : null}
          <ol className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {product.images.map((image, index) => (
              <ImageRow
                key={image.path}
                image={image}
                index={index}
                alt={values.imageAlts[image.path] ?? image.alt}
                error={errors.images}
                only={product.images.length === 1}
              />
            ))}
          </ol>
        </fieldset>

        <TranslationsFields
          values={values.extra}
          errors={errors}
          onEdit={clear}
          missing={product.missingTranslations}
          english={product}
          images={product.images}
        />

        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary min-w-32" disabled={busy}>
            {busy ? t('admin.catalog.saving') : t('admin.catalog.save')}
          </button>
          <Link to="/admin/products" className="btn-secondary">
            {t('admin.catalog.backToList')}
          </Link>
        </div>
      </Form>
      {/* The remove buttons above belong to these forms (a form cannot hold another). */}
      {product.images.map((image, index) => (
        <Form key={image.path} id={`remove-image-${index}`} method="post" hidden>
          <input type="hidden" name="intent" value="removeImage" />
          <input type="hidden" name="path" value={image.path} />
        </Form>
      ))}
    </section>
  );
}

function ImageRow({
  image,
  index,
  alt,
  error,
  only,
}: {
  image: LoadedProduct['images'][number];
  index: number;
  alt: string;
  error?: TranslationKey;
  only: boolean;
}) {
  const { t } = useTranslation();
  const id = `image-alt-${index}`;
  return (
    <li className="flex gap-3 rounded-md border border-slate-200 p-3">
      <ProductImg
        image={image}
        alt=""
        className="h-20 w-20 shrink-0 rounded border border-slate-100 bg-white object-contain"
      />
      <div className="min-w-0 flex-1">
        <input type="hidden" name="imagePath" value={image.path} />
        <label htmlFor={id} className="label">
          {t('admin.catalog.images.alt', { n: index + 1 })}
        </label>
        <input
          id={id}
          name="imageAlt"
          defaultValue={alt}
          maxLength={PRODUCT_MAX.alt}
          className={`input ${error ? 'border-red-600' : ''}`}
        />
        <p className="mt-1 truncate text-xs text-slate-600" title={image.path}>
          {image.width}×{image.height} · {image.path}
        </p>
        {only ? (
          <p className="mt-1 text-xs text-slate-600">{t('admin.catalog.images.lastOne')}</p>
        ) : (
          <button
            type="submit"
            form={`remove-image-${index}`}
            className="mt-2 text-sm font-semibold text-red-700 hover:underline"
            formNoValidate
          >
            {t('admin.catalog.images.remove', { n: index + 1 })}
          </button>
        )}
      </div>
    </li>
  );
}
