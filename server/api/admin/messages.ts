import type { Services } from '../../context.ts';
import { apiRouter } from '../openapi.ts';

export function adminMessagesApi(_services: Services) {
  return apiRouter();
}
