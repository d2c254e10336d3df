import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

/** A reader whose statements the test answers by hand, recording the keys of each. */
function manualReader() {
  const calls: { keys: string[]; answer: (rows: [string, number][]) => void; fail: (e: Error) => void }[] =
    [];
  const read = batchedRead<string, number>(
    (keys) =>
      new Promise((resolve, reject) =>
        calls.push({ keys, answer: (rows) => resolve(new Map(rows)), fail: reject }),
      ),
    3,
  );
  return { read, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batchedRead', () => {
  it('sends a read at once when none is on its way', async () => {
    const { read, calls } = manualReader();
    const a = read('a');
    expect(calls.map((c) => c.keys)).toEqual([['a']]);
    calls[0].answer([['a', 1]]);
    await expect(a).resolves.toBe(1);
  });

  it('sends the keys asked for meanwhile together, once the statement on its way returns', async () => {
    const { read, calls } = manualReader();
    const a = read('a');
    const b = read('b');
    const c = read('c');
    const b2 = read('b');
    expect(calls.map((x) => x.keys)).toEqual([['a']]);
    calls[0].answer([['a', 1]]);
    await tick();
    expect(calls.map((x) => x.keys)).toEqual([['a'], ['b', 'c']]);
    calls[1].answer([['b', 2]]);
    await expect(a).resolves.toBe(1);
    await expect(b).resolves.toBe(2);
    await expect(b2).resolves.toBe(2);
    // NOTE: no row for a key: the caller learns it is absent.
    await expect(c).resolves.toBeUndefined();
  });

  it('never puts more than the limit in one statement', async () => {
    const { read, calls } = manualReader();
    const first = read('0');
    const rest = ['1', '2', '3', '4', '5'].map((k) => read(k));
    calls[0].answer([]);
    await tick();
    expect(calls[1].keys).toEqual(['1', '2', '3']);
    calls[1].answer([['1', 1]]);
    await tick();
    expect(calls[2].keys).toEqual(['4', '5']);
    calls[2].answer([['5', 5]]);
    await expect(first).resolves.toBeUndefined();
    await expect(Promise.all(rest)).resolves.toEqual([1, undefined, undefined, undefined, 5]);
  });

  it('fails only the callers of a failed statement, and goes on with the next', async () => {
    const { read, calls } = manualReader();
    const a = read('a');
    const b = read('b');
    calls[0].fail(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    calls[1].answer([['b', 2]]);
    await expect(b).resolves.toBe(2);
  });
});
