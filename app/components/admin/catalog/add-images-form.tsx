import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ImageUploadField, checkChosenFiles } from '#app/components/admin/catalog/image-upload-field.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { EditResult } from './admin-products.types.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { MAX_IMAGES } from '#common/schemas/admin-catalog.ts';

/** Uploads more images to the product, up to the limit. */
export function AddImages({ productId, count, result }: { productId: string; count: number; result?: EditResult }) {
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
            const problem = checkChosenFiles(
              event.currentTarget.elements.namedItem('images') as HTMLInputElement,
              room,
              true,
            );
            if (!problem) return;
            event.preventDefault();
            setError(problem);
            (event.currentTarget.elements.namedItem('images') as HTMLInputElement | null)?.focus();
          }}
        >
          <input type="hidden" name="intent" value="addImages" />
          <div className="flex-1">
            <ImageUploadField
              label={t('admin.catalog.images.choose')}
              room={room}
              error={error}
              onEdit={() => setError(undefined)}
            />
          </div>
          <button type="submit" className="btn-primary self-start sm:mb-5 sm:self-end" disabled={busy}>
            {busy ? t('admin.catalog.images.uploading') : t('admin.catalog.images.upload')}
          </button>
        </Form>
      )}
    </section>
  );
}
