import type { ServiceResult } from '#app/lib/service-types.ts';
import type { ExtraValues } from '#common/schemas/admin-catalog.ts';
import type { ActionResult } from './action-result.ts';
import type { ProductValues } from './product-fields.tsx';

/** /admin/products: one page of the list with its brands and counts. */
export type AdminProductList = ServiceResult<'adminCatalog', 'listProducts'>;

/** The product /admin/products/:id edits (the loader answers 404 for an unknown id). */
export type LoadedProduct = NonNullable<ServiceResult<'adminCatalog', 'getProduct'>>;

/** The edit form's values, echoed back when the save is refused. */
export type SaveValues = ProductValues & { imageAlts: Record<string, string>; extra: ExtraValues };
export type EditResult =
  ActionResult<'save', SaveValues> | ActionResult<'hide' | 'show' | 'delete' | 'addImages' | 'removeImage' | 'unknown'>;
