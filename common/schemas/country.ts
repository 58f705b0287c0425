import { z } from 'zod';
import { DEFAULT_COUNTRY, countryCode } from '../countries.ts';

// Kept apart from common/countries.ts so pages that only name or list countries do not load zod.
/**
 * A country field of a contract: a code or a name from the list in, the ISO code out; anything
 * else fails with `errorKey`. Missing means the default country.
 */
export function countryField(errorKey: string) {
  return z
    .string({ error: errorKey })
    .max(60, errorKey)
    .transform((value, ctx) => {
      const code = countryCode(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: errorKey });
      return z.NEVER;
    })
    .default(DEFAULT_COUNTRY);
}
