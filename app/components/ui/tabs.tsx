import { useId, useRef, useState, type ReactNode } from 'react';

export type Tab = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs: role tab/tabpanel, aria-selected, arrow keys, Home/End.
 * `renderHidden` false: a hidden panel stays an empty element until its tab is selected; for
 * panels whose content is reachable elsewhere too (the home page's product lists), so the page
 * has less to download, lay out and hydrate. Content that must be in the HTML (a product's
 * specifications) keeps the default.
 */
export function Tabs({
  tabs,
  label,
  className = '',
  renderHidden = true,
}: {
  tabs: Tab[];
  label: string;
  className?: string;
  renderHidden?: boolean;
}) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  };

  return (
    <div className={className}>
      {/*
        One row that scrolls sideways when the tabs do not fit (a phone, Turkish labels) instead of
        wrapping into a ragged second row. The bottom rule is an inset shadow, so the selected tab's
        border can cover it without the negative margin a scrolling box would clip.
      */}
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin] sm:gap-2"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              data-tab={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') focusTab(index + 1);
                else if (e.key === 'ArrowLeft') focusTab(index - 1);
                else if (e.key === 'Home') focusTab(0);
                else if (e.key === 'End') focusTab(tabs.length - 1);
                else return;
                e.preventDefault();
              }}
              className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-2 sm:px-4 ${active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2"
        >
          {renderHidden || tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
