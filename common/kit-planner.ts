import { POE_STANDARDS, type PoeStandard, type ProductAttributes } from './attributes.ts';

/**
 * The camera-system planner's rules (docs/product.md §23.4): from the cameras a shopper picks, what the rest of
 * the system must provide (requirements), which catalogue products provide it at the lowest price
 * (the proposed kit, each line with its reasons) and everything that does not fit (issues). Pure:
 * the server hands in the candidates (cards at the price charged now, with their typed data,
 * common/attributes.ts); pages and the API show the result through message keys
 * (common/i18n/<lang>/planner.ts `planner.reasons.*`, `planner.issues.*`), never prose.
 *
 * Formulas and units:
 * - channels = number of cameras (each camera takes one recorder channel).
 * - bitrateMbps = Σ camera maxBitrateMbps × quantity (megabits per second; recording is assumed
 *   continuous at each camera's highest bitrate, the worst case).
 * - maxResolutionMp = the highest camera resolutionMp (megapixels).
 * - poePorts = number of cameras powered over Ethernet (poeStandard ≠ 'none').
 * - poePowerW = Σ powerW of PoE cameras × 1.2 (20 % headroom), in watts.
 * - poeStandard = the strongest standard among the cameras (none < af < at < bt).
 * - storageTb = bitrateMbps × 3600 × 24 × days / 8 / 1e6: megabits per second × seconds = megabits,
 *   / 8 = megabytes, / 1e6 = terabytes (decimal TB, as drives are sold).
 *
 * Decisions:
 * - One recorder. When no recorder in the catalogue takes every camera, the planner proposes none
 *   and reports `noRecorder` (splitting a system over two recorders is an installer's choice: two
 *   sets of drives, two interfaces); the shopper can pick one themselves and see what it lacks.
 * - PoE ports come first from the recorder's own PoE ports (the lightest cameras its standard
 *   covers, while its ports and budget last); the others come from switches: the cheapest single switch whose ports, budget and
 *   standard cover them, else several of the cheapest fitting model (ports and budget scale).
 * - Drives: all in the recorder, one model, only drives we sell in stock that the recorder takes
 *   (≤ its maxDriveTb); the fewest drives that reach the storage, then the cheapest such set. When
 *   no such set reaches it, the most storage the bays and stock allow (the largest drive in every
 *   bay), with how many days that covers (`storageShort`) and the ways out: fewer days, a recorder
 *   we sell whose bays do hold it (`storageLargerRecorder`), else that none does. A recorder with
 *   bays never goes without drives while a compatible one is in stock.
 * - PoE switches: products with at least MIN_SWITCH_POE_PORTS PoE ports; a one-port injector
 *   is not a switch (the service also reads only the 'switches' subcategory).
 * - Cables: one run per camera of the shopper's average length (default 30 m); boxes of the
 *   cheapest cable, as many as the total length needs (a run is never split over two boxes).
 * - A switch the shopper chose powers every PoE camera (the recorder's ports are then left free),
 *   so it is checked against all of them.
 * - A product is a candidate only when it is in stock for the quantity proposed; a shopper's own
 *   recorder/switch is checked as it is and flagged (with its stock).
 * - Junction boxes: one per camera whose form factor a junction box we sell fits (its typed flag
 *   `fitsDome`, `fitsTurret`, `fitsBullet`), the cheapest that fits; cameras no box fits get none.
 * - Raw cable is cut to length on site, so each run needs an RJ45 plug at both ends
 *   (PLUGS_PER_RUN) and the installer a crimping tool: the kit includes the cheapest of each we
 *   sell in stock (plugs in packs of `pieces`, made for the cable's category when the cable states
 *   one: `plugFits`); what we do not sell is said plainly (`plugsNotSold`, `crimperNotSold`).
 * - A kit with an incompatibility (INCOMPATIBILITIES) is added to the cart only when the shopper
 *   confirms it knowing what is wrong (`needsConfirmation`); where the shopper's own recorder or
 *   switch is the cause and one we sell fits, the plan offers it (`fixes`).
 */

