import { z } from 'zod';

import { NEWSLETTER_EMAIL_PATTERN } from '../patterns.ts';

export { NEWSLETTER_EMAIL_PATTERN };

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'newsletter.invalidEmail' })
    .trim()
    .max(254, 'newsletter.invalidEmail')
    .regex(NEWSLETTER_EMAIL_PATTERN, 'newsletter.invalidEmail'),
  source: z.enum(['home', 'footer']).default('footer'),
});
