import { OpenAPIHono } from '@hono/zod-openapi';
import { containsNul } from '../http/input.ts';
import type { AppEnv } from '../http/shop-context.ts';
import { messageKeyOf, type TranslationKey } from '#common/i18n/ui-texts.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** Every API router validates with its zod schemas and answers bad input with 400 {message, fieldErrors}. */
export function apiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      const { t } = c.get('shop');
      // Valid in shape, but PostgreSQL text cannot hold a NUL character: refused here, not by the database.
      if (result.success)
        return containsNul(result.data) ? c.json({ message: t('errors.badRequest') }, 400) : undefined;
      const fieldErrors = firstIssuePerField(result.error.issues, { message: (message) => translateIssue(t, message) });
      const first = Object.values(fieldErrors)[0];
      return c.json({ message: first ?? t('errors.badRequest'), fieldErrors }, 400);
    },
  });
}

/** Schema messages are text keys (one source for client and server); others pass through. */
export function translateIssue(t: (key: TranslationKey) => string, message: string): string {
  return /^[a-zA-Z]+\.[a-zA-Z.]+$/.test(message) ? t(messageKeyOf(message)) : message;
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
