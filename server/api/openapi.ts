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
      const issues = result.error.issues.map((issue) => ({ path: issue.path, message: issueText(t, issue) }));
      const fieldErrors = firstIssuePerField(issues, { message: (message) => message as string });
      const first = Object.values(fieldErrors)[0];
      return c.json({ message: first ?? t('errors.badRequest'), fieldErrors }, 400);
    },
  });
}

type Translate = (key: TranslationKey, values?: Record<string, unknown>) => string;
/** A zod issue as far as its text needs it. */
type IssueText = { message: string; code?: string; expected?: unknown };

/**
 * An issue's text in the caller's language. Schema messages are text keys (one source for client
 * and server). zod's own messages (a body of the wrong shape: an array for an object, a number
 * for a text) are English developer text: the caller gets ours, by the issue's kind.
 */
export function issueText(t: Translate, issue: IssueText): string {
  if (/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(issue.message)) return t(messageKeyOf(issue.message));
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string')
    return t('errors.wrongType', { expected: issue.expected });
  if (issue.code === 'too_small' || issue.code === 'too_big') return t('errors.outOfRange');
  return t('errors.invalidValue');
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
