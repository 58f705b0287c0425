import { useEffect, useRef, useState } from 'react';

/**
 * After a refused attempt the shopper is taken to what went wrong (on a phone the banner sits far
 * above the submit button): the first invalid field in the form, or else the banner. A new action
 * result is an attempt; `refused()` counts one the browser's own check stopped.
 */
export function useProblemFocus(result: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (result) setAttempt((n) => n + 1);
  }, [result]);
  useEffect(() => {
    if (attempt === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? problemRef.current;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [attempt]);
  return { formRef, problemRef, refused: () => setAttempt((n) => n + 1) };
}
