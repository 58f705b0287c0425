import type { Database } from '../db/client.ts';

/** Back office: contact messages and newsletter subscribers, with CSV export. */
export class AdminMessageService {
  constructor(protected db: Database) {}
}
