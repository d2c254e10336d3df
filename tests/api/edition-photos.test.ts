import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import type { Edition } from '@/schemas/content-studio';
import { editionByPath } from '@/server/content/editions';
import { withStoredImages } from '@/server/content/page-reads';
import { seedContent } from '@/server/content/seed';
import { studioTestApp } from '../support/admin';
import { libraryPicture } from '../support/content';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const editionsList = async (): Promise<Edition[]> =>
  (await (await t.call('GET', '/api/admin/editions', undefined, tokens.editor)).json()).items;
const page = async (slug: string, locale: 'ko' | 'en') => {
  const e = (await editionsList()).find((x) => x.slug === slug);
  if (!e) throw new Error(`no ${slug}`);
  const found = await editionByPath(t.db, locale, e.startsOn.slice(0, 4), slug, t.clock.now());
  return found ? withStoredImages(t.db, found, locale === 'en') : null;
};

describe('an edition’s photographs and gallery are studio fields (issue 49)', () => {
  it('the editions that ran keep their pictures from the seed: EP.02 its gallery of 21, in both languages', async () => {
    await seedContent(t.db, t.clock.now());
    const ep2 = await page('popupep2', 'en');
    // 21: its exterior left the gallery (the third review: a two-storey building for a three-floor show).
    expect(ep2?.gallery).toHaveLength(21);
    // The gallery is its record: no strip of the same rooms above it (the fifth review).
    expect(ep2?.photos).toEqual([]);
    const ko = await page('popupep2', 'ko');
    expect(ko?.gallery[0].caption).not.toBe(ep2?.gallery[0].caption);
    expect((await page('popupep1', 'ko'))?.gallery).toEqual([]);
  });

  it('an editor gives the running edition library photographs with captions in both languages; the page shows them in order', async () => {
    const asset = await libraryPicture(t.db, { originalName: 'ep5-2f.jpg', width: 1600, height: 1200 });
    const ep5 = (await editionsList()).find((x) => x.slug === 'popupep5');
    if (!ep5) throw new Error('no EP.05');
    expect(ep5.photos).toEqual([]);
    const photos = [
      {
        image: `media:${asset.id}`,
        altKo: '2층 작업대에 놓인 석재 샘플',
        altEn: 'Stone samples on the 2F workbench',
        captionKo: '2층 소재 작업대',
        captionEn: 'The 2F materials bench',
      },
      {
        image: '/images/materials/stone-1-web.webp',
        altKo: '석재 판',
        altEn: '',
        captionKo: '석재 샘플',
        captionEn: '',
      },
    ];
    const saved = await t.call('PATCH', `/api/admin/editions/${ep5.id}`, { photos }, tokens.editor);
    expect(saved.status).toBe(200);
    const en = await page('popupep5', 'en');
    expect(en?.photos.map((p) => p.caption)).toEqual(['The 2F materials bench', '석재 샘플']);
    expect(en?.photos[0].stored?.srcSet.webp).toContain(asset.id);
    expect(en?.photos[1].stored).toBeUndefined();

    const versions = await (
      await t.call('GET', `/api/admin/editions/${ep5.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(versions.items[0].fields).toEqual(['photos']);
  });

  it('refuses a photograph without a caption, naming the field, and more than the page holds', async () => {
    const ep5 = (await editionsList()).find((x) => x.slug === 'popupep5');
    if (!ep5) throw new Error('no EP.05');
    const photo = { image: '/images/materials/stone-1-web.webp', altKo: '석재', altEn: '', captionEn: '' };
    const blank = await t.call(
      'PATCH',
      `/api/admin/editions/${ep5.id}`,
      { photos: [{ ...photo, captionKo: ' ' }] },
      tokens.editor,
    );
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.fields).toEqual({ 'photos.0.captionKo': expect.any(String) });
    const many = await t.call(
      'PATCH',
      `/api/admin/editions/${ep5.id}`,
      { photos: Array.from({ length: 13 }, () => ({ ...photo, captionKo: '석재' })) },
      tokens.editor,
    );
    expect(many.status).toBe(422);
    expect(Object.keys((await many.json()).error.fields)).toEqual(['photos']);
  });
});
