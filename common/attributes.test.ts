import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_SETS,
  ATTRIBUTES,
  attributesOf,
  formatAttribute,
  UNITS,
  type AttributeDefinition,
} from './attributes.ts';
import en from './i18n/en/index.ts';
import { attributesSchemaFor } from './schemas/attributes.ts';
import tr from './i18n/tr/index.ts';
import { SUBCATEGORY_IDS } from './subcategories.ts';

const catalogues = { en, tr } as const;

/** A catalogue text by its dotted key, or undefined when there is none. */
function textOf(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const translate = (lang: keyof typeof catalogues) => (key: string) => textOf(catalogues[lang], key) ?? key;
const definition = (key: string): AttributeDefinition => ATTRIBUTES.get(key)!;

describe('ATTRIBUTE_SETS', () => {
  it('has a set for every subcategory and nothing else', () => {
    expect(Object.keys(ATTRIBUTE_SETS).sort()).toEqual([...SUBCATEGORY_IDS].sort());
  });

  it('declares each key once per set and with one meaning across sets', () => {
    for (const [sub, set] of Object.entries(ATTRIBUTE_SETS)) {
      const keys = set.map((d) => d.key);
      expect(new Set(keys).size, sub).toBe(keys.length);
      for (const d of set) {
        const shared = ATTRIBUTES.get(d.key)!;
        expect(d.kind, `${sub}.${d.key}`).toBe(shared.kind);
        if (d.kind === 'number' && shared.kind === 'number') expect(d.unit, `${sub}.${d.key}`).toBe(shared.unit);
      }
    }
  });

  for (const lang of ['en', 'tr'] as const)
    it(`has a name for every key, a label for every choice and unit in ${lang}`, () => {
      for (const [key, d] of ATTRIBUTES) {
        expect(textOf(catalogues[lang], `specs.names.${key}`)?.trim(), `${lang} name ${key}`).toBeTruthy();
        if (d.kind === 'choice')
          for (const value of d.values)
            expect(
              textOf(catalogues[lang], `specs.values.${key}.${value}`)?.trim(),
              `${lang} ${key}=${value}`,
            ).toBeTruthy();
      }
      for (const unit of UNITS) expect(textOf(catalogues[lang], `specs.units.${unit}`)?.trim(), unit).toBeTruthy();
      expect(textOf(catalogues[lang], 'specs.yes')).toBeTruthy();
      expect(textOf(catalogues[lang], 'specs.no')).toBeTruthy();
    });

  it('knows no attributes for an unknown or missing subcategory', () => {
    expect(attributesOf('toasters')).toEqual([]);
    expect(attributesOf(null)).toEqual([]);
    expect(attributesOf('constructor')).toEqual([]);
  });
});

describe('attributesSchemaFor', () => {
  const cameras = attributesSchemaFor('cameras');

  it('accepts typed values of the set, each optional', () => {
    expect(
      cameras.safeParse({
        resolutionMp: 4,
        lensMm: 2.8,
        lensType: 'fixed',
        formFactor: 'dome',
        colorNight: false,
        poeStandard: 'af',
        powerW: 6.5,
        ipRating: 'IP67',
        maxBitrateMbps: 8,
      }).success,
    ).toBe(true);
    expect(cameras.safeParse({}).success).toBe(true);
    expect(attributesSchemaFor('radios').safeParse({ licence: 'pmr446', ipRating: 'IPX4', rangeKm: 1.6 }).success).toBe(
      true,
    );
  });

  it('refuses a value of the wrong type', () => {
    expect(cameras.safeParse({ resolutionMp: '4' }).success).toBe(false);
    expect(cameras.safeParse({ colorNight: 'yes' }).success).toBe(false);
    expect(cameras.safeParse({ formFactor: 4 }).success).toBe(false);
    expect(cameras.safeParse({ resolutionMp: Number.NaN }).success).toBe(false);
  });

  it('refuses a choice outside its list', () => {
    expect(cameras.safeParse({ formFactor: 'cube' }).success).toBe(false);
    expect(cameras.safeParse({ poeStandard: 'AT' }).success).toBe(false);
  });

  it('refuses a number out of range, at both ends', () => {
    expect(cameras.safeParse({ resolutionMp: 0.2 }).success).toBe(false);
    expect(cameras.safeParse({ resolutionMp: 50.1 }).success).toBe(false);
    expect(cameras.safeParse({ resolutionMp: 50 }).success).toBe(true);
    expect(cameras.safeParse({ irRangeM: -1 }).success).toBe(false);
  });

  it('refuses a key of another set or no set', () => {
    expect(cameras.safeParse({ channels: 8 }).success).toBe(false);
    expect(cameras.safeParse({ colour: 'white' }).success).toBe(false);
    expect(attributesSchemaFor('toasters').safeParse({ resolutionMp: 4 }).success).toBe(false);
    expect(attributesSchemaFor('toasters').safeParse({}).success).toBe(true);
  });

  it('refuses more decimals than the attribute has, with its message', () => {
    expect(cameras.safeParse({ lensMm: 2.8 }).success).toBe(true);
    const tooFine = cameras.safeParse({ lensMm: 2.85 });
    expect(tooFine.success).toBe(false);
    expect(tooFine.error?.issues[0].message).toBe('errors.attributeDecimals');
    expect(cameras.safeParse({ irRangeM: 30.5 }).success).toBe(false);
    expect(attributesSchemaFor('recorders').safeParse({ channels: 8.5 }).success).toBe(false);
  });
});

describe('formatAttribute', () => {
  it("writes numbers the page language's way, with the unit", () => {
    expect(formatAttribute(definition('lensMm'), 2.8, 'tr-TR', translate('tr'))).toBe('2,8 mm');
    expect(formatAttribute(definition('lensMm'), 2.8, 'en-US', translate('en'))).toBe('2.8 mm');
    expect(formatAttribute(definition('poeBudgetW'), 1200, 'en-US', translate('en'))).toBe('1,200 W');
    expect(formatAttribute(definition('poeBudgetW'), 1200, 'tr-TR', translate('tr'))).toBe('1.200 W');
  });

  it('writes choices and flags with their labels', () => {
    expect(formatAttribute(definition('poeStandard'), 'at', 'en-US', translate('en'))).toBe('PoE+ (802.3at)');
    expect(formatAttribute(definition('formFactor'), 'dome', 'tr-TR', translate('tr'))).toBe(
      textOf(tr, 'specs.values.formFactor.dome'),
    );
    expect(formatAttribute(definition('audio'), true, 'tr-TR', translate('tr'))).toBe('Evet');
    expect(formatAttribute(definition('audio'), false, 'en-US', translate('en'))).toBe('No');
  });
});
