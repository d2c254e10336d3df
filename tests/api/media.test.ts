import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@/schemas/admin';
import { MEDIA_MAX_BYTES, MEDIA_UPLOADS_PER_HOUR } from '@/schemas/media';
import { resolveImage } from '@/server/content/media';
import { contentVersion } from '@/server/content/version';
import { auditLog, editions, events, mediaAssets, mediaVariants, staff } from '@/server/db/schema';
import { staffTokens } from '../support/admin';
import { pngClaiming } from '../support/images';
import { insertMember } from '../support/members';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  tokens = await staffTokens(t.db, t.clock.now());
  memberToken = (await insertMember(t.db)).token;
});
afterAll(() => t.close());

const ALLOWED: StaffRole[] = ['owner', 'manager', 'editor'];

/** A smooth test picture (a gradient compresses fast in every format). */
const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e0a050"/><stop offset="1" stop-color="#2050a0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      ),
    },
  ]);
const png = (width: number, height: number) => picture(width, height).png().toBuffer();

function form(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) {
  const f = new FormData();
  f.set('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Uploads as the editor, unless `token` says otherwise (null: anonymous). */
const upload = (
  bytes: Uint8Array,
  name = 'photo.png',
  type = 'image/png',
  token: string | null = tokens.editor,
  fields: Record<string, string> = {},
) =>
  t.app.request('/api/admin/media', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form(bytes, name, type, fields),
  });

const rows = async () => {
  const [[a], [v]] = await Promise.all([
    t.db.select({ n: sql<number>`count(*)` }).from(mediaAssets),
    t.db.select({ n: sql<number>`count(*)` }).from(mediaVariants),
  ]);
  return { assets: Number(a.n), variants: Number(v.n) };
};

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

async function insertEdition(over: Partial<typeof editions.$inferInsert> = {}) {
  const episode = Math.floor(Math.random() * 1e6) + 100;
  const [row] = await t.db
    .insert(editions)
    .values({
      episode,
      slug: `ep${episode}`,
      themeYear: 2026,
      titleKo: '테스트 에디션',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      floors: [],
      ...over,
    })
    .returning();
  return row;
}

describe('media routes × roles', () => {
  it('are documented with every status they answer', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/api/admin/media', 'post')).toEqual([
      '201',
      '400',
      '401',
      '403',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(doc.paths['/api/admin/media'].post.requestBody.content['multipart/form-data'].schema).toBeTruthy();
    expect(statuses('/api/admin/media', 'get')).toEqual(['200', '400', '401', '403', '422', '503']);
    expect(statuses('/api/admin/media/{id}', 'get')).toEqual(['200', '401', '403', '404', '422', '503']);
    expect(statuses('/api/admin/media/{id}', 'patch')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '422',
      '503',
    ]);
    expect(statuses('/api/admin/media/{id}', 'delete')).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
      '422',
      '503',
    ]);
    expect(statuses('/api/media/{id}/{file}', 'get')).toEqual(['200', '304', '404', '422', '503']);
    for (const m of ['post', 'get']) expect(doc.paths['/api/admin/media'][m].tags).toEqual(['admin']);
  });

  it('every route: anonymous 401, a member 403, door and viewer 403, owner/manager/editor allowed', async () => {
    const tiny = await png(32, 24);
    const unknown = crypto.randomUUID();
    const routes: [string, (token?: string) => Response | Promise<Response>, number][] = [
      ['POST /api/admin/media', (tk) => upload(tiny, 'tiny.png', 'image/png', tk ?? null), 201],
      ['GET /api/admin/media', (tk) => t.call('GET', '/api/admin/media', undefined, tk), 200],
      ['GET /api/admin/media/{id}', (tk) => t.call('GET', `/api/admin/media/${unknown}`, undefined, tk), 404],
      [
        'PATCH /api/admin/media/{id}',
        (tk) => t.call('PATCH', `/api/admin/media/${unknown}`, { focalX: 0.3 }, tk),
        404,
      ],
      [
        'DELETE /api/admin/media/{id}',
        (tk) => t.call('DELETE', `/api/admin/media/${unknown}`, undefined, tk),
        404,
      ],
    ];
    for (const [label, send, ok] of routes) {
      const anon = await send(undefined);
      expect(anon.status, `${label} anonymous`).toBe(401);
      expect((await anon.json()).error.code).toBe('UNAUTHORIZED');
      const member = await send(memberToken);
      expect(member.status, `${label} member`).toBe(403);
      expect((await member.json()).error).toMatchObject({ code: 'FORBIDDEN', message: '권한이 없습니다.' });
      for (const role of STAFF_ROLES) {
        const res = await send(tokens[role]);
        expect(res.status, `${label} ${role}`).toBe(ALLOWED.includes(role) ? ok : 403);
      }
    }
  });
});