export const POE_HEADROOM = 1.2;
export const DEFAULT_RUN_M = 30;
export const MIN_DAYS = 1;
export const MAX_DAYS = 365;
export const DEFAULT_DAYS = 30;
export const MIN_RUN_M = 1;
export const MAX_RUN_M = 300;
/** Cameras in one plan (sum of quantities): above any single recorder in the catalogue. */
export const MAX_CAMERAS = 256;
/** Fewer PoE ports than this is an injector, not a switch. */
export const MIN_SWITCH_POE_PORTS = 2;
/** RJ45 plugs a run of raw cable needs: one at each end. */
export const PLUGS_PER_RUN = 2;
/** The camera form factors a junction box states it fits, each with its flag (common/attributes.ts `mounts`). */
export const JUNCTION_BOX_FITS: Record<string, string> = {
  dome: 'fitsDome',
  turret: 'fitsTurret',
  bullet: 'fitsBullet',
};

export type PlannerProduct = {
  id: string;
  title: string;
  brand: string;
  /** The price charged now for one unit, in cents; null: not for sale. */
  priceCents: number | null;
  stock: number;
  attributes: ProductAttributes;
};

export type Candidates = {
  recorders: PlannerProduct[];
  switches: PlannerProduct[];
  drives: PlannerProduct[];
  cables: PlannerProduct[];
  /** Junction boxes (mounts of type 'junction-box'). */
  junctionBoxes?: PlannerProduct[];
  /** RJ45 plugs for raw cable; `pieces` per pack, `cableCategory` the cable they are made for. */
  plugs?: PlannerProduct[];
  /** Crimping tools that crimp RJ45 plugs. */
  crimpers?: PlannerProduct[];
};

export type CameraPick = { product: PlannerProduct; quantity: number };

export type PlanInput = {
  cameras: CameraPick[];
  days: number;
  runM?: number;
  /** The shopper's own recorder / switch: checked instead of proposed. */
  recorder?: PlannerProduct | null;
  switch?: PlannerProduct | null;
  candidates: Candidates;
};

export type Requirements = {
  cameras: number;
  channels: number;
  bitrateMbps: number;
  maxResolutionMp: number;
  poePorts: number;
  /** The cameras' PoE draw without headroom, watts. */
  poeDrawW: number;
  /** With the 20 % headroom, watts. */
  poePowerW: number;
  poeStandard: PoeStandard;
  days: number;
  storageTb: number;
  runM: number;
  cableM: number;
};

export type Values = Record<string, string | number>;
export type Message = { key: string; values: Values };
export const LINE_ROLES = ['camera', 'recorder', 'switch', 'drive', 'cable', 'junctionBox', 'plug', 'crimper'] as const;
export type LineRole = (typeof LINE_ROLES)[number];

export type KitLine = {
  role: LineRole;
  product: PlannerProduct;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Chosen by the shopper (cameras, an own recorder/switch) rather than proposed. */
  chosen: boolean;
  reasons: Message[];
};

export const ISSUE_KEYS = [
  'resolutionAboveRecorder',
  'bandwidthExceeded',
  'channelsExceeded',
  'poePortsShort',
  'poeBudgetExceeded',
  'poeStandardTooWeak',
  'notEnoughBays',
  'storageShort',
  'storageFewerDays',
  'storageLargerRecorder',
  'storageNoLargerRecorder',
  'outOfStock',
  'notEnoughStock',
  'notForSale',
  'noRecorder',
  'noSwitch',
  'noDrive',
  'noCable',
  'missingData',
] as const;
export type IssueKey = (typeof ISSUE_KEYS)[number];
export type Issue = { key: IssueKey; productId?: string; values: Values };

/** What else the system needs that we do not sell (not an incompatibility: the kit works with it). */
export const NOTE_KEYS = ['plugsNotSold', 'crimperNotSold'] as const;
export type Note = { key: (typeof NOTE_KEYS)[number]; values: Values };

/**
 * The issues that make the kit not work as planned: adding such a kit takes the shopper's explicit
 * confirmation (page and API alike). Stock issues are not here (the cart refuses those lines
 * anyway), nor the ways out that follow `storageShort`, nor what we do not sell.
 */
