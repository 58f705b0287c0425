import { redirect } from 'react-router';

/** /product and /product/ lead to the product list (spec §2). */
export function loader() {
  return redirect('/products', 301);
}
