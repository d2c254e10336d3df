import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import type { Edition } from '@/schemas/content-studio';
import { seoulDate } from '@/schemas/event-rules';
import { editionByPath } from '@/server/content/editions';
import { publishedFaq } from '@/server/content/faq';
import { noticeDraft } from '@/server/content/notices';
import { homeContent, previewOf, withStoredImages } from '@/server/content/page-reads';
import { publicPolicy } from '@/server/content/policies';
import {
  editionPreview,
  PREVIEW_TTL_MS,
  previewToken,
  readPreviewToken,
  waitingChanges,
} from '@/server/content/preview';
import { seedPolicies } from '@/server/content/seed-policies';
import { auditLog } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import { editionInput, faqInput, libraryPicture } from '../support/content';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const link = (id: string, token?: string) =>
  t.call('POST', `/api/admin/editions/${id}/preview`, undefined, token);
const tokenOf = async (res: Response) => {
  const { url } = await res.json();
  return decodeURIComponent(url.replace('/preview/', ''));
};

describe('preview links for editions (issue 49)', () => {
  it('an editor shares a new edition’s EP page, floors and gallery included, before it is published', async () => {
    const asset = await libraryPicture(t.db, { originalName: 'ep6-gallery.jpg', width: 1600, height: 1200 });
    const gallery = [
      {
        image: `media:${asset.id}`,
        altKo: '석재 샘플',
        altEn: 'Stone samples',
        captionKo: '2층 소재 테이블',
        captionEn: 'The materials table on 2F',
      },
    ];
    const created = await t.call(
      'POST',
      '/api/admin/editions',
      editionInput({ episode: 16, slug: 'popupep16', gallery }),
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const edition: Edition = await created.json();

    const res = await link(edition.id, tokens.editor);
    expect(res.status).toBe(201);
    const token = await tokenOf(res.clone());
    const { url, expiresAt } = await res.json();
    expect(url).toMatch(/^\/preview\/editions~[0-9a-f-]{36}~\d+~[\w-]+$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(PREVIEW_TTL_MS);
    expect(readPreviewToken(token, t.clock.now())).toMatchObject({ kind: 'editions', id: edition.id });

    const preview = await editionPreview(t.db, edition.id, 'en', t.clock.now());
    expect(preview?.edition).toMatchObject({
      title: 'EP.09 test exhibition',
      path: '/archive/2027/popupep16',
    });
    expect(preview?.edition.floors.map((f) => [f.key, f.title])).toEqual([
      ['1F', '1F title'],
      ['2F', '2F title'],
      ['3F', '3F title'],
    ]);
    // The page read resolves the library pictures as the public page's does.
    const shown = preview && (await withStoredImages(t.db, preview.edition, true));
    expect(shown?.gallery[0]).toMatchObject({ caption: 'The materials table on 2F', alt: 'Stone samples' });
    expect(shown?.gallery[0].stored?.srcSet.avif).toContain(asset.id);
    // The other published editions are linked; the previewed one is not public.
    expect(preview?.others.length).toBeGreaterThan(0);
    expect(preview?.others.map((e) => e.id)).not.toContain(edition.id);
    expect(await editionByPath(t.db, 'en', '2027', 'popupep16', t.clock.now())).toBeNull();

    const [made] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, edition.id), eq(auditLog.action, 'content.preview')));
    expect(made?.targetType).toBe('editions');
  });

  it('a published edition’s change kept for later is what its preview shows; the public page keeps the live one', async () => {
    const created: Edition = await (
      await t.call(
        'POST',
        '/api/admin/editions',
        editionInput({ episode: 17, slug: 'popupep17', published: true }),
        tokens.editor,
      )
    ).json();
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const kept = await t.call(
      'PATCH',
      `/api/admin/editions/${created.id}`,
      {
        titleEn: 'EP.17 renamed',
        publishAt: later,
        unpublishAt: new Date(Date.parse(later) + 1).toISOString(),
      },
      tokens.editor,
    );
    expect(kept.status).toBe(202);
    const preview = await editionPreview(t.db, created.id, 'en', t.clock.now());
    expect(preview?.edition.title).toBe('EP.17 renamed');
    expect((await editionByPath(t.db, 'en', '2027', 'popupep17', t.clock.now()))?.title).toBe(
      'EP.09 test exhibition',
    );
  });

  it('roles and addresses: editors make links, door and viewer 403, anonymous 401, an unknown edition 404', async () => {
    const [some] = (await (await t.call('GET', '/api/admin/editions', undefined, tokens.editor)).json())
      .items;
    for (const role of ['editor', 'manager', 'owner'] as const)
      expect((await link(some.id, tokens[role])).status).toBe(201);
    for (const role of ['door', 'viewer'] as const)
      expect((await link(some.id, tokens[role])).status).toBe(403);
    expect((await link(some.id)).status).toBe(401);
    const missing = await link('00000000-0000-4000-8000-000000000000', tokens.editor);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
    expect((await link('not-an-id', tokens.editor)).status).toBe(422);
    // Any well-formed UUID is looked up (decision 047): upper case names the same edition, and its link works.
    const upper = await link(some.id.toUpperCase(), tokens.editor);
    expect(upper.status).toBe(201);
    expect(readPreviewToken(await tokenOf(upper), t.clock.now())).toMatchObject({ kind: 'editions' });
  });

  it('a forged, altered, expired or deleted-edition token shows nothing', async () => {
    const [some] = (await (await t.call('GET', '/api/admin/editions', undefined, tokens.editor)).json())
      .items;
    const token = await tokenOf(await link(some.id, tokens.editor));
    const [kind, id, exp, sig] = token.split('~');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(readPreviewToken(`${kind}~${other}~${exp}~${sig}`, t.clock.now())).toBeNull();
    expect(readPreviewToken(`themes~${id}~${exp}~${sig}`, t.clock.now())).toBeNull();
    expect(readPreviewToken(`${kind}~${id}~${Number(exp) + 60}~${sig}`, t.clock.now())).toBeNull();
    expect(readPreviewToken(token, new Date(t.clock.now().getTime() + PREVIEW_TTL_MS))).toBeNull();
    // A genuine token for an edition that no longer exists shows nothing either.
    const gone = previewToken('editions', other, t.clock.now()).token;
    const read = readPreviewToken(gone, t.clock.now());
    expect(read).not.toBeNull();
    expect(await editionPreview(t.db, other, 'ko', t.clock.now())).toBeNull();
  });
});

