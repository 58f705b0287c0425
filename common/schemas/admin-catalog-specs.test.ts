import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_SETS } from '../attributes.ts';
import { attributesSchemaFor } from './attributes.ts';
import {
  TEXT_MAX,
  attributeFromForm,
  attributeProgress,
  missingTranslations,
  namedLinesFromText,
  specGroupsFromText,
  specGroupsToText,
} from '../product-text-forms.ts';
import { attributeProblems, productFieldErrors, productSchema, readProductForm } from './admin-catalog.ts';

/** The product contract's typed data, texts and translations (decision 012). */

const base = { title: 'Camera', price: '10.00', stock: '1', category: 'security', subcategory: 'cameras' };
const parse = (over: Record<string, unknown>) => productSchema.safeParse({ ...base, ...over });
const errorsOf = (over: Record<string, unknown>) => {
  const result = parse(over);
  return result.success ? {} : productFieldErrors(result.error.issues);
};

describe('typed data by subcategory', () => {
  it("accepts the subcategory's attributes of the right type and drops nulls", () => {
    const result = parse({ attributes: { resolutionMp: 4, lensType: 'fixed', audio: true, colorNight: null } });
    expect(result.success && result.data.attributes).toEqual({ resolutionMp: 4, lensType: 'fixed', audio: true });
  });

  it.each([
    [{ channels: 16 }, 'attributes.channels', 'adminProduct.errors.attributeUnknown'],
    [{ resolutionMp: '4' }, 'attributes.resolutionMp', 'adminProduct.errors.attributeNumber'],
    [{ resolutionMp: 0.1 }, 'attributes.resolutionMp', 'adminProduct.errors.attributeRange'],
    [{ irRangeM: 30.5 }, 'attributes.irRangeM', 'adminProduct.errors.attributeDecimals'],
    [{ formFactor: 'cube' }, 'attributes.formFactor', 'adminProduct.errors.attributeChoice'],
    [{ audio: 1 }, 'attributes.audio', 'adminProduct.errors.attributeFlag'],
  ])('refuses %j under its own field', (attributes, field, message) => {
    expect(errorsOf({ attributes })).toEqual({ [field]: message });
  });

  it('checks against the subcategory given: a recorder has channels, a camera has not', () => {
    expect(parse({ category: 'security', subcategory: 'recorders', attributes: { channels: 16 } }).success).toBe(true);
    expect(parse({ subcategory: '', attributes: { channels: 16 } }).success).toBe(false);
  });

  it('agrees with attributesSchemaFor on any value (no problem exactly when the schema accepts it)', () => {
    const subcategories = Object.keys(ATTRIBUTE_SETS);
    fc.assert(
      fc.property(
        fc.constantFrom(...subcategories),
        fc.dictionary(
          fc.constantFrom('resolutionMp', 'channels', 'audio', 'ipRating', 'lengthM', 'ports', 'managed', 'odd'),
          fc.oneof(fc.double({ min: -10, max: 3000, noNaN: true }), fc.boolean(), fc.constantFrom('IP67', 'x', 'cat6')),
        ),
        (subcategory, attributes) => {
          const accepted = attributesSchemaFor(subcategory).safeParse(attributes).success;
          expect(attributeProblems(subcategory, attributes).length === 0).toBe(accepted);
        },
      ),
    );
  });

  it('reads form values: decimal commas, yes/no, empty as not stated, text that is no number stays text', () => {
    expect(attributeFromForm('resolutionMp', '12,5')).toBe(12.5);
    expect(attributeFromForm('audio', 'no')).toBe(false);
    expect(attributeFromForm('audio', '')).toBeUndefined();
    expect(attributeFromForm('irRangeM', 'far')).toBe('far');
  });

  it('drops the values a new subcategory does not declare when the form was drawn for another', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...base, subcategory: 'body-cameras', attributesFor: 'cameras' }))
      form.set(k, v);
    form.set('attributes.resolutionMp', '4');
    form.set('attributes.lensMm', '2.8');
    form.set('attributes.audio', '');
    expect(readProductForm(form).attributes).toEqual({ resolutionMp: 4 });
  });

  it('counts the stated values of the set', () => {
    expect(attributeProgress('cameras', { resolutionMp: 4, audio: false })).toEqual({ filled: 2, total: 11 });
    expect(attributeProgress(null, {})).toEqual({ filled: 0, total: 0 });
  });
});

