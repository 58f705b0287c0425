import type { Services } from '../../context.ts';
import { apiRouter } from '../openapi.ts';

export function adminOrdersApi(_services: Services) {
  return apiRouter();
}
