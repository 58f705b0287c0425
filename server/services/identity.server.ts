import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * The signing secret: SESSION_SECRET when configured, else one generated on first start and
 * kept in the database, so every process on the same database agrees and restarts keep carts.
 */
export async function loadSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: 'session_secret', value: fresh }).onConflictDoNothing();
  const rows = await db.select().from(settings);
  return rows.find((r) => r.key === 'session_secret')!.value;
}

/** Signs and checks values carried in cookies (`value.signature`). */
export class Signer {
  constructor(private secret: string) {}

  sign(value: string): string {
    return `${value}.${this.mac(value)}`;
  }

  unsign(signed: string | undefined | null): string | null {
    if (!signed) return null;
    const dot = signed.lastIndexOf('.');
    if (dot <= 0) return null;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(this.mac(value));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  }

  private mac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}
