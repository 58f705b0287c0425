import { useEffect, useRef, useState } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { failed, readForm, type ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { ImageUploadField, checkChosenFiles } from '#app/components/admin/catalog/image-upload-field.tsx';
import { FlagBadges, FormAlert, ProductFields, focusFirstError, productValues, type ProductValues } from '#app/components/admin/catalog/product-fields.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert, useFieldErrors } from '#app/components/ui/form.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { Route } from './+types/product-edit';
import { pageMeta } from '#app/lib/seo.ts';
import { MAX_IMAGES, PRODUCT_FIELDS, PRODUCT_MAX, echoProductForm, productSchema, readProductForm } from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/**
 * /admin/products/:id: edit a product (fields, alt texts, images), hide or show it, and delete
 * it when it was never ordered. Every form is a plain post with an intent, so the page works
 * without JavaScript; with it, the shared schema checks the fields before sending.
 */

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const product = await context.services.adminCatalog.getProduct(params.id ?? '');
  if (!product) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const url = new URL(request.url);
  return { product, confirmDelete: url.searchParams.get('delete') === 'confirm', created: url.searchParams.get('created') === '1' };
}

type SaveValues = ProductValues & { imageAlts: Record<string, string> };
type EditResult =
  | ActionResult<'save', SaveValues>
  | ActionResult<'hide' | 'show' | 'delete' | 'addImages' | 'removeImage' | 'unknown'>;

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAdmin(context, request);
  const { adminCatalog } = context.services;
  const id = params.id ?? '';
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const intent = form.get('intent');

  if (intent === 'save') {
    const input = readProductForm(form);
    const values: SaveValues = {
      ...echoProductForm(form),
      imageAlts: Object.fromEntries(((input.images as { path: string; alt: string }[] | undefined) ?? []).slice(0, MAX_IMAGES * 2).map((i) => [i.path, i.alt.slice(0, PRODUCT_MAX.alt * 2)])),
    };
    const parsed = productSchema.safeParse(input);
    if (!parsed.success) return data<EditResult>({ intent, ok: false, fieldErrors: firstIssuePerField(parsed.error.issues, { top: true }), values }, 400);
    try {
      await adminCatalog.updateProduct(id, parsed.data);
    } catch (error) {
      return failed(intent, error, values);
    }
    return data<EditResult>({ intent, ok: true });
  }
  if (intent === 'hide' || intent === 'show') {
    try {
      await adminCatalog.hideProduct(id, intent === 'hide');
    } catch (error) {
      return failed(intent, error);
    }
    return data<EditResult>({ intent, ok: true });
  }
  if (intent === 'addImages') {
    try {
      await adminCatalog.addImages(id, form.getAll('images').filter((v): v is File => typeof v !== 'string' && (v.size > 0 || Boolean(v.name))));
    } catch (error) {
      return failed(intent, error);
    }
    return data<EditResult>({ intent, ok: true });
  }
  if (intent === 'removeImage') {
    try {
      await adminCatalog.removeImage(id, String(form.get('path') ?? ''));
    } catch (error) {
      return failed(intent, error);
    }
    return data<EditResult>({ intent, ok: true });
  }
  if (intent === 'delete') {
    try {
      await adminCatalog.deleteProduct(id);
    } catch (error) {
      return failed(intent, error);
    }
    throw redirect(`/admin/products?deleted=${encodeURIComponent(id)}`);
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, { title: 'admin.catalog.edit.metaTitle', description: 'admin.shell.metaDescription', path: `/admin/products/${params.id ?? ''}`, noindex: true });