export const INCOMPATIBILITIES: readonly IssueKey[] = [
  'resolutionAboveRecorder',
  'bandwidthExceeded',
  'channelsExceeded',
  'poePortsShort',
  'poeBudgetExceeded',
  'poeStandardTooWeak',
  'notEnoughBays',
  'storageShort',
  'noRecorder',
  'noSwitch',
  'noDrive',
  'noCable',
];

/** A product we sell that replaces the shopper's own recorder or switch and fits. */
export type Fix = { role: 'recorder' | 'switch'; productId: string; title: string };

export type Plan = {
  requirements: Requirements;
  lines: KitLine[];
  totalCents: number;
  issues: Issue[];
  /** Also needed, not sold here. */
  notes: Note[];
  fixes: Fix[];
};

/** The plan's incompatibilities: adding its kit needs the shopper's confirmation when there is any. */
export const incompatibilitiesOf = (plan: Pick<Plan, 'issues'>): Issue[] =>
  plan.issues.filter((i) => INCOMPATIBILITIES.includes(i.key));
export const needsConfirmation = (plan: Pick<Plan, 'issues'>): boolean => incompatibilitiesOf(plan).length > 0;

const rank = (s: PoeStandard) => POE_STANDARDS.indexOf(s);
/** Whether equipment of standard `supply` powers a device of standard `device`. */
export const poeCovers = (supply: PoeStandard, device: PoeStandard) =>
  device === 'none' || rank(supply) >= rank(device);

