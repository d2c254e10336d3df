import { describe, expect, it } from 'vitest';
import { at, put } from './doc-path';

describe('doc paths', () => {
  it('reads and writes nested keys and indexes without touching the original', () => {
    const doc = { looks: [{ title: 'a' }, { title: 'b' }], intro: 'x' };
    expect(at(doc, ['looks', 1, 'title'])).toBe('b');
    expect(at(doc, ['looks', 5, 'title'])).toBeUndefined();
    const next = put(doc, ['looks', 1, 'title'], 'c');
    expect(next.looks[1].title).toBe('c');
    expect(Array.isArray(next.looks)).toBe(true);
    expect(doc.looks[1].title).toBe('b');
    expect(next.looks[0]).toBe(doc.looks[0]);
  });
});
