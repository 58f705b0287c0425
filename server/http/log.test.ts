import { describe, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createLogger, MAX_LOGGED_TEXT, scrubText, TurnBatchedLines } from './log.ts';

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

describe('TurnBatchedLines', () => {
  it('sends the lines of one turn of the event loop in one write, right after that turn', async () => {
    const writes: string[] = [];
    const lines = new TurnBatchedLines({ write: (chunk) => void writes.push(chunk) });
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('flushSync writes what is pending at once, then flushes the stream under it (at exit)', () => {
    const events: string[] = [];
    const lines = new TurnBatchedLines({
      write: (chunk) => void events.push(`write ${chunk}`),
      flushSync: () => void events.push('flushSync'),
    });
    lines.write('last\n');
    lines.flushSync();
    expect(events).toEqual(['write last\n', 'flushSync']);
  });
});
