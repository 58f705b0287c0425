import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.ts';
import { ONE_EMAIL_ADDRESS_PATTERN } from '../patterns.ts';

export const PASSWORD_MIN = 6;
/** Long passphrases are welcome; they are used exactly as typed. */
export const PASSWORD_MAX = 256;

/**
 * The spec's simple e-mail check (something@something.something, no spaces), for signing in and
 * asking for a reset link: an account made before the one-address rule still gets in.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: 'account.errors.emailRequired' })
  .trim()
  .min(1, 'account.errors.emailRequired')
  .max(254, 'account.errors.emailInvalid')
  .regex(EMAIL_PATTERN, 'account.errors.emailInvalid');
/** A new account's address (registration, profile): one address the shop can mail (common/patterns.ts). */
export const accountEmail = email.regex(ONE_EMAIL_ADDRESS_PATTERN, 'account.errors.emailInvalid');

const newPassword = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .min(PASSWORD_MIN, 'account.errors.passwordTooShort')
    .max(PASSWORD_MAX, 'account.errors.passwordTooLong')
    .refine((p) => !isCommonPassword(p), 'account.errors.passwordCommon');

/** The confirmation the forms always send must match; API clients may leave it out. */
function confirmsPassword(value: { password: string; confirmPassword?: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword === undefined) return;
  if (value.confirmPassword === '')
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.errors.confirmRequired' });
  else if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.errors.passwordsDiffer' });
}

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'account.errors.passwordRequired' })
    .min(1, 'account.errors.passwordRequired')
    .max(PASSWORD_MAX, 'account.errors.passwordTooLong'),
});

export const registerSchema = z
  .object({
    name: z
      .string({ error: 'account.errors.nameRequired' })
      .trim()
      .min(1, 'account.errors.nameRequired')
      .max(100, 'account.errors.nameTooLong'),
    email: accountEmail,
    password: newPassword('account.errors.passwordRequired'),
    /** Optional for API clients (docs/product.md §7.2 sends name, email, password); the form always sends it. */
    confirmPassword: z.string().optional(),
  })
  .superRefine(confirmsPassword);

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'account.errors.currentRequired' })
      .min(1, 'account.errors.currentRequired')
      .max(PASSWORD_MAX, 'account.errors.passwordTooLong'),
    newPassword: newPassword('account.errors.newRequired'),
    confirmPassword: z.string({ error: 'account.errors.againRequired' }).min(1, 'account.errors.againRequired'),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.errors.passwordsDiffer' });
    }
  });

/** "Forgot password?": the account's e-mail (docs/product.md §7.11). */
export const forgotPasswordSchema = z.object({ email });

/** A reset link's token as the link carries it: base64url (43 characters from the shop). */
export const resetTokenSchema = z
  .string({ error: 'recovery.errors.linkInvalid' })
  .max(128, 'recovery.errors.linkInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'recovery.errors.linkInvalid');

/** A new password through a reset link: the rules of registration (§7.1); the confirmation as there. */
export const resetPasswordSchema = z
  .object({
    token: resetTokenSchema,
    password: newPassword('account.errors.newRequired'),
    confirmPassword: z.string().optional(),
  })
  .superRefine(confirmsPassword);
