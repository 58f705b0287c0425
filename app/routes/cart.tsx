import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { CartDealNote } from '#app/components/catalog/deal-note.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data, useActionData, useFetcher, useLoaderData, type MetaFunction } from 'react-router';
import { MAX_LINE_QUANTITY, productRefSchema, updateCartLineSchema } from '#common/schemas/cart.ts';
import type { ProductCard as Card } from '#common/catalog-types.ts';
import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { Price, useMoney } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { CartIcon } from '#app/components/ui/icons.tsx';
import { requireUser } from '#app/lib/guard.ts';
import type { ActionArgs, LoaderArgs } from '#app/lib/route-args.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { messageKeyOf, type TranslationKey } from '#common/i18n/catalogue.ts';

/** Spec §9: the quantity list offers 1 to 10, then "Custom...". */
const LIST_MAX = 10;
const QUANTITY_OPTIONS = Array.from({ length: LIST_MAX }, (_, i) => i + 1);
const CUSTOM = 'custom';

export async function loader({ context, request }: LoaderArgs) {
  requireUser(context, request);
  const owner = context.owner!;
  const cart = await context.services.cart.getCart(owner);
  return { cart, recommendations: context.services.catalog.recommendFor(cart.lines.map((l) => l.product.id)) };
}

export type CartActionResult =
  | { ok: true; intent: 'update'; productId: string; title: string; quantity: number }
  | { ok: true; intent: 'remove'; productId: string; title: string }
  | { ok: true; intent: 'clear' }
  /** Without JavaScript: "Custom..." + Update opens the number field for that line; Back returns to the list. */
  | { ok: true; intent: 'custom' | 'list'; productId: string }
  /** `custom`: the rejected value came from the number field (shown again without JavaScript). */
  | { ok: false; productId?: string; messageKey: TranslationKey; custom?: { value: string } };

/** Quantity change, remove and clear: plain form posts, so they work without JavaScript too. */
export async function action({ request, context }: ActionArgs) {
  requireUser(context, request);
  const owner = context.ensureOwner();
  const { cart, catalog } = context.services;
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = typeof form.get('productId') === 'string' ? String(form.get('productId')) : '';
  const fail = (messageKey: TranslationKey, status = 400) => data<CartActionResult>({ ok: false, productId: productId || undefined, messageKey }, status);

  if (intent === 'clear') {
    await cart.clearCart(owner);
    return data<CartActionResult>({ ok: true, intent: 'clear' });
  }
  if (intent === 'update') {
    const raw = form.get('quantity');
    if (productRefSchema.safeParse({ productId }).success) {
      if (form.get('mode') === 'list') return data<CartActionResult>({ ok: true, intent: 'list', productId });
      if (raw === CUSTOM) return data<CartActionResult>({ ok: true, intent: 'custom', productId });
    }
    // The page only sets quantities: whole numbers from 1 (removing is its own button).
    const text = typeof raw === 'string' ? raw.trim() : '';
    const parsed = updateCartLineSchema.safeParse({ productId, quantity: /^\d+$/.test(text) ? text : Number.NaN });
    const invalid = (messageKey: TranslationKey) =>
      data<CartActionResult>({ ok: false, productId: productId || undefined, messageKey, custom: form.get('field') === CUSTOM ? { value: text.slice(0, 20) } : undefined }, 400);
    if (!parsed.success) {
      const key = messageKeyOf(parsed.error.issues[0].message);
      return key === 'errors.invalidQuantity' ? invalid('cartPage.customInvalid') : key === 'errors.quantityTooLarge' ? invalid(key) : fail(key);
    }
    if (parsed.data.quantity < 1) return invalid('cartPage.customInvalid');
    const card = catalog.getCard(parsed.data.productId);
    if (!card) return fail('errors.productNotFound', 404);
    await cart.setLine(owner, card.id, parsed.data.quantity);
    return data<CartActionResult>({ ok: true, intent: 'update', productId: card.id, title: card.title, quantity: parsed.data.quantity });
  }
  if (intent === 'remove') {
    const parsed = productRefSchema.safeParse({ productId });
    if (!parsed.success) return fail(messageKeyOf(parsed.error.issues[0].message));
    await cart.removeLine(owner, parsed.data.productId);
    const title = catalog.getCard(parsed.data.productId)?.title ?? parsed.data.productId;
    return data<CartActionResult>({ ok: true, intent: 'remove', productId: parsed.data.productId, title });
  }
  return fail('errors.badRequest');
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'cartPage.metaTitle', description: 'cartPage.metaDescription', path: '/cart', noindex: true });

