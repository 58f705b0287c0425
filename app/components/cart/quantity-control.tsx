import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { useFetcher } from 'react-router';
import { useCatchUpOnHydration } from '#app/hooks/use-catch-up-on-hydration.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { CUSTOM, LIST_MAX, QUANTITY_OPTIONS, parseCustomQuantity, type CartActionResult } from '#app/lib/cart-form.ts';
import type { CartLine } from './cart.types.ts';
import { MAX_LINE_QUANTITY } from '#common/schemas/cart.ts';

/**
 * The quantity control (docs/product.md §2.7.2): a list of 1..10 and "Custom...", which swaps to a number
 * field with a Back button; a quantity above 10 shows as Custom. A pick from the list is saved
 * at once; without JavaScript an Update button (inside <noscript>) sends the form.
 */
export function QuantityControl({
  line,
  startMode,
  startValue,
  serverError,
  onUpdated,
}: {
  line: CartLine;
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
  /** A quantity picked from the list before the scripts ran, saved as soon as the page runs. */
  const [early, setEarly] = useState<number | null>(null);
  const focusNext = useRef<'input' | 'select' | null>(null);

  useEffect(() => {
    const target =
      focusNext.current === 'input' ? inputRef.current : focusNext.current === 'select' ? selectRef.current : null;
    // Still drawn in the other mode (a switch asked for as the page hydrated): wait for that render.
    if (!target) return;
    target.focus();
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
  const shown = pending && Number.isInteger(pending) ? pending : (early ?? quantity);
  const error = clientError
    ? t(clientError)
    : result && !result.ok
      ? t(result.messageKey)
      : serverError
        ? t(serverError)
        : null;
  const errorId = `${id}-error`;

  const submit = (value: number) => {
    setClientError(null);
    void fetcher.submit({ intent: 'update', productId: product.id, quantity: String(value) }, { method: 'post' });
  };
  const openCustom = () => {
    setCustom(String(shown));
    setClientError(null);
    focusNext.current = 'input';
    setMode('custom');
  };

  // A pick or a number typed before the scripts ran is what the control holds: act on it as its
  // change handler would have (the list's pick is saved once the router runs, just after).
  useCatchUpOnHydration(() => {
    const value = mode === 'list' ? selectRef.current?.value : inputRef.current?.value;
    if (value === undefined) return;
    if (mode === 'custom') return setCustom(value);
    if (value === String(shown)) return;
    if (value === CUSTOM) return openCustom();
    const picked = Number(value);
    if (Number.isInteger(picked) && picked > 0) setEarly(picked);
  });
  const save = useEffectEvent(submit);
  useEffect(() => {
    if (early === null) return;
    setEarly(null);
    save(early);
  }, [early]);

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
                if (value === CUSTOM) return openCustom();
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