describe('texts and their line formats', () => {
  it('reads spec groups and features from lines, and refuses lines out of format', () => {
    expect(specGroupsFromText('[Image]\nSensor: 1/3" CMOS\n\n[Power]\nPoE: 802.3af: class 3')).toEqual({
      ok: true,
      value: [
        { group: 'Image', items: [{ name: 'Sensor', value: '1/3" CMOS' }] },
        { group: 'Power', items: [{ name: 'PoE', value: '802.3af: class 3' }] },
      ],
    });
    expect(specGroupsFromText('Sensor: CMOS')).toEqual({ ok: false, line: 1 });
    expect(specGroupsFromText('[Image]\nSensor CMOS')).toEqual({ ok: false, line: 2 });
    expect(namedLinesFromText('Name only')).toEqual({ ok: false, line: 1 });
    expect(errorsOf({ specifications: '[]' })).toEqual({ specifications: 'adminProduct.errors.specsLine' });
    expect(errorsOf({ features: 'no colon' })).toEqual({ features: 'adminProduct.errors.featuresLine' });
  });

  it('writes spec groups back to the same text (round trip)', () => {
    const line = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.replace(/[\r\n:[\]]/g, 'x').trim())
      .filter(Boolean);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ group: line, items: fc.array(fc.record({ name: line, value: line }), { maxLength: 4 }) }),
          {
            maxLength: 4,
          },
        ),
        (groups) => {
          expect(specGroupsFromText(specGroupsToText(groups))).toEqual({ ok: true, value: groups });
        },
      ),
    );
  });

  it('keeps to the limits', () => {
    expect(errorsOf({ useCases: ['x'.repeat(TEXT_MAX.useCase + 1)] })).toEqual({
      useCases: 'adminProduct.errors.entryTooLong',
    });
    expect(errorsOf({ includedItems: Array(TEXT_MAX.includedItems + 1).fill('Cable') })).toEqual({
      includedItems: 'adminProduct.errors.tooManyEntries',
    });
    expect(errorsOf({ features: [{ name: 'A', value: '' }] })).toEqual({ features: 'adminProduct.errors.entryEmpty' });
    expect(parse({ useCases: Array(TEXT_MAX.useCases).fill('Shops') }).success).toBe(true);
  });
});

describe('translations', () => {
  it('takes Turkish texts, leaving out the empty ones (the English shows)', () => {
    const result = parse({
      translations: {
        tr: { title: ' Kamera ', description: '', useCases: 'Mağazalar\n\nDepolar', imageAlts: ['', ''] },
      },
    });
    expect(result.success && result.data.translations).toEqual({
      tr: { title: 'Kamera', useCases: ['Mağazalar', 'Depolar'] },
    });
  });

  it('refuses another language, an unknown text and too long texts', () => {
    expect(errorsOf({ translations: { de: { title: 'Kamera' } } })).toHaveProperty(['translations']);
    expect(parse({ translations: { tr: { subtitle: 'x' } } }).success).toBe(false);
    expect(errorsOf({ translations: { tr: { title: 'x'.repeat(201) } } })).toEqual({
      'translations.tr.title': 'adminProduct.errors.entryTooLong',
    });
  });

  it('names the English texts without a Turkish one', () => {
    const product = {
      title: 'Camera',
      description: 'A camera.',
      specifications: [{ group: 'Image', items: [{ name: 'Sensor', value: 'CMOS' }] }],
      features: [],
      useCases: ['Shops'],
      includedItems: [],
      images: [{ alt: 'Front' }, { alt: 'Side' }],
    };
    expect(missingTranslations(product, {}, 'tr')).toEqual([
      'title',
      'description',
      'specifications',
      'useCases',
      'imageAlts.1',
      'imageAlts.2',
    ]);
    expect(
      missingTranslations(
        product,
        { tr: { title: 'Kamera', useCases: ['Mağazalar'], imageAlts: ['', 'Yandan'] } },
        'tr',
      ),
    ).toEqual(['description', 'specifications', 'imageAlts.1']);
  });
});
