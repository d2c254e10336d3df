import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '@/server/content/seed';
import { publishedDesignTheme, publishedThemeStory, publishedThemeYears } from '@/server/content/themes';
import { themeYears } from '@/server/db/schema';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  await seedContent(t.db, t.clock.now());
});
afterAll(() => t.close());

describe('design theme years are records (issue 49)', () => {
  it('the seed writes 2025, 2024 and 2023 once, in both languages, published', async () => {
    await seedContent(t.db, t.clock.now());
    const rows = await t.db.select().from(themeYears);
    expect(rows.map((r) => r.year).sort()).toEqual([2023, 2024, 2025]);
    const years = await publishedThemeYears(t.db, 'ko');
    expect(years.map((y) => [y.year, y.name, y.stories.map((s) => s.key)])).toEqual([
      [2025, 'SY(E)NERGY', ['boost', 'cosmos', 'ooparts']],
      [2024, 'ME:nimal', ['evoke', 'ore', 'find']],
      [2023, 'SOFTWHERE', []],
    ]);
    const en = await publishedThemeStory(t.db, 'en', 2025, 'cosmos');
    expect(en?.story).toMatchObject({ key: 'cosmos', year: 2025, name: 'Cosmos' });
    expect(en?.siblings.map((s) => s.key)).toEqual(['boost', 'ooparts']);
    expect((await publishedDesignTheme(t.db, 'en', 2023))?.themes2023?.map((x) => x.key)).toEqual([
      'scenesory',
      'monologue',
      'whitenight',
    ]);
  });

  it('an unpublished year is no page and in no list; a theme of another year is no page', async () => {
    await t.db.update(themeYears).set({ published: false }).where(eq(themeYears.year, 2024));
    expect((await publishedThemeYears(t.db, 'ko')).map((y) => y.year)).toEqual([2025, 2023]);
    expect(await publishedDesignTheme(t.db, 'ko', 2024)).toBeNull();
    expect(await publishedThemeStory(t.db, 'ko', 2024, 'ore')).toBeNull();
    expect(await publishedThemeStory(t.db, 'ko', 2025, 'ore')).toBeNull();
    expect(await publishedDesignTheme(t.db, 'ko', Number.NaN)).toBeNull();
    await t.db.update(themeYears).set({ published: true }).where(eq(themeYears.year, 2024));
  });
});
