import { z } from 'zod';

/** Spec §5: non-space text, @, non-space text, dot, non-space text. */
export const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'newsletter.invalidEmail' })
    .trim()
    .max(254, 'newsletter.invalidEmail')
    .regex(NEWSLETTER_EMAIL_PATTERN, 'newsletter.invalidEmail'),
  source: z.enum(['home', 'footer']).default('footer'),
});