describe('a preview link for the home page (issue 49)', () => {
  const homeLink = (token?: string) => t.call('POST', '/api/admin/home/home/preview', undefined, token);

  it('shows the home with its changes kept for later; the live home stays as it is until then', async () => {
    const home = await (await t.call('GET', '/api/admin/home', undefined, tokens.editor)).json();
    const { updatedAt: _u, ...settings } = home;
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const kept = await t.call(
      'PUT',
      '/api/admin/home',
      { ...settings, headlineKo: '다음 주의 헤드라인', headlineEn: 'Next week’s headline', publishAt: later },
      tokens.editor,
    );
    expect(kept.status).toBe(202);
    const res = await homeLink(tokens.editor);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/preview\/home~home~\d+~[\w-]+$/);
    expect(readPreviewToken(url.replace('/preview/', ''), t.clock.now())).toMatchObject({
      kind: 'home',
      id: 'home',
    });
    const changes = await waitingChanges(t.db, 'home', 'home');
    expect((await homeContent(t.db, 'en', t.clock.now(), changes)).headline).toBe('Next week’s headline');
    expect((await homeContent(t.db, 'ko', t.clock.now(), changes)).headline).toBe('다음 주의 헤드라인');
    expect((await homeContent(t.db, 'ko', t.clock.now())).headline).toBe(home.headlineKo);
    // A kept change that would be refused when applied is left out of the preview, as it will be.
    expect((await homeContent(t.db, 'ko', t.clock.now(), [{ headlineKo: '' }, ...changes])).headline).toBe(
      '다음 주의 헤드라인',
    );
  });

  it('roles: editors make links, door and viewer 403, anonymous 401; the home token names only the home', async () => {
    for (const role of ['editor', 'manager', 'owner'] as const)
      expect((await homeLink(tokens[role])).status).toBe(201);
    for (const role of ['door', 'viewer'] as const) expect((await homeLink(tokens[role])).status).toBe(403);
    expect((await homeLink()).status).toBe(401);
    // `home` is the home page's id only: another kind with it is no record.
    expect((await t.call('POST', '/api/admin/editions/home/preview', undefined, tokens.editor)).status).toBe(
      404,
    );
    const [, , exp, sig] = previewToken('home', 'home', t.clock.now()).token.split('~');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(readPreviewToken(`home~${other}~${exp}~${sig}`, t.clock.now())).toBeNull();
    expect(readPreviewToken(previewToken('home', other, t.clock.now()).token, t.clock.now())).toBeNull();
    expect(readPreviewToken(previewToken('editions', 'home', t.clock.now()).token, t.clock.now())).toBeNull();
  });
});

