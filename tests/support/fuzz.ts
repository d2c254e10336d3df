import fc from 'fast-check';
import { expect } from 'vitest';

let checked = 0;

/** Prints how many answers this file's fuzzing checked (issue 19: a fuzz run reports what it sent). */
export function reportFuzzCount(suite: string) {
  console.info(`[${suite}] ${checked} requests sent, none answered 5xx`);
}

/** Whatever arrived, the answer is below 500 and an error has the JSON error shape (DESIGN.md). */
export async function expectErrorShape(res: Response) {
  checked++;
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const body = await res.json();
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
  }
}

/** Values no field expects: any JSON, graphemes, long strings, control and edge values, plus `extra`. */
export const weirdValue = (...extra: unknown[]) =>
  fc.oneof(
    fc.anything(),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.string({ minLength: 300, maxLength: 3000 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '😀'.repeat(100),
      '가'.repeat(500),
      true,
      null,
      -1,
      1e308,
      [],
      {},
      ...extra,
    ),
  );
