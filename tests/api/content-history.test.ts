import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { CONTENT_SCHEDULER_MS, runDueDrafts } from '@/server/content/drafts';
import { publicEdition } from '@/server/content/editions';
import { publishedFaq } from '@/server/content/faq';
import { publicNotices } from '@/server/content/notices';
import { homeContent, withStoredImages } from '@/server/content/page-reads';
import {
  auditLog,
  contentDrafts,
  editions,
  faqEntries,
  mediaAssets,
  mediaVariants,
} from '@/server/db/schema';
import { startPeriodicJob } from '@/server/jobs/periodic';
import { studioTestApp } from '../support/admin';
import { faqInput } from '../support/content';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const publishes = async (id: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'content.publish')))
  ).length;

describe('versions of a studio record', () => {
  it('a seeded answer changed twice keeps all three states; two can be compared and one restored as a draft', async () => {
    const [seeded] = await t.db.select().from(faqEntries).where(eq(faqEntries.published, true)).limit(1);
    const original = seeded.answerKo;

    const first = await t.call(
      'PATCH',
      `/api/admin/faq/${seeded.id}`,
      { answerKo: '<p>첫 수정</p>' },
      tokens.editor,
    );
    expect(first.status).toBe(200);
    const second = await t.call(
      'PATCH',
      `/api/admin/faq/${seeded.id}`,
      { answerKo: '<p>두 번째 수정</p>', questionEn: 'Changed?' },
      tokens.editor,
    );
    expect(second.status).toBe(200);

    const list = await t.call('GET', `/api/admin/faq/${seeded.id}/versions`, undefined, tokens.editor);
    expect(list.status).toBe(200);
    const { items } = await list.json();
    // Newest first: the seed's own state was kept when it was first changed.
    expect(items.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
    expect(items[2]).toMatchObject({ staffEmail: null, fields: [] });
    expect(items[2].snapshot.answerKo).toBe(original);
    expect(items[1]).toMatchObject({ staffEmail: 'editor@moru-surfaces.example', fields: ['answerKo'] });
    expect(items[0].fields.sort()).toEqual(['answerKo', 'questionEn']);
    expect(items[0].snapshot).not.toHaveProperty('published');

    // Restoring version 1 makes a waiting draft; the public answer is unchanged until it is published.
    const restored = await t.call(
      'POST',
      `/api/admin/faq/${seeded.id}/versions/1/restore`,
      undefined,
      tokens.editor,
    );
    expect(restored.status).toBe(201);
    const draft = await restored.json();
    expect(draft).toMatchObject({ kind: 'faq', recordId: seeded.id, origin: 'restore', fromRevision: 1 });
    expect(draft.publishAt).toBeNull();
    expect(draft.patch.answerKo).toBe(original);
    const publicAnswer = async () =>
      (await publishedFaq(t.db, 'ko')).find((i) => i.id === seeded.slug)?.answer;
    expect(await publicAnswer()).toBe('<p>두 번째 수정</p>');

    const waiting = await t.call(
      'GET',
      `/api/admin/drafts?kind=faq&recordId=${seeded.id}`,
      undefined,
      tokens.editor,
    );
    expect((await waiting.json()).items.map((d: { id: string }) => d.id)).toContain(draft.id);

    const published = await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ status: 'published' });
    expect(await publicAnswer()).toBe(original);
    const after = await (
      await t.call('GET', `/api/admin/faq/${seeded.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(after.items[0]).toMatchObject({ revision: 4 });
    expect(after.items[0].snapshot.answerKo).toBe(original);

    // A published draft is gone from the list and cannot be published twice.
    const again = await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor);
    expect(again.status).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'content.restore'));
    expect(audits.map((a) => a.targetId)).toContain(seeded.id);
  });

  it('the home page keeps its versions under the id "home"', async () => {
    const home = await (await t.call('GET', '/api/admin/home', undefined, tokens.editor)).json();
    const { updatedAt: _u, ...settings } = home;
    const put = await t.call(
      'PUT',
      '/api/admin/home',
      { ...settings, headlineKo: '새 헤드라인' },
      tokens.editor,
    );
    expect(put.status).toBe(200);
    const { items } = await (
      await t.call('GET', '/api/admin/home/home/versions', undefined, tokens.editor)
    ).json();
    expect(items.map((v: { revision: number }) => v.revision)).toEqual([2, 1]);
    expect(items[0]).toMatchObject({ fields: ['headlineKo'] });
    expect(items[1].snapshot.headlineKo).toBe(home.headlineKo);
  });

  it('unknown records and versions are 404, unknown kinds 422; door and viewer are refused', async () => {
    const [entry] = await t.db.select().from(faqEntries).limit(1);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/admin/faq/${missing}/versions`, undefined, tokens.editor)).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/faq/not-a-uuid/versions', undefined, tokens.editor)).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/home/other/versions', undefined, tokens.editor)).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/admin/events/${entry.id}/versions`, undefined, tokens.editor)).status,
    ).toBe(422);
    expect(
      (await t.call('POST', `/api/admin/faq/${entry.id}/versions/99/restore`, undefined, tokens.editor))
        .status,
    ).toBe(404);
    for (const role of ['door', 'viewer'] as const) {
      expect(
        (await t.call('GET', `/api/admin/faq/${entry.id}/versions`, undefined, tokens[role])).status,
      ).toBe(403);
      expect((await t.call('GET', '/api/admin/drafts', undefined, tokens[role])).status).toBe(403);
      expect(
        (await t.call('POST', `/api/admin/faq/${entry.id}/versions/1/restore`, undefined, tokens[role]))
          .status,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/drafts')).status).toBe(401);
  });
});

describe('scheduled publishing', () => {
  it('a new question scheduled for later is a draft until its time, then public once', async () => {
    const at = later(60_000);
    const res = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ questionKo: '예약된 질문인가요?', published: true, publishAt: at }),
      tokens.editor,
    );
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry.published).toBe(false);
    const { items } = await (await t.call('GET', '/api/admin/drafts', undefined, tokens.editor)).json();
    const scheduled = items.find((d: { recordId: string }) => d.recordId === entry.id);
    expect(scheduled).toMatchObject({ origin: 'create', status: 'pending', label: '예약된 질문인가요?' });
    expect(new Date(scheduled.publishAt).toISOString()).toBe(at);

    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    expect((await publishedFaq(t.db, 'ko')).some((i) => i.id === entry.slug)).toBe(false);

    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect((await publishedFaq(t.db, 'ko')).some((i) => i.id === entry.slug)).toBe(true);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    expect(await publishes(entry.id)).toBe(1);
  });

  it('a change to a live notice scheduled for later leaves the live one as it is until then (202)', async () => {
    const start = t.clock.now();
    const created = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '운영 시간 안내',
        titleEn: 'Opening hours',
        bodyKo: '<p>지금 안내</p>',
        placement: 'home',
        startsAt: new Date(start.getTime() - 60_000).toISOString(),
        endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
        published: true,
      },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const notice = await created.json();
    const res = await t.call(
      'PATCH',
      `/api/admin/notices/${notice.id}`,
      { bodyKo: '<p>바뀐 안내</p>', publishAt: later(30_000) },
      tokens.editor,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ kind: 'notices', recordId: notice.id, origin: 'edit' });
    const body = async () =>
      JSON.parse(
        (await publicNotices(t.db, { page: 'home', locale: 'ko', now: t.clock.now() })).body,
      ).items.find((n: { id: string }) => n.id === notice.id)?.body;
    expect(await body()).toBe('<p>지금 안내</p>');
    t.clock.advance(31_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect(await body()).toBe('<p>바뀐 안내</p>');
  });

  it('a past or absent publishAt publishes now; a bad one is a 422 with a field message', async () => {
    const past = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ questionKo: '지난 시각?', published: true, publishAt: '2020-01-01T00:00:00+09:00' }),
      tokens.editor,
    );
    expect(past.status).toBe(201);
    expect(await past.json()).toMatchObject({ published: true });
    const bad = await t.call('POST', '/api/admin/faq', faqInput({ publishAt: 'tomorrow' }), tokens.editor);
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.publishAt).toBeTruthy();
  });

  it('a draft can be moved, kept waiting or discarded; a discarded one never runs', async () => {
    const [entry] = await t.db.select().from(faqEntries).where(eq(faqEntries.published, true)).limit(1);
    const res = await t.call(
      'PATCH',
      `/api/admin/faq/${entry.id}`,
      { questionKo: '버려질 변경', publishAt: later(10_000) },
      tokens.editor,
    );
    const draft = await res.json();
    const moved = await t.call(
      'PATCH',
      `/api/admin/drafts/${draft.id}`,
      { publishAt: later(20_000) },
      tokens.editor,
    );
    expect(moved.status).toBe(200);
    expect(new Date((await moved.json()).publishAt).getTime()).toBe(t.clock.now().getTime() + 20_000);
    expect((await t.call('DELETE', `/api/admin/drafts/${draft.id}`, undefined, tokens.editor)).status).toBe(
      200,
    );
    t.clock.advance(25_000);
    await runDueDrafts(t.db, t.clock.now());
    const [row] = await t.db.select().from(faqEntries).where(eq(faqEntries.id, entry.id));
    expect(row.questionKo).not.toBe('버려질 변경');
    expect((await t.call('DELETE', `/api/admin/drafts/${draft.id}`, undefined, tokens.editor)).status).toBe(
      404,
    );
  });

  it('a scheduled change that no longer fits its record is marked failed with its code, not applied', async () => {
    const created = await (
      await t.call('POST', '/api/admin/faq', faqInput({ questionKo: '곧 지워질 질문' }), tokens.editor)
    ).json();
    const draft = await (
      await t.call(
        'PATCH',
        `/api/admin/faq/${created.id}`,
        { questionKo: '예약', publishAt: later(5_000) },
        tokens.editor,
      )
    ).json();
    await t.call('DELETE', `/api/admin/faq/${created.id}`, undefined, tokens.editor);
    t.clock.advance(6_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.id, draft.id));
    expect(row).toMatchObject({ status: 'failed', error: 'NOT_FOUND' });
  });

  it("a kept change the record's schema no longer accepts is refused per field (422), like an editor's, and marked failed", async () => {
    const created = await (
      await t.call('POST', '/api/admin/faq', faqInput({ questionKo: '검사될 질문' }), tokens.editor)
    ).json();
    const draft = await (
      await t.call(
        'PATCH',
        `/api/admin/faq/${created.id}`,
        { questionKo: '예약된 질문', publishAt: later(5_000) },
        tokens.editor,
      )
    ).json();
    // A change kept before a rule tightened: the services take validated input, so the drafts
    // validate a kept patch with the record's own schema before applying it.
    await t.db
      .update(contentDrafts)
      .set({ patch: { questionKo: '' } })
      .where(eq(contentDrafts.id, draft.id));
    const now = await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor);
    expect(now.status).toBe(422);
    expect((await now.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { questionKo: expect.any(String) },
    });
    const [row] = await t.db.select().from(contentDrafts).where(eq(contentDrafts.id, draft.id));
    expect(row).toMatchObject({ status: 'failed', error: 'VALIDATION_FAILED' });
    const [entry] = await t.db.select().from(faqEntries).where(eq(faqEntries.id, created.id));
    expect(entry.questionKo).toBe('검사될 질문');
  });

  it('two instances sharing the database run a due change once', async () => {
    const created = await (
      await t.call(
        'POST',
        '/api/admin/faq',
        faqInput({ questionKo: '두 인스턴스', publishAt: later(1_000) }),
        tokens.editor,
      )
    ).json();
    t.clock.advance(2_000);
    const spec = {
      name: 'content-scheduler-test',
      everyMs: CONTENT_SCHEDULER_MS,
      pollMs: 60_000,
      now: t.clock.now,
      run: runDueDrafts,
    };
    const a = startPeriodicJob(t.db, { ...spec, owner: 'a' });
    const b = startPeriodicJob(t.db, { ...spec, owner: 'b' });
    await Promise.all([a.tick(), b.tick()]);
    // And the claim alone holds when two runs meet without the lease.
    const [x, y] = await Promise.all([runDueDrafts(t.db, t.clock.now()), runDueDrafts(t.db, t.clock.now())]);
    await Promise.all([a.stop(), b.stop()]);
    expect(x + y).toBe(0);
    expect(await publishes(created.id)).toBe(1);
    const [row] = await t.db.select().from(faqEntries).where(eq(faqEntries.id, created.id));
    expect(row.published).toBe(true);
  });
});

describe('alt text belongs to the picture', () => {
  it('a library picture is described by its own words unless the edition chose to override them', async () => {
    const [asset] = await t.db
      .insert(mediaAssets)
      .values({
        originalName: 'ep6-hero.jpg',
        sourceType: 'image/jpeg',
        width: 1600,
        height: 900,
        altKo: '석재 샘플이 놓인 긴 테이블',
        altEn: 'A long table laid with stone samples',
      })
      .returning();
    const [row] = await t.db.select().from(editions).limit(1);
    const edition = {
      ...row,
      heroImage: `media:${asset.id}`,
      heroAltKo: '예전 사진 설명',
      heroAltEn: 'Old words',
    };
    const page = async (override: boolean, locale: 'ko' | 'en') =>
      (
        await withStoredImages(
          t.db,
          publicEdition({ ...edition, heroAltOverride: override }, locale, t.clock.now()),
          locale === 'en',
        )
      ).heroAlt;
    expect(await page(false, 'ko')).toBe('석재 샘플이 놓인 긴 테이블');
    expect(await page(false, 'en')).toBe('A long table laid with stone samples');
    expect(await page(true, 'ko')).toBe('예전 사진 설명');
    expect(await page(true, 'en')).toBe('Old words');
  });
});

describe('the home hero and share picture are studio fields', () => {
  it('a library picture becomes the hero (with its alt text and focal point) and the share picture', async () => {
    const [asset] = await t.db
      .insert(mediaAssets)
      .values({
        originalName: 'home-2027.jpg',
        sourceType: 'image/jpeg',
        width: 2400,
        height: 1350,
        focalX: 0.3,
        focalY: 0.6,
        altKo: '트래버틴 샘플이 놓인 작업대',
        altEn: 'A workbench laid with travertine samples',
      })
      .returning();
    await t.db.insert(mediaVariants).values(
      [480, 1200].flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => ({
          assetId: asset.id,
          format,
          width,
          height: Math.round((width * 1350) / 2400),
          bytes: Buffer.from('x'),
        })),
      ),
    );
    const before = await homeContent(t.db, 'ko', t.clock.now());
    expect(before.hero).toBeUndefined();
    expect(before.share.image).toBeUndefined();

    const home = await (await t.call('GET', '/api/admin/home', undefined, tokens.editor)).json();
    expect(home).toMatchObject({ heroImage: null, shareImage: null });
    const { updatedAt: _u, ...settings } = home;
    const ref = `media:${asset.id}`;
    const put = await t.call(
      'PUT',
      '/api/admin/home',
      { ...settings, heroImage: ref, shareImage: ref },
      tokens.editor,
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ heroImage: ref, shareImage: ref });

    const ko = await homeContent(t.db, 'ko', t.clock.now());
    expect(ko.hero?.alt).toBe('트래버틴 샘플이 놓인 작업대');
    expect(ko.hero?.image).toMatchObject({ width: 1200, focalX: 0.3, focalY: 0.6 });
    expect(ko.hero?.image.srcSet.webp).toContain('480w');
    expect(ko.share.image).toMatchObject({ width: 1200 });
    expect(ko.share.title).toBe(settings.shareTitleKo);
    const en = await homeContent(t.db, 'en', t.clock.now());
    expect(en.hero?.alt).toBe('A workbench laid with travertine samples');
    expect(en.share.title).toBe(settings.shareTitleEn);

    const bad = await t.call(
      'PUT',
      '/api/admin/home',
      { ...settings, heroImage: '../etc/passwd' },
      tokens.editor,
    );
    expect(bad.status).toBe(422);
    const { items } = await (
      await t.call('GET', '/api/admin/home/home/versions', undefined, tokens.editor)
    ).json();
    expect(items[0].fields.sort()).toEqual(['heroImage', 'shareImage']);
  });
});
