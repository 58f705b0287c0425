import { useState, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A confirmation fixed near the bottom of the viewport: seen where the shopper is looking (on a
 * phone the top of the page is far above the button they pressed) and moving nothing on the page.
 * The live region is always in the document, so screen readers announce what appears in it; it
 * lets taps through except on the message itself.
 */
export function Toast({
  children,
  ...props
}: { children?: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'>) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4 sm:pb-6"
    >
      {children ? (
        <div
          {...props}
          data-toast=""
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 shadow-lg"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * While the pointer or the keyboard focus is in the toast it stays (WCAG 2.2.1), so its link
 * cannot vanish under the user; spread `props` on the Toast and restart the timer when `held` ends.
 */
export function useToastHold() {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const props = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
  };
  return { held: focused || hovered, props };
}
