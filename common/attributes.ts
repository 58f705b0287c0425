import type { Subcategory } from './subcategories.ts';

/**
 * Typed product data: what each kind of product (subcategory) is described by, as numbers with
 * units, choices from a fixed list or yes/no. The seed catalogue, the back office's form, the
 * /products filters and their counts, the comparison table and the kit planner all read this one
 * table. Labels are text keys (common/i18n/<lang>/specs.ts): `specs.names.<key>` for the name,
 * `specs.values.<key>.<value>` for a choice, `specs.units.<unit>` for a unit.
 */

export const UNITS = [
  'MP',
  'mm',
  'm',
  'km',
  'W',
  'Mbps',
  'TB',
  'GB',
  'h',
  'in',
  'ports',
  'channels',
  'pcs',
  'rpm',
] as const;
export type Unit = (typeof UNITS)[number];

export const POE_STANDARDS = ['none', 'af', 'at', 'bt'] as const;
export type PoeStandard = (typeof POE_STANDARDS)[number];

type Common = {
  key: string;
  /** Offered as a /products filter with counts (the values in view, each with its count). */
  facet?: boolean;
};
export type NumberAttribute = Common & {
  kind: 'number';
  unit: Unit;
  /** Decimal places the value may have (0: whole numbers). */
  decimals?: number;
  min: number;
  max: number;
};
export type ChoiceAttribute = Common & { kind: 'choice'; values: readonly string[] };
export type FlagAttribute = Common & { kind: 'flag' };
export type AttributeDefinition = NumberAttribute | ChoiceAttribute | FlagAttribute;

export type AttributeValue = number | string | boolean;
/** A product's typed data: attribute key → value. Keys are those of its subcategory's set. */
export type ProductAttributes = Record<string, AttributeValue>;

const num = (
  key: string,
  unit: Unit,
  min: number,
  max: number,
  more: Partial<NumberAttribute> = {},
): NumberAttribute => ({
  key,
  kind: 'number',
  unit,
  min,
  max,
  ...more,
});
const choice = (key: string, values: readonly string[], more: Partial<ChoiceAttribute> = {}): ChoiceAttribute => ({
  key,
  kind: 'choice',
  values,
  ...more,
});
const flag = (key: string, more: Partial<FlagAttribute> = {}): FlagAttribute => ({ key, kind: 'flag', ...more });

const IP_RATINGS = ['none', 'IPX4', 'IP54', 'IP55', 'IP65', 'IP66', 'IP67', 'IP68'] as const;
const poe = (more: Partial<ChoiceAttribute> = {}) => choice('poeStandard', POE_STANDARDS, more);
const ip = (more: Partial<ChoiceAttribute> = {}) => choice('ipRating', IP_RATINGS, more);
const power = () => num('powerW', 'W', 0, 500, { decimals: 1 });

/**
 * The attributes of each subcategory, in the order the product page, the comparison and the back
 * office list them. Every value a product has must be declared here (`attributesSchemaFor`, ./schemas/attributes.ts).
 */
