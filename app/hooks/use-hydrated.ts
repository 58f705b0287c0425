import { useEffect, useState } from 'react';

let hydrating = true;

/**
 * False during server rendering and the first (hydrating) client render, true afterwards.
 * Components mounted after hydration (client-side navigation) see true from their first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
