import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` on a pointer press or focus outside the element while `active`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const handle = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', handle);
    document.addEventListener('focusin', handle);
    return () => {
      document.removeEventListener('pointerdown', handle);
      document.removeEventListener('focusin', handle);
    };
  }, [ref, active, onOutside]);
}
