import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { ChevronDownIcon } from '#app/components/ui/icons.tsx';

export { useHydrated };

/**
 * WAI-ARIA disclosure: a button with aria-expanded/aria-controls inside a heading, showing or hiding
 * its panel. Without JavaScript (server HTML, before hydration) every panel is shown, so the content
 * is always reachable; once hydrated, panels start collapsed (or open when the URL hash names this item).
 */
export function Disclosure({
  id,
  summary,
  children,
  headingLevel = 3,
}: {
  id: string;
  summary: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const openIfTargeted = () => {
      if (window.location.hash === `#${id}`) setOpen(true);
    };
    openIfTargeted();
    window.addEventListener('hashchange', openIfTargeted);
    return () => window.removeEventListener('hashchange', openIfTargeted);
  }, [id]);
  const expanded = !hydrated || open;
  const Heading = `h${headingLevel}` as 'h3';
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div id={id} className="scroll-mt-24 border-b border-slate-200 last:border-b-0">
      <Heading className="m-0 text-base font-semibold">
        <button
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(!expanded)}
          className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-slate-900 hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <span>{summary}</span>
          <ChevronDownIcon
            className={`h-5 w-5 flex-none text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!expanded} className="px-4 pb-4 leading-relaxed text-slate-700">
        {children}
      </div>
    </div>
  );
}
