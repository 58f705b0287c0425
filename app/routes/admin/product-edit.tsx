import { Link, data, redirect } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { failed, readForm, type ActionResult } from '#app/components/admin/catalog/action-result.ts';
import { unknownIntent } from '#app/lib/action-result.ts';
import { AddImages } from '#app/components/admin/catalog/add-images-form.tsx';
import type { EditResult, SaveValues } from '#app/components/admin/catalog/admin-products.types.ts';
import { FlagBadges } from '#app/components/admin/catalog/product-fields.tsx';
import { SaveForm } from '#app/components/admin/catalog/save-product-form.tsx';
import { VisibilityAndDelete } from '#app/components/admin/catalog/visibility-and-delete.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import type { Route } from './+types/product-edit';
import { pageMeta } from '#app/lib/seo.ts';
import {
  MAX_IMAGES,
  PRODUCT_MAX,
  echoExtraForm,
  echoProductForm,
  productFieldErrors,
  productSchema,
  readProductForm,
} from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/**
 * /admin/products/:id: edit a product (fields, alt texts, images), hide or show it, and delete
 * it when it was never ordered. Every form is a plain post with an intent, so the page works
 * without JavaScript; with it, the shared schema checks the fields before sending.
 */

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const product = await context.services.adminCatalog.getProduct(params.id ?? '');
  if (!product) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const url = new URL(request.url);
  return {
    product,
    confirmDelete: url.searchParams.get('delete') === 'confirm',
    created: url.searchParams.get('created') === '1',
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { adminCatalog } = context.services;
  const id = params.id ?? '';
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const intent = form.get('intent');

  if (intent === 'save') {
    const input = readProductForm(form);
    const values: SaveValues = {
      ...echoProductForm(form),
      imageAlts: Object.fromEntries(
        ((input.images as { path: string; alt: string }[] | undefined) ?? [])
          .slice(0, MAX_IMAGES * 2)
          .map((i) => [i.path, i.alt.slice(0, PRODUCT_MAX.alt * 2)]),
      ),
      extra: echoExtraForm(form),
    };
    const parsed = productSchema.safeParse(input);
    if (!parsed.success)
      return data<EditResult>({ intent, ok: false, fieldErrors: productFieldErrors(parsed.error.issues), values }, 400);
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
      await adminCatalog.addImages(
        id,
        form.getAll('images').filter((v): v is File => typeof v !== 'string' && (v.size > 0 || Boolean(v.name))),
      );
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
  throw unknownIntent();
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: 'admin.catalog.edit.metaTitle',
    description: 'admin.shell.metaDescription',
    path: `/admin/products/${params.id ?? ''}`,
    noindex: true,
  });

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
      <strong className="font-semibold">{t('admin.catalog.errorTitle')}</strong>{' '}
      {t(failure.formError ?? 'admin.catalog.errors.fixFields')}
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

      <SaveForm
        key={product.updatedAt}
        product={product}
        result={result?.intent === 'save' ? (result as ActionResult<'save', SaveValues>) : undefined}
      />
      <AddImages
        productId={product.id}
        count={product.images.length}
        result={result?.intent === 'addImages' || result?.intent === 'unknown' ? result : undefined}
      />
      <VisibilityAndDelete product={product} confirmDelete={confirmDelete} />
    </div>
  );
}
