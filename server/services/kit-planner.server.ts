import type { Lang } from '#common/languages.ts';
import type { Subcategory } from '#common/subcategories.ts';
import {
  incompatibilitiesOf,
  isPoeSwitch,
  planKit,
  type Candidates,
  type Plan,
  type PlannerProduct,
} from '#common/kit-planner.ts';
import type { PlanRequest } from '#common/schemas/planner.ts';
import type { CartService } from './cart.server.ts';
import type { CatalogService, SpecifiedProduct } from './catalog.server.ts';
import { ShopError } from './errors.ts';

const toPlanner = ({ card, attributes }: SpecifiedProduct): PlannerProduct => ({
  id: card.id,
  title: card.title,
  brand: card.brand,
  priceCents: card.priceCents,
  stock: card.stock,
  attributes,
});

/**
 * The camera-system planner (docs/product.md §23.4) over the live catalogue: reads the candidates (cards at the
 * price charged now, with their typed data) and runs the rules of common/kit-planner.ts. Adding
 * the kit goes through CartService.addLines: one transaction, all or nothing.
 */
export class KitPlannerService {
  constructor(
    private catalog: CatalogService,
    private cart: CartService,
  ) {}

  private products(lang: Lang, ...subcategories: Subcategory[]): PlannerProduct[] {
    const seen = new Set<string>();
    const out: PlannerProduct[] = [];
    for (const s of subcategories)
      for (const p of this.catalog.specifiedIn(s, lang))
        if (!seen.has(p.card.id)) {
          seen.add(p.card.id);
          out.push(toPlanner(p));
        }
    return out;
  }

  /** The cameras a shopper can pick from, in catalogue order. */
  cameras(lang: Lang): PlannerProduct[] {
    return this.products(lang, 'cameras');
  }

  candidates(lang: Lang): Candidates {
    return {
      recorders: this.products(lang, 'recorders'),
      // 'poe' holds injectors and the like: one port each, not a switch for a camera system.
      switches: this.products(lang, 'switches').filter(isPoeSwitch),
      drives: this.products(lang, 'hard-drives'),
      cables: this.products(lang, 'installation-cables'),
      junctionBoxes: this.products(lang, 'mounts').filter((p) => p.attributes.mountType === 'junction-box'),
      // Raw cable's plugs and the tool that crimps them; the plan keeps the plugs made for its
      // cable's category and says plainly what it finds none of (common/kit-planner.ts).
      plugs: this.products(lang, 'connectors').filter((p) => p.attributes.connectorType === 'rj45'),
      crimpers: this.products(lang, 'tools').filter((p) => p.attributes.crimpsRj45 === true),
    };
  }

  /** The plan for a validated request; a product of the wrong kind or unknown is a 404/400. */
  plan(request: PlanRequest, lang: Lang): Plan {
    const candidates = this.candidates(lang);
    const cameras = this.cameras(lang);
    const byId = new Map(cameras.map((c) => [c.id, c]));
    const picks = request.cameras.map(({ productId, quantity }) => {
      const product = byId.get(productId);
      if (!product) throw this.wrongKind(productId, 'planner.errors.notCamera');
      return { product, quantity };
    });
    const find = (list: PlannerProduct[], id: string | undefined, key: 'notRecorder' | 'notSwitch') => {
      if (!id) return null;
      const found = list.find((p) => p.id === id);
      if (!found) throw this.wrongKind(id, `planner.errors.${key}`);
      return found;
    };
    return planKit({
      cameras: picks,
      days: request.days,
      runM: request.runM,
      recorder: find(candidates.recorders, request.recorderId, 'notRecorder'),
      switch: find(candidates.switches, request.switchId, 'notSwitch'),
      candidates,
    });
  }

  private wrongKind(
    id: string,
    key: 'planner.errors.notCamera' | 'planner.errors.notRecorder' | 'planner.errors.notSwitch',
  ) {
    return this.catalog.getCard(id) ? new ShopError(400, key, { id }) : new ShopError(404, 'errors.productNotFound');
  }

  /**
   * "Add the whole kit to the cart": every line of the plan, in one step. Refused (409, nothing
   * added) when a line lacks stock, and when the kit has an incompatibility the shopper has not
   * confirmed (`confirmed`: they saw what is wrong and want it anyway; details list the issue keys).
   */
  async addKit(owner: string, request: PlanRequest, lang: Lang, confirmed = false): Promise<Plan> {
    const plan = this.plan(request, lang);
    const wrong = incompatibilitiesOf(plan);
    if (wrong.length > 0 && !confirmed)
      throw new ShopError(409, 'planner.errors.kitIncompatible', { issues: wrong.map((i) => i.key) });
    await this.cart.addLines(
      owner,
      plan.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
      lang,
    );
    return plan;
  }
}
