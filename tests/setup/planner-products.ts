import { eq, sql } from 'drizzle-orm';
import type { ProductAttributes } from '#common/attributes.ts';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { seedProducts } from '#server/db/catalog/products.ts';

/**
 * Seed-like typed data for the kit planner's tests: the seed's cameras, recorder, switches and
 * cable get their attributes here (the seed itself may not have them yet), and two surveillance
 * hard drives are added. Idempotent. The caller refreshes the catalogue afterwards.
 */
export const PLANNER_ATTRIBUTES: Record<string, ProductAttributes> = {
  'hikvision-4mp-acusense-dome-camera': { resolutionMp: 4, maxBitrateMbps: 6, poeStandard: 'af', powerW: 6.5 },
  'hikvision-8mp-colorvu-bullet-camera': { resolutionMp: 8, maxBitrateMbps: 12, poeStandard: 'af', powerW: 8.5 },
  'hikvision-4mp-ptz-camera': { resolutionMp: 4, maxBitrateMbps: 8, poeStandard: 'bt', powerW: 60 },
  'hikvision-4mp-colorvu-turret-camera': { resolutionMp: 4, maxBitrateMbps: 6, poeStandard: 'af', powerW: 5 },
  'hikvision-8-channel-poe-nvr': {
    channels: 8,
    incomingBandwidthMbps: 80,
    maxCameraResolutionMp: 12,
    poePorts: 8,
    poeBudgetW: 80,
    poeStandard: 'at',
    driveBays: 2,
    maxDriveTb: 10,
  },
  'hikvision-16-port-poe-switch': {
    ports: 18,
    poePorts: 16,
    poeBudgetW: 230,
    poeStandard: 'at',
    uplinks: 2,
    managed: false,
  },
  'tp-link-8-port-poe-switch': {
    ports: 10,
    poePorts: 8,
    poeBudgetW: 116,
    poeStandard: 'at',
    uplinks: 2,
    managed: false,
  },
  'ubiquiti-unifi-switch-lite-16-poe': {
    ports: 16,
    poePorts: 8,
    poeBudgetW: 45,
    poeStandard: 'at',
    uplinks: 0,
    managed: true,
  },
  'tp-link-poe-injector': { ports: 1, poePorts: 1, poeBudgetW: 30, poeStandard: 'at' },
  'cat6-utp-cable-305m': { lengthM: 305, cableCategory: 'cat6', conductor: 'solid-copper' },
};

export const PLANNER_DRIVES = [
  { id: 'test-purple-4tb', title: 'WD Purple 4 TB Surveillance Hard Drive', priceCents: 9999, capacityTb: 4 },
  { id: 'test-purple-8tb', title: 'WD Purple 8 TB Surveillance Hard Drive', priceCents: 18999, capacityTb: 8 },
];

export async function givePlannerAttributes(db: Database): Promise<void> {
  for (const [id, attributes] of Object.entries(PLANNER_ATTRIBUTES))
    await db
      .update(products)
      .set({ attributes, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, id));
  for (const d of PLANNER_DRIVES)
    await db
      .insert(products)
      .values({
        id: d.id,
        title: d.title,
        priceCents: d.priceCents,
        brand: 'WD',
        category: 'accessories',
        subcategory: 'hard-drives',
        stock: 30,
        attributes: { capacityTb: d.capacityTb },
        position: 900,
      })
      .onConflictDoNothing();
}

/**
 * Puts the seed's own typed data back on these products (the figures a tester sees on the running
 * shop, e.g. the dome's 8 Mbps rather than the 6 Mbps above). Undo with givePlannerAttributes.
 * The caller refreshes the catalogue afterwards.
 */
export async function giveSeedAttributes(db: Database, ids: string[]): Promise<void> {
  for (const id of ids) {
    const seed = seedProducts.find((p) => p.id === id);
    if (!seed?.attributes) throw new Error(`no seed attributes for ${id}`);
    await db
      .update(products)
      .set({ attributes: seed.attributes, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, id));
  }
}