const SUCCESS_KEYS: Record<string, TranslationKey> = {
  save: 'admin.catalog.edit.saved',
  hide: 'admin.catalog.edit.hiddenDone',
  show: 'admin.catalog.edit.shownDone',
  addImages: 'admin.catalog.edit.imagesAdded',
  removeImage: 'admin.catalog.edit.imageRemoved',
};

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, confirmDelete, created } = loaderData;
  const result = actionData;
  const formatDate = useDateFormat();
  // The save form shows its own errors; this banner is for the other actions.
  const failure = result && !result.ok && result.intent !== 'save' ? result : undefined;

  // The page's one banner: what the last action did, or why not.
  const banner = failure ? (
    <Alert tone="error">
      <strong className="font-semibold">{t('admin.catalog.errorTitle')}</strong> {t(failure.formError ?? 'admin.catalog.errors.fixFields')}
    </Alert>
  ) : result?.ok ? (
    <Alert tone="success">{t(SUCCESS_KEYS[result.intent] ?? 'admin.catalog.edit.saved')}</Alert>
  ) : created ? (
    <Alert tone="success">{t('admin.catalog.edit.created')}</Alert>
  ) : null;

  return (
    <div>
      <Breadcrumb items={[{ label: t('admin.shell.products'), to: '/admin/products' }, { label: product.title }]} />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{product.title}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-mono">{product.id}</span>
            <FlagBadges product={product} />
            <span>{t('admin.catalog.edit.updatedAt', { date: formatDate(product.updatedAt, true) })}</span>
          </div>
        </div>
        {product.hidden ? null : (
          <Link to={`/product/${encodeURIComponent(product.id)}`} className="btn-secondary">
            {t('admin.catalog.edit.viewInShop')}
          </Link>
        )}
      </div>

      <div className="mt-4 space-y-3 empty:hidden">{banner}</div>

      <SaveForm key={product.updatedAt} product={product} result={result?.intent === 'save' ? (result as ActionResult<'save', SaveValues>) : undefined} />
      <AddImages productId={product.id} count={product.images.length} result={result?.intent === 'addImages' || result?.intent === 'unknown' ? result : undefined} />
      <VisibilityAndDelete product={product} confirmDelete={confirmDelete} />
    </div>
  );
}

type LoadedProduct = Route.ComponentProps['loaderData']['product'];

