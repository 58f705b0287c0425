import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POE_STANDARDS, type PoeStandard } from './attributes.ts';
import {
  POE_HEADROOM,
  planKit,
  poeCovers,
  recorderIssues,
  requirementsOf,
  storageTbFor,
  switchIssues,
  type CameraPick,
  type Candidates,
  type Plan,
  type PlannerProduct,
} from './kit-planner.ts';

let seq = 0;
const product = (attributes: PlannerProduct['attributes'], priceCents = 10_000, stock = 50): PlannerProduct => ({
  id: `p${++seq}`,
  title: `Product ${seq}`,
  brand: 'Test',
  priceCents,
  stock,
  attributes,
});

const poeStd = fc.constantFrom<PoeStandard>(...POE_STANDARDS);
const camera = fc
  .record({
    resolutionMp: fc.constantFrom(2, 4, 5, 8, 12),
    maxBitrateMbps: fc.integer({ min: 1, max: 160 }).map((x) => x / 10),
    poeStandard: poeStd,
    powerW: fc.integer({ min: 10, max: 600 }).map((x) => x / 10),
  })
  .map((a) => product(a, 5000, 1000));
const picks = fc.array(fc.record({ product: camera, quantity: fc.integer({ min: 1, max: 12 }) }), {
  minLength: 1,
  maxLength: 5,
});
const recorder = fc
  .record({
    channels: fc.constantFrom(4, 8, 16, 32, 64),
    incomingBandwidthMbps: fc.constantFrom(40, 80, 160, 256, 320),
    maxCameraResolutionMp: fc.constantFrom(4, 8, 12),
    poePorts: fc.constantFrom(0, 4, 8, 16),
    poeBudgetW: fc.constantFrom(0, 50, 120, 200),
    poeStandard: poeStd,
    driveBays: fc.integer({ min: 0, max: 8 }),
    maxDriveTb: fc.constantFrom(0, 8, 10, 16),
  })
  .chain((a) => fc.integer({ min: 5_000, max: 200_000 }).map((p) => product(a, p, 5)));
const sw = fc
  .record({
    ports: fc.constantFrom(8, 16, 24),
    poePorts: fc.constantFrom(4, 8, 16, 24),
    poeBudgetW: fc.constantFrom(60, 120, 250, 400),
    poeStandard: poeStd,
  })
  .chain((a) => fc.integer({ min: 3_000, max: 90_000 }).map((p) => product(a, p, 20)));
const drive = fc
  .constantFrom(1, 2, 4, 6, 8, 10, 12, 16)
  .chain((tb) => fc.integer({ min: 4_000, max: 60_000 }).map((p) => product({ capacityTb: tb }, p, 40)));
const cable = fc.constantFrom(100, 305).map((m) => product({ lengthM: m }, 9_000, 100));
const candidates: fc.Arbitrary<Candidates> = fc.record({
  recorders: fc.array(recorder, { maxLength: 5 }),
  switches: fc.array(sw, { maxLength: 4 }),
  drives: fc.array(drive, { maxLength: 4 }),
  cables: fc.array(cable, { maxLength: 2 }),
});
const days = fc.integer({ min: 1, max: 90 });
const run = fc.integer({ min: 5, max: 100 });

const num = (p: PlannerProduct, k: string) => Number(p.attributes[k] ?? 0);
const stdOf = (p: PlannerProduct) => (p.attributes.poeStandard ?? 'none') as PoeStandard;

