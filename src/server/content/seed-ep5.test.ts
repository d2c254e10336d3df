import { describe, expect, it } from 'vitest';
import { editionBody } from '@/schemas/content-studio';
import { EP5 } from './seed-ep5';

describe('the seeded EP.05', () => {
  it('is an edition the studio can save as it is: every field within the editor’s own rules', () => {
    // A seeded alt text over the editor's 200 characters once made every new edition (which starts
    // from the running one) unsaveable until the editor shortened a text they had not written.
    // Its dates are set at seeding, relative to the day the site starts.
    const parsed = editionBody.safeParse({ ...EP5, startsOn: '2026-11-26', endsOn: '2026-12-17' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`)).toEqual(
      [],
    );
  });
});
