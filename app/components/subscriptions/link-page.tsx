import type { ReactNode } from 'react';
import { CheckIcon } from '#app/components/ui/icons.tsx';

export type LinkTone = 'question' | 'success' | 'error';

/**
 * The page a mail's link opens (confirm a subscription or an alert, unsubscribe): a title, what
 * the link does or did, and its one button. Errors are announced as alerts, results as status.
 */
export function LinkPage({
  title,
  message,
  tone,
  note,
  children,
}: {
  title: string;
  message: string;
  tone: LinkTone;
  /** A quieter line under the message. */
  note?: string;
  children?: ReactNode;
}) {
  const color = tone === 'error' ? 'text-red-700' : tone === 'success' ? 'text-green-800' : 'text-slate-700';
  return (
    <section aria-labelledby="link-page-title" className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        {tone === 'success' ? (
          <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-green-700">
            <CheckIcon className="h-6 w-6" />
          </span>
        ) : null}
        <h1 id="link-page-title" className="text-2xl font-bold break-words text-slate-900">
          {title}
        </h1>
        <p role={tone === 'error' ? 'alert' : 'status'} className={`mt-3 leading-relaxed break-words ${color}`}>
          {message}
        </p>
        {note ? <p className="mt-3 text-sm text-slate-600">{note}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
