import type { ServiceResult } from '#app/lib/service-types.ts';

/** A product as /compare lists it: its card and typed data. */
export type ComparedProduct = NonNullable<ServiceResult<'catalog', 'getSpecified'>>;