type Line = ReturnType<typeof useLoaderData<typeof loader>>['cart']['lines'][number];

/** Client check of a typed quantity: whole numbers from 1 (spec §5), within the cart's bound. */
function parseCustomQuantity(value: string): { quantity: number } | { errorKey: TranslationKey } {
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { errorKey: 'cartPage.customInvalid' };
  if (Number(text) > MAX_LINE_QUANTITY) return { errorKey: 'errors.quantityTooLarge' };
  return { quantity: Number(text) };
}

/**
 * The quantity control (spec §4): a list of 1..10 and "Custom...", which swaps to a number
 * field with a Back button; a quantity above 10 shows as Custom. A pick from the list is saved
 * at once; without JavaScript an Update button (inside <noscript>) sends the form.
 */
function QuantityControl({
  line,
  startMode,
  startValue,
  serverError,
  onUpdated,
}: {
  line: Line;
  startMode?: 'custom' | 'list';
  startValue?: string;
  serverError?: TranslationKey;
  onUpdated: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionResult>();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const { product, quantity } = line;
  const [mode, setMode] = useState<'list' | 'custom'>(startMode ?? (quantity > LIST_MAX ? 'custom' : 'list'));
  const [custom, setCustom] = useState(startValue ?? String(quantity));
  const [clientError, setClientError] = useState<TranslationKey | null>(null);
  const focusNext = useRef<'input' | 'select' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'input') inputRef.current?.focus();
    if (focusNext.current === 'select') selectRef.current?.focus();
    focusNext.current = null;
  }, [mode]);

  // The server's answer: announce a change; keep the custom field in step with the saved quantity.
  const result = fetcher.data;
  // onUpdated is recreated every render; the result is what matters.
  const updated = useEffectEvent(onUpdated);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result?.ok || result.intent !== 'update') return;
    updated(result.quantity);
  }, [result, fetcher.state]);
  useEffect(() => {
    if (mode === 'list') setCustom(String(quantity));
  }, [quantity, mode]);

  const pending = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null;
  const shown = pending && Number.isInteger(pending) ? pending : quantity;
  const error = clientError ? t(clientError) : result && !result.ok ? t(result.messageKey) : serverError ? t(serverError) : null;
  const errorId = `${id}-error`;

  const submit = (value: number) => {
    setClientError(null);
    void fetcher.submit({ intent: 'update', productId: product.id, quantity: String(value) }, { method: 'post' });
  };

  return (
    <div>
      <fetcher.Form
        method="post"
        noValidate
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (mode === 'list') return submit(Number(selectRef.current?.value));
          const checked = parseCustomQuantity(custom);
          if ('errorKey' in checked) {
            setClientError(checked.errorKey);
            inputRef.current?.focus();
            return;
          }
          if (checked.quantity <= LIST_MAX) {
            focusNext.current = 'select';
            setMode('list');
          }
          submit(checked.quantity);
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="productId" value={product.id} />
        {mode === 'list' ? (
          <>
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              {t('cartPage.quantity')}
            </span>
            <label htmlFor={id} className="sr-only">
              {t('cartPage.quantityFor', { title: product.title })}
            </label>
            <select
              id={id}
              ref={selectRef}
              name="quantity"
              value={String(shown)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="input h-10 w-20 py-1.5"
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (value === CUSTOM) {
                  setCustom(String(shown));
                  setClientError(null);
                  focusNext.current = 'input';
                  setMode('custom');
                  return;
                }
                submit(Number(value));
              }}
            >
              {QUANTITY_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
              {/* Back from Custom with a quantity above 10: the list still shows the real quantity. */}
              {shown > LIST_MAX ? <option value={shown}>{shown}</option> : null}
              <option value={CUSTOM}>{t('cartPage.custom')}</option>
            </select>
            <noscript>
              <button type="submit" className="btn-secondary h-10 py-1.5">
                {t('cartPage.update')}
              </button>
            </noscript>
          </>
        ) : (
          <>
            <input type="hidden" name="field" value={CUSTOM} />
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              {t('cartPage.quantity')}
            </span>
            <label htmlFor={id} className="sr-only">
              {t('cartPage.customQuantityFor', { title: product.title })}
            </label>
            <input
              id={id}
              ref={inputRef}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={custom}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setCustom(event.currentTarget.value);
                setClientError(null);
              }}
              className="input h-10 w-20 py-1.5"
            />
            <button type="submit" className="btn-secondary h-10 px-3 py-1.5" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? t('cartPage.updating') : t('cartPage.update')}
            </button>
            {/* A submit button so that it also works without JavaScript (the server answers with the list). */}
            <button
              type="submit"
              name="mode"
              value="list"
              className="h-10 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
              onClick={(event) => {
                event.preventDefault();
                setClientError(null);
                focusNext.current = 'select';
                setMode('list');
              }}
            >
              {t('cartPage.back')}
              <span className="sr-only"> {t('cartPage.backHint')}</span>
            </button>
          </>
        )}
      </fetcher.Form>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StockNote({ product, stockShort }: { product: Card; stockShort: boolean }) {
  const { t } = useTranslation();
  if (product.stock <= 0) return <p className="text-sm font-semibold text-red-700">{t('cartPage.outOfStock')}</p>;
  if (stockShort) return <p className="text-sm font-semibold text-amber-800">{t('cartPage.onlyLeft', { count: product.stock })}</p>;
  return null;
}

