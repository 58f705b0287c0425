import type { MailTemplate } from '../template.ts';
import { cancellationRequestApproved } from './cancellation-request-approved.tsx';
import { cancellationRequestReceived } from './cancellation-request-received.tsx';
import { cancellationRequestRejected } from './cancellation-request-rejected.tsx';
import { contactReceived } from './contact-received.tsx';
import { orderCancelled } from './order-cancelled.tsx';
import { orderConfirmation } from './order-confirmation.tsx';
import { orderDelivered } from './order-delivered.tsx';
import { orderReceived } from './order-received.tsx';
import { orderShipped } from './order-shipped.tsx';
import { passwordReset } from './password-reset.tsx';
import { backInStock } from './back-in-stock.tsx';
import { newsletterConfirm } from './newsletter-confirm.tsx';
import { newsletterWelcome } from './newsletter-welcome.tsx';
import { stockAlertConfirm } from './stock-alert-confirm.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of templates of every payload type
type AnyTemplate = MailTemplate<any>;

/** Every kind of mail the shop sends; the outbox's `kind` names one of them. */
export const MAIL_TEMPLATES: readonly AnyTemplate[] = [
  contactReceived,
  orderConfirmation,
  orderReceived,
  orderShipped,
  orderDelivered,
  orderCancelled,
  cancellationRequestReceived,
  cancellationRequestApproved,
  cancellationRequestRejected,
  passwordReset,
  newsletterConfirm,
  newsletterWelcome,
  stockAlertConfirm,
  backInStock,
];

const byKind = new Map<string, MailTemplate<unknown>>(MAIL_TEMPLATES.map((template) => [template.kind, template]));

export function templateOf(kind: string): MailTemplate<unknown> | undefined {
  return byKind.get(kind);
}
