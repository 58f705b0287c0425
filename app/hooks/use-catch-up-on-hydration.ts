import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Runs `catchUp` once, as the component first mounts, before anything else renders or paints.
 *
 * What a shopper types, ticks or chooses while the page's scripts are still loading stays in the
 * DOM when React hydrates (it never overwrites a control's value then), but a controlled control's
 * state still holds the server's value and its change handler never ran: the next render put the
 * old value back (a chosen delivery method unticked, a quantity list back at 1) and nothing that
 * depends on the state followed (the total, "Custom..." opening its number field). `catchUp` reads
 * the controls and does what their change handlers would have done. On a component mounted after
 * hydration the DOM holds what was rendered, so it finds nothing to do. Fields the component does
 * not control (`defaultValue`) need none of this.
 */
export function useCatchUpOnHydration(catchUp: () => void) {
  const run = useEffectEvent(catchUp);
  useLayoutEffect(() => run(), []);
}
