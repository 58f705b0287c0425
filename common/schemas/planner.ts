import { z } from 'zod';
import { DEFAULT_DAYS, DEFAULT_RUN_M, MAX_CAMERAS, MAX_DAYS, MAX_RUN_M, MIN_DAYS, MIN_RUN_M } from '../kit-planner.ts';
import { quantityInput } from './cart.ts';

/** Different camera models in one plan. */
export const MAX_CAMERA_MODELS = 12;

const productId = z
  .string({ error: 'errors.invalidProduct' })
  .trim()
  .min(1, 'errors.invalidProduct')
  .max(120, 'errors.invalidProduct');
const optionalId = z
  .string()
  .trim()
  .max(120, 'errors.invalidProduct')
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * A plan as the page's URL and the API send it (POST /api/planner/plan, POST /api/cart/kit):
 * camera picks, days of recording, the average cable run, optionally the shopper's own recorder
 * and switch. The same plan always gives the same kit (the rules: common/kit-planner.ts).
 */
const planFields = {
  cameras: z
    .array(
      z.object({
        productId,
        quantity: quantityInput(1, MAX_CAMERAS, {
          invalid: 'planner.errors.quantity',
          tooLarge: 'planner.errors.tooManyCameras',
        }),
      }),
      { error: 'planner.errors.noCameras' },
    )
    .min(1, 'planner.errors.noCameras')
    .max(MAX_CAMERA_MODELS, 'planner.errors.tooManyModels'),
  days: quantityInput(MIN_DAYS, MAX_DAYS, { invalid: 'planner.errors.days', tooLarge: 'planner.errors.days' })
    .optional()
    .default(DEFAULT_DAYS),
  runM: quantityInput(MIN_RUN_M, MAX_RUN_M, { invalid: 'planner.errors.run', tooLarge: 'planner.errors.run' })
    .optional()
    .default(DEFAULT_RUN_M),
  recorderId: optionalId,
  switchId: optionalId,
};
type Cameras = { cameras: { productId: string; quantity: number }[] };
const withinMax = (p: Cameras) => p.cameras.reduce((t, c) => t + c.quantity, 0) <= MAX_CAMERAS;
const unique = (p: Cameras) => new Set(p.cameras.map((c) => c.productId)).size === p.cameras.length;

export const planRequestSchema = z
  .object(planFields)
  .refine(withinMax, { message: 'planner.errors.tooManyCameras', path: ['cameras'] })
  .refine(unique, { message: 'planner.errors.duplicateCamera', path: ['cameras'] });
export type PlanRequest = z.output<typeof planRequestSchema>;

/**
 * "Add the whole kit" (POST /api/cart/kit): the plan, and `confirm: true` when the shopper has seen
 * the kit's incompatibilities and wants it anyway (without it such a kit is refused, 409).
 */
export const kitRequestSchema = z
  .object({ ...planFields, confirm: z.boolean({ error: 'planner.errors.confirm' }).optional().default(false) })
  .refine(withinMax, { message: 'planner.errors.tooManyCameras', path: ['cameras'] })
  .refine(unique, { message: 'planner.errors.duplicateCamera', path: ['cameras'] });

/**
 * The page's URL (a GET form, so a plan can be shared): `cam=<id>:<qty>` (repeated), or the form's
 * own fields `q.<id>=<qty>` (a 0 or empty quantity leaves the camera out), `days`, `run`,
 * `recorder`, `switch`. Answers the raw object for planRequestSchema.
 */
export function planQueryOf(params: URLSearchParams): Record<string, unknown> {
  const cameras = new Map<string, string>();
  for (const value of params.getAll('cam')) {
    const at = value.lastIndexOf(':');
    const id = at >= 0 ? value.slice(0, at) : value;
    cameras.set(id, at >= 0 ? value.slice(at + 1) : '1');
  }
  for (const [key, value] of params) {
    if (!key.startsWith('q.')) continue;
    const id = key.slice(2);
    if (value.trim() === '' || value.trim() === '0') cameras.delete(id);
    else cameras.set(id, value.trim());
  }
  const opt = (key: string) => {
    const v = params.get(key);
    return v == null || v.trim() === '' ? undefined : v.trim();
  };
  return {
    cameras: [...cameras].map(([productId, quantity]) => ({ productId, quantity })),
    days: opt('days'),
    runM: opt('run'),
    recorderId: opt('recorder'),
    switchId: opt('switch'),
  };
}

/** The shareable URL search of a plan (`?cam=id:qty&…&days=30&run=30`). */
export function planSearchOf(plan: PlanRequest): string {
  const params = new URLSearchParams();
  for (const c of plan.cameras) params.append('cam', `${c.productId}:${c.quantity}`);
  params.set('days', String(plan.days));
  params.set('run', String(plan.runM));
  if (plan.recorderId) params.set('recorder', plan.recorderId);
  if (plan.switchId) params.set('switch', plan.switchId);
  return `?${params}`;
}
