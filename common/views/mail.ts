import type { MailStatus } from '../statuses.ts';

// The outbox as the back office sees it: the service makes these, the API and the pages show them.

/** One outbox mail as the back office lists it. */
export type MailSummary = {
  id: number;
  kind: string;
  recipient: string;
  lang: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

/** A mail with what its recipient gets (or got): rendered now from its template and payload. */
export type MailDetail = MailSummary & {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  /** Why the mail cannot be shown (unknown kind, payload that no longer fits); then the rest is empty. */
  renderError: string | null;
};

export type MailListPage = { items: MailSummary[]; total: number; page: number; pageSize: number; pageCount: number };

/** A mail as its page shows it: everything but the HTML, which the preview frame loads by itself. */
export type MailView = Omit<MailDetail, 'html'>;
