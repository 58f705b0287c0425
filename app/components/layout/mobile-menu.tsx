import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '../ui/icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import type { navigation } from './nav-items.ts';

/** The phone side menu: the same items as the blue bar, groups as accordions. */
export function MobileMenu({
  open,
  onClose,
  nav,
}: {
  open: boolean;
  onClose: () => void;
  nav: ReturnType<typeof navigation>;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div id="mobile-menu" className={`fixed inset-0 z-50 lg:hidden ${open ? '' : 'hidden'}`}>
      <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mobileNav')}
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <LanguageSwitcher className="text-slate-800" />
          <button
            type="button"
            className="rounded p-2 text-slate-700 hover:bg-slate-100"
            aria-label={t('header.closeMenu')}
            onClick={onClose}
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={t('header.mobileNav')} className="flex-1 py-2">
          <ul>
            {nav.groups.map((group) => {
              const isOpen = expanded === group.id;
              return (
                <li key={group.id} className="border-b border-slate-100">
                  <button
                    type="button"
                    className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold text-slate-900"
                    aria-expanded={isOpen}
                    aria-controls={`mobile-group-${group.id}`}
                    onClick={() => setExpanded(isOpen ? null : group.id)}
                  >
                    {t(group.labelKey)}
                    <ChevronDownIcon className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                  </button>
                  <ul id={`mobile-group-${group.id}`} className={isOpen ? 'pb-2' : 'hidden'}>
                    {group.links.map((link) => (
                      <li key={link.labelKey}>
                        <Link
                          to={link.to}
                          onClick={onClose}
                          className="block py-2 pr-4 pl-8 text-slate-700 hover:bg-brand-50"
                        >
                          {t(link.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {nav.links.map((link) => (
              <li key={link.labelKey} className="border-b border-slate-100">
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="block px-4 py-3 font-semibold text-slate-900 hover:bg-brand-50"
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/account" onClick={onClose} className="block px-4 py-3 text-slate-700 hover:bg-brand-50">
                {t('common.myAccount')}
              </Link>
            </li>
            <li>
              <Link to="/wishlist" onClick={onClose} className="block px-4 py-3 text-slate-700 hover:bg-brand-50">
                {t('common.wishlist')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
