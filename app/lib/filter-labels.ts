import type { TFunction } from 'i18next';
import { ATTRIBUTES, attributeNameKey, formatAttribute, type AttributeValue } from '#common/attributes.ts';
import { messageKeyOf } from '#common/i18n/ui-texts.ts';
import { localeOf, type Lang } from '#common/languages.ts';

/** An attribute's name on the page (`specs.names.<key>`). */
export function attributeName(key: string, t: TFunction): string {
  return t(messageKeyOf(attributeNameKey(key)));
}

/** An attribute's value on the page, in its language: '4 MP', 'PoE+ (802.3at)', 'Yes'. */
export function attributeLabel(key: string, value: AttributeValue, lang: Lang, t: TFunction): string {
  const definition = ATTRIBUTES.get(key);
  if (!definition) return String(value);
  return formatAttribute(definition, value, localeOf(lang), (k) => t(messageKeyOf(k)));
}