const n = (attrs: ProductAttributes, key: string): number => {
  const v = attrs[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};
const std = (attrs: ProductAttributes): PoeStandard => {
  const v = attrs.poeStandard;
  return typeof v === 'string' && (POE_STANDARDS as readonly string[]).includes(v) ? (v as PoeStandard) : 'none';
};
/** Rounded up to 2 decimals, so a shown requirement is never below the true one. */
const up2 = (x: number) => Math.ceil(x * 100 - 1e-9) / 100;

export function storageTbFor(bitrateMbps: number, days: number): number {
  return (bitrateMbps * 3600 * 24 * days) / 8 / 1e6;
}

/** Whole days of recording `capacityTb` holds at `bitrateMbps` (the inverse of storageTbFor, rounded down). */
export function daysCoveredBy(capacityTb: number, bitrateMbps: number): number {
  const perDay = storageTbFor(bitrateMbps, 1);
  // The epsilon keeps an exact fit (capacity = days × perDay) from losing a day to float error.
  return perDay > 0 ? Math.floor(capacityTb / perDay + 1e-9) : 0;
}

/** Whether a product can serve as a PoE switch: an injector's single PoE port cannot. */
export const isPoeSwitch = (p: PlannerProduct) => n(p.attributes, 'poePorts') >= MIN_SWITCH_POE_PORTS;

export function requirementsOf(cameras: CameraPick[], days: number, runM = DEFAULT_RUN_M): Requirements {
  let count = 0;
  let bitrate = 0;
  let maxRes = 0;
  let poePorts = 0;
  let draw = 0;
  let poeStandard: PoeStandard = 'none';
  for (const { product, quantity } of cameras) {
    if (quantity <= 0) continue;
    const a = product.attributes;
    count += quantity;
    bitrate += n(a, 'maxBitrateMbps') * quantity;
    maxRes = Math.max(maxRes, n(a, 'resolutionMp'));
    const s = std(a);
    if (s !== 'none') {
      poePorts += quantity;
      draw += n(a, 'powerW') * quantity;
      if (rank(s) > rank(poeStandard)) poeStandard = s;
    }
  }
  return {
    cameras: count,
    channels: count,
    bitrateMbps: up2(bitrate),
    maxResolutionMp: maxRes,
    poePorts,
    poeDrawW: up2(draw),
    poePowerW: up2(draw * POE_HEADROOM),
    poeStandard,
    days,
    storageTb: up2(storageTbFor(bitrate, days)),
    runM,
    cableM: count * runM,
  };
}

const price = (p: PlannerProduct) => p.priceCents ?? Number.MAX_SAFE_INTEGER;
const cheapest = <T extends { cost: number; product: PlannerProduct }>(options: T[]): T | undefined =>
  options.sort((a, b) => a.cost - b.cost || a.product.id.localeCompare(b.product.id))[0];
const forSale = (p: PlannerProduct, quantity: number) => p.priceCents != null && p.stock >= quantity;

/** What a recorder lacks for these requirements (empty: it takes every camera). */
export function recorderIssues(recorder: PlannerProduct, req: Requirements): Issue[] {
  const a = recorder.attributes;
  const issues: Issue[] = [];
  const id = recorder.id;
  if (n(a, 'channels') < req.channels)
    issues.push({ key: 'channelsExceeded', productId: id, values: { need: req.channels, has: n(a, 'channels') } });
  if (n(a, 'incomingBandwidthMbps') < req.bitrateMbps)
    issues.push({
      key: 'bandwidthExceeded',
      productId: id,
      values: { need: req.bitrateMbps, has: n(a, 'incomingBandwidthMbps') },
    });
  if (n(a, 'maxCameraResolutionMp') < req.maxResolutionMp)
    issues.push({
      key: 'resolutionAboveRecorder',
      productId: id,
      values: { need: req.maxResolutionMp, has: n(a, 'maxCameraResolutionMp') },
    });
  return issues;
}

/** A PoE camera's share: its draw (watts, without headroom) and standard. */
type PoeLoad = { w: number; standard: PoeStandard };

function poeLoads(cameras: CameraPick[]): PoeLoad[] {
  const loads: PoeLoad[] = [];
  for (const { product, quantity } of cameras) {
    const s = std(product.attributes);
    if (s === 'none') continue;
    for (let i = 0; i < quantity; i++) loads.push({ w: n(product.attributes, 'powerW'), standard: s });
  }
  return loads.sort((a, b) => a.w - b.w);
}

/**
 * Which PoE cameras the recorder's own ports power: the lightest ones its standard covers, as many
 * as its ports and its budget (each draw with the 20 % headroom) carry. The others go to switches.
 */
export function splitPoe(
  recorder: PlannerProduct | null,
  loads: PoeLoad[],
): { onRecorder: PoeLoad[]; rest: PoeLoad[] } {
  const onRecorder: PoeLoad[] = [];
  const rest: PoeLoad[] = [];
  const a = recorder?.attributes ?? {};
  let ports = recorder ? n(a, 'poePorts') : 0;
  let budget = recorder ? n(a, 'poeBudgetW') : 0;
  const supply = std(a);
  for (const load of loads) {
    const w = load.w * POE_HEADROOM;
    if (ports > 0 && poeCovers(supply, load.standard) && w <= budget + 1e-9) {
      onRecorder.push(load);
      ports--;
      budget -= w;
    } else rest.push(load);
  }
  return { onRecorder, rest };
}

const strongest = (loads: PoeLoad[]): PoeStandard =>
  loads.reduce<PoeStandard>((s, l) => (rank(l.standard) > rank(s) ? l.standard : s), 'none');

/** What `count` units of a switch lack for `ports` PoE cameras drawing `powerW` (with headroom) of `standard`. */
export function switchIssues(sw: PlannerProduct, count: number, ports: number, powerW: number, standard: PoeStandard) {
  const a = sw.attributes;
  const issues: Issue[] = [];
  const id = sw.id;
  if (n(a, 'poePorts') * count < ports)
    issues.push({ key: 'poePortsShort', productId: id, values: { need: ports, has: n(a, 'poePorts') * count } });
  if (n(a, 'poeBudgetW') * count < powerW)
    issues.push({ key: 'poeBudgetExceeded', productId: id, values: { need: powerW, has: n(a, 'poeBudgetW') * count } });
  if (ports > 0 && !poeCovers(std(a), standard))
    issues.push({ key: 'poeStandardTooWeak', productId: id, values: { need: standard, has: std(a) } });
  return issues;
}

/**
 * A stock issue for a product the planner proposed and then left out of the kit (a junction box,
 * plugs, a crimper): its text says so (i18next context `leftOut`), where a camera or a recorder the
 * shopper chose stays in the kit with the same issue.
 */
const leftOut = (issue: Issue): Issue => ({ ...issue, values: { ...issue.values, context: 'leftOut' } });

/** Of several stock issues for products that would each do, the one closest to enough (most in stock). */
function shortest(issues: Issue[]): Issue {
  const has = (i: Issue) => Number(i.values.has ?? 0);
  return issues.reduce((a, b) => (has(b) > has(a) ? b : a));
}

function stockIssue(p: PlannerProduct, quantity: number): Issue | null {
  if (p.priceCents == null) return { key: 'notForSale', productId: p.id, values: { title: p.title } };
  if (p.stock <= 0) return { key: 'outOfStock', productId: p.id, values: { title: p.title } };
  if (p.stock < quantity)
    return { key: 'notEnoughStock', productId: p.id, values: { title: p.title, need: quantity, has: p.stock } };
  return null;
}

function line(role: LineRole, product: PlannerProduct, quantity: number, chosen: boolean, reasons: Message[]): KitLine {
  const unit = product.priceCents ?? 0;
  return { role, product, quantity, unitPriceCents: unit, lineTotalCents: unit * quantity, chosen, reasons };
}

function chooseSwitches(
  switches: PlannerProduct[],
  ports: number,
  powerW: number,
  standard: PoeStandard,
): { product: PlannerProduct; count: number } | null {
  const options: { product: PlannerProduct; count: number; cost: number }[] = [];
  for (const sw of switches) {
    const a = sw.attributes;
    const swPorts = n(a, 'poePorts');
    const budget = n(a, 'poeBudgetW');
    if (!isPoeSwitch(sw) || budget <= 0 || !poeCovers(std(sw.attributes), standard)) continue;
    const count = Math.max(Math.ceil(ports / swPorts), Math.ceil(powerW / budget - 1e-9), 1);
    if (count > 16 || !forSale(sw, count)) continue;
    // A single unit is preferred over several; among equal counts, the cheapest set.
    options.push({ product: sw, count, cost: (count > 1 ? 1e12 : 0) + price(sw) * count });
  }
  return cheapest(options) ?? null;
}

/** One model of drive in a recorder: `fits` when `totalTb` reaches the need. */
export type DriveSet = { product: PlannerProduct; count: number; totalTb: number; fits: boolean };

/**
 * The drives for a recorder with `bays` bays taking drives up to `maxDriveTb`, from the drives we
 * sell in stock. The fewest drives that reach `needTb`, then the cheapest set; when no set does,
 * the most storage the bays and stock allow, then the cheapest. Null only when the recorder has no
 * bays or no compatible drive is in stock.
 */
export function chooseDrives(
  drives: PlannerProduct[],
  needTb: number,
  bays: number,
  maxDriveTb: number,
): DriveSet | null {
  const fitting: (DriveSet & { cost: number })[] = [];
  const largest: (DriveSet & { cost: number })[] = [];
  if (bays <= 0) return null;
  for (const d of drives) {
    const tb = n(d.attributes, 'capacityTb');
    if (tb <= 0 || tb > maxDriveTb || !forSale(d, 1)) continue;
    const count = Math.max(1, Math.ceil(needTb / tb - 1e-9));
    // Fewest drives first, then the cheapest set.
    if (count <= bays && forSale(d, count))
      fitting.push({ product: d, count, totalTb: count * tb, fits: true, cost: count * 1e12 + price(d) * count });
    // Short of the need: as many as the bays and the stock allow; the most terabytes first.
    const most = Math.min(bays, d.stock);
    largest.push({
      product: d,
      count: most,
      totalTb: most * tb,
      fits: false,
      cost: -most * tb * 1e12 + price(d) * most,
    });
  }
  const best = cheapest(fitting) ?? cheapest(largest);
  return best ? { product: best.product, count: best.count, totalTb: best.totalTb, fits: best.fits } : null;
}

/** Another recorder we sell that takes these cameras and whose bays hold the storage: the cheapest with its drives. */
function recorderHolding(
  recorders: PlannerProduct[],
  drives: PlannerProduct[],
  current: PlannerProduct,
  req: Requirements,
): { recorder: PlannerProduct; drives: DriveSet } | null {
  const options: { product: PlannerProduct; drives: DriveSet; cost: number }[] = [];
  for (const r of recorders) {
    if (r.id === current.id || !forSale(r, 1) || recorderIssues(r, req).length > 0) continue;
    const set = chooseDrives(drives, req.storageTb, n(r.attributes, 'driveBays'), n(r.attributes, 'maxDriveTb'));
    if (set?.fits) options.push({ product: r, drives: set, cost: price(r) + price(set.product) * set.count });
  }
  const best = cheapest(options);
  return best ? { recorder: best.product, drives: best.drives } : null;
}

/** The whole plan: requirements, the kit (cameras first) and every issue. */
export function planKit(input: PlanInput): Plan {
  const runM = input.runM ?? DEFAULT_RUN_M;
  const req = requirementsOf(input.cameras, input.days, runM);
  const lines: KitLine[] = [];
  const issues: Issue[] = [];
  const { candidates } = input;

  for (const { product, quantity } of input.cameras) {
    if (quantity <= 0) continue;
    const missing = ['resolutionMp', 'maxBitrateMbps'].filter((k) => typeof product.attributes[k] !== 'number');
    if (missing.length) issues.push({ key: 'missingData', productId: product.id, values: { title: product.title } });
    const s = stockIssue(product, quantity);
    if (s) issues.push(s);
    lines.push(
      line('camera', product, quantity, true, [
        {
          key: 'camera',
          values: {
            resolution: n(product.attributes, 'resolutionMp'),
            bitrate: n(product.attributes, 'maxBitrateMbps'),
            power: n(product.attributes, 'powerW'),
            standard: std(product.attributes),
          },
        },
      ]),
    );
  }
  const fixes: Fix[] = [];
  const notes: Note[] = [];
  if (req.cameras === 0) return { requirements: req, lines, totalCents: 0, issues, notes, fixes };

  // Recorder: the shopper's, checked; else the cheapest in stock that takes every camera.
  let recorder: PlannerProduct | null = null;
  const recorderChosen = !!input.recorder;
  const fitting =
    cheapest(
      candidates.recorders
        .filter((r) => forSale(r, 1) && recorderIssues(r, req).length === 0)
        .map((r) => ({ product: r, cost: price(r) })),
    )?.product ?? null;
  if (input.recorder) {
    recorder = input.recorder;
    const own = recorderIssues(recorder, req);
    issues.push(...own);
    const s = stockIssue(recorder, 1);
    if (s) issues.push(s);
    if (own.length > 0 && fitting) fixes.push({ role: 'recorder', productId: fitting.id, title: fitting.title });
  } else {
    recorder = fitting;
    if (!recorder)
      issues.push({
        key: 'noRecorder',
        values: { channels: req.channels, bitrate: req.bitrateMbps, resolution: req.maxResolutionMp },
      });
  }
  // PoE: the recorder's own ports first (unless the shopper chose a switch: it then powers every PoE camera).
  const loads = poeLoads(input.cameras);
  const { onRecorder, rest } = splitPoe(input.switch ? null : recorder, loads);
  if (recorder) {
    const a = recorder.attributes;
    const reasons: Message[] = [
      {
        key: 'recorder',
        values: {
          cameras: req.cameras,
          channels: n(a, 'channels'),
          bitrate: req.bitrateMbps,
          bandwidth: n(a, 'incomingBandwidthMbps'),
          resolution: req.maxResolutionMp,
          maxResolution: n(a, 'maxCameraResolutionMp'),
        },
      },
    ];
    if (onRecorder.length > 0)
      reasons.push({
        key: 'recorderPoe',
        values: {
          ports: onRecorder.length,
          power: up2(onRecorder.reduce((t, l) => t + l.w, 0) * POE_HEADROOM),
          poePorts: n(a, 'poePorts'),
          budget: n(a, 'poeBudgetW'),
        },
      });
    lines.push(line('recorder', recorder, 1, recorderChosen, reasons));
  }

  if (input.switch) {
    const sw = input.switch;
    const power = up2(rest.reduce((t, l) => t + l.w, 0) * POE_HEADROOM);
    const standard = strongest(rest);
    const own = switchIssues(sw, 1, rest.length, power, standard);
    issues.push(...own);
    const s = stockIssue(sw, 1);
    if (s) issues.push(s);
    const better = own.length > 0 ? chooseSwitches(candidates.switches, rest.length, power, standard) : null;
    if (better && better.count === 1 && better.product.id !== sw.id)
      fixes.push({ role: 'switch', productId: better.product.id, title: better.product.title });
    lines.push(line('switch', sw, 1, true, [switchReason(sw, 1, rest.length, power, standard)]));
  } else if (rest.length > 0) {
    const power = up2(rest.reduce((t, l) => t + l.w, 0) * POE_HEADROOM);
    const standard = strongest(rest);
    const chosen = chooseSwitches(candidates.switches, rest.length, power, standard);
    if (chosen)
      lines.push(
        line('switch', chosen.product, chosen.count, false, [
          switchReason(chosen.product, chosen.count, rest.length, power, standard),
        ]),
      );
    else issues.push({ key: 'noSwitch', values: { ports: rest.length, power, standard } });
  }

  // Drives, in the recorder; without one there are no bays to fill (the noRecorder issue says why).
  if (req.storageTb > 0 && recorder) {
    const bays = n(recorder.attributes, 'driveBays');
    const maxTb = n(recorder.attributes, 'maxDriveTb');
    const chosen = chooseDrives(candidates.drives, req.storageTb, bays, maxTb);
    if (bays <= 0) issues.push({ key: 'notEnoughBays', productId: recorder.id, values: { need: req.storageTb, bays } });
    else if (!chosen)
      issues.push({ key: 'noDrive', productId: recorder.id, values: { need: req.storageTb, bays, maxTb } });
    else {
      const capacity = n(chosen.product.attributes, 'capacityTb');
      const covered = daysCoveredBy(chosen.totalTb, req.bitrateMbps);
      const values = {
        need: req.storageTb,
        days: req.days,
        bitrate: req.bitrateMbps,
        count: chosen.count,
        capacity,
        total: chosen.totalTb,
        bays,
      };
      lines.push(
        line('drive', chosen.product, chosen.count, false, [
          chosen.fits ? { key: 'drive', values } : { key: 'driveShort', values: { ...values, covered } },
        ]),
      );
      if (!chosen.fits) {
        issues.push({
          key: 'storageShort',
          productId: recorder.id,
          values: { ...values, has: chosen.totalTb, covered },
        });
        if (covered >= MIN_DAYS) issues.push({ key: 'storageFewerDays', values: { covered } });
        const other = recorderHolding(candidates.recorders, candidates.drives, recorder, req);
        if (other)
          issues.push({
            key: 'storageLargerRecorder',
            productId: other.recorder.id,
            values: {
              title: other.recorder.title,
              days: req.days,
              count: other.drives.count,
              capacity: n(other.drives.product.attributes, 'capacityTb'),
              total: other.drives.totalTb,
            },
          });
        else issues.push({ key: 'storageNoLargerRecorder', values: { need: req.storageTb } });
      }
    }
  }

  // Cables: one run per camera.
  const cable = cheapest(
    candidates.cables
      .filter((c) => n(c.attributes, 'lengthM') >= runM)
      .map((c) => {
        const len = n(c.attributes, 'lengthM');
        const perBox = Math.floor(len / runM);
        const count = Math.ceil(req.cameras / perBox);
        return { product: c, count, cost: price(c) * count };
      })
      .filter((o) => forSale(o.product, o.count)),
  );
  if (cable)
    lines.push(
      line('cable', cable.product, cable.count, false, [
        {
          key: 'cable',
          values: {
            runs: req.cameras,
            run: runM,
            total: req.cableM,
            length: n(cable.product.attributes, 'lengthM'),
            count: cable.count,
          },
        },
      ]),
    );
  else issues.push({ key: 'noCable', values: { runs: req.cameras, run: runM } });

  if (cable) {
    const runs = req.cameras;
    const plugsNeeded = runs * PLUGS_PER_RUN;
    const packs = (candidates.plugs ?? [])
      .filter((p) => p.priceCents != null && plugFits(p, cable.product))
      .map((p) => {
        const pieces = Math.max(1, n(p.attributes, 'pieces'));
        const count = Math.ceil(plugsNeeded / pieces);
        return { product: p, count, pieces, cost: price(p) * count };
      });
    const plugs = cheapest(packs.filter((o) => forSale(o.product, o.count)));
    if (plugs)
      lines.push(
        line('plug', plugs.product, plugs.count, false, [
          { key: 'plug', values: { runs, plugs: plugsNeeded, count: plugs.count, pieces: plugs.pieces } },
        ]),
      );
    // Sold here but short of stock is not "not sold here": the shopper is told which and how many.
    else if (packs.length) issues.push(leftOut(shortest(packs.map((o) => stockIssue(o.product, o.count)!))));
    else notes.push({ key: 'plugsNotSold', values: { runs, plugs: plugsNeeded } });
    const tools = (candidates.crimpers ?? [])
      .filter((c) => c.priceCents != null)
      .map((c) => ({ product: c, cost: price(c) }));
    const crimper = cheapest(tools.filter((o) => forSale(o.product, 1)));
    if (crimper) lines.push(line('crimper', crimper.product, 1, false, [{ key: 'crimper', values: { runs } }]));
    else if (tools.length) issues.push(leftOut(stockIssue(cheapest(tools)!.product, 1)!));
    else notes.push({ key: 'crimperNotSold', values: {} });
  }

  lines.push(...junctionBoxLines(input.cameras, candidates.junctionBoxes ?? [], issues));

  const totalCents = lines.reduce((t, l) => t + l.lineTotalCents, 0);
  return { requirements: req, lines, totalCents, issues, notes, fixes };
}

/**
 * Whether plugs are made for a cable: of the cable's category (Cat6 plugs for Cat6 cable: a Cat5e
 * plug does not take Cat6's thicker conductors) when the cable states one; any plug otherwise.
 */
export function plugFits(plug: PlannerProduct, cable: PlannerProduct): boolean {
  const category = cable.attributes.cableCategory;
  return typeof category !== 'string' || plug.attributes.cableCategory === category;
}

/** Whether a junction box states it fits cameras of this form factor. */
export function junctionBoxFits(box: PlannerProduct, formFactor: string): boolean {
  const flag = JUNCTION_BOX_FITS[formFactor];
  return !!flag && box.attributes[flag] === true;
}

/**
 * One junction box per camera a box we sell fits (by the camera's form factor), the cheapest that
 * fits; cameras sharing a box model share its line. A box short of stock is flagged, not proposed.
 */
function junctionBoxLines(cameras: CameraPick[], boxes: PlannerProduct[], issues: Issue[]): KitLine[] {
  const byBox = new Map<string, { box: PlannerProduct; quantity: number; forms: Set<string> }>();
  for (const { product, quantity } of cameras) {
    const form = product.attributes.formFactor;
    if (quantity <= 0 || typeof form !== 'string') continue;
    const box = cheapest(
      boxes
        .filter((b) => b.priceCents != null && junctionBoxFits(b, form))
        .map((b) => ({ product: b, cost: price(b) })),
    )?.product;
    if (!box) continue;
    const entry = byBox.get(box.id) ?? { box, quantity: 0, forms: new Set<string>() };
    entry.quantity += quantity;
    entry.forms.add(form);
    byBox.set(box.id, entry);
  }
  const out: KitLine[] = [];
  for (const { box, quantity, forms } of byBox.values()) {
    const s = stockIssue(box, quantity);
    if (s) {
      issues.push(leftOut(s));
      continue;
    }
    out.push(
      line('junctionBox', box, quantity, false, [
        { key: 'junctionBox', values: { cameras: quantity, forms: [...forms].join(',') } },
      ]),
    );
  }
  return out;
}

function switchReason(sw: PlannerProduct, count: number, ports: number, power: number, standard: PoeStandard): Message {
  const a = sw.attributes;
  return {
    key: 'switch',
    values: {
      ports,
      power,
      standard,
      count,
      poePorts: n(a, 'poePorts') * count,
      budget: n(a, 'poeBudgetW') * count,
      switchStandard: std(a),
    },
  };
}
