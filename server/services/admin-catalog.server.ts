import type { Database } from '../db/client.ts';
import type { CatalogService } from './catalog.server.ts';

/** Back office: products (edit, add with images, hide) and the Value of the Day deal. */
export class AdminCatalogService {
  constructor(
    protected db: Database,
    protected catalog: CatalogService,
  ) {}
}
