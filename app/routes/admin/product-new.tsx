import { useEffect, useRef, useState } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { failed, readForm, type ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { ImageUploadField, checkChosenFiles } from '#app/components/admin/catalog/image-upload-field.tsx';
import {
  FormAlert,
  ProductFields,
  emptyProductValues,
  focusFirstError,
  type ProductValues,
} from '#app/components/admin/catalog/product-fields.tsx';
import {
  TextsFields,
  TranslationsFields,
  TypedSpecsFields,
} from '#app/components/admin/catalog/product-extra-fields.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { useFieldErrors } from '#app/components/ui/form.tsx';
import type { Route } from './+types/product-new';
import { pageMeta } from '#app/lib/seo.ts';
import {
  MAX_IMAGES,
  PRODUCT_FIELDS,
  echoExtraForm,
  echoProductForm,
  newProductSchema,
  productFieldErrors,
  readProductForm,
  type ExtraValues,
} from '#common/schemas/admin-catalog.ts';

/** /admin/products/new: a new product with its id and at least one uploaded image; one multipart post. */

// No data: the server checks the page's access before it runs (server/http/page-access.ts).
export function loader() {
  return null;
}

type NewValues = ProductValues & { extra: ExtraValues };
type NewResult = ActionResult<'create' | 'unknown', NewValues>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const values: NewValues = { ...echoProductForm(form), extra: echoExtraForm(form) };
  const parsed = newProductSchema.safeParse(readProductForm(form));
  const files = form
    .getAll('images')
    .filter((v): v is File => typeof v !== 'string' && (v.size > 0 || Boolean(v.name)));
  if (!parsed.success) {
    const fieldErrors = productFieldErrors(parsed.error.issues);
    if (files.length === 0) fieldErrors.images = 'admin.catalog.errors.imagesRequired';
    return data<NewResult>({ intent: 'create', ok: false, fieldErrors, values }, 400);
  }
  try {
    await context.services.adminCatalog.createProduct(parsed.data, files);
  } catch (error) {
    return failed('create', error, values);
  }
  throw redirect(`/admin/products/${encodeURIComponent(parsed.data.id)}?created=1`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.catalog.create.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin/products/new',
    noindex: true,
  });

const fieldOrder = (errors: Record<string, unknown>) => [...PRODUCT_FIELDS, 'images', ...Object.keys(errors)];

export default function ProductNew({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const { errors, clear, set } = useFieldErrors(refused?.fieldErrors);
  const values = refused?.values ?? { ...emptyProductValues(), extra: {} };
  const [subcategory, setSubcategory] = useState(values.subcategory);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  useEffect(() => {
    if (refused) focusFirstError(formRef.current, fieldOrder(refused.fieldErrors), refused.fieldErrors);
  }, [refused]);

  return (
    <div>
      <Breadcrumb
        items={[
          { label: t('admin.shell.products'), to: '/admin/products' },
          { label: t('admin.catalog.create.title') },
        ]}
      />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('admin.catalog.create.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.create.intro')}</p>

      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="card mt-4 p-4 sm:p-6"
        onChange={(event) => {
          const target: EventTarget = event.target;
          if (target instanceof HTMLSelectElement && target.name === 'subcategory') setSubcategory(target.value);
        }}
        onSubmit={(event) => {
          const target = event.currentTarget;
          const parsed = newProductSchema.safeParse(readProductForm(new FormData(target)));
          const next = parsed.success ? {} : productFieldErrors(parsed.error.issues);
          const fileProblem = checkChosenFiles(
            target.elements.namedItem('images') as HTMLInputElement | null,
            MAX_IMAGES,
            true,
          );
          if (fileProblem) next.images = fileProblem;
          if (Object.keys(next).length === 0) return;
          event.preventDefault();
          set(next);
          focusFirstError(target, fieldOrder(next), next);
        }}
      >
        <FormAlert
          formError={refused?.formError}
          errors={errors}
          extra={refused ? 'admin.catalog.create.chooseAgain' : undefined}
        />
        <ProductFields values={values} errors={errors} onEdit={clear} withId>
          <div className="sm:col-span-2">
            <ImageUploadField
              label={t('admin.catalog.create.images')}
              room={MAX_IMAGES}
              error={errors.images}
              onEdit={clear}
              required
            />
          </div>
        </ProductFields>
        <TypedSpecsFields subcategory={subcategory} values={values.extra} errors={errors} onEdit={clear} />
        <TextsFields values={values.extra} errors={errors} onEdit={clear} />
        <TranslationsFields values={values.extra} errors={errors} onEdit={clear} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary min-w-32" disabled={busy}>
            {busy ? t('admin.catalog.create.creating') : t('admin.catalog.create.submit')}
          </button>
          <Link to="/admin/products" className="btn-secondary">
            {t('admin.catalog.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
