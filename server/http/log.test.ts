import { describe, expect, it } from 'vitest';
import { createLogger, MAX_LOGGED_TEXT, scrubText } from './log.ts';

describe('the logger', () => {
  it('masks addresses and card numbers in errors and cuts a huge message to one readable line', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line) => void lines.push(line) } });
    // A failed insert quotes every value it was given.
    const values = Array.from({ length: 5000 }, (_, i) => `('product-${i}', 'A long description of product ${i}')`);
    const error = new Error(`insert into products values ${values.join(', ')} failed for buyer@shop.example`);
    logger.error({ err: error }, 'request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0].length).toBeLessThan(3 * MAX_LOGGED_TEXT);
    const line = JSON.parse(lines[0]) as { err: { message: string } };
    expect(line.err.message).toMatch(/… \[\d+ more characters\]$/);
    expect(lines[0]).not.toContain('buyer@');
  });

  it('keeps short texts whole, with addresses and card numbers masked', () => {
    expect(scrubText('declined 4242 4242 4242 4242 for ada@mail.example')).toBe(
      'declined [number] for [email]@mail.example',
    );
  });
});
