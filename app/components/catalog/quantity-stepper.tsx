import { useId, useRef, useState } from 'react';
import { useCatchUpOnHydration } from '#app/hooks/use-catch-up-on-hydration.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** Detail-page quantity: at least 1, no upper bound; anything not a number becomes 1 (docs/product.md §2.4.3). */
export function normalizeDetailQuantity(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

export function QuantityStepper({ name = 'quantity' }: { name?: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('1');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A number typed before the scripts ran is the one the buttons count from.
  useCatchUpOnHydration(() => {
    if (input.current) setValue(input.current.value);
  });
  const set = (n: number) => setValue(String(normalizeDetailQuantity(n)));
  // From the latest value, not this render's: taps replayed after hydration come in one batch.
  const step = (by: number) => setValue((latest) => String(Math.max(1, normalizeDetailQuantity(latest) + by)));
  const current = normalizeDetailQuantity(value);
  return (
    <div>
      <label htmlFor={id} className="label">
        {t('product.quantity')}
      </label>
      {/* The box clips its corners, so the parts' focus rings are drawn inside them. At 1 the minus
          button is aria-disabled, not disabled, so a keyboard user pressing it keeps the focus. */}
      <div className="flex h-12 w-fit items-stretch overflow-hidden rounded-md border border-slate-400">
        <button
          type="button"
          className="w-11 bg-slate-100 text-lg font-bold text-slate-800 hover:bg-slate-200 focus-visible:-outline-offset-2 aria-disabled:opacity-50"
          onClick={() => step(-1)}
          aria-disabled={current <= 1}
          aria-label={t('product.decrease')}
        >
          −
        </button>
        <input
          ref={input}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => set(Number(value))}
          className="w-14 border-x border-slate-400 text-center text-sm [appearance:textfield] focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className="w-11 bg-slate-100 text-lg font-bold text-slate-800 hover:bg-slate-200 focus-visible:-outline-offset-2"
          onClick={() => step(1)}
          aria-label={t('product.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
