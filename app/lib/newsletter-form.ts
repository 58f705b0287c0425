import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** The newsletter signup's answer (the home and footer forms post to /newsletter). */
export type NewsletterResult = { ok: true } | { ok: false; messageKey: TranslationKey };
