import { useId } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** A request with this many bytes cannot hold valid uploads (5 × 2 MB and the form's fields). */
export const MAX_UPLOAD_REQUEST_BYTES = 5 * MAX_IMAGE_BYTES + 512 * 1024;

/** The file input for product images, with its rules as a hint and its error tied to it. */
export function ImageUploadField({
  label,
  error,
  room,
  required,
  onEdit,
}: {
  label: string;
  error?: TranslationKey;
  room: number;
  required?: boolean;
  onEdit?: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="images"
        multiple={room > 1}
        accept={IMAGE_ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={() => onEdit?.('images')}
        className={`block w-full rounded-md border bg-white text-sm text-slate-900 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 ${error ? 'border-red-600' : 'border-slate-400'}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('admin.catalog.images.rules', { count: room })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The browser's view of the chosen files, before sending: count, size and claimed type. The
 * server checks again, by the files' bytes.
 */
export function checkChosenFiles(
  input: HTMLInputElement | null,
  room: number,
  required: boolean,
): TranslationKey | null {
  const files = input?.files ? [...input.files] : [];
  if (files.length === 0) return required ? 'admin.catalog.errors.imagesRequired' : null;
  if (files.length > room) return 'admin.catalog.errors.tooManyImages';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'admin.catalog.errors.imageTooLarge';
  if (files.some((f) => f.type && !(IMAGE_TYPES as readonly string[]).includes(f.type)))
    return 'admin.catalog.errors.imageType';
  return null;
}
