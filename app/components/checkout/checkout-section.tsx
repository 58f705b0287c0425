import type { ReactNode } from 'react';

/** A checkout form block: a fieldset named by its legend (the visible heading repeats it for sight only). */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card min-w-0 p-4 sm:p-6">
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}