/** Every rule a complete kit must keep, checked from the kit's own lines. */
function assertKitKeepsRules(plan: Plan, cams: CameraPick[]) {
  const req = plan.requirements;
  const rec = plan.lines.find((l) => l.role === 'recorder');
  expect(rec).toBeDefined();
  const r = rec!.product;
  expect(num(r, 'channels')).toBeGreaterThanOrEqual(req.channels);
  expect(num(r, 'incomingBandwidthMbps')).toBeGreaterThanOrEqual(req.bitrateMbps);
  expect(num(r, 'maxCameraResolutionMp')).toBeGreaterThanOrEqual(req.maxResolutionMp);

  // PoE: the recorder's usable ports plus the switches must carry every PoE camera, with headroom.
  const switches = plan.lines.filter((l) => l.role === 'switch');
  const poeCams = cams.flatMap(({ product: p, quantity }) =>
    stdOf(p) === 'none' ? [] : Array.from({ length: quantity }, () => p),
  );
  const recPorts = poeCams.some((c) => poeCovers(stdOf(r), stdOf(c))) ? num(r, 'poePorts') : 0;
  const swPorts = switches.reduce((t, l) => t + num(l.product, 'poePorts') * l.quantity, 0);
  expect(recPorts + swPorts).toBeGreaterThanOrEqual(req.poePorts);
  const recBudget = recPorts > 0 ? num(r, 'poeBudgetW') : 0;
  const swBudget = switches.reduce((t, l) => t + num(l.product, 'poeBudgetW') * l.quantity, 0);
  expect(recBudget + swBudget + 1e-6).toBeGreaterThanOrEqual(req.poeDrawW * POE_HEADROOM - 0.01);
  // Every camera the recorder cannot power (standard) is on a switch strong enough.
  for (const c of poeCams)
    if (!poeCovers(stdOf(r), stdOf(c))) expect(switches.some((l) => poeCovers(stdOf(l.product), stdOf(c)))).toBe(true);

  // Storage: within the recorder's bays and drive size, at least the need.
  const drives = plan.lines.filter((l) => l.role === 'drive');
  const tb = drives.reduce((t, l) => t + num(l.product, 'capacityTb') * l.quantity, 0);
  expect(tb).toBeGreaterThanOrEqual(req.storageTb);
  expect(tb + 1e-9).toBeGreaterThanOrEqual(storageTbFor(req.bitrateMbps, req.days) - 0.01);
  const count = drives.reduce((t, l) => t + l.quantity, 0);
  expect(count).toBeLessThanOrEqual(num(r, 'driveBays'));
  for (const d of drives) expect(num(d.product, 'capacityTb')).toBeLessThanOrEqual(num(r, 'maxDriveTb'));

  // Stock and price: every line can be bought in its quantity.
  for (const l of plan.lines) {
    expect(l.product.stock).toBeGreaterThanOrEqual(l.quantity);
    expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
    expect(Number.isInteger(l.lineTotalCents)).toBe(true);
  }
  expect(plan.totalCents).toBe(plan.lines.reduce((t, l) => t + l.lineTotalCents, 0));
  // Cables: one run per camera.
  const c = plan.lines.find((l) => l.role === 'cable')!;
  expect(Math.floor(num(c.product, 'lengthM') / req.runM) * c.quantity).toBeGreaterThanOrEqual(req.cameras);
}

