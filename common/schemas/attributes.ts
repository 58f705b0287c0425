import { z } from 'zod';
import { attributesOf, type AttributeDefinition, type AttributeValue, type ProductAttributes } from '../attributes.ts';

/*
 * The schemas of the typed product data (../attributes.ts declares it). Apart from the
 * declarations so pages that only show or format values (cards, product page) load no zod.
 */

/** The zod schema of one attribute's value. */
function valueSchema(definition: AttributeDefinition): z.ZodType<AttributeValue> {
  switch (definition.kind) {
    case 'number': {
      const step = 10 ** -(definition.decimals ?? 0);
      return z
        .number()
        .min(definition.min)
        .max(definition.max)
        .refine((v) => Math.abs(Math.round(v / step) * step - v) < step / 1000, 'errors.attributeDecimals');
    }
    case 'choice':
      return z.enum(definition.values as [string, ...string[]]);
    case 'flag':
      return z.boolean();
  }
}

const schemas = new Map<string, z.ZodType<ProductAttributes>>();

/**
 * The typed data a product of this subcategory may carry: only its set's keys, each optional
 * (a value not known is left out, never guessed), each of its type and range.
 */
export function attributesSchemaFor(subcategory: string | null | undefined): z.ZodType<ProductAttributes> {
  const key = subcategory ?? '';
  let schema = schemas.get(key);
  if (!schema) {
    const shape = Object.fromEntries(attributesOf(subcategory).map((d) => [d.key, valueSchema(d).optional()]));
    schema = z.strictObject(shape) as unknown as z.ZodType<ProductAttributes>;
    schemas.set(key, schema);
  }
  return schema;
}
