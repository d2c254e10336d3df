import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { bumpCacheVersion } from '@/server/api/answer-cache';
import { runDueDrafts } from '@/server/content/drafts';
import { contentPagePaths } from '@/server/content/pages';
import { type PagesToRender, watchContentPages } from '@/server/content/publishing';
import {
  bumpContentVersion,
  CONTENT_CHANGES_KEPT,
  CONTENT_VERSION,
  contentChangesBetween,
  contentVersion,
} from '@/server/content/version';
import { archiveEntries, cacheVersions, contentChanges, editions, lookbooks } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import { faqInput } from '../support/content';
import type { createTestApp } from '../support/test-app';

/**
 * The publishing watch (decision 055) as an instance runs it (`composition/instance.ts`), with the
 * server's regeneration replaced by a list of what it was asked to render: a publish renders again
 * the pages it changed, in both languages, and every page when it touches the menus or when what
 * changed cannot be read.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
const rounds: PagesToRender[] = [];
let watch: { stop: () => Promise<void> };

/** How many of the rounds the tests have read: a round the watch asked for while the request was still answering is not lost. */
let consumed = 0;

/** The next round of renders the watch asks for (it polls every 20 ms; a loaded database is slow). */
async function nextRound(): Promise<PagesToRender> {
  const until = Date.now() + 30_000;
  while (rounds.length === consumed && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(rounds.length, 'the watch rendered nothing').toBe(consumed + 1);
  return rounds[consumed++];
}

/** Lets the watch poll a few times, then says whether it asked for anything it was not asked for. */
async function quietFor(ms: number): Promise<boolean> {
  await new Promise((r) => setTimeout(r, ms));
  return rounds.length === consumed;
}

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
  watch = watchContentPages(
    t.db,
    async (pages) => {
      rounds.push(pages);
    },
    { now: t.clock.now, intervalMs: 20 },
  );
  await nextRound();
});
afterAll(async () => {
  await watch.stop();
  await t.close();
});