describe('kit planner: properties', () => {
  it('a kit reported without issues keeps every rule', () => {
    fc.assert(
      fc.property(picks, candidates, days, run, (cams, cands, d, r) => {
        const plan = planKit({ cameras: cams, days: d, runM: r, candidates: cands });
        if (plan.issues.length === 0) assertKitKeepsRules(plan, cams);
      }),
      { numRuns: 400 },
    );
  });

  it('finds complete kits often enough for the property above to mean something', () => {
    let complete = 0;
    fc.assert(
      fc.property(picks, candidates, days, (cams, cands, d) => {
        if (planKit({ cameras: cams, days: d, candidates: cands }).issues.length === 0) complete++;
      }),
      { numRuns: 400, seed: 13 },
    );
    expect(complete).toBeGreaterThan(10);
  });

  it('adding a camera never lowers a requirement', () => {
    fc.assert(
      fc.property(picks, camera, fc.integer({ min: 1, max: 5 }), days, (cams, extra, q, d) => {
        const before = requirementsOf(cams, d);
        const after = requirementsOf([...cams, { product: extra, quantity: q }], d);
        for (const k of ['cameras', 'channels', 'bitrateMbps', 'maxResolutionMp', 'poePorts', 'poePowerW'] as const)
          expect(after[k]).toBeGreaterThanOrEqual(before[k]);
        expect(after.storageTb).toBeGreaterThanOrEqual(before.storageTb);
        expect(POE_STANDARDS.indexOf(after.poeStandard)).toBeGreaterThanOrEqual(
          POE_STANDARDS.indexOf(before.poeStandard),
        );
      }),
    );
  });

  it('a recorder the shopper chose that lacks something is always flagged', () => {
    fc.assert(
      fc.property(picks, recorder, candidates, days, (cams, rec, cands, d) => {
        const plan = planKit({ cameras: cams, days: d, recorder: rec, candidates: cands });
        const req = plan.requirements;
        const keys = plan.issues.filter((i) => i.productId === rec.id).map((i) => i.key);
        expect(keys.includes('channelsExceeded')).toBe(num(rec, 'channels') < req.channels);
        expect(keys.includes('bandwidthExceeded')).toBe(num(rec, 'incomingBandwidthMbps') < req.bitrateMbps);
        expect(keys.includes('resolutionAboveRecorder')).toBe(num(rec, 'maxCameraResolutionMp') < req.maxResolutionMp);
        // Its line stays in the kit, marked as the shopper's.
        expect(plan.lines.find((l) => l.role === 'recorder')?.product.id).toBe(rec.id);
      }),
    );
  });

  it('a switch the shopper chose that cannot power the cameras is always flagged', () => {
    fc.assert(
      fc.property(picks, sw, candidates, days, (cams, s, cands, d) => {
        const plan = planKit({ cameras: cams, days: d, switch: s, candidates: cands });
        const req = plan.requirements;
        const keys = plan.issues.filter((i) => i.productId === s.id).map((i) => i.key);
        expect(keys.includes('poePortsShort')).toBe(num(s, 'poePorts') < req.poePorts);
        expect(keys.includes('poeBudgetExceeded')).toBe(num(s, 'poeBudgetW') < req.poePowerW);
        expect(keys.includes('poeStandardTooWeak')).toBe(req.poePorts > 0 && !poeCovers(stdOf(s), req.poeStandard));
      }),
    );
  });
});