export const ATTRIBUTE_SETS = {
  cameras: [
    num('resolutionMp', 'MP', 0.3, 50, { facet: true, decimals: 1 }),
    num('lensMm', 'mm', 0.8, 300, { decimals: 1 }),
    choice('lensType', ['fixed', 'varifocal', 'motorized-zoom'], { facet: true }),
    num('irRangeM', 'm', 0, 500, { facet: true }),
    choice('formFactor', ['dome', 'bullet', 'turret', 'ptz', 'box', 'fisheye'], { facet: true }),
    flag('colorNight', { facet: true }),
    poe({ facet: true }),
    power(),
    ip({ facet: true }),
    flag('audio', { facet: true }),
    num('maxBitrateMbps', 'Mbps', 0.1, 100, { decimals: 1 }),
  ],
  recorders: [
    num('channels', 'channels', 1, 256, { facet: true }),
    num('incomingBandwidthMbps', 'Mbps', 1, 2000),
    num('maxCameraResolutionMp', 'MP', 1, 50, { facet: true, decimals: 1 }),
    num('poePorts', 'ports', 0, 64, { facet: true }),
    num('poeBudgetW', 'W', 0, 2000),
    poe(),
    num('driveBays', 'pcs', 0, 16, { facet: true }),
    num('maxDriveTb', 'TB', 0, 40),
  ],
  sensors: [
    choice('sensorType', ['motion', 'vape-air-quality', 'door', 'glass-break', 'smoke'], { facet: true }),
    choice('connectivity', ['wired-poe', 'wireless', 'wired'], { facet: true }),
    num('detectionRangeM', 'm', 0, 100),
    poe(),
    power(),
    num('batteryLifeH', 'h', 0, 100000),
    ip({ facet: true }),
  ],
  'body-cameras': [
    num('resolutionMp', 'MP', 0.3, 50, { facet: true, decimals: 1 }),
    num('batteryLifeH', 'h', 0, 100, { decimals: 1 }),
    num('storageGb', 'GB', 0, 4096, { facet: true }),
    ip({ facet: true }),
    flag('audio', { facet: true }),
  ],
  radios: [
    choice('licence', ['pmr446', 'licensed'], { facet: true }),
    choice('radioMode', ['analogue', 'digital', 'digital-analogue'], { facet: true }),
    num('channels', 'channels', 1, 2000, { facet: true }),
    num('rangeKm', 'km', 0, 100, { decimals: 1 }),
    num('batteryLifeH', 'h', 0, 200, { decimals: 1 }),
    ip({ facet: true }),
  ],
  switches: [
    num('ports', 'ports', 1, 96, { facet: true }),
    num('poePorts', 'ports', 0, 96, { facet: true }),
    num('poeBudgetW', 'W', 0, 2000, { facet: true }),
    poe({ facet: true }),
    num('uplinks', 'ports', 0, 16),
    flag('managed', { facet: true }),
  ],
  poe: [
    num('ports', 'ports', 1, 96),
    num('poePorts', 'ports', 0, 96, { facet: true }),
    num('poeBudgetW', 'W', 0, 2000, { facet: true }),
    poe({ facet: true }),
  ],
  'installation-cables': [
    num('lengthM', 'm', 0.1, 1000, { facet: true, decimals: 1 }),
    choice('cableCategory', ['cat5e', 'cat6', 'cat6a', 'cat7'], { facet: true }),
    choice('conductor', ['solid-copper', 'stranded-copper', 'cca'], { facet: true }),
    num('pieces', 'pcs', 1, 100),
  ],
  'patch-cables': [
    num('lengthM', 'm', 0.1, 1000, { facet: true, decimals: 1 }),
    choice('cableCategory', ['cat5e', 'cat6', 'cat6a', 'cat7'], { facet: true }),
    choice('conductor', ['solid-copper', 'stranded-copper', 'cca'], { facet: true }),
    num('pieces', 'pcs', 1, 100, { facet: true }),
  ],
  connectors: [
    choice('connectorType', ['rj45', 'rj11', 'rj12'], { facet: true }),
    // The cable a plug is made for: the kit planner proposes plugs of the planned cable's category.
    choice('cableCategory', ['cat5e', 'cat6', 'cat6a', 'cat7'], { facet: true }),
    flag('shielded', { facet: true }),
    num('pieces', 'pcs', 1, 1000, { facet: true }),
  ],
  'video-intercoms': [
    choice('intercomType', ['door-station', 'kit'], { facet: true }),
    num('screenIn', 'in', 0, 20, { decimals: 1 }),
    num('resolutionMp', 'MP', 0.1, 50, { decimals: 1 }),
    flag('sip', { facet: true }),
    poe({ facet: true }),
    power(),
    ip({ facet: true }),
  ],
  'memory-cards': [num('capacityGb', 'GB', 1, 4096, { facet: true }), flag('surveillanceRated', { facet: true })],
  'hard-drives': [
    num('capacityTb', 'TB', 0.5, 40, { facet: true, decimals: 1 }),
    num('rpm', 'rpm', 3600, 15000),
    num('workloadTbYear', 'TB', 0, 1000),
    flag('surveillanceRated', { facet: true }),
  ],
  mounts: [
    choice('mountType', ['junction-box', 'wall-bracket', 'pole', 'ceiling'], { facet: true }),
    choice('material', ['aluminium', 'steel', 'plastic'], { facet: true }),
    ip(),
    // Which cameras a mount fits, by their form factor (the kit planner proposes a junction box by these).
    flag('fitsDome'),
    flag('fitsTurret'),
    flag('fitsBullet'),
  ],
  headsets: [
    choice('connector', ['2-pin', 'multi-pin', 'bluetooth'], { facet: true }),
    flag('noiseCancelling', { facet: true }),
  ],
  tools: [
    choice('toolType', ['crimper', 'stripper', 'cable-tester'], { facet: true }),
    // The plugs a crimping tool fits (the kit planner proposes one that crimps RJ45).
    flag('crimpsRj45', { facet: true }),
    flag('crimpsRj11', { facet: true }),
    flag('crimpsRj12'),
    flag('ratcheting', { facet: true }),
    flag('cableCutter'),
    flag('wireStripper'),
  ],
} as const satisfies Record<Subcategory, readonly AttributeDefinition[]>;

const NO_ATTRIBUTES: readonly AttributeDefinition[] = [];

/** The attributes a product of this subcategory is described by (none for an unknown one). */
export function attributesOf(subcategory: string | null | undefined): readonly AttributeDefinition[] {
  if (!subcategory || !Object.hasOwn(ATTRIBUTE_SETS, subcategory)) return NO_ATTRIBUTES;
  return ATTRIBUTE_SETS[subcategory as Subcategory];
}

/** Every attribute key, each once, with its definition (a key means the same in every set). */
export const ATTRIBUTES: ReadonlyMap<string, AttributeDefinition> = new Map(
  Object.values(ATTRIBUTE_SETS)
    .flat()
    .map((d) => [d.key, d] as const),
);

/** The number of an attribute, or undefined when the product has none (or another type). */
export function numberOf(attributes: ProductAttributes | undefined, key: string): number | undefined {
  const value = attributes?.[key];
  return typeof value === 'number' ? value : undefined;
}

/** The choice of an attribute, or undefined. */
export function choiceOf(attributes: ProductAttributes | undefined, key: string): string | undefined {
  const value = attributes?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** Formats an attribute's value for a page in a locale: '2,8 mm', 'IP67', a yes/no label key. */
export function formatAttribute(
  definition: AttributeDefinition,
  value: AttributeValue,
  locale: string,
  t: (key: string) => string,
): string {
  switch (definition.kind) {
    case 'number': {
      const text = new Intl.NumberFormat(locale, { maximumFractionDigits: definition.decimals ?? 0 }).format(
        value as number,
      );
      return `${text} ${t(`specs.units.${definition.unit}`)}`;
    }
    case 'choice':
      return t(`specs.values.${definition.key}.${String(value)}`);
    case 'flag':
      return t(value ? 'specs.yes' : 'specs.no');
  }
}

/** The text key of an attribute's name. */
export function attributeNameKey(key: string): string {
  return `specs.names.${key}`;
}
