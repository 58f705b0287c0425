import type { ServiceResult } from '#app/lib/service-types.ts';
import type { ProductQuery } from '#common/product-query.ts';

/** /products: the parsed query, one page of cards, the total and the facets. */
export type ProductsData = { query: ProductQuery } & ServiceResult<'catalog', 'listProductsWithFacets'>;
