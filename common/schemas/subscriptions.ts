import { z } from 'zod';
import { newsletterSchema } from './newsletter.ts';

/**
 * The contracts of the newsletter's confirmation link, the unsubscribe link and "Notify me when
 * available" (docs/product.md §16), shared by the API and the page actions.
 */

/** A link's token as the shop makes it (32 random bytes, base64url); anything else is no token of ours. */
export const confirmTokenSchema = z.object({
  token: z.string({ error: 'subscriptions.confirm.invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: 'subscriptions.confirm.invalid',
  }),
});

/** The unsubscribe link's parameters (server/mail/unsubscribe.ts signs them). */
export const unsubscribeSchema = z.object({
  e: z.string({ error: 'subscriptions.unsubscribe.invalid' }).regex(/^[A-Za-z0-9_-]{1,400}$/, {
    error: 'subscriptions.unsubscribe.invalid',
  }),
  t: z.string({ error: 'subscriptions.unsubscribe.invalid' }).regex(/^[A-Za-z0-9_-]{1,200}$/, {
    error: 'subscriptions.unsubscribe.invalid',
  }),
});

/** "Notify me when available": the same address rule as the newsletter's (§16.1). */
export const stockAlertSchema = z.object({ email: newsletterSchema.shape.email });
