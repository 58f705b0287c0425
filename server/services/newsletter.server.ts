import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';

export class NewsletterService {
  constructor(private db: Database) {}

  /** Stores the address; subscribing twice is not an error (the first record is kept). */
  async subscribe(email: string, locale: string, source: string): Promise<void> {
    await this.db
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase(), locale, source })
      .onConflictDoNothing();
  }
}
