import 'server-only';
import { eq } from 'drizzle-orm';
import { publicRoutes, themeYearPaths } from '@/config/routes';
import type { Db } from '../db/client';
import { editions } from '../db/schema';
import { archiveYearPath, publishedArchiveYears } from './archive';
import { editionPath } from './editions';
import { lookbookPath, publishedLookbookYears } from './lookbooks';
import { inBothLanguages } from './page-scope';
import { publishedThemeYears } from './themes';

/**
 * The public pages that show studio content, in both languages: every public route plus each
 * published edition's exhibition page, each published design theme year's pages, lookbook and
 * archive year, Korean first. After a publish each instance renders again at once those the
 * publish changed (decision 055: `publishing.ts`), so the first visitor never waits for (or sees)
 * an old copy.
 */
export async function contentPagePaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: editions.slug, startsOn: editions.startsOn })
    .from(editions)
    .where(eq(editions.published, true));
  const years = [
    ...themeYearPaths(await publishedThemeYears(db, 'ko')),
    ...(await publishedLookbookYears(db)).map(lookbookPath),
    ...(await publishedArchiveYears(db)).map(archiveYearPath),
  ];
  return inBothLanguages([
    ...new Set([...publicRoutes.map((r) => r.path), ...rows.map(editionPath), ...years]),
  ]);
}
