import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitionMenuForPage } from '@/server/content/page-reads';
import { seedContent } from '@/server/content/seed';
import { bumpContentVersion } from '@/server/content/version';
import { editions } from '@/server/db/schema';
import { createTestApp } from '../support/test-app';

/**
 * The menus every page's layout reads are kept per instance under the content version and the
 * Seoul day (docs/CACHES.md), not for a few seconds: a page rendered per request shows a publish as
 * soon as its version moves, and costs no menu reads while nothing changed.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, t.clock.now());
});
afterAll(() => t.close());

const retitle = async (title: string) => {
  const [first] = await t.db.select().from(editions).where(eq(editions.published, true)).limit(1);
  await t.db.update(editions).set({ titleKo: title }).where(eq(editions.id, first.id));
};
const labels = async (now: Date) => (await exhibitionMenuForPage(t.db, 'ko', now)).items.map((i) => i.label);

describe('the exhibition menu kept under the content version and the Seoul day', () => {
  it('reads nothing again while neither moves, however long it is kept', async () => {
    const now = t.clock.now();
    const before = await labels(now);
    expect(before.length).toBeGreaterThan(0);
    // A write that bumped no version (no publish) is not seen, even a minute later the same day.
    await retitle('발행하지 않은 제목');
    const sameDay = new Date(now.getTime() + 60_000);
    expect(await labels(sameDay)).toEqual(before);
  });

  it('shows a publish as soon as the content version moves', async () => {
    await retitle('발행된 새 제목');
    await bumpContentVersion(t.db, { kind: 'all', reason: 'editions' });
    expect(await labels(t.clock.now())).toContain('발행된 새 제목');
  });

  it('is made again on a new Seoul day without a publish', async () => {
    const now = t.clock.now();
    await labels(now);
    await retitle('다음 날의 제목');
    const nextDay = new Date(now.getTime() + 86_400_000);
    expect(await labels(nextDay)).toContain('다음 날의 제목');
  });
});