describe('preview links for the FAQ, notices and policies (issue 49)', () => {
  const linkFor = (path: string, token?: string) =>
    t.call('POST', `/api/admin/${path}/preview`, undefined, token);
  const made = async (path: string) => {
    const res = await linkFor(path, tokens.editor);
    expect(res.status, await res.clone().text()).toBe(201);
    return tokenOf(res);
  };
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'content.preview')));

  it('a draft question is shown on the FAQ page, in its category, with its kept change; the public FAQ has neither', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ questionKo: '초안 질문입니까?', questionEn: 'Is this a draft question?' }),
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const entry = await created.json();
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const kept = await t.call(
      'PATCH',
      `/api/admin/faq/${entry.id}`,
      { questionEn: 'Is this the scheduled question?', published: true, publishAt: later },
      tokens.editor,
    );
    expect(kept.status).toBe(202);

    const token = await made(`faq/${entry.id}`);
    expect(token).toMatch(/^faq~[0-9a-f-]{36}~\d+~[\w-]+$/);
    const shown = await previewOf(t.db, token, 'en', t.clock.now());
    expect(shown?.kind).toBe('faq');
    if (shown?.kind !== 'faq') return;
    const mine = shown.items.find((i) => i.id === entry.slug);
    expect(mine).toMatchObject({ question: 'Is this the scheduled question?', category: 'exhibition' });
    expect(shown.focus).toEqual({ slug: entry.slug, label: 'Is this the scheduled question?' });
    // The rest of the page is the public FAQ, in its order.
    const live = await publishedFaq(t.db, 'en');
    expect(shown.items.filter((i) => i.id !== entry.slug).map((i) => i.id)).toEqual(live.map((i) => i.id));
    expect(live.map((i) => i.id)).not.toContain(entry.slug);
    expect((await auditOf(entry.id))[0]?.targetType).toBe('faq');
  });

  it('a new category’s draft questions are shown together; its link is made from the category', async () => {
    const cat = await t.call(
      'POST',
      '/api/admin/faq/categories',
      {
        key: 'preview-cat',
        nameKo: '미리 보기 분류',
        nameEn: 'Preview category',
        color: '#123456',
        position: 0,
      },
      tokens.editor,
    );
    expect(cat.status).toBe(201);
    for (const q of ['First draft?', 'Second draft?'])
      expect(
        (
          await t.call(
            'POST',
            '/api/admin/faq',
            faqInput({ category: 'preview-cat', questionEn: q }),
            tokens.editor,
          )
        ).status,
      ).toBe(201);
    const res = await t.call(
      'POST',
      '/api/admin/faq/categories/preview-cat/preview',
      undefined,
      tokens.editor,
    );
    expect(res.status).toBe(201);
    const token = await tokenOf(res);
    expect(token).toMatch(/^faq~preview-cat~\d+~[\w-]+$/);
    const shown = await previewOf(t.db, token, 'en', t.clock.now());
    if (shown?.kind !== 'faq') throw new Error('not a FAQ preview');
    expect(shown.focus).toEqual({ label: 'Preview category' });
    expect(shown.items.filter((i) => i.category === 'preview-cat').map((i) => i.question)).toEqual([
      'First draft?',
      'Second draft?',
    ]);
    expect((await publishedFaq(t.db, 'en')).some((i) => i.category === 'preview-cat')).toBe(false);
    expect((await auditOf('preview-cat'))[0]?.targetType).toBe('faq_category');
    expect(
      (await t.call('POST', '/api/admin/faq/categories/no-such-cat/preview', undefined, tokens.editor))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/faq/categories/NOT_A_KEY/preview', undefined, tokens.editor)).status,
    ).toBe(422);
    for (const role of ['door', 'viewer'] as const)
      expect(
        (await t.call('POST', '/api/admin/faq/categories/preview-cat/preview', undefined, tokens[role]))
          .status,
      ).toBe(403);
    expect((await t.call('POST', '/api/admin/faq/categories/preview-cat/preview')).status).toBe(401);
  });

  it('a notice’s preview is its popup with the change kept for later; the live popup keeps its words', async () => {
    const now = t.clock.now().getTime();
    const created = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '운영 안내',
        titleEn: 'Opening note',
        bodyKo: '<p>오늘은 일찍 닫습니다.</p>',
        bodyEn: '<p>We close early today.</p>',
        placement: 'home',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
        published: true,
      },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const notice = await created.json();
    const later = new Date(now + 3_600_000).toISOString();
    const kept = await t.call(
      'PATCH',
      `/api/admin/notices/${notice.id}`,
      { titleEn: 'Closing early', bodyEn: '<p>Closing at 5 p.m.<script>x()</script></p>', publishAt: later },
      tokens.editor,
    );
    expect(kept.status).toBe(202);
    const token = await made(`notices/${notice.id}`);
    const shown = await previewOf(t.db, token, 'en', t.clock.now());
    if (shown?.kind !== 'notices') throw new Error('not a notice preview');
    expect(shown.notice).toMatchObject({ id: notice.id, title: 'Closing early', placement: 'home' });
    expect(shown.notice.body).toBe('<p>Closing at 5 p.m.</p>');
    const live = await (await t.call('GET', '/api/notices?placement=home&locale=en')).json();
    expect(live.items.find((n: { id: string }) => n.id === notice.id)?.title).toBe('Opening note');
    expect((await auditOf(notice.id))[0]?.targetType).toBe('notices');
    // A kept change that would be refused when applied (an end before the start) is left out, as it will be.
    const refused = { titleEn: 'Never shown', endsAt: new Date(now - 7_200_000).toISOString() };
    const laid = await noticeDraft(t.db, notice.id, 'en', t.clock.now(), [refused, { titleEn: 'Shown' }]);
    expect(laid?.title).toBe('Shown');
  });

  it('a scheduled policy version is shown as its page on its effective date; the public page keeps the one in force', async () => {
    await seedPolicies(t.db);
    const effectiveOn = seoulDate(new Date(t.clock.now().getTime() + 30 * 86_400_000));
    const created = await t.call(
      'POST',
      '/api/admin/policies/privacy/versions',
      {
        effectiveOn,
        bodyKo: '<h3>1. 목적</h3><p>바뀐 방침입니다.</p>',
        bodyEn: '<h3>1. Purpose</h3><p>The changed policy.</p>',
        noteKo: '위탁 업체 변경',
        noteEn: 'Processor changed',
      },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const version = await created.json();
    expect(version.status).toBe('scheduled');
    const token = await made(`policies/${version.id}`);
    const shown = await previewOf(t.db, token, 'en', t.clock.now());
    if (shown?.kind !== 'policies') throw new Error('not a policy preview');
    expect(shown.policy.current).toMatchObject({ version: version.version, effectiveOn, inForce: true });
    expect(shown.policy.current.body).toContain('The changed policy.');
    expect(shown.policy.versions.map((v) => v.version)).toContain(version.version - 1);
    const live = await publicPolicy(t.db, 'privacy', 'en', t.clock.now());
    expect(live?.current.version).toBe(version.version - 1);
    expect((await auditOf(version.id))[0]?.targetType).toBe('policies');
  });

  it('roles, unknown records and forged or expired tokens, for each new kind', async () => {
    const [faq] = (await (await t.call('GET', '/api/admin/faq', undefined, tokens.editor)).json()).items;
    const [notice] = (await (await t.call('GET', '/api/admin/notices', undefined, tokens.editor)).json())
      .items;
    const [policy] = (
      await (await t.call('GET', '/api/admin/policies/terms', undefined, tokens.editor)).json()
    ).versions;
    const other = '00000000-0000-4000-8000-000000000000';
    for (const path of [`faq/${faq.id}`, `notices/${notice.id}`, `policies/${policy.id}`]) {
      for (const role of ['editor', 'manager', 'owner'] as const)
        expect((await linkFor(path, tokens[role])).status).toBe(201);
      for (const role of ['door', 'viewer'] as const)
        expect((await linkFor(path, tokens[role])).status).toBe(403);
      expect((await linkFor(path)).status).toBe(401);
      const kind = path.split('/')[0];
      const missing = await linkFor(`${kind}/${other}`, tokens.editor);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('NOT_FOUND');
      // A record of one kind is no record of another.
      const mixed = kind === 'notices' ? `policies/${notice.id}` : `notices/${policy.id}`;
      expect((await linkFor(mixed, tokens.editor)).status).toBe(404);

      const token = await made(path);
      const [k, id, exp, sig] = token.split('~');
      expect(await previewOf(t.db, `${k}~${other}~${exp}~${sig}`, 'ko', t.clock.now())).toBeNull();
      expect(await previewOf(t.db, `editions~${id}~${exp}~${sig}`, 'ko', t.clock.now())).toBeNull();
      expect(await previewOf(t.db, `${k}~${id}~${Number(exp) + 60}~${sig}`, 'ko', t.clock.now())).toBeNull();
      expect(
        await previewOf(t.db, token, 'ko', new Date(t.clock.now().getTime() + PREVIEW_TTL_MS)),
      ).toBeNull();
      expect(await previewOf(t.db, token, 'ko', t.clock.now())).not.toBeNull();
      // A genuine token for a record that no longer exists (or never did) shows nothing either.
      expect(
        await previewOf(t.db, previewToken(k as 'faq', other, t.clock.now()).token, 'ko', t.clock.now()),
      ).toBeNull();
    }
    // A FAQ token names a question or a category key, nothing else.
    expect(readPreviewToken(previewToken('faq', 'Bad Key', t.clock.now()).token, t.clock.now())).toBeNull();
    expect(
      readPreviewToken(previewToken('notices', 'exhibition', t.clock.now()).token, t.clock.now()),
    ).toBeNull();
  });
});
