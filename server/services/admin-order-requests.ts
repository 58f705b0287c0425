import type { ContactStatus } from '#common/statuses.ts';
import { contactMessages, orders, type OrderStatus } from '../db/schema.ts';

/** A cancellation request (a contact message about an order) as the back office reads it: the order pages and the dashboard. */

export type CancellationRequest = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  adminNote: string | null;
  createdAt: string;
  orderNumber: string;
  orderStatus: OrderStatus;
};

export const requestSelection = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  adminNote: contactMessages.adminNote,
  createdAt: contactMessages.createdAt,
  orderNumber: orders.number,
  orderStatus: orders.status,
};
type RequestRow = Omit<CancellationRequest, 'createdAt'> & { createdAt: Date };
export const toRequest = (row: RequestRow): CancellationRequest => ({ ...row, createdAt: row.createdAt.toISOString() });