describe('kit planner: examples', () => {
  const cam4 = product({ resolutionMp: 4, maxBitrateMbps: 6, poeStandard: 'af', powerW: 6.5 }, 8_900, 100);
  const nvr8 = product(
    {
      channels: 8,
      incomingBandwidthMbps: 80,
      maxCameraResolutionMp: 8,
      poePorts: 8,
      poeBudgetW: 80,
      poeStandard: 'at',
      driveBays: 1,
      maxDriveTb: 10,
    },
    24_900,
    10,
  );
  const nvr16 = product(
    {
      channels: 16,
      incomingBandwidthMbps: 160,
      maxCameraResolutionMp: 12,
      poePorts: 0,
      poeBudgetW: 0,
      poeStandard: 'none',
      driveBays: 2,
      maxDriveTb: 16,
    },
    39_900,
    10,
  );
  const hdd4 = product({ capacityTb: 4 }, 9_900, 20);
  const hdd8 = product({ capacityTb: 8 }, 17_900, 20);
  const hdd12 = product({ capacityTb: 12 }, 29_900, 20);
  const box = product({ lengthM: 305 }, 12_900, 20);
  const sw8 = product({ ports: 10, poePorts: 8, poeBudgetW: 120, poeStandard: 'at' }, 14_900, 10);
  const cands: Candidates = { recorders: [nvr16, nvr8], switches: [sw8], drives: [hdd4, hdd8, hdd12], cables: [box] };

  it('8 × 4 MP at 6 Mbps for 30 days: 48 Mbps, 15.55 TB, an 8-channel NVR would be too small for the drives', () => {
    const plan = planKit({ cameras: [{ product: cam4, quantity: 8 }], days: 30, candidates: cands });
    const req = plan.requirements;
    expect(req).toMatchObject({ channels: 8, bitrateMbps: 48, maxResolutionMp: 4, poePorts: 8, poeStandard: 'af' });
    expect(req.poePowerW).toBe(62.4); // 8 × 6.5 W × 1.2
    expect(req.storageTb).toBe(15.56); // 48 Mbps × 2 592 000 s / 8 / 1e6 = 15.552 TB, rounded up
    // The cheaper 8-channel NVR takes the cameras and powers them all, but holds one 10 TB drive: flagged.
    expect(plan.lines.find((l) => l.role === 'recorder')?.product.id).toBe(nvr8.id);
    expect(plan.issues.map((i) => i.key)).toEqual(['notEnoughBays']);
  });

  it('8 × 4 MP for 14 days fits the 8-channel NVR with one 8 TB drive and no switch', () => {
    const plan = planKit({ cameras: [{ product: cam4, quantity: 8 }], days: 14, runM: 30, candidates: cands });
    expect(plan.issues).toEqual([]);
    const byRole = Object.fromEntries(plan.lines.map((l) => [l.role, l]));
    expect(byRole.recorder.product.id).toBe(nvr8.id);
    expect(byRole.switch).toBeUndefined();
    expect(byRole.drive).toMatchObject({ quantity: 1, product: hdd8 }); // 7.26 TB → one 8 TB drive
    expect(byRole.cable).toMatchObject({ quantity: 1 }); // 8 × 30 m = 240 m: one 305 m box (10 runs)
    expect(plan.totalCents).toBe(8 * 8_900 + 24_900 + 17_900 + 12_900);
  });

  it('12 cameras: the 16-channel NVR, one switch for the PoE, drives in its two bays', () => {
    const plan = planKit({ cameras: [{ product: cam4, quantity: 12 }], days: 14, candidates: cands });
    expect(plan.issues).toEqual([]);
    const byRole = Object.fromEntries(plan.lines.map((l) => [l.role, l]));
    expect(byRole.recorder.product.id).toBe(nvr16.id);
    // 12 PoE cameras, 8 ports per switch: two switches (93.6 W fits 240 W).
    expect(byRole.switch).toMatchObject({ quantity: 2, product: sw8 });
    expect(byRole.drive).toMatchObject({ quantity: 1, product: hdd12 }); // 10.89 TB: one 12 TB is fewest
    expect(byRole.cable.quantity).toBe(2); // 10 runs of 30 m per box
  });

  it('flags an 8 MP camera on a 4 MP recorder, a bt camera on an at switch, and a budget exceeded', () => {
    const cam8 = product({ resolutionMp: 8, maxBitrateMbps: 12, poeStandard: 'bt', powerW: 60 }, 49_900, 10);
    const nvr4mp = product({ ...nvr16.attributes, maxCameraResolutionMp: 4 }, 19_900, 5);
    const plan = planKit({
      cameras: [{ product: cam8, quantity: 2 }],
      days: 7,
      recorder: nvr4mp,
      switch: sw8,
      candidates: cands,
    });
    const keys = plan.issues.map((i) => i.key);
    expect(keys).toContain('resolutionAboveRecorder');
    expect(keys).toContain('poeStandardTooWeak');
    expect(keys).toContain('poeBudgetExceeded'); // 2 × 60 W × 1.2 = 144 W > 120 W
    expect(recorderIssues(nvr4mp, plan.requirements)[0].values).toEqual({ need: 8, has: 4 });
    expect(switchIssues(sw8, 1, 2, 144, 'bt').map((i) => i.key)).toEqual(['poeBudgetExceeded', 'poeStandardTooWeak']);
  });

  it('says so when the catalogue has nothing that fits, and flags stock', () => {
    const plan = planKit({
      cameras: [{ product: { ...cam4, stock: 3 }, quantity: 40 }],
      days: 30,
      candidates: { recorders: [nvr8, nvr16], switches: [], drives: [], cables: [] },
    });
    const keys = plan.issues.map((i) => i.key);
    expect(keys).toEqual(['notEnoughStock', 'noRecorder', 'noSwitch', 'noCable']);
    expect(plan.lines.map((l) => l.role)).toEqual(['camera']);
  });
});
