import type { Services } from '../../context.ts';
import { apiRouter } from '../openapi.ts';

export function adminCatalogApi(_services: Services) {
  return apiRouter();
}
