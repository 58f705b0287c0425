import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import type { Throttle } from './throttle.server.ts';

export class NewsletterService {
  constructor(
    private db: Database,
    private throttle?: Throttle,
  ) {}

  /** Stores the address; subscribing twice is not an error (the first record is kept). Throttled per client `address`. */
  async subscribe(email: string, locale: string, source: string, address?: string): Promise<void> {
    if (this.throttle && address !== undefined) await this.throttle.hit([['newsletter', address]]);
    await this.db
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase(), locale, source })
      .onConflictDoNothing();
  }
}
