import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useOutsideClick } from '#app/hooks/use-outside-click.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import type { NavGroup } from './nav-items.ts';

/**
 * A disclosure menu of links: opens on click or hover, closes on outside click, mouse leave or
 * Escape. Before JavaScript runs, hover and keyboard focus reveal it through CSS.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // A click right after hovering open should not shut the menu the pointer just opened.
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);
  useOutsideClick(ref, open, close);

  return (
    <div
      ref={ref}
      className="group relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={close}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="flex items-center gap-1 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((v) => !v);
          }
        }}
      >
        {t(group.labelKey)}
        <ChevronDownIcon />
      </button>
      <ul
        id={panelId}
        className={`on-light absolute top-full left-0 z-40 min-w-56 rounded-b-md border border-slate-200 bg-white py-1 shadow-lg ${open ? 'block' : 'hidden no-js-reveal'}`}
      >
        {group.links.map((link) => (
          <li key={link.labelKey}>
            <Link
              to={link.to}
              className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700"
              onClick={close}
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