describe('a publish renders again only the pages it changed', () => {
  it('renders every content page once at start', async () => {
    expect(rounds[0]).toEqual({ paths: await contentPagePaths(t.db), everything: true });
    expect(rounds[0].paths).toEqual(expect.arrayContaining(['/', '/faq', '/en/faq', '/archive/2019']));
  });

  it('a FAQ publish: the FAQ page in both languages, nothing else', async () => {
    const res = await t.call('POST', '/api/admin/faq', faqInput({ published: true }), tokens.editor);
    expect(res.status).toBe(201);
    expect(await nextRound()).toEqual({ paths: ['/faq', '/en/faq'], everything: false });
  });

  it('a notice or a draft FAQ entry renders no page', async () => {
    const draft = await t.call('POST', '/api/admin/faq', faqInput({ published: false }), tokens.editor);
    expect(draft.status).toBe(201);
    const notice = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '운영 시간 안내',
        titleEn: 'Opening hours',
        bodyKo: '<p>오전 11시에 엽니다.</p>',
        bodyEn: '<p>We open at 11 a.m.</p>',
        placement: 'home',
        startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        published: true,
      },
      tokens.editor,
    );
    expect(notice.status).toBe(201);
    expect(await quietFor(200)).toBe(true);
    // The notice's version was seen: the next publish renders its own pages only.
    const entry = await draft.json();
    expect(
      (await t.call('PATCH', `/api/admin/faq/${entry.id}`, { published: true }, tokens.editor)).status,
    ).toBe(200);
    expect(await nextRound()).toEqual({ paths: ['/faq', '/en/faq'], everything: false });
  });

  it('the home’s settings: the home in both languages', async () => {
    const { updatedAt: _u, ...settings } = await (
      await t.call('GET', '/api/admin/home', undefined, tokens.editor)
    ).json();
    const put = await t.call(
      'PUT',
      '/api/admin/home',
      { ...settings, headlineKo: '새 헤드라인' },
      tokens.editor,
    );
    expect(put.status).toBe(200);
    expect(await nextRound()).toEqual({ paths: ['/', '/en'], everything: false });
  });

  it('an archive year’s text: the archive and its year pages (their neighbours name it), no other page', async () => {
    const [row] = await t.db.select().from(archiveEntries).where(eq(archiveEntries.year, 2019));
    expect(row.published).toBe(true);
    const full = await (await t.call('GET', `/api/admin/archive/${row.id}`, undefined, tokens.editor)).json();
    const res = await t.call(
      'PATCH',
      `/api/admin/archive/${row.id}`,
      { ko: { ...full.ko, title: '고쳐 쓴 2019' } },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    const round = await nextRound();
    const yearPages = (await contentPagePaths(t.db)).filter((p) => /^(\/en)?\/archive\/\d{4}$/.test(p));
    expect(round.everything).toBe(false);
    expect(round.paths.sort()).toEqual(['/archive', '/en/archive', ...yearPages].sort());
    expect(round.paths).toContain('/en/archive/2019');
  });

  it('a lookbook’s content: its own page in both languages', async () => {
    const [row] = await t.db.select().from(lookbooks).where(eq(lookbooks.published, true));
    const full = await (
      await t.call('GET', `/api/admin/lookbooks/${row.id}`, undefined, tokens.editor)
    ).json();
    const res = await t.call(
      'PATCH',
      `/api/admin/lookbooks/${row.id}`,
      { ko: { ...full.ko, title: '고쳐 쓴 룩북' } },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    expect(await nextRound()).toEqual({
      paths: [`/archive/${row.year}/lookbook`, `/en/archive/${row.year}/lookbook`],
      everything: false,
    });
  });

  it('unpublishing an archive year changes the sitemap and the year list: every page', async () => {
    const [row] = await t.db.select().from(archiveEntries).where(eq(archiveEntries.year, 2019));
    expect(
      (await t.call('PATCH', `/api/admin/archive/${row.id}`, { published: false }, tokens.editor)).status,
    ).toBe(200);
    const round = await nextRound();
    expect(round).toEqual({ paths: await contentPagePaths(t.db), everything: true });
    expect(round.paths).not.toContain('/archive/2019');
  });

  it('an edition publish: every page (the menus name the editions)', async () => {
    const [row] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep2'));
    const res = await t.call(
      'PATCH',
      `/api/admin/editions/${row.id}`,
      { titleKo: 'EP.02 새 제목' },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    expect(await nextRound()).toEqual({ paths: await contentPagePaths(t.db), everything: true });
  });

  it('a scheduled FAQ publish, applied by the scheduler, carries the FAQ’s scope', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const res = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ questionKo: '예약된 질문인가요?', published: true, publishAt: at }),
      tokens.editor,
    );
    expect(res.status).toBe(201);
    expect(await quietFor(200)).toBe(true);
    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect(await nextRound()).toEqual({ paths: ['/faq', '/en/faq'], everything: false });
  });

  it('a version with no recorded change (a bump that named none, or a pruned row): every page', async () => {
    await t.db.transaction((tx) => bumpCacheVersion(tx, CONTENT_VERSION));
    expect(await nextRound()).toEqual({ paths: await contentPagePaths(t.db), everything: true });
  });

  it('a new Seoul day: every page, without a publish', async () => {
    t.clock.advance(24 * 60 * 60_000);
    expect(await nextRound()).toEqual({ paths: await contentPagePaths(t.db), everything: true });
  });
});

describe('the recorded changes', () => {
  it('keeps the last CONTENT_CHANGES_KEPT; an older version reads as unknown', async () => {
    await watch.stop();
    const from = await contentVersion(t.db);
    // As if CONTENT_CHANGES_KEPT FAQ publishes had been made since, then one more.
    await t.db.execute(
      sql`insert into ${contentChanges} (version, scope)
          select v, '{"kind":"faq"}'::jsonb from generate_series(${from + 1}::bigint, ${from + CONTENT_CHANGES_KEPT}::bigint) v`,
    );
    await t.db
      .update(cacheVersions)
      .set({ version: from + CONTENT_CHANGES_KEPT })
      .where(eq(cacheVersions.name, CONTENT_VERSION));
    await t.db.transaction((tx) => bumpContentVersion(tx, { kind: 'faq' }));
    const to = await contentVersion(t.db);
    expect(to - from).toBe(CONTENT_CHANGES_KEPT + 1);
    expect((await t.db.select({ version: contentChanges.version }).from(contentChanges)).length).toBe(
      CONTENT_CHANGES_KEPT,
    );
    const changes = await contentChangesBetween(t.db, from, to);
    expect(changes[0]).toBeNull();
    expect(changes.slice(1).every((c) => c?.kind === 'faq')).toBe(true);
  });
});
