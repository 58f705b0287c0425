import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page of the shop in one place. */
export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('product', 'routes/product-index.tsx', { id: 'product-index' }),
  route('product/:id', 'routes/product.tsx'),
  route('value-of-day', 'routes/value-of-day.tsx'),
  route('new-arrivals', 'routes/new-arrivals.tsx'),
  route('about', 'routes/info/about.tsx'),
  route('shipping', 'routes/info/shipping.tsx'),
  route('privacy-policy', 'routes/info/privacy-policy.tsx'),
  route('terms', 'routes/info/terms.tsx'),
  route('returns', 'routes/info/returns.tsx'),
  route('faq', 'routes/info/faq.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/not-found-redirect.tsx'),
] satisfies RouteConfig;
