import type { Context, TypedResponse } from 'hono';

/** JSON text that came from a value of type T (the type travels so routes stay checked). */
export type JsonText<T> = string & { readonly __json?: T };

/** A 200 JSON response from already-serialised text, typed as c.json(value) would be. */
export function jsonText<T>(c: Context, json: JsonText<T>): TypedResponse<T, 200, 'json'> {
  return c.body(json, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
}

/**
 * Serialised JSON answers of read-only catalogue queries, kept per catalogue generation: the same
 * query in the same generation gets the same bytes without filtering and stringifying again.
 * Bounded; the least recently used answers go first.
 */
export class JsonMemo {
  private entries = new Map<string, { generation: string; json: string }>();

  constructor(private readonly maxEntries = 1000) {}

  get<T>(key: string, generation: string, make: () => T): JsonText<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.generation === generation) {
        this.entries.set(key, hit);
        return hit.json;
      }
    }
    const json = JSON.stringify(make());
    this.entries.set(key, { generation, json });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return json;
  }
}
