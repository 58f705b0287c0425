import { createElement, type ReactNode } from 'react';
import { ANONYMOUS_STATE, PERSONAL_SCRIPT_ID, type PersonalState } from '#common/personal.ts';
import { useOptionalRootData } from './root-data.ts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** A visitor's own part of a shared page (common/personal.ts); styled `display: contents`. */
      'gl-slot': { 'data-k': string; children?: ReactNode };
    }
  }
}

/**
 * Marks a visitor's own part of the page: the server replaces the content for a visitor with a
 * session or a cart. The content must be plain markup (no router links, no useId): the server
 * renders it alone, with the component the route module exports in `slots`.
 */
export function Slot({ k, children }: { k: string; children?: ReactNode }) {
  return createElement('gl-slot', { 'data-k': k }, children);
}

let fromDocument: PersonalState | undefined;

/** The state the server wrote into a filled page (read once: it is the first page's), or the anonymous one. */
function documentState(): PersonalState {
  if (typeof document === 'undefined') return ANONYMOUS_STATE;
  if (!fromDocument) {
    const text = document.getElementById(PERSONAL_SCRIPT_ID)?.textContent;
    fromDocument = text ? { ...ANONYMOUS_STATE, ...(JSON.parse(text) as Partial<PersonalState>) } : ANONYMOUS_STATE;
  }
  return fromDocument;
}

/**
 * The visitor's own state: the root loader's when it read it (pages rendered for this visitor,
 * client navigations, data requests), else what the server filled the shared page with, so React
 * hydrates exactly the markup the page shows. On the server, a shared render is the anonymous page.
 */
export function usePersonal(): PersonalState {
  const personal = useOptionalRootData()?.personal;
  return personal ? { ...ANONYMOUS_STATE, ...personal } : documentState();
}
