import { describe, expect, it } from 'vitest';
import { readAhead } from '../../server/report/reading/read-ahead.ts';

async function* items(n: number, drawn: number[]) {
  for (let i = 1; i <= n; i++) {
    drawn.push(i);
    yield i;
  }
}

/** A read that ends when the test says so: item -> resolve. */
function controlledRead() {
  const started: number[] = [];
  const finish = new Map<number, (value: string) => void>();
  const fail = new Map<number, (error: Error) => void>();
  const read = (i: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(i);
      finish.set(i, resolve);
      fail.set(i, reject);
    });
  return { started, finish, fail, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reading scanned pages ahead', () => {
  it('starts the next page while one is read, and gives the pages in order', async () => {
    const drawn: number[] = [];
    const r = controlledRead();
    const out: string[] = [];
    const done = (async () => {
      for await (const page of readAhead(items(3, drawn), r.read, 2)) out.push(page);
    })();
    await tick();
    // two pages in hand, not three
    expect(r.started).toEqual([1, 2]);
    // the second finishing first is held back until the first is done
    r.finish.get(2)?.('two');
    await tick();
    expect(out).toEqual([]);
    r.finish.get(1)?.('one');
    await tick();
    expect(out).toEqual(['one', 'two']);
    expect(r.started).toEqual([1, 2, 3]);
    r.finish.get(3)?.('three');
    await done;
    expect(out).toEqual(['one', 'two', 'three']);
    expect(drawn).toEqual([1, 2, 3]);
  });

  it("a later page's failure comes in its turn, after the pages before it", async () => {
    const r = controlledRead();
    const out: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const done = (async () => {
        for await (const page of readAhead(items(2, []), r.read, 2)) out.push(page);
      })();
      await tick();
      r.fail.get(2)?.(new Error('page 2 unreadable'));
      await tick();
      r.finish.get(1)?.('one');
      await expect(done).rejects.toThrow('page 2 unreadable');
      expect(out).toEqual(['one']);
      await tick();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('one at a time with ahead 1', async () => {
    const r = controlledRead();
    const done = (async () => {
      for await (const _ of readAhead(items(2, []), r.read, 1));
    })();
    await tick();
    expect(r.started).toEqual([1]);
    r.finish.get(1)?.('one');
    await tick();
    expect(r.started).toEqual([1, 2]);
    r.finish.get(2)?.('two');
    await done;
  });
});
