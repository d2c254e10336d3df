import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enCommon from '../../messages/en/common.json';
import koCommon from '../../messages/ko/common.json';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('API error codes', () => {
  it('every code the server throws has a sentence in both languages (common.apiError)', () => {
    const codes = new Set<string>();
    for (const file of sources('src/server')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/new ApiError\(\s*\d+,\s*'([A-Z_]+)'/g))
        codes.add(m[1]);
    }
    expect(codes.size).toBeGreaterThan(10);
    const missing = [...codes].filter((c) => !(c in koCommon.apiError) || !(c in enCommon.apiError));
    expect(missing).toEqual([]);
  });
});
