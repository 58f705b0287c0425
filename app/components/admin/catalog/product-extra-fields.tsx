import { useId } from 'react';
import { SelectField, TextAreaField, TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import {
  attributeNameKey,
  attributesOf,
  type AttributeDefinition,
  type ProductAttributes,
} from '#common/attributes.ts';
import type { NameValue, ProductTranslations, SpecGroup } from '#common/catalog-types.ts';
import { LANGUAGES, languageNameIn, type Lang } from '#common/languages.ts';
import {
  TEXT_MAX,
  attributeFormValue,
  attributeProgress,
  namedLinesToText,
  plainLinesToText,
  specGroupsToText,
  translationLanguages,
} from '#common/product-text-forms.ts';
import {
  ATTRIBUTES_FOR,
  PRODUCT_MAX,
  TEXT_FIELDS,
  translationField,
  type ExtraValues,
} from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/**
 * The product form's typed data, descriptive texts and their translations (one block per
 * language other than English), shared by the edit and add pages. Field names are those
 * `readProductForm` reads: `attributes.<key>`, the text areas by their list's name and
 * `translations.<lang>.<text>`.
 */

type StoredTexts = {
  attributes: ProductAttributes;
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
  translations: ProductTranslations;
};

/** What the form shows of a stored product's typed data and texts, by field name. */
export function extraValues(product: StoredTexts): ExtraValues {
  const out: ExtraValues = {
    specifications: specGroupsToText(product.specifications),
    features: namedLinesToText(product.features),
    useCases: plainLinesToText(product.useCases),
    includedItems: plainLinesToText(product.includedItems),
  };
  for (const lang of translationLanguages()) {
    const texts = (Object.hasOwn(product.translations, lang) ? product.translations[lang] : undefined) ?? {};
    const field = (text: Parameters<typeof translationField>[1]) => translationField(lang, text);
    out[field('title')] = texts.title ?? '';
    out[field('description')] = texts.description ?? '';
    out[field('specifications')] = specGroupsToText(texts.specifications ?? []);
    out[field('features')] = namedLinesToText(texts.features ?? []);
    out[field('useCases')] = plainLinesToText(texts.useCases ?? []);
    out[field('includedItems')] = plainLinesToText(texts.includedItems ?? []);
    out[field('imageAlts')] = texts.imageAlts ?? [];
  }
  for (const [key, value] of Object.entries(product.attributes)) out[`attributes.${key}`] = attributeFormValue(value);
  return out;
}

const one = (values: ExtraValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/** One field per attribute of the subcategory: numbers with their unit, choices, yes / no / not stated. */
export function TypedSpecsFields({
  subcategory,
  values,
  errors,
  onEdit,
}: {
  subcategory: string;
  values: ExtraValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const set = attributesOf(subcategory);
  const titleId = useId();
  const stated = attributeProgress(
    subcategory,
    Object.fromEntries(set.filter((d) => one(values, `attributes.${d.key}`)).map((d) => [d.key, true])),
  );
  return (
    <fieldset className="mt-6 min-w-0" aria-describedby={`${titleId}-intro`}>
      <legend className="text-base font-semibold text-slate-900">{t('adminProduct.typed.title')}</legend>
      <p id={`${titleId}-intro`} className="mt-1 text-sm text-slate-600">
        {t('adminProduct.typed.intro')}
      </p>
      <input type="hidden" name={ATTRIBUTES_FOR} value={subcategory} />
      {!subcategory ? (
        <p className="mt-3 text-sm text-slate-700">{t('adminProduct.typed.noSubcategory')}</p>
      ) : set.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('adminProduct.typed.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-slate-800">
            {t(`subcategories.${subcategory}` as TranslationKey)} ·{' '}
            {t('adminProduct.typed.progress', { filled: stated.filled, total: stated.total })}
          </p>
          <noscript>
            <p className="mt-1 text-xs text-slate-600">
              {t('adminProduct.typed.drawnFor', {
                subcategory: t(`subcategories.${subcategory}` as TranslationKey),
              })}
            </p>
          </noscript>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {set.map((definition) => (
              <AttributeField
                key={definition.key}
                definition={definition}
                value={one(values, `attributes.${definition.key}`)}
                error={errors[`attributes.${definition.key}`]}
                onEdit={onEdit}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

function AttributeField({
  definition,
  value,
  error,
  onEdit,
}: {
  definition: AttributeDefinition;
  value: string;
  error?: TranslationKey;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const name = `attributes.${definition.key}`;
  const label = t(attributeNameKey(definition.key) as TranslationKey);
  if (definition.kind === 'number') {
    const locale = LANGUAGES.find((l) => l.code === lang)?.locale ?? 'en';
    const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);
    const unit = t(`specs.units.${definition.unit}` as TranslationKey);
    const decimals = definition.decimals ?? 0;
    const range = { min: format(definition.min), max: format(definition.max), unit, decimals };
    return (
      <TextField
        label={`${label} (${unit})`}
        hint={t(decimals ? 'adminProduct.typed.rangeDecimals' : 'adminProduct.typed.range', range)}
        name={name}
        type="number"
        inputMode="decimal"
        step={10 ** -decimals}
        min={definition.min}
        max={definition.max}
        defaultValue={value}
        error={error}
        onEdit={onEdit}
        autoComplete="off"
      />
    );
  }
  return (
    <SelectField label={label} name={name} defaultValue={value} error={error} onEdit={onEdit}>
      <option value="">{t('adminProduct.typed.notStated')}</option>
      {definition.kind === 'flag' ? (
        <>
          <option value="yes">{t('adminProduct.typed.yes')}</option>
          <option value="no">{t('adminProduct.typed.no')}</option>
        </>
      ) : (
        definition.values.map((choice) => (
          <option key={choice} value={choice}>
            {t(`specs.values.${definition.key}.${choice}` as TranslationKey, { defaultValue: choice })}
          </option>
        ))
      )}
    </SelectField>
  );
}

const TEXT_LABELS = {
  specifications: ['adminProduct.texts.specifications', 'adminProduct.texts.specificationsHint', 8],
  features: ['adminProduct.texts.features', 'adminProduct.texts.featuresHint', 5],
  useCases: ['adminProduct.texts.useCases', 'adminProduct.texts.useCasesHint', 4],
  includedItems: ['adminProduct.texts.includedItems', 'adminProduct.texts.includedItemsHint', 4],
} as const satisfies Record<(typeof TEXT_FIELDS)[number], readonly [TranslationKey, TranslationKey, number]>;

const TRANSLATED_LABELS = {
  specifications: 'adminProduct.translation.specifications',
  features: 'adminProduct.translation.features',
  useCases: 'adminProduct.translation.useCases',
  includedItems: 'adminProduct.translation.includedItems',
} as const satisfies Record<(typeof TEXT_FIELDS)[number], TranslationKey>;

/** The English specification groups, features, use cases and package contents, each a text area in its line format. */
export function TextsFields({
  values,
  errors,
  onEdit,
}: {
  values: ExtraValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-base font-semibold text-slate-900">{t('adminProduct.texts.title')}</legend>
      <p className="mt-1 text-sm text-slate-600">
        {t('adminProduct.texts.intro')}{' '}
        {t('adminProduct.texts.limits', {
          groups: TEXT_MAX.groups,
          rows: TEXT_MAX.rowsPerGroup,
          features: TEXT_MAX.features,
          useCases: TEXT_MAX.useCases,
          items: TEXT_MAX.includedItems,
        })}
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {TEXT_FIELDS.map((field) => {
          const [label, hint, rows] = TEXT_LABELS[field];
          return (
            <TextAreaField
              key={field}
              label={t(label)}
              hint={t(hint)}
              name={field}
              rows={rows}
              defaultValue={one(values, field)}
              error={errors[field]}
              onEdit={onEdit}
              spellCheck
            />
          );
        })}
      </div>
    </fieldset>
  );
}

type TranslationFieldsProps = {
  values: ExtraValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  english?: { title: string; description: string };
  images?: readonly { path: string; alt: string }[];
};

/** One block of texts per translation language (#common/product-text-forms translationLanguages), in the table's order. */
export function TranslationsFields({
  missing,
  ...props
}: TranslationFieldsProps & {
  /** The stored product's missing texts per language; none for a new one. */
  missing?: Readonly<Record<string, readonly string[]>>;
}) {
  return (
    <>
      {translationLanguages().map((lang) => (
        <TranslationFields key={lang} lang={lang} missing={missing ? (missing[lang] ?? []) : undefined} {...props} />
      ))}
    </>
  );
}

/** A language's texts beside the English ones; a missing one is marked (the shop then shows the English). */
function TranslationFields({
  lang,
  values,
  errors,
  onEdit,
  missing,
  english,
  images = [],
}: TranslationFieldsProps & {
  lang: Lang;
  /** The stored product's missing texts in the language (title, description, …, imageAlts.<n>); none for a new one. */
  missing?: readonly string[];
}) {
  const { t } = useTranslation();
  const pageLang = usePageLang();
  const language = languageNameIn(lang, pageLang);
  const named = { language };
  const fieldOf = (text: Parameters<typeof translationField>[1]) => translationField(lang, text);
  const isMissing = (text: string) => Boolean(missing?.includes(text));
  const badge = (text: string) => (isMissing(text) ? t('adminProduct.translation.missingBadge') : undefined);
  const hint = (text: string, more?: string) => [badge(text), more].filter(Boolean).join(' · ') || undefined;
  const alts = values[fieldOf('imageAlts')];
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-base font-semibold text-slate-900">{t('adminProduct.translation.title', named)}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('adminProduct.translation.intro', named)}</p>
      {missing ? (
        <p
          className={`mt-2 inline-block rounded px-2 py-1 text-sm font-semibold ${missing.length ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
          data-testid={`translation-missing-${lang}`}
        >
          {missing.length
            ? t('adminProduct.translation.missing', { count: missing.length, ...named })
            : t('adminProduct.translation.complete', named)}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <TextField
          className="lg:col-span-2"
          label={t('adminProduct.translation.fieldTitle', named)}
          hint={hint('title', english ? t('adminProduct.translation.english', { text: english.title }) : undefined)}
          name={fieldOf('title')}
          lang={lang}
          maxLength={PRODUCT_MAX.title}
          defaultValue={one(values, fieldOf('title'))}
          error={errors[fieldOf('title')]}
          onEdit={onEdit}
          autoComplete="off"
        />
        <TextAreaField
          className="lg:col-span-2"
          label={t('adminProduct.translation.description', named)}
          hint={hint('description')}
          name={fieldOf('description')}
          lang={lang}
          rows={6}
          maxLength={PRODUCT_MAX.description}
          defaultValue={one(values, fieldOf('description'))}
          error={errors[fieldOf('description')]}
          onEdit={onEdit}
        />
        {TEXT_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            label={t(TRANSLATED_LABELS[field], named)}
            hint={hint(field, t(TEXT_LABELS[field][1]))}
            name={fieldOf(field)}
            lang={lang}
            rows={TEXT_LABELS[field][2]}
            defaultValue={one(values, fieldOf(field))}
            error={errors[fieldOf(field)]}
            onEdit={onEdit}
          />
        ))}
        {images.map((image, i) => (
          <TextField
            key={image.path}
            label={t('adminProduct.translation.imageAlt', { n: i + 1, ...named })}
            hint={hint(`imageAlts.${i + 1}`, t('adminProduct.translation.english', { text: image.alt }))}
            name={fieldOf('imageAlts')}
            lang={lang}
            maxLength={PRODUCT_MAX.alt}
            defaultValue={Array.isArray(alts) ? (alts[i] ?? '') : ''}
            error={i === 0 ? errors[fieldOf('imageAlts')] : undefined}
            onEdit={onEdit}
            autoComplete="off"
          />
        ))}
      </div>
    </fieldset>
  );
}
