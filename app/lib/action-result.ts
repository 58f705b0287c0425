import { data } from 'react-router';
import { ShopErrorLike, type ShopErrorShape } from './shop-error.ts';

/**
 * A page action's answer to what a service call threw. A service's expected failure (ShopError)
 * becomes the data `answer` builds from it, with the error's 4xx status and, when the request was
 * throttled, its Retry-After (a route's `headers` export decides whether that reaches the page).
 * Anything else is no expected failure: rethrown, for the error screen.
 */
export function answerRefusal<D>(error: unknown, answer: (refused: ShopErrorShape) => D) {
  if (!ShopErrorLike.is(error)) throw error;
  const { retryAfter } = error.details;
  return data(
    answer(error),
    retryAfter ? { status: error.status, headers: { 'Retry-After': String(retryAfter) } } : { status: error.status },
  );
}

/**
 * What an action throws for a form intent it does not know (only a hand-made request has one):
 * a 400 named as such, which the error page words in the visitor's language (root.tsx).
 */
export function unknownIntent() {
  return data(null, { status: 400, statusText: 'Bad Request' });
}
