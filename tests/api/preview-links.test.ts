import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import type { Edition } from '@/schemas/content-studio';
import { editionByPath } from '@/server/content/editions';
import { homeContent, withStoredImages } from '@/server/content/page-reads';
import {
  editionPreview,
  PREVIEW_TTL_MS,
  previewToken,
  readPreviewToken,
  waitingChanges,
} from '@/server/content/preview';
import { seedContent } from '@/server/content/seed';
import { auditLog } from '@/server/db/schema';
import { staffTokens } from '../support/admin';
import { editionInput, libraryPicture } from '../support/content';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  tokens = await staffTokens(t.db, t.clock.now());
  await seedContent(t.db, t.clock.now());
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
