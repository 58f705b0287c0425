import { useEffect } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';

/**
 * Taps that land before the page's JavaScript has started are not lost.
 *
 * The server's HTML shows tabs, disclosures (FAQ, orders, menus) and the newsletter form at once,
 * but their behaviour arrives with the scripts: on a slow phone a tap in between did nothing, or
 * (the newsletter) left the page for the no-JavaScript result page. This small inline script runs
 * before anything else: until the app has hydrated it holds clicks on script-only buttons
 * (`button[type=button]`) and submits of forms marked `data-hold-until-hydrated`, and the app
 * replays them, in order, on the same elements once it runs. A control marked `data-apply-on-change`
 * (a filter box, the sort) applies its form as soon as it changes on a running page; changed before
 * that, its form's submit is held the same way (once, however many boxes were ticked). A held form
 * is sent the plain way if the app has not started after HOLD_LIMIT_MS (its script failed), so it
 * still works without JS.
 */
const HOLD_LIMIT_MS = 8000;

export const earlyInputScript = `(function(){var d=document,h=d.documentElement,q=window.__earlyInput=[];
function ready(){return h.hasAttribute('data-hydrated')}
d.addEventListener('click',function(e){if(ready())return;var t=e.target,b=t&&t.closest&&t.closest('button[type=button]');if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();q.push({el:b})},true);
function hold(f,submitter){for(var i=0;i<q.length;i++)if(q[i].el===f&&!q[i].done)return;var item={el:f,submitter:submitter};q.push(item);
setTimeout(function(){if(ready()||item.done)return;item.done=true;HTMLFormElement.prototype.submit.call(f)},${HOLD_LIMIT_MS})}
d.addEventListener('submit',function(e){if(ready())return;var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('data-hold-until-hydrated'))return;e.preventDefault();hold(f,e.submitter||null)},true);
d.addEventListener('change',function(e){if(ready())return;var t=e.target;if(!t||!t.hasAttribute||!t.hasAttribute('data-apply-on-change')||!t.form)return;hold(t.form,null)},true);})();`;

type Held = { el: Element; submitter?: HTMLElement | null; done?: boolean };
declare global {
  interface Window {
    __earlyInput?: Held[];
  }
}

/**
 * In the root, once: marks the document hydrated and replays what was held, on the hydrated
 * elements. A leaf of its own, so the state flip that follows hydration re-renders nothing else
 * (re-rendering the header and footer cost a phone a long task right after hydration).
 */
export function ReplayEarlyInput(): null {
  useReplayEarlyInput();
  return null;
}

function useReplayEarlyInput() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    // Every component's first client render is committed here (they flip with the same update),
    // so a replayed click sees the hydrated state, e.g. the FAQ's collapsed answers.
    document.documentElement.setAttribute('data-hydrated', '');
    const held = window.__earlyInput ?? [];
    window.__earlyInput = [];
    // One per task, so each tap's state update is rendered before the next tap's handler runs
    // (two taps on "+" make 3, as on a running page; in one batch both would read the same state).
    const replay = (index: number) => {
      const item = held[index];
      if (!item) return;
      if (!item.done && item.el.isConnected) {
        item.done = true;
        if (item.el instanceof HTMLFormElement)
          item.el.requestSubmit(item.submitter && item.submitter.isConnected ? item.submitter : undefined);
        else (item.el as HTMLElement).click();
      }
      setTimeout(() => replay(index + 1), 0);
    };
    replay(0);
  }, [hydrated]);
}
