import { describe, expect, it } from 'vitest';
import { ReadsMemo } from './reads-memo.ts';

describe('ReadsMemo', () => {
  it('reads once, then answers from memory until the entry ages out', async () => {
    let now = 0;
    let reads = 0;
    const memo = new ReadsMemo<string, number>(10, 1000, () => now);
    const load = async () => ++reads;
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('a', load)).toBe(1);
    now = 999;
    expect(await memo.get('a', load)).toBe(1);
    now = 1000;
    expect(await memo.get('a', load)).toBe(2);
  });

  it('does not keep a value read across a forget (the write that forgot it may be newer)', async () => {
    const memo = new ReadsMemo<string, string>(10, 60_000);
    let finish!: (value: string) => void;
    const reading = memo.get('owner', () => new Promise<string>((resolve) => (finish = resolve)));
    memo.forget('owner'); // a write committed while the read was in flight
    finish('before the write');
    expect(await reading).toBe('before the write');
    expect(memo.peek('owner')).toBeUndefined();
    expect(await memo.get('owner', async () => 'after the write')).toBe('after the write');
    expect(memo.peek('owner')).toBe('after the write');
  });

  it('keeps nothing for a key nothing was found for, and holds at most its limit', async () => {
    const memo = new ReadsMemo<string, number>(2, 60_000);
    expect(await memo.get('unknown', async () => undefined)).toBeUndefined();
    expect(memo.size).toBe(0);
    await memo.get('a', async () => 1);
    await memo.get('b', async () => 2);
    await memo.get('c', async () => 3);
    expect(memo.size).toBe(2);
    expect(memo.peek('a')).toBeUndefined(); // the oldest went first
    expect(memo.peek('c')).toBe(3);
  });

  it('forgets by value (every session of one account) and updates in place', async () => {
    const memo = new ReadsMemo<string, { user: number; seen: number }>(10, 60_000);
    await memo.get('t1', async () => ({ user: 1, seen: 0 }));
    await memo.get('t2', async () => ({ user: 1, seen: 0 }));
    await memo.get('t3', async () => ({ user: 2, seen: 0 }));
    memo.update('t3', (row) => ({ ...row, seen: 5 }));
    memo.forgetWhere((row) => row.user === 1);
    expect([memo.peek('t1'), memo.peek('t2'), memo.peek('t3')]).toEqual([undefined, undefined, { user: 2, seen: 5 }]);
  });
});
