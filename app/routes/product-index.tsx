import { redirect } from 'react-router';

/** /product and /product/ lead to the product list (docs/product.md §2.4.7). */
export function loader() {
  return redirect('/products', 301);
}
