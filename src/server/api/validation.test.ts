import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './validation';

describe('issuesToFields', () => {
  const shapes = z.union([
    z.object({ kind: z.literal('a'), title: z.string().min(1), items: z.array(z.string()).min(3) }),
    z.object({ kind: z.literal('b'), body: z.string(), picture: z.string(), caption: z.string() }),
  ]);
  const doc = z.object({ ko: shapes });

  it('answers a value that fits no shape of a union by the shape it came closest to, field by field', () => {
    const r = doc.safeParse({ ko: { kind: 'a', title: 'ok', items: ['one'] } });
    if (r.success) throw new Error('expected a refusal');
    expect(Object.keys(issuesToFields(r.error.issues))).toEqual(['ko.items']);
  });

  it('names each field of the closest shape that is wrong', () => {
    const r = doc.safeParse({ ko: { kind: 'b', body: 'x' } });
    if (r.success) throw new Error('expected a refusal');
    expect(Object.keys(issuesToFields(r.error.issues)).sort()).toEqual(['ko.caption', 'ko.picture']);
  });
});
