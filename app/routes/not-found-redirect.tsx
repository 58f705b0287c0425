import { redirect } from 'react-router';

/** Any unknown path leads home (docs/product.md §2.14.3). */
export function loader() {
  return redirect('/', 302);
}
