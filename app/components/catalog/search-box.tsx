import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, Link, useNavigate } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT, isSearchable } from '#common/search.ts';
import { useOutsideClick } from '#app/hooks/use-outside-click.ts';
import type { ProductImage } from '#common/catalog-types.ts';
import { CloseIcon, SearchIcon } from '../ui/icons.tsx';
import { Price } from './price.tsx';
import { ProductImg } from './product-img.tsx';
import { brandLabel } from '#common/brand.ts';

type Suggestion = { id: string; title: string; brand: string; priceCents: number | null; image: ProductImage | null };
type State =
  { status: 'idle' } | { status: 'loading'; query: string } | { status: 'done'; query: string; results: Suggestion[] };

/**
 * The search combobox (header and home hero): suggestions from the server after a 300 ms pause,
 * arrows/Enter/Escape, and a plain GET form to /products so it works without JavaScript.
 */
export function SearchBox({
  defaultValue = '',
  variant = 'header',
}: {
  defaultValue?: string;
  variant?: 'header' | 'hero';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useOutsideClick(rootRef, open, close);

  // On hydration the box may already hold text typed before the scripts ran: keep it and look it
  // up (as if just typed) instead of resetting it. Later, a new search text in the URL wins.
  const shownDefault = useRef(defaultValue);
  const openWhenLooking = useRef(false);
  useEffect(() => {
    if (shownDefault.current !== defaultValue) {
      shownDefault.current = defaultValue;
      setText(defaultValue);
      return;
    }
    const typed = inputRef.current?.value ?? '';
    if (typed !== defaultValue) {
      setText(typed);
      // Opened by the lookup below: this first pass of it still sees the old text and closes.
      openWhenLooking.current = document.activeElement === inputRef.current;
    }
  }, [defaultValue]);

  useEffect(() => {
    const query = text.trim();
    if (!isSearchable(query)) {
      setState({ status: 'idle' });
      setOpen(false);
      return;
    }
    // Loading from the first keystroke, so earlier results never stand for the new text.
    setState({ status: 'loading', query });
    if (openWhenLooking.current) {
      openWhenLooking.current = false;
      setOpen(true);
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(
          `/api/search/suggestions?q=${encodeURIComponent(query)}&limit=${SUGGESTION_LIMIT}`,
          {
            signal: controller.signal,
            headers: { accept: 'application/json' },
          },
        );
        const body = response.ok ? ((await response.json()) as { results: Suggestion[] }) : { results: [] };
        setState({ status: 'done', query, results: body.results });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'done', query, results: [] });
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const results = state.status === 'done' ? state.results : [];
  const showPanel = open && state.status !== 'idle';
  const allResultsHref = `/products?search=${encodeURIComponent(text.trim())}`;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (text) {
        setText('');
      }
    } else if (event.key === 'Enter' && open && active >= 0 && results[active]) {
      event.preventDefault();
      close();
      navigate(`/product/${results[active].id}`);
    }
  };

  const hero = variant === 'hero';
  return (
    <div ref={rootRef} className="relative w-full">
      <Form
        method="get"
        action="/products"
        role="search"
        // Two search landmarks can share a page (header and home hero): each gets its own name.
        aria-label={t(hero ? 'search.landmarkHero' : 'search.landmarkHeader')}
        // Enter pressed before the scripts ran is held and replayed once hydrated (early-input),
        // so the 2-character rule holds from the first paint, not only after hydration.
        data-hold-until-hydrated=""
        onSubmit={(event) => {
          // Spec: only navigate with at least 2 characters after trimming. The box's own value:
          // a replayed early submit runs before the typed text has reached the state.
          if (!isSearchable(inputRef.current?.value ?? text)) event.preventDefault();
          else close();
        }}
        className="relative flex"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="search"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => isSearchable(text) && setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
          className={`w-full rounded-l-md border border-slate-400 bg-white pr-10 pl-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden ${hero ? 'py-3 text-base' : 'py-2 text-sm'}`}
        />
        {text ? (
          <button
            type="button"
            className="absolute top-1/2 right-14 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              close();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
        <button
          type="submit"
          className="rounded-r-md bg-brand-600 px-4 text-white hover:bg-brand-700"
          aria-label={t('search.submit')}
        >
          <SearchIcon />
        </button>
      </Form>
      <div
        className={`on-light absolute top-full right-0 left-0 z-50 mt-1 rounded-md border border-slate-200 bg-white text-left shadow-xl ${showPanel ? '' : 'hidden'}`}
      >
        {state.status === 'loading' ? (
          <p className="px-4 py-3 text-sm text-slate-600" role="status">
            {t('search.searching')}
          </p>
        ) : null}
        {state.status === 'done' && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600" role="status">
            {t('search.noResults', { query: state.query })}
          </p>
        ) : null}
        {state.status === 'done' && results.length > 0 ? (
          <p className="border-b border-slate-100 px-4 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('search.results')}
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t('search.results')}>
          {results.map((result, index) => (
            // The link itself is the option (a[href] may take role="option"), so no control sits
            // inside another; focus stays in the box and aria-activedescendant points here.
            <li key={result.id} role="none">
              <Link
                to={`/product/${result.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={`flex items-center gap-3 px-4 py-2 hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
                onClick={close}
              >
                <ProductImg
                  image={result.image}
                  alt=""
                  className="h-12 w-12 flex-none rounded border border-slate-100 object-contain"
                  sizes="48px"
                />
                <span className="min-w-0 flex-1">
                  <span data-suggestion-title className="block text-sm font-medium break-words text-slate-900">
                    {result.title}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {brandLabel(result.brand, t('products.otherBrand'))}
                  </span>
                </span>
                <Price cents={result.priceCents} className="text-sm font-semibold text-slate-900" />
              </Link>
            </li>
          ))}
        </ul>
        {state.status === 'done' && results.length > 0 ? (
          <Link
            to={allResultsHref}
            onClick={close}
            className="block border-t border-slate-100 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('search.viewAll')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
