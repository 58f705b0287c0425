import type { ServiceResult } from '#app/lib/service-types.ts';

/** The running Value of the Day as the home page promotes it. */
export type HomeDeal = NonNullable<ServiceResult<'catalog', 'getDeal'>>;
