import { data, redirect } from 'react-router';
import { planQueryOf, planRequestSchema, planSearchOf } from '#common/schemas/planner.ts';
import { DEFAULT_DAYS, DEFAULT_RUN_M } from '#common/kit-planner.ts';
import { messageKeyOf, type TranslationKey } from '#common/i18n/ui-texts.ts';
import { PlannerPage } from '#app/components/planner/planner-page.tsx';
import type { PlannerAddResult } from '#app/components/planner/planner.types.ts';
import { ShopErrorLike } from '#app/lib/shop-error.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/planner';

type Failure = { messageKey: TranslationKey; values: Record<string, string> };

/** The plan lives in the URL (a GET form): the same URL, the same kit, for anyone it is shared with. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { planner } = context.services;
  const params = new URL(request.url).searchParams;
  const cameras = planner.cameras(context.lang);
  const candidates = planner.candidates(context.lang);
  const choices = {
    cameras,
    recorders: candidates.recorders.map(({ id, title }) => ({ id, title })),
    switches: candidates.switches.map(({ id, title }) => ({ id, title })),
  };
  const query = planQueryOf(params);
  const asked = (query.cameras as unknown[]).length > 0;
  const form = {
    quantities: Object.fromEntries(
      (query.cameras as { productId: string; quantity: string }[]).map((c) => [c.productId, c.quantity]),
    ),
    days: String(query.days ?? DEFAULT_DAYS),
    run: String(query.runM ?? DEFAULT_RUN_M),
    recorder: String(query.recorderId ?? ''),
    switch: String(query.switchId ?? ''),
  };
  if (!asked) return { choices, form, plan: null, search: '', failure: null };
  const parsed = planRequestSchema.safeParse(query);
  if (!parsed.success) {
    const failure: Failure = { messageKey: messageKeyOf(parsed.error.issues[0].message), values: {} };
    return data({ choices, form, plan: null, search: '', failure }, { status: 400 });
  }
  try {
    return {
      choices,
      form,
      plan: planner.plan(parsed.data, context.lang),
      search: planSearchOf(parsed.data),
      failure: null,
    };
  } catch (error) {
    if (!ShopErrorLike.is(error)) throw error;
    const failure: Failure = { messageKey: error.messageKey, values: { id: String(error.details.id ?? '') } };
    return data({ choices, form, plan: null, search: '', failure }, { status: error.status });
  }
}

/**
 * "Add the whole kit to the cart": one step, all or nothing; without JavaScript it goes on to the cart.
 * A kit with an incompatibility is added only with the form's `confirm` box ticked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw = form.get('plan');
  const parsed = planRequestSchema.safeParse(planQueryOf(new URLSearchParams(typeof raw === 'string' ? raw : '')));
  if (!parsed.success)
    return data<PlannerAddResult>({ ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) }, 400);
  const owner = context.ensureOwner();
  try {
    await context.services.planner.addKit(owner, parsed.data, context.lang, form.get('confirm') === '1');
  } catch (error) {
    if (!ShopErrorLike.is(error)) throw error;
    return data<PlannerAddResult>(
      {
        ok: false,
        messageKey: error.messageKey,
        values: { titles: String(error.details.titles ?? ''), id: String(error.details.id ?? '') },
      },
      error.status,
    );
  }
  if (form.get('js') === '1') return data<PlannerAddResult>({ ok: true });
  return redirect('/cart');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'planner.metaTitle', description: 'planner.metaDescription', path: '/planner' });

export default function Planner({ loaderData, actionData }: Route.ComponentProps) {
  return <PlannerPage {...loaderData} documentResult={actionData ?? null} />;
}
