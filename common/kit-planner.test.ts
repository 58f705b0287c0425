import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POE_STANDARDS, type PoeStandard } from './attributes.ts';
import {
  INCOMPATIBILITIES,
  ISSUE_KEYS,
  NOTE_KEYS,
  MIN_SWITCH_POE_PORTS,
  POE_HEADROOM,
  chooseDrives,
  daysCoveredBy,
  incompatibilitiesOf,
  needsConfirmation,
  planKit,
  plugFits,
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
import en from './i18n/en/planner.ts';
import tr from './i18n/tr/planner.ts';

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
    // 1: an injector, which must never be proposed as a switch.
    poePorts: fc.constantFrom(1, 4, 8, 16, 24),
    poeBudgetW: fc.constantFrom(60, 120, 250, 400),
    poeStandard: poeStd,
  })
  .chain((a) => fc.integer({ min: 3_000, max: 90_000 }).map((p) => product(a, p, 20)));
const drive = fc
  .constantFrom(1, 2, 4, 6, 8, 10, 12, 16)
  .chain((tb) =>
    fc
      .tuple(fc.integer({ min: 4_000, max: 60_000 }), fc.constantFrom(0, 1, 3, 40))
      .map(([p, stock]) => product({ capacityTb: tb }, p, stock)),
  );
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

/** What the drives in a plan give, checked against the recorder's bays, its drive size and the catalogue. */
function assertStorageKeepsRules(plan: Plan, cands: Candidates) {
  const req = plan.requirements;
  const rec = plan.lines.find((l) => l.role === 'recorder')?.product;
  const drives = plan.lines.filter((l) => l.role === 'drive');
  if (!rec || req.storageTb <= 0) return expect(drives).toEqual([]);
  const bays = num(rec, 'driveBays');
  const maxTb = num(rec, 'maxDriveTb');
  const compatible = cands.drives.filter(
    (d) => num(d, 'capacityTb') > 0 && num(d, 'capacityTb') <= maxTb && d.priceCents != null && d.stock >= 1,
  );
  // Never a kit without storage when the recorder has bays and a drive it takes is in stock.
  expect(drives.length).toBe(bays > 0 && compatible.length > 0 ? 1 : 0);
  if (drives.length === 0) return;
  const [d] = drives;
  expect(d.quantity).toBeGreaterThanOrEqual(1);
  expect(d.quantity).toBeLessThanOrEqual(bays);
  expect(d.quantity).toBeLessThanOrEqual(d.product.stock);
  expect(num(d.product, 'capacityTb')).toBeLessThanOrEqual(maxTb);
  const total = num(d.product, 'capacityTb') * d.quantity;
  const short = plan.issues.find((i) => i.key === 'storageShort');
  if (!short) {
    expect(total).toBeGreaterThanOrEqual(req.storageTb);
    return;
  }
  // Short: no single model in stock could have reached the need within the bays...
  for (const c of compatible) {
    const count = Math.ceil(req.storageTb / num(c, 'capacityTb') - 1e-9);
    expect(count > bays || count > c.stock).toBe(true);
  }
  // ...and the drives are the most storage the bays and stock allow.
  const most = Math.max(...compatible.map((c) => num(c, 'capacityTb') * Math.min(bays, c.stock)));
  expect(total).toBe(most);
  expect(short.values.has).toBe(total);
  // The days figure is what that capacity holds: those days fit, one more does not, and fewer than asked.
  const covered = Number(short.values.covered);
  expect(Number.isInteger(covered)).toBe(true);
  expect(storageTbFor(req.bitrateMbps, covered)).toBeLessThanOrEqual(total + 1e-6);
  expect(storageTbFor(req.bitrateMbps, covered + 1)).toBeGreaterThan(total - 1e-6);
  expect(covered).toBeLessThan(req.days);
  expect(d.reasons[0]).toMatchObject({ key: 'driveShort', values: { covered, total } });
  // A recorder proposed as the way out really holds the storage.
  const larger = plan.issues.find((i) => i.key === 'storageLargerRecorder');
  const other = cands.recorders.find((r) => r.id === larger?.productId);
  if (larger) {
    expect(other).toBeDefined();
    expect(Number(larger.values.total)).toBeGreaterThanOrEqual(req.storageTb);
    expect(Number(larger.values.count)).toBeLessThanOrEqual(num(other!, 'driveBays'));
    expect(Number(larger.values.capacity)).toBeLessThanOrEqual(num(other!, 'maxDriveTb'));
  }
}

