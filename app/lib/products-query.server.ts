import { queryValues, type ProductQuery } from '#common/product-query.ts';
import { productQuerySchema } from '#common/schemas/catalog.ts';

// Only the loader parses the URL (the page gets the parsed query as data), so the validator stays on the server.

/**
 * The page's query from its URL: as the API reads it (a repeated key is any of its values), but
 * a value that is not one of a filter's is left out rather than failing the page.
 */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const values: Record<string, unknown> = queryValues(params);
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = productQuerySchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.has('')) break;
    for (const key of bad) delete values[key];
  }
  return productQuerySchema.parse({});
}