function SaveForm({ product, result }: { product: LoadedProduct; result?: ActionResult<'save', SaveValues> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const { errors, clear, set } = useFieldErrors(refused?.fieldErrors);
  const values = refused?.values ?? { ...productValues(product), imageAlts: {} };
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';

  useEffect(() => {
    if (refused) focusFirstError(formRef.current, PRODUCT_FIELDS, refused.fieldErrors);
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
        onSubmit={(event) => {
          const parsed = productSchema.safeParse(readProductForm(new FormData(event.currentTarget)));
          if (parsed.success) return;
          event.preventDefault();
          const next = firstIssuePerField(parsed.error.issues, { top: true });
          set(next);
          focusFirstError(event.currentTarget, PRODUCT_FIELDS, next);
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <FormAlert formError={refused?.formError} errors={errors} />
        <ProductFields values={values} errors={errors} onEdit={clear} />

        <fieldset className="mt-6 min-w-0">
          <legend className="text-base font-semibold text-slate-900">{t('admin.catalog.images.title')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('admin.catalog.images.intro')}</p>
          {errors.images ? <p className="mt-1 text-sm text-red-700">{t(errors.images)}</p> : null}
          <ol className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {product.images.map((image, index) => (
              <ImageRow key={image.path} image={image} index={index} alt={values.imageAlts[image.path] ?? image.alt} error={errors.images} only={product.images.length === 1} />
            ))}
          </ol>
        </fieldset>

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

function ImageRow({ image, index, alt, error, only }: { image: LoadedProduct['images'][number]; index: number; alt: string; error?: TranslationKey; only: boolean }) {
  const { t } = useTranslation();
  const id = `image-alt-${index}`;
  return (
    <li className="flex gap-3 rounded-md border border-slate-200 p-3">
      <ProductImg image={image} alt="" className="h-20 w-20 shrink-0 rounded border border-slate-100 bg-white object-contain" />
      <div className="min-w-0 flex-1">
        <input type="hidden" name="imagePath" value={image.path} />
        <label htmlFor={id} className="label">
          {t('admin.catalog.images.alt', { n: index + 1 })}
        </label>
        <input id={id} name="imageAlt" defaultValue={alt} maxLength={PRODUCT_MAX.alt} className={`input ${error ? 'border-red-600' : ''}`} />
        <p className="mt-1 truncate text-xs text-slate-600" title={image.path}>
          {image.width}×{image.height} · {image.path}
        </p>
        {only ? (
          <p className="mt-1 text-xs text-slate-600">{t('admin.catalog.images.lastOne')}</p>
        ) : (
          <button type="submit" form={`remove-image-${index}`} className="mt-2 text-sm font-semibold text-red-700 hover:underline" formNoValidate>
            {t('admin.catalog.images.remove', { n: index + 1 })}
          </button>
        )}
      </div>
    </li>
  );
}

function AddImages({ productId, count, result }: { productId: string; count: number; result?: EditResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const [error, setError] = useState<TranslationKey | undefined>(refused?.fieldErrors.images ?? refused?.formError);
  useEffect(() => setError(refused?.fieldErrors.images ?? refused?.formError), [refused]);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const room = MAX_IMAGES - count;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'addImages';

  return (
    <section aria-labelledby="add-images-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="add-images-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.images.addTitle')}
      </h2>
      {room <= 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('admin.catalog.images.full', { count: MAX_IMAGES })}</p>
      ) : (
        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          action={`/admin/products/${encodeURIComponent(productId)}`}
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            const problem = checkChosenFiles(event.currentTarget.elements.namedItem('images') as HTMLInputElement, room, true);
            if (!problem) return;
            event.preventDefault();
            setError(problem);
            (event.currentTarget.elements.namedItem('images') as HTMLInputElement | null)?.focus();
          }}
        >
          <input type="hidden" name="intent" value="addImages" />
          <div className="flex-1">
            <ImageUploadField label={t('admin.catalog.images.choose')} room={room} error={error} onEdit={() => setError(undefined)} />
          </div>
          <button type="submit" className="btn-primary self-start sm:mb-5 sm:self-end" disabled={busy}>
            {busy ? t('admin.catalog.images.uploading') : t('admin.catalog.images.upload')}
          </button>
        </Form>
      )}
    </section>
  );
}

function VisibilityAndDelete({ product, confirmDelete }: { product: LoadedProduct; confirmDelete: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <section aria-labelledby="visibility-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="visibility-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.edit.visibilityTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{product.hidden ? t('admin.catalog.edit.isHidden') : t('admin.catalog.edit.isVisible')}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={product.hidden ? 'show' : 'hide'} />
        <button type="submit" className="btn-secondary" disabled={busy('hide') || busy('show')}>
          {product.hidden ? t('admin.catalog.edit.show') : t('admin.catalog.edit.hide')}
        </button>
      </Form>

      <h3 className="mt-6 text-base font-semibold text-slate-900">{t('admin.catalog.edit.deleteTitle')}</h3>
      {product.ordered ? (
        <p className="mt-1 text-sm text-slate-700">{t('admin.catalog.edit.cannotDelete')}</p>
      ) : confirmDelete ? (
        <div className="mt-2 rounded-md border border-red-300 bg-red-50 p-4" role="group" aria-labelledby="confirm-delete-text">
          <p id="confirm-delete-text" className="text-sm text-red-900">
            {t('admin.catalog.edit.confirmDelete', { title: product.title })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy('delete')}>
                {t('admin.catalog.edit.deleteForever')}
              </button>
            </Form>
            <Link to={`/admin/products/${encodeURIComponent(product.id)}`} replace className="btn-secondary">
              {t('admin.catalog.edit.cancel')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('admin.catalog.edit.canDelete')}</p>
          <Link to="?delete=confirm" className="btn-secondary mt-3 border-red-300 text-red-700">
            {t('admin.catalog.edit.delete')}
          </Link>
        </>
      )}
    </section>
  );
}
