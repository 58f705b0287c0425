import { data, redirect } from 'react-router';
import { CompareEmpty } from '#app/components/compare/compare-empty.tsx';
import { CompareNotes } from '#app/components/compare/compare-notes.tsx';
import { CompareTable } from '#app/components/compare/compare-table.tsx';
import { CompareToolbar } from '#app/components/compare/compare-toolbar.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { compareCookie, readCompareCookie, type CompareActionResult } from '#app/lib/compare-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { MAX_COMPARED, addToCompare, compareUrl, parseCompareIds, removeFromCompare } from '#common/compare-list.ts';
import { messageKeyOf } from '#common/i18n/ui-texts.ts';
import { compareActionSchema } from '#common/schemas/compare.ts';
import type { Route } from './+types/compare';

type Catalog = Route.LoaderArgs['context']['services']['catalog'];

/** Only products the catalogue sells (a list from a link or the cookie may name gone ones). */
const known = (catalog: Catalog, ids: string[]) => ids.filter((id) => catalog.getCard(id) !== null);

/**
 * The comparison the URL names (`?ids=`); `diff=1` keeps only the rows that differ. `/compare`
 * alone opens the shopper's own list (the cookie) at its URL. The notes (`added`, `refused`,
 * `carted`) are what a post without JavaScript says once it lands here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const url = new URL(request.url);
  const raw = url.searchParams.get('ids');
  const diff = url.searchParams.get('diff') === '1';
  if (raw === null && request.method === 'GET') {
    const saved = known(catalog, readCompareCookie(request.headers.get('cookie')));
    if (saved.length) throw redirect(compareUrl(saved, { diff }));
  }
  const requested = parseCompareIds(raw);
  const products = requested.flatMap((id) => catalog.getSpecified(id, context.lang) ?? []);
  const titleOf = (param: string) => {
    const id = url.searchParams.get(param);
    return id ? (catalog.getCard(id, context.lang)?.title ?? null) : null;
  };
  return {
    products,
    diff,
    skipped: products.length < requested.length,
    notes: { added: titleOf('added'), refused: titleOf('refused'), carted: titleOf('carted') },
  };
}

/**
 * Add, remove, clear and "Add to cart": plain form posts that work without JavaScript (they set
 * the cookie and land on the comparison); a script's post (`respond=data`) gets the result instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = compareActionSchema.safeParse({ intent: text('intent'), id: text('id') });
  if (!parsed.success)
    return data<CompareActionResult>({ ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) }, 400);
  const { catalog } = context.services;
  const byScript = text('respond') === 'data';
  const diff = text('diff') === '1';
  const pageIds = text('ids');
  const base = known(
    catalog,
    pageIds === undefined ? readCompareCookie(request.headers.get('cookie')) : parseCompareIds(pageIds),
  );
  const secure = context.origin.startsWith('https:');
  const saving = (ids: string[]) => ({ 'Set-Cookie': compareCookie(ids, secure) });
  const action = parsed.data;

  if (action.intent === 'clear') {
    if (byScript) return data<CompareActionResult>({ ok: true, intent: 'clear', ids: [] }, { headers: saving([]) });
    return redirect('/compare', { headers: saving([]) });
  }
  const card = catalog.getCard(action.id);
  if (action.intent === 'remove') {
    const ids = removeFromCompare(base, action.id);
    if (byScript) return data<CompareActionResult>({ ok: true, intent: 'remove', ids }, { headers: saving(ids) });
    return redirect(compareUrl(ids, { diff }), { headers: saving(ids) });
  }
  if (!card) return data<CompareActionResult>({ ok: false, messageKey: 'errors.productNotFound' }, 404);
  if (action.intent === 'cart') {
    try {
      await context.services.cart.addLine(context.ensureOwner(), card.id, 1);
    } catch (error) {
      return answerRefusal<CompareActionResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
    }
    if (byScript) return data<CompareActionResult>({ ok: true, intent: 'cart', ids: base, title: card.title });
    return redirect(compareUrl(base, { diff, carted: card.id }));
  }
  const added = addToCompare(base, card.id);
  if (!added.ok) {
    // Four already: nothing is replaced; the shopper chooses what to remove.
    if (byScript)
      return data<CompareActionResult>(
        { ok: false, full: true, ids: added.ids, title: card.title, messageKey: 'compare.full' },
        { status: 409, headers: saving(added.ids) },
      );
    return redirect(compareUrl(added.ids, { diff, refused: card.id }), { headers: saving(added.ids) });
  }
  if (byScript)
    return data<CompareActionResult>(
      { ok: true, intent: 'add', ids: added.ids, already: added.already, title: card.title },
      { headers: saving(added.ids) },
    );
  return redirect(compareUrl(added.ids, { diff, added: card.id }), { headers: saving(added.ids) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'compare.metaTitle',
    description: 'compare.metaDescription',
    path: '/compare',
    noindex: true,
  });

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, diff, skipped, notes } = loaderData;
  const ids = products.map((p) => p.card.id);
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="container-page compare-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('compare.title') }]} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('compare.title')}</h1>
        {products.length ? <p className="text-slate-600">{t('compare.count', { count: products.length })}</p> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('compare.intro', { max: MAX_COMPARED })}</p>
      {error ? (
        <div className="mt-4">
          <Alert tone="error">{t(error.messageKey, { max: MAX_COMPARED, title: error.title ?? '' })}</Alert>
        </div>
      ) : null}
      <CompareNotes notes={notes} count={products.length} skipped={skipped} />
      {products.length === 0 ? (
        <CompareEmpty />
      ) : (
        <>
          <CompareToolbar ids={ids} diff={diff} />
          <CompareTable products={products} diff={diff} />
          {products.length === 1 ? <p className="mt-4 text-sm text-slate-600">{t('compare.oneMore')}</p> : null}
        </>
      )}
    </div>
  );
}
