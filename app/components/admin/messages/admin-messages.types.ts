import type { ServiceResult } from '#app/lib/service-types.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** One contact message of /admin/messages. */
export type AdminMessage = ServiceResult<'adminMessages', 'listMessages'>['items'][number];

/** Closing a message: which one, and how it went. */
export type CloseResult = { ok: true; id: number; name: string } | { ok: false; id: number; error: TranslationKey };