function CartLineItem({
  line,
  startMode,
  startValue,
  serverError,
  announce,
  onRemoving,
}: {
  line: Line;
  startMode?: 'custom' | 'list';
  startValue?: string;
  serverError?: TranslationKey;
  announce: (message: string) => void;
  onRemoving: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const remover = useFetcher<CartActionResult>();
  const { product, lineTotalCents, stockShort } = line;
  const removing = remover.state !== 'idle';
  const removeError = remover.data && !remover.data.ok ? t(remover.data.messageKey) : null;

  return (
    <li className={`card p-4 transition-opacity ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      <div className="flex gap-4">
        <Link to={`/product/${product.id}`} className="block h-20 w-20 shrink-0 rounded-md border border-slate-100 bg-white p-1 sm:h-24 sm:w-24" tabIndex={-1} aria-hidden="true">
          <ProductImg image={product.image} alt="" className="h-full w-full object-contain" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-semibold tracking-wide text-slate-600">{product.brand}</p>
            <h3 className="font-semibold text-slate-900">
              <Link to={`/product/${product.id}`} className="hover:text-brand-700 hover:underline" prefetch="intent">
                {product.title}
              </Link>
            </h3>
            <p className="text-sm text-slate-700">
              <span className="sr-only">{t('cartPage.unitPrice')}: </span>
              {product.priceCents == null ? <Price cents={null} /> : t('cartPage.unitPriceValue', { price: money(line.unitPriceCents) })}
            </p>
            <CartDealNote line={line} />
            <StockNote product={product} stockShort={stockShort} />
          </div>
          <p className="shrink-0 text-base font-bold text-slate-900 sm:text-right sm:text-lg">
            <span className="mr-1 text-sm font-normal text-slate-600 sm:block">{t('cartPage.lineTotal')}</span>
            {money(lineTotalCents)}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
        <QuantityControl
          line={line}
          startMode={startMode}
          startValue={startValue}
          serverError={serverError}
          onUpdated={(q) => announce(t('cartPage.updated', { title: product.title, quantity: q }))}
        />
        <remover.Form
          method="post"
          className="ml-auto"
          onSubmit={() => {
            onRemoving();
            announce(t('cartPage.removed', { title: product.title }));
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={product.id} />
          <button type="submit" className="h-10 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50 hover:underline" aria-label={t('cartPage.removeLabel', { title: product.title })} disabled={removing}>
            {removing ? t('cartPage.removing') : t('cartPage.remove')}
          </button>
        </remover.Form>
      </div>
      {removeError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {removeError}
        </p>
      ) : null}
    </li>
  );
}

/** Without JavaScript, the line whose number field was just used (or left) opens in that mode. */
function startModeFor(result: CartActionResult | undefined, productId: string): 'custom' | 'list' | undefined {
  if (!result || !('productId' in result) || result.productId !== productId) return undefined;
  if (result.ok) return result.intent === 'custom' || result.intent === 'list' ? result.intent : undefined;
  return result.custom ? 'custom' : undefined;
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="card mx-auto mt-6 flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <CartIcon className="h-14 w-14 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('cartPage.empty')}</h2>
      <p className="mt-2 text-slate-600">{t('cartPage.emptyText')}</p>
      <Link to="/products" className="btn-primary mt-6">
        {t('cartPage.startShopping')}
      </Link>
    </div>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { cart, recommendations } = useLoaderData<typeof loader>();
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = useActionData<CartActionResult>();
  const clearer = useFetcher<CartActionResult>();
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);

  const documentMessage = !documentResult?.ok
    ? null
    : documentResult.intent === 'update'
      ? t('cartPage.updated', { title: documentResult.title, quantity: documentResult.quantity })
      : documentResult.intent === 'remove'
        ? t('cartPage.removed', { title: documentResult.title })
        : documentResult.intent === 'clear'
          ? t('cartPage.cleared')
          : null;
  const status = message ?? documentMessage;
  const documentError = documentResult && !documentResult.ok ? documentResult : null;
  const clearing = clearer.state !== 'idle';
  const lines = clearing ? [] : cart.lines;

  useEffect(() => {
    if (clearer.state === 'idle' && clearer.data?.ok) setMessage(t('cartPage.cleared'));
  }, [clearer.state, clearer.data, t]);

  // A removed line takes its button with it: keep keyboard focus on the page.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    headingRef.current?.focus();
  }, [cart.lines.length]);

  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('cartPage.title') }]} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {t('cartPage.title')}
        </h1>
        {lines.length ? <p className="text-slate-600">{t('cartPage.itemCount', { count: cart.itemCount })}</p> : null}
      </div>

      <div role="status" className="mt-4 empty:hidden">
        {status ? <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">{status}</p> : null}
      </div>
      {documentError && !documentError.productId ? (
        <div className="mt-4">
          <Alert tone="error">{t(documentError.messageKey)}</Alert>
        </div>
      ) : null}

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <div className="mt-6 grid gap-8 lg:grid-cols-3">
            <section aria-labelledby="cart-lines-title" className="lg:col-span-2">
              <h2 id="cart-lines-title" className="sr-only">
                {t('cartPage.lines')}
              </h2>
              <ul className="space-y-4">
                {lines.map((line) => (
                  <CartLineItem
                    key={line.product.id}
                    line={line}
                    startMode={startModeFor(documentResult, line.product.id)}
                    startValue={documentError?.productId === line.product.id ? documentError.custom?.value : undefined}
                    serverError={documentError?.productId === line.product.id ? documentError.messageKey : undefined}
                    announce={setMessage}
                    onRemoving={() => (refocus.current = true)}
                  />
                ))}
              </ul>
            </section>

            <aside aria-labelledby="cart-summary-title" className="card h-fit p-5 lg:sticky lg:top-4">
              <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
                {t('cartPage.summary')}
              </h2>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between text-slate-700">
                  <dt>
                    {t('cartPage.subtotal')} ({t('cartPage.itemCount', { count: cart.itemCount })})
                  </dt>
                  <dd>{money(cart.subtotalCents)}</dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold text-slate-900">
                  <dt>{t('cartPage.total')}</dt>
                  <dd>{money(cart.subtotalCents)}</dd>
                </div>
              </dl>
              <p className="mt-1 text-xs text-slate-600">{t('cartPage.taxNotice')}</p>
              {lines.some((l) => l.stockShort) ? <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('cartPage.stockNotice')}</p> : null}
              <Link to="/checkout" className="btn-primary mt-5 w-full py-3 text-base">
                {t('cartPage.checkout')}
              </Link>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
                  {t('cartPage.continueShopping')}
                </Link>
                <clearer.Form method="post">
                  <input type="hidden" name="intent" value="clear" />
                  <button type="submit" className="btn-secondary text-red-700" disabled={clearing}>
                    {clearing ? t('cartPage.clearing') : t('cartPage.clear')}
                  </button>
                </clearer.Form>
              </div>
            </aside>
          </div>

          {recommendations.length ? (
            <section aria-labelledby="also-like-title" className="mt-12">
              <h2 id="also-like-title" className="section-title">
                {t('cartPage.alsoLike')}
              </h2>
              <ProductGrid products={recommendations} className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
