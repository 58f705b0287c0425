import { useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { Slot, usePersonal } from '#app/lib/personal.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { SlotRenderers } from '#common/personal.ts';
import { SearchBox } from '../catalog/search-box.tsx';
import { CartIcon, HeartIcon, MailIcon, MenuIcon, PhoneIcon, SearchIcon, UserIcon } from '../ui/icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { navigation } from './nav-items.ts';

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/*
 * The visitor's own parts of the header, each a slot's content (common/personal.ts): plain
 * markup, so the server can render it alone. The badge links take their accessible name from the
 * slot's hidden text, not from an aria-label the slot could not reach.
 */
function CartCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t('header.cartCount', { count })}</span>
      <CountBadge count={count} />
    </>
  );
}

function WishlistCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t('header.wishlistCount', { count })}</span>
      <CountBadge count={count} />
    </>
  );
}

/** A plain form: signing out loads the next page in full, which is all it needs. */
function SignOut({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (!signedIn) return null;
  return (
    <form method="post" action="/logout">
      <button type="submit" className="inline-flex h-9 items-center hover:underline">
        {t('account.logout')}
      </button>
    </form>
  );
}

/** The header's slots, as the server fills them (app/root.tsx exports them to the server build). */
export const headerSlots: SlotRenderers = {
  cart: (count) => <CartCount count={count} />,
  wishlist: (count) => <WishlistCount count={count} />,
  account: (signedIn) => <SignOut signedIn={signedIn} />,
};

export function Header() {
  const { t } = useTranslation();
  const { store, navLists } = useRootData();
  const { counts, user } = usePersonal();
  const [params] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const nav = navigation(navLists);
  const searchText = params.get('search') ?? '';

  return (
    <header className="bg-white shadow-sm">
      {/* Top bar: contact details on wide screens, account links always. */}
      <div className="on-dark bg-slate-900 text-slate-100">
        <div className="container-page flex h-9 items-center justify-between text-xs">
          <div className="hidden items-center gap-5 lg:flex">
            <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-1.5 hover:underline">
              <PhoneIcon />
              <span className="sr-only">{t('header.callUs')}: </span>
              {store.phone}
            </a>
            <a href={`mailto:${store.email}`} className="flex items-center gap-1.5 hover:underline">
              <MailIcon />
              <span className="sr-only">{t('header.emailUs')}: </span>
              {store.email}
            </a>
          </div>
          <div className="ml-auto flex items-center gap-4">
            {/* As tall as the bar: a thumb finds them (they were 16 px tall). */}
            <Link to="/account" className="inline-flex h-9 items-center hover:underline">
              {t('common.myAccount')}
            </Link>
            <Link to="/wishlist" className="inline-flex h-9 items-center hover:underline">
              {t('common.wishlist')}
            </Link>
            <Slot k="account">
              <SignOut signedIn={user !== null} />
            </Slot>
            <LanguageSwitcher />
          </div>
        </div>
      </div>

      {/* Main bar: logo, search, icons. */}
      <div className="container-page flex items-center gap-2 py-3 sm:gap-3 lg:gap-8 lg:py-4">
        <button
          type="button"
          className="-ml-2 rounded p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t('header.openMenu')}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="h-6 w-6" />
        </button>
        <Link
          to="/"
          className="flex min-w-0 items-center gap-1.5 text-base font-extrabold tracking-tight text-brand-700 min-[360px]:gap-2 min-[360px]:text-lg sm:text-xl"
          aria-label={t('header.logoHome', { store: store.name })}
        >
          <svg viewBox="0 0 32 32" className="h-7 w-7 flex-none sm:h-8 sm:w-8" aria-hidden="true">
            <path d="M16 2 4 7v8c0 7.5 5 13 12 15 7-2 12-7.5 12-15V7z" fill="#1d4ed8" />
            <circle cx="16" cy="15" r="5" fill="#fff" />
            <circle cx="16" cy="15" r="2.5" fill="#1e3a8a" />
          </svg>
          {/* A long store name wraps on a narrow phone (never cut, never under the icons). */}
          <span className="min-w-0 leading-tight break-words">{store.name}</span>
        </Link>
        <div className="hidden flex-1 lg:block">
          <SearchBox defaultValue={searchText} />
        </div>
        <div className="-mr-2 ml-auto flex items-center sm:gap-1 lg:mr-0 lg:gap-2">
          <button
            type="button"
            className="rounded p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2 lg:hidden"
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            aria-label={t('header.toggleSearch')}
            onClick={() => setSearchOpen((v) => !v)}
          >
            <SearchIcon className="h-6 w-6" />
          </button>
          <Link to="/wishlist" className="relative rounded p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2">
            <HeartIcon className="h-6 w-6" />
            <Slot k="wishlist">
              <WishlistCount count={counts.wishlist} />
            </Slot>
          </Link>
          <Link to="/cart" className="relative rounded p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2">
            <CartIcon className="h-6 w-6" />
            <Slot k="cart">
              <CartCount count={counts.cart} />
            </Slot>
          </Link>
          {/* Below 360 px the top bar's "My Account" is the way there: the space goes to the shop's name. */}
          <Link
            to="/account"
            className="rounded p-1.5 text-slate-700 hover:bg-slate-100 max-[359px]:hidden sm:p-2"
            aria-label={t('common.account')}
          >
            <UserIcon className="h-6 w-6" />
          </Link>
        </div>
      </div>
      <div id="mobile-search" className={`container-page pb-3 lg:hidden ${searchOpen ? '' : 'hidden'}`}>
        <SearchBox defaultValue={searchText} />
      </div>

      {/* Blue navigation bar (wide screens). */}
      <nav className="on-dark hidden bg-brand-700 lg:block" aria-label={t('header.mainNav')}>
        <div className="container-page flex items-center">
          {nav.groups.map((group) => (
            <NavDropdown key={group.id} group={group} />
          ))}
          <span className="mx-2 h-5 w-px bg-brand-600" aria-hidden="true" />
          {nav.links.map((link) => (
            <Link
              key={link.labelKey}
              to={link.to}
              className="px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t(link.labelKey)}
            </Link>
          ))}
        </div>
      </nav>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} />
    </header>
  );
}