describe('upload', () => {
  it('a PNG becomes AVIF and WebP at the widths not wider than itself, served with type and cache headers', async () => {
    const before = await rows();
    const res = await upload(await png(1000, 600), 'hero.png', 'image/png', tokens.editor, {
      altKo: '전시장 입구',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      ref: `media:${body.id}`,
      url: `/api/media/${body.id}/960.webp`,
      width: 1000,
      height: 600,
      sourceType: 'image/png',
      originalName: 'hero.png',
      altKo: '전시장 입구',
      altEn: '',
      focalX: 0.5,
      focalY: 0.5,
    });
    const got = body.variants.map(
      (v: { format: string; width: number; height: number }) => `${v.format}@${v.width}x${v.height}`,
    );
    expect(got.sort()).toEqual(['avif@480x288', 'avif@960x576', 'webp@480x288', 'webp@960x576']);
    expect(await rows()).toEqual({ assets: before.assets + 1, variants: before.variants + 4 });

    for (const [file, type, format] of [
      ['960.avif', 'image/avif', 'heif'],
      ['480.webp', 'image/webp', 'webp'],
    ] as const) {
      const served = await get(`/api/media/${body.id}/${file}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = served.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(Number(file.split('.')[0]));
      const again = await get(`/api/media/${body.id}/${file}`, { 'if-none-match': etag as string });
      expect(again.status).toBe(304);
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, body.id));
    expect(entry).toMatchObject({
      action: 'media.upload',
      staffEmail: 'editor@moru-surfaces.example',
      role: 'editor',
      targetType: 'media',
    });
    expect(entry.detail).toMatchObject({ name: 'hero.png', type: 'image/png', width: 1000, height: 600 });
  });

  it('a hero wider than 2880 px gets all four widths, up to 2880; a small image keeps its own width', async () => {
    const hero = await (
      await upload(await picture(3200, 1200).jpeg().toBuffer(), 'wide.jpg', 'image/jpeg')
    ).json();
    expect([...new Set(hero.variants.map((v: { width: number }) => v.width))]).toEqual([
      480, 960, 1440, 2880,
    ]);
    expect(hero.url).toBe(`/api/media/${hero.id}/2880.webp`);
    const small = await (
      await upload(await picture(300, 200).webp().toBuffer(), 'icon.webp', 'image/webp')
    ).json();
    expect(
      small.variants.map((v: { format: string; width: number }) => `${v.format}@${v.width}`).sort(),
    ).toEqual(['avif@300', 'webp@300']);
    const avif = await (
      await upload(await picture(500, 500).avif().toBuffer(), 'x.avif', 'image/avif')
    ).json();
    expect(avif.sourceType).toBe('image/avif');
  });

  it('a JPEG with EXIF and GPS comes out upright with no EXIF at all', async () => {
    const jpeg = await picture(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'MoruCam', Model: 'Leak 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 33/1 59/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '126/1 58/1 41/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.length).toBeGreaterThan(0);
    expect(source.exif?.toString('latin1')).toContain('MoruCam');
    expect(source.orientation).toBe(6);

    const res = await upload(jpeg, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ width: 600, height: 800, sourceType: 'image/jpeg' });
    for (const v of body.variants as { url: string; width: number; height: number }[]) {
      const bytes = Buffer.from(await (await get(v.url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp, v.url).toBeUndefined();
      expect(meta.orientation ?? 1, v.url).toBe(1);
      expect([meta.width, meta.height]).toEqual([480, 640]);
      expect(bytes.toString('latin1')).not.toContain('MoruCam');
    }
  });

  it('refuses an SVG, HTML named .png, a truncated JPEG, a 30 MB file and 60 megapixels, storing nothing', async () => {
    const before = await rows();
    const svg = await upload(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(422);
    expect((await svg.json()).error).toMatchObject({
      code: 'MEDIA_TYPE_UNSUPPORTED',
      message: expect.stringContaining('JPEG, PNG, WebP, AVIF'),
    });

    const html = await upload(
      Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'),
      'photo.png',
      'image/png',
    );
    expect(html.status).toBe(422);
    expect((await html.json()).error.code).toBe('MEDIA_TYPE_UNSUPPORTED');

    const whole = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(truncated.status).toBe(422);
    const cut = (await truncated.json()).error;
    expect(cut.code).toBe('MEDIA_UNREADABLE');
    expect(cut.message).toMatch(/[가-힣]/);

    const huge = Buffer.alloc(30 * 1024 * 1024);
    (await png(8, 8)).copy(huge);
    const big = await upload(huge, 'huge.png', 'image/png');
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatchObject({
      code: 'MEDIA_TOO_LARGE',
      message: '이미지는 20MB까지 올릴 수 있습니다.',
    });

    const bomb = pngClaiming(10_000, 6_000);
    const pixels = await upload(bomb, 'bomb.png');
    expect(pixels.status).toBe(422);
    expect((await pixels.json()).error.code).toBe('MEDIA_TOO_MANY_PIXELS');

    expect(await rows()).toEqual(before);
  });

  it('refuses an oversized body from its Content-Length, before reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (pulled > 40) controller.close();
      },
    });
    const res = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.editor}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MEDIA_MAX_BYTES + 10 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(3);
  });

  it('keeps the app-wide 64 KB limit on every other route', async () => {
    const res = await t.call(
      'PATCH',
      `/api/admin/media/${crypto.randomUUID()}`,
      { altKo: 'x'.repeat(70_000) },
      tokens.editor,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for a multipart form with a file', async () => {
    const json = await t.call('POST', '/api/admin/media', { file: 'x' }, tokens.editor);
    expect(json.status).toBe(415);
    expect((await json.json()).error.code).toBe('MEDIA_FORM_REQUIRED');
    const f = new FormData();
    f.set('altKo', '파일 없음');
    const none = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.editor}` },
      body: f,
    });
    expect(none.status).toBe(422);
    expect(Object.keys((await none.json()).error.fields)).toEqual(['file']);
    const garbled = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.editor}`,
        'content-type': 'multipart/form-data; boundary=zz',
      },
      body: 'not a multipart body',
    });
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).error.code).toEqual(expect.any(String));
  });

  it('rate limits uploads per staff member (429 with Retry-After)', async () => {
    const [manager] = await t.db.select().from(staff).where(eq(staff.role, 'manager'));
    await t.db.execute(
      sql`insert into rate_limits (key, count, window_ends) values (${`media-upload:${manager.id}`}, ${MEDIA_UPLOADS_PER_HOUR}, ${new Date(t.clock.now().getTime() + 3_600_000).toISOString()})
          on conflict (key) do update set count = excluded.count, window_ends = excluded.window_ends`,
    );
    const res = await upload(await png(16, 16), 'a.png', 'image/png', tokens.manager);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(await png(16, 16), 'b.png', 'image/png', tokens.owner)).status).toBe(201);
  });
});

describe('library, focal point, delete', () => {
  it('lists newest first, paged', async () => {
    t.clock.advance(60_000);
    const newest = await (await upload(await png(64, 64), 'newest.png')).json();
    const res = await t.call('GET', '/api/admin/media?page=1', undefined, tokens.editor);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 24, total: expect.any(Number) });
    expect(page.items[0]).toMatchObject({
      id: newest.id,
      originalName: 'newest.png',
      storedBytes: expect.any(Number),
    });
    expect(page.items[0].storedBytes).toBeGreaterThan(0);
    const one = await t.call('GET', `/api/admin/media/${newest.id}`, undefined, tokens.manager);
    expect(await one.json()).toEqual(page.items[0]);
    expect((await t.call('GET', '/api/admin/media?page=0', undefined, tokens.editor)).status).toBe(422);
  });

  it('sets the focal point and alt texts (0..1), and resolves a reference for the pages', async () => {
    const asset = await (await upload(await png(1000, 500), 'focal.png')).json();
    const res = await t.call(
      'PATCH',
      `/api/admin/media/${asset.id}`,
      { focalX: 0.2, focalY: 0.75, altKo: '1층 라운지', altEn: 'Lounge on the first floor' },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ focalX: 0.2, focalY: 0.75, altKo: '1층 라운지' });
    // An empty patch is refused like every other (decision 030), and changes nothing.
    const empty = await t.call('PATCH', `/api/admin/media/${asset.id}`, {}, tokens.editor);
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.fieldCodes).toEqual({ _: 'emptyPatch' });
    const kept = await t.call('GET', `/api/admin/media/${asset.id}`, undefined, tokens.editor);
    expect(await kept.json()).toMatchObject({ focalX: 0.2, altEn: 'Lounge on the first floor' });
    const bad = await t.call('PATCH', `/api/admin/media/${asset.id}`, { focalX: 1.5 }, tokens.editor);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(['focalX']);
    // A fraction too small for the column's `real` (Schemathesis sent 1.83e-113) is a point at the
    // edge, not a 500: the point is kept to 1/10,000 of the picture.
    const tiny = await t.call(
      'PATCH',
      `/api/admin/media/${asset.id}`,
      { focalX: 1.8304272078229872e-113, focalY: 0.123456789 },
      tokens.editor,
    );
    expect(tiny.status).toBe(200);
    expect(await tiny.json()).toMatchObject({ focalX: 0, focalY: 0.1235 });
    await t.call('PATCH', `/api/admin/media/${asset.id}`, { focalX: 0.2, focalY: 0.75 }, tokens.editor);

    const resolved = await resolveImage(t.db, asset.ref);
    expect(resolved).toMatchObject({
      src: `/api/media/${asset.id}/960.webp`,
      width: 960,
      height: 480,
      focalX: 0.2,
      focalY: 0.75,
    });
    expect(resolved?.srcSet?.avif).toBe(
      `/api/media/${asset.id}/480.avif 480w, /api/media/${asset.id}/960.avif 960w`,
    );
    expect(resolved?.srcSet?.webp).toContain('960.webp 960w');
    expect(await resolveImage(t.db, '/images/archive/2025/hero.webp')).toMatchObject({
      src: '/images/archive/2025/hero.webp',
      srcSet: null,
    });
    expect(await resolveImage(t.db, `media:${crypto.randomUUID()}`)).toBeNull();
    expect(await resolveImage(t.db, '../../etc/passwd')).toBeNull();
  });

  it("an event's library picture reaches the list and the event page with its variants and focal point", async () => {
    const asset = await (await upload(await png(1000, 500), 'event.png')).json();
    await t.call('PATCH', `/api/admin/media/${asset.id}`, { focalX: 0.3, focalY: 0.6 }, tokens.editor);
    const now = t.clock.now();
    const [event] = await t.db
      .insert(events)
      .values({
        type: 'board',
        titleKo: '라이브러리 사진',
        titleEn: '',
        thumbnail: asset.ref,
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    const picture = {
      src: `/api/media/${asset.id}/960.webp`,
      srcSet: {
        avif: `/api/media/${asset.id}/480.avif 480w, /api/media/${asset.id}/960.avif 960w`,
        webp: `/api/media/${asset.id}/480.webp 480w, /api/media/${asset.id}/960.webp 960w`,
      },
      width: 960,
      height: 480,
      focalX: 0.3,
      focalY: 0.6,
    };
    const list = await (await t.call('GET', '/api/events?tab=on')).json();
    const card = list.items.find((e: { id: string }) => e.id === event.id);
    expect(card).toMatchObject({ thumbnail: picture.src, picture });
    const detail = await (await t.call('GET', `/api/events/${event.id}`)).json();
    expect(detail).toMatchObject({ thumbnail: picture.src, picture });

    // Without a picture of its own, the card shows none and the page its kind's rendered picture.
    const [bare] = await t.db
      .insert(events)
      .values({
        type: 'board',
        kind: 'docent',
        titleKo: '사진 없음',
        titleEn: '',
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    const bareDetail = await (await t.call('GET', `/api/events/${bare.id}`)).json();
    expect(bareDetail.thumbnail).toBeNull();
    expect(bareDetail.picture.src).toBe('/images/events/docent.webp');
    expect(bareDetail.picture.srcSet.avif).toMatch(/^\/images\/events\/docent-400\.avif 400w, /);
    await t.db.delete(events).where(inArray(events.id, [event.id, bare.id]));
  });

  it('refuses to delete an image an edition, a floor or an event uses (409); deletes it once free', async () => {
    const asset = await (await upload(await png(500, 300), 'in-use.png')).json();
    const edition = await insertEdition({ heroImage: asset.ref });
    const del = () => t.call('DELETE', `/api/admin/media/${asset.id}`, undefined, tokens.editor);

    const hero = await del();
    expect(hero.status).toBe(409);
    expect((await hero.json()).error).toMatchObject({
      code: 'MEDIA_IN_USE',
      message: expect.stringContaining('삭제할 수 없습니다'),
    });

    // A focal-point change to an image in use reaches the public pages.
    const version = await contentVersion(t.db);
    await t.call('PATCH', `/api/admin/media/${asset.id}`, { focalX: 0.1 }, tokens.editor);
    expect(await contentVersion(t.db)).toBe(version + 1);

    await t.db
      .update(editions)
      .set({
        heroImage: null,
        floors: [
          {
            key: '1F',
            tagKo: '',
            tagEn: '',
            titleKo: '1층',
            titleEn: '',
            descKo: '',
            descEn: '',
            image: asset.ref,
            color: '#223344',
            programmes: [],
          },
        ],
      })
      .where(eq(editions.id, edition.id));
    expect((await del()).status).toBe(409);

    await t.db.update(editions).set({ floors: [] }).where(eq(editions.id, edition.id));
    const now = t.clock.now();
    const [event] = await t.db
      .insert(events)
      .values({
        type: 'board',
        titleKo: '썸네일',
        titleEn: '',
        thumbnail: asset.ref,
        startsAt: now,
        endsAt: now,
      })
      .returning();
    expect((await del()).status).toBe(409);
    expect((await get(asset.url)).status).toBe(200);

    await t.db.update(events).set({ thumbnail: null }).where(eq(events.id, event.id));
    const before = await rows();
    const ok = await del();
    expect(ok.status).toBe(200);
    expect(await rows()).toEqual({
      assets: before.assets - 1,
      variants: before.variants - asset.variants.length,
    });
    const gone = await get(asset.url);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('NOT_FOUND');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.delete'));
    expect(entry).toMatchObject({ targetId: asset.id, role: 'editor' });
  });
});

describe('serving', () => {
  it('answers 404 JSON for an unknown image, width or format', async () => {
    const asset = await (await upload(await png(600, 400), 'serve.png')).json();
    for (const path of [
      `/api/media/${crypto.randomUUID()}/480.webp`,
      `/api/media/${asset.id}/960.webp`,
      `/api/media/${asset.id}/480.png`,
      `/api/media/${asset.id}/480.webp.exe`,
      '/api/media/not-a-uuid/480.webp',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('keeps a hot variant in memory: served again without the database', async () => {
    const asset = await (await upload(await png(600, 400), 'hot.png')).json();
    const url = `/api/media/${asset.id}/480.avif`;
    const first = Buffer.from(await (await get(url)).arrayBuffer());
    await t.db.delete(mediaVariants).where(eq(mediaVariants.assetId, asset.id));
    const second = await get(url);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect((await get(`/api/media/${asset.id}/480.webp`)).status).toBe(404);
  });
});