describe('kit planner: storage', () => {
  it('always proposes drives when the recorder has bays and a compatible drive is in stock, within its limits', () => {
    let short = 0;
    fc.assert(
      fc.property(picks, candidates, fc.option(recorder), days, (cams, cands, rec, d) => {
        const plan = planKit({ cameras: cams, days: d, recorder: rec, candidates: cands });
        assertStorageKeepsRules(plan, cands);
        if (plan.issues.some((i) => i.key === 'storageShort')) short++;
      }),
      { numRuns: 500, seed: 29 },
    );
    // The short case must come up for the property to mean something.
    expect(short).toBeGreaterThan(20);
  });

  it('never offers an injector as a PoE switch', () => {
    fc.assert(
      fc.property(picks, candidates, days, (cams, cands, d) => {
        const plan = planKit({ cameras: cams, days: d, candidates: cands });
        for (const l of plan.lines.filter((x) => x.role === 'switch'))
          expect(num(l.product, 'poePorts')).toBeGreaterThanOrEqual(MIN_SWITCH_POE_PORTS);
      }),
    );
  });

  it('daysCoveredBy inverts storageTbFor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 365 }), (tenths, d) => {
        const bitrate = tenths / 10;
        expect(daysCoveredBy(storageTbFor(bitrate, d), bitrate)).toBe(d);
        expect(daysCoveredBy(storageTbFor(bitrate, d) * 0.999, bitrate)).toBe(d - 1);
      }),
    );
  });

  it('chooseDrives: the fewest that fit, else every bay filled with the largest drive in stock', () => {
    const d2 = product({ capacityTb: 2 }, 6_499, 22);
    const d8 = product({ capacityTb: 8 }, 18_999, 14);
    const d12 = product({ capacityTb: 12 }, 29_999, 10);
    expect(chooseDrives([d2, d8, d12], 12, 2, 10)).toMatchObject({ product: d8, count: 2, totalTb: 16, fits: true });
    // 20.74 TB in 2 bays of at most 10 TB: the 12 TB drive does not go in, 2 × 8 TB is the most.
    expect(chooseDrives([d2, d8, d12], 20.74, 2, 10)).toMatchObject({
      product: d8,
      count: 2,
      totalTb: 16,
      fits: false,
    });
    // Only one 8 TB left: 2 × 2 TB would give less, so the single 8 TB.
    const lastOne = { ...d8, stock: 1 };
    expect(chooseDrives([d2, lastOne], 20.74, 2, 10)).toMatchObject({ product: lastOne, count: 1, fits: false });
    expect(chooseDrives([d2, d8], 4, 0, 10)).toBeNull();
    expect(chooseDrives([d12], 4, 2, 10)).toBeNull();
    expect(chooseDrives([{ ...d8, stock: 0 }], 4, 2, 10)).toBeNull();
  });

  it('every issue and reason the rules can give has a text in both languages', () => {
    for (const key of ISSUE_KEYS) {
      expect(en.issues, key).toHaveProperty(key);
      expect(tr.issues, key).toHaveProperty(key);
    }
    for (const key of ['camera', 'recorder', 'recorderPoe', 'switch', 'drive', 'driveShort', 'cable']) {
      expect(en.reasons, key).toHaveProperty(key);
      expect(tr.reasons, key).toHaveProperty(key);
    }
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

  it('8 × 4 MP at 6 Mbps for 30 days: 48 Mbps, 15.56 TB; the 8-channel NVR gets its one bay filled, and the way out', () => {
    const plan = planKit({ cameras: [{ product: cam4, quantity: 8 }], days: 30, candidates: cands });
    const req = plan.requirements;
    expect(req).toMatchObject({ channels: 8, bitrateMbps: 48, maxResolutionMp: 4, poePorts: 8, poeStandard: 'af' });
    expect(req.poePowerW).toBe(62.4); // 8 × 6.5 W × 1.2
    expect(req.storageTb).toBe(15.56); // 48 Mbps × 2 592 000 s / 8 / 1e6 = 15.552 TB, rounded up
    // The cheaper 8-channel NVR takes the cameras and powers them all, but holds one drive of at most 10 TB.
    expect(plan.lines.find((l) => l.role === 'recorder')?.product.id).toBe(nvr8.id);
    // The 12 TB drive does not go in: one 8 TB, 8 / 0.5184 TB a day = 15.4 → 15 days.
    expect(plan.lines.find((l) => l.role === 'drive')).toMatchObject({ product: hdd8, quantity: 1 });
    expect(plan.issues).toEqual([
      {
        key: 'storageShort',
        productId: nvr8.id,
        values: expect.objectContaining({ need: 15.56, has: 8, covered: 15, days: 30, count: 1, capacity: 8 }),
      },
      { key: 'storageFewerDays', values: { covered: 15 } },
      {
        key: 'storageLargerRecorder',
        productId: nvr16.id,
        values: { title: nvr16.title, days: 30, count: 2, capacity: 8, total: 16 }, // fewest drives, then cheapest
      },
    ]);
  });

  it("the tester's case: 4 domes + 2 PTZ for 30 days need 20.74 TB; 2 × 8 TB hold about 23 days", () => {
    const dome = product({ resolutionMp: 4, maxBitrateMbps: 8, poeStandard: 'af', powerW: 6.5 }, 18_999, 24);
    const ptz = product({ resolutionMp: 4, maxBitrateMbps: 16, poeStandard: 'at', powerW: 21 }, 79_999, 2);
    const bays2 = { ...nvr8.attributes, driveBays: 2, maxDriveTb: 10, incomingBandwidthMbps: 80 };
    const seedNvr8 = product(bays2, 42_999, 9);
    const seedNvr16 = product({ ...bays2, channels: 16, incomingBandwidthMbps: 160, poePorts: 16 }, 59_999, 6);
    const injector = product({ ports: 2, poePorts: 1, poeBudgetW: 60, poeStandard: 'bt' }, 5_499, 25);
    const hdd2 = product({ capacityTb: 2 }, 6_499, 22);
    const plan = planKit({
      cameras: [
        { product: dome, quantity: 4 },
        { product: ptz, quantity: 2 },
      ],
      days: 30,
      candidates: {
        recorders: [seedNvr8, seedNvr16],
        switches: [injector, sw8],
        drives: [hdd2, hdd4, hdd8],
        cables: [box],
      },
    });
    expect(plan.requirements).toMatchObject({ bitrateMbps: 64, storageTb: 20.74 });
    const byRole = Object.fromEntries(plan.lines.map((l) => [l.role, l]));
    expect(byRole.recorder.product.id).toBe(seedNvr8.id);
    expect(byRole.drive).toMatchObject({ product: hdd8, quantity: 2 });
    // One PTZ does not fit the recorder's 80 W budget: a real switch powers it, not the injector.
    expect(byRole.switch.product.id).toBe(sw8.id);
    expect(plan.issues.map((i) => [i.key, i.values.covered])).toEqual([
      ['storageShort', 23], // 16 TB / 0.6912 TB a day = 23.1
      ['storageFewerDays', 23],
      ['storageNoLargerRecorder', undefined], // the 16-channel NVR also takes 2 × 8 TB
    ]);
  });

  it('a recorder without bays, or with no drive it takes in stock, is flagged with no drive line', () => {
    const noBays = product({ ...nvr8.attributes, driveBays: 0 }, 9_900, 5);
    const small = planKit({ cameras: [{ product: cam4, quantity: 2 }], days: 7, recorder: noBays, candidates: cands });
    expect(small.issues.map((i) => i.key)).toEqual(['notEnoughBays']);
    expect(small.lines.some((l) => l.role === 'drive')).toBe(false);
    const only12 = { ...cands, drives: [hdd12] };
    const none = planKit({ cameras: [{ product: cam4, quantity: 2 }], days: 7, recorder: nvr8, candidates: only12 });
    expect(none.issues).toEqual([{ key: 'noDrive', productId: nvr8.id, values: { need: 0.91, bays: 1, maxTb: 10 } }]);
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

describe('kit planner: what else a kit needs, and a kit that does not fit', () => {
  const nvr4 = product(
    {
      channels: 4,
      incomingBandwidthMbps: 40,
      maxCameraResolutionMp: 8,
      poePorts: 4,
      poeBudgetW: 50,
      poeStandard: 'af',
      driveBays: 1,
      maxDriveTb: 10,
    },
    19_900,
    10,
  );
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
  const cam = (formFactor: string) =>
    product({ resolutionMp: 4, maxBitrateMbps: 6, poeStandard: 'af', powerW: 6.5, formFactor }, 8_900, 100);
  const dome = cam('dome');
  const turret = cam('turret');
  const bullet = cam('bullet');
  const hdd8 = product({ capacityTb: 8 }, 17_900, 20);
  const cable = product({ lengthM: 305 }, 12_900, 20);
  const box = product({ mountType: 'junction-box', fitsDome: true, fitsTurret: true }, 4_199, 40);
  const bracket = product({ mountType: 'junction-box' }, 999, 40); // states no form factor it fits
  const base: Candidates = { recorders: [nvr4, nvr8], switches: [], drives: [hdd8], cables: [cable] };

  it('proposes one junction box per dome and turret camera, by the box’s typed flags, none for a bullet', () => {
    const plan = planKit({
      cameras: [
        { product: dome, quantity: 3 },
        { product: turret, quantity: 2 },
        { product: bullet, quantity: 1 },
      ],
      days: 7,
      candidates: { ...base, junctionBoxes: [bracket, box] },
    });
    const boxes = plan.lines.filter((l) => l.role === 'junctionBox');
    expect(boxes.map((l) => [l.product.id, l.quantity])).toEqual([[box.id, 5]]);
    expect(boxes[0].reasons).toEqual([{ key: 'junctionBox', values: { cameras: 5, forms: 'dome,turret' } }]);
    expect(plan.totalCents).toBe(plan.lines.reduce((t, l) => t + l.lineTotalCents, 0));
    // Not enough boxes in stock: flagged, not proposed.
    const short = planKit({
      cameras: [{ product: dome, quantity: 6 }],
      days: 7,
      candidates: { ...base, junctionBoxes: [{ ...box, stock: 2 }] },
    });
    expect(short.lines.some((l) => l.role === 'junctionBox')).toBe(false);
    expect(short.issues).toContainEqual(expect.objectContaining({ key: 'notEnoughStock', productId: box.id }));
  });

  it('raw cable comes with RJ45 plugs (two a run) and a crimping tool we sell, or says they are needed', () => {
    const plugs = product({ pieces: 50 }, 1_999, 10);
    const crimper = product({}, 2_999, 5);
    const cams = [{ product: dome, quantity: 6 }];
    const sold = planKit({ cameras: cams, days: 7, candidates: { ...base, plugs: [plugs], crimpers: [crimper] } });
    expect(sold.lines.filter((l) => ['plug', 'crimper'].includes(l.role)).map((l) => [l.role, l.quantity])).toEqual([
      ['plug', 1],
      ['crimper', 1],
    ]);
    expect(sold.notes).toEqual([]);
    const none = planKit({ cameras: cams, days: 7, candidates: base });
    expect(none.lines.some((l) => l.role === 'plug' || l.role === 'crimper')).toBe(false);
    expect(none.notes).toEqual([
      { key: 'plugsNotSold', values: { runs: 6, plugs: 12 } },
      { key: 'crimperNotSold', values: {} },
    ]);
    expect(none.issues).toEqual([]);
  });

  it('plugs: packs enough for two a run, made for the cable’s category, the cheapest in stock', () => {
    const cat6Cable = product({ lengthM: 305, cableCategory: 'cat6' }, 12_900, 20);
    const plug = (cableCategory: string, pieces: number, priceCents: number, stock = 50) =>
      product({ connectorType: 'rj45', cableCategory, pieces }, priceCents, stock);
    const cat5e = plug('cat5e', 100, 999); // the cheapest, but for thinner conductors
    const cat6Ten = plug('cat6', 10, 899);
    const cat6Hundred = plug('cat6', 100, 2_999);
    const crimper = product({ crimpsRj45: true }, 4_499, 5);
    const plan = (cables: PlannerProduct[], plugs: PlannerProduct[], crimpers = [crimper]) =>
      planKit({ cameras: [{ product: dome, quantity: 6 }], days: 7, candidates: { ...base, cables, plugs, crimpers } });
    const extras = (p: Plan) =>
      p.lines.filter((l) => l.role === 'plug' || l.role === 'crimper').map((l) => [l.product.id, l.quantity]);

    // 6 runs need 12 plugs: two packs of 10 (17.98) cost less than one of 100 (29.99).
    const sized = plan([cat6Cable], [cat5e, cat6Hundred, cat6Ten]);
    expect(extras(sized)).toEqual([
      [cat6Ten.id, 2],
      [crimper.id, 1],
    ]);
    expect(sized.lines.find((l) => l.role === 'plug')!.reasons).toEqual([
      { key: 'plug', values: { runs: 6, plugs: 12, count: 2, pieces: 10 } },
    ]);
    expect(sized.notes).toEqual([]);
    // One pack of 10 in stock is not enough: the pack of 100 instead.
    expect(extras(plan([cat6Cable], [cat5e, cat6Hundred, { ...cat6Ten, stock: 1 }]))[0]).toEqual([cat6Hundred.id, 1]);
    // Only plugs for another category, or none on sale: said plainly, the crimper still proposed.
    for (const plugs of [[cat5e], [{ ...cat6Ten, priceCents: null }]]) {
      const none = plan([cat6Cable], plugs);
      expect(extras(none)).toEqual([[crimper.id, 1]]);
      expect(none.notes).toEqual([{ key: 'plugsNotSold', values: { runs: 6, plugs: 12 } }]);
      expect(none.issues).toEqual([]);
    }
    // Plugs we sell but lack: not "not sold here" but short of stock, naming the pack closest to enough.
    const short = plan(
      [cat6Cable],
      [
        { ...cat6Hundred, stock: 0 },
        { ...cat6Ten, stock: 1 },
      ],
    );
    expect(extras(short)).toEqual([[crimper.id, 1]]);
    expect(short.notes).toEqual([]);
    expect(short.issues).toEqual([
      {
        key: 'notEnoughStock',
        productId: cat6Ten.id,
        values: { title: cat6Ten.title, need: 2, has: 1, context: 'leftOut' },
      },
    ]);
    // A cable that states no category takes any plug: the cheapest.
    expect(extras(plan([cable], [cat5e, cat6Ten]))[0]).toEqual([cat5e.id, 1]);
    // A crimper out of stock is not proposed, and the plan says it is out of stock.
    const noTool = plan([cat6Cable], [cat6Hundred], [{ ...crimper, stock: 0 }]);
    expect(extras(noTool)).toEqual([[cat6Hundred.id, 1]]);
    expect(noTool.notes).toEqual([]);
    expect(noTool.issues).toEqual([
      { key: 'outOfStock', productId: crimper.id, values: { title: crimper.title, context: 'leftOut' } },
    ]);
    // None on sale: needed from elsewhere.
    expect(plan([cat6Cable], [cat6Hundred], [{ ...crimper, priceCents: null }]).notes).toEqual([
      { key: 'crimperNotSold', values: {} },
    ]);
    // No raw cable in the kit: neither plugs nor a crimper, and nothing said about them.
    const noCable = plan([], [cat6Hundred]);
    expect(extras(noCable)).toEqual([]);
    expect(noCable.notes).toEqual([]);
    expect(noCable.issues.map((i) => i.key)).toContain('noCable');
  });

  it('a plug fits a cable of its category, any plug a cable that states none', () => {
    const cat6 = product({ connectorType: 'rj45', cableCategory: 'cat6' });
    expect(plugFits(cat6, product({ cableCategory: 'cat6' }))).toBe(true);
    expect(plugFits(cat6, product({ cableCategory: 'cat6a' }))).toBe(false);
    expect(plugFits(product({ connectorType: 'rj45' }), product({ cableCategory: 'cat6' }))).toBe(false);
    expect(plugFits(cat6, product({ lengthM: 305 }))).toBe(true);
  });

  it('a 4-channel recorder for 6 cameras needs confirmation and offers the recorder that takes them', () => {
    const plan = planKit({ cameras: [{ product: dome, quantity: 6 }], days: 7, recorder: nvr4, candidates: base });
    expect(incompatibilitiesOf(plan).map((i) => i.key)).toContain('channelsExceeded');
    expect(needsConfirmation(plan)).toBe(true);
    expect(plan.fixes).toEqual([{ role: 'recorder', productId: nvr8.id, title: nvr8.title }]);
    const fixed = planKit({ cameras: [{ product: dome, quantity: 6 }], days: 7, recorder: nvr8, candidates: base });
    expect(needsConfirmation(fixed)).toBe(false);
    expect(fixed.fixes).toEqual([]);
  });

  it('stock and what we do not sell never ask for confirmation; every incompatibility does', () => {
    expect(needsConfirmation({ issues: [{ key: 'notEnoughStock', values: {} }] })).toBe(false);
    expect(needsConfirmation({ issues: [{ key: 'storageFewerDays', values: {} }] })).toBe(false);
    for (const key of INCOMPATIBILITIES) expect(needsConfirmation({ issues: [{ key, values: {} }] }), key).toBe(true);
  });

  it('every new reason and note has a text in both languages', () => {
    for (const key of ['junctionBox', 'plug', 'crimper']) {
      expect(en.reasons, key).toHaveProperty(key);
      expect(tr.reasons, key).toHaveProperty(key);
    }
    for (const key of NOTE_KEYS) {
      expect(en.notes, key).toHaveProperty(key);
      expect(tr.notes, key).toHaveProperty(key);
    }
  });
});
