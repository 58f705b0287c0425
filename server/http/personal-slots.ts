import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ServerBuild } from 'react-router';
import { getI18n } from '#common/i18n/instance.ts';
import type { Lang } from '#common/languages.ts';
import {
  parseSlotKey,
  personalJson,
  personalUser,
  slotValue,
  type PersonalState,
  type SlotKind,
  type SlotRenderers,
  type SlotValues,
} from '#common/personal.ts';
import type { SessionUser } from '../services/auth.server.ts';
import type { Counts } from '../services/cart.server.ts';

/** Who asks, as far as a page's slots need to know (read only when a slot needs it). */
export type Visitor = {
  lang: Lang;
  user: SessionUser | null;
  owner: string | null;
  counts: () => Promise<Counts>;
  isWished: (owner: string, productId: string) => Promise<boolean>;
};

/** What fills a shared page's holes for one visitor: the state script's JSON and each slot's markup. */
export type Filling = { json: string; contents: Buffer[] };

type Build = ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
type Renderers = { slots: SlotRenderers; memo: Map<string, Buffer> };

/** Markups kept per build: a slot's markup depends on its kind, value and language only. */
const MEMO_LIMIT = 4096;

/**
 * Fills the slots of shared pages (docs/decisions/008) with the components the page build's route
 * modules export as `slots` (app/root.tsx: the header; the product page: its wishlist button and
 * back-in-stock address), so a slot's markup is exactly what the full page would render.
 */
export class SlotFiller {
  private readonly byBuild = new WeakMap<ServerBuild, Renderers>();

  constructor(private readonly build: Build) {}

  /** The visitor's state and slot markups for these slots; null when a slot has no renderer (render the page alone). */
  async fill(slots: readonly string[], visitor: Visitor): Promise<Filling | null> {
    const renderers = await this.renderers();
    const parsed = slots.map(parseSlotKey);
    if (parsed.some((slot) => !slot || !renderers.slots[slot.kind])) return null;
    const state = await readState(slots, visitor);
    return {
      json: personalJson(state),
      contents: parsed.map((slot) =>
        this.markup(renderers, slot!.kind, slotValue(slot!.kind, slot!.arg, state), visitor.lang),
      ),
    };
  }

  /** One slot's markup for a value (memoised: the same few values recur for every visitor). */
  markup<K extends SlotKind>(renderers: Renderers, kind: K, value: SlotValues[K], lang: Lang): Buffer {
    const key = `${lang}\0${kind}\0${JSON.stringify(value)}`;
    let html = renderers.memo.get(key);
    if (!html) {
      const element = renderers.slots[kind]!(value);
      html = Buffer.from(
        element ? renderToString(createElement(I18nextProvider, { i18n: getI18n(lang) }, element)) : '',
      );
      if (renderers.memo.size >= MEMO_LIMIT) renderers.memo.clear();
      renderers.memo.set(key, html);
    }
    return html;
  }

  /** Every route module's `slots`, merged (a kind belongs to one module). */
  async renderers(): Promise<Renderers> {
    const build = typeof this.build === 'function' ? await this.build() : this.build;
    let found = this.byBuild.get(build);
    if (!found) {
      const slots: SlotRenderers = {};
      for (const route of Object.values(build.routes))
        Object.assign(slots, (route?.module as { slots?: SlotRenderers } | undefined)?.slots);
      found = { slots, memo: new Map() };
      this.byBuild.set(build, found);
    }
    return found;
  }
}

/** Reads what the slots show: the counts always (they decided the visitor is personal), the rest only if asked. */
export async function readState(slots: readonly string[], visitor: Visitor): Promise<PersonalState> {
  const wishIds = slots.flatMap((key) => {
    const slot = parseSlotKey(key);
    return slot?.kind === 'wish' ? [slot.arg] : [];
  });
  const owner = visitor.owner;
  const [counts, wished] = await Promise.all([
    visitor.counts(),
    owner ? Promise.all(wishIds.map((id) => visitor.isWished(owner, id))) : [],
  ]);
  return {
    user: personalUser(visitor.user),
    counts,
    wished: wishIds.filter((_, i) => wished[i]),
    alertEmail: slots.includes('alert-email') ? (visitor.user?.email ?? '') : '',
  };
}
