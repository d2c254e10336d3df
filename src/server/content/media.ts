import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MEDIA_PAGE_SIZE,
  type MediaAsset,
  type MediaFormat,
  type MediaList,
  type MediaPatchBody,
  type MediaSourceType,
  type MediaVariant,
  mediaIdOf,
  mediaRef,
  mediaVariantUrl,
} from '@/schemas/media';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { editions, events, mediaAssets, mediaVariants } from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import type { ProcessedImage } from './media-images';
import { bumpContentVersion } from './version';

/**
 * The media library's reads and writes (issue 25): assets and their variants, where they are used,
 * the served bytes (with an in-process cache) and `resolveImage` for the public pages.
 */

type AssetRow = typeof mediaAssets.$inferSelect;
type VariantInfo = Omit<MediaVariant, 'url'> & { assetId: string };

const variantInfo = (db: Db | Tx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as VariantInfo[])
    : db
        .select({
          assetId: mediaVariants.assetId,
          format: mediaVariants.format,
          width: mediaVariants.width,
          height: mediaVariants.height,
          bytes: sql<number>`octet_length(${mediaVariants.bytes})`.mapWith(Number),
        })
        .from(mediaVariants)
        .where(inArray(mediaVariants.assetId, ids))
        .orderBy(mediaVariants.assetId, mediaVariants.width, mediaVariants.format)
        .then((rows) => rows as VariantInfo[]);

function toAsset(row: AssetRow, variants: VariantInfo[]): MediaAsset {
  const own = variants
    .filter((v) => v.assetId === row.id)
    .map(({ assetId: _, ...v }) => ({ ...v, url: mediaVariantUrl(row.id, v.width, v.format) }));
  const webp = own.filter((v) => v.format === 'webp');
  return {
    id: row.id,
    ref: mediaRef(row.id),
    url: webp[webp.length - 1]?.url ?? '',
    thumbUrl: webp[0]?.url ?? '',
    width: row.width,
    height: row.height,
    variants: own,
    originalName: row.originalName,
    sourceType: row.sourceType as MediaSourceType,
    storedBytes: own.reduce((sum, v) => sum + v.bytes, 0),
    focalX: row.focalX,
    focalY: row.focalY,
    altKo: row.altKo,
    altEn: row.altEn,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assetsOf(db: Db | Tx, rows: AssetRow[]): Promise<MediaAsset[]> {
  const variants = await variantInfo(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAsset(r, variants));
}

/**
 * Stores an uploaded image: the asset row, its variants and the audit record in one transaction.
 * It changes nothing public: a page shows it only once an edition, floor or event points at it.
 */
export async function createAsset(
  db: Db,
  {
    actor,
    now,
    ...input
  }: { image: ProcessedImage; originalName: string; altKo: string; altEn: string; actor: Actor; now: Date },
): Promise<MediaAsset> {
  const { image } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaAssets)
      .values({
        originalName: input.originalName,
        sourceType: image.sourceType,
        width: image.width,
        height: image.height,
        altKo: input.altKo,
        altEn: input.altEn,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await tx.insert(mediaVariants).values(image.variants.map((v) => ({ assetId: row.id, ...v })));
    await audit(
      tx,
      actor,
      'media.upload',
      { type: 'media', id: row.id },
      {
        name: input.originalName,
        type: image.sourceType,
        width: image.width,
        height: image.height,
        variants: image.variants.length,
      },
      now,
    );
    const [asset] = await assetsOf(tx, [row]);
    return asset;
  });
}

/** The library, newest first. */
export async function listAssets(db: Db, page: number): Promise<MediaList> {
  const [{ total }] = await db.select({ total: count() }).from(mediaAssets);
  const rows = await db
    .select()
    .from(mediaAssets)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset((page - 1) * MEDIA_PAGE_SIZE);
  return {
    items: await assetsOf(db, rows),
    page,
    pageSize: MEDIA_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / MEDIA_PAGE_SIZE)),
  };
}

export async function getAsset(db: Db | Tx, id: string): Promise<MediaAsset | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ? (await assetsOf(db, [row]))[0] : null;
}

/** How many editions (hero), edition floors and events point at an asset. */
export async function mediaUsage(
  db: Db | Tx,
  id: string,
): Promise<{ editions: number; floors: number; events: number }> {
  const ref = mediaRef(id);
  const [[hero], [floors], [evs]] = await Promise.all([
    db.select({ n: count() }).from(editions).where(eq(editions.heroImage, ref)),
    db
      .select({ n: count() })
      .from(editions)
      .where(sql`${editions.floors} @> ${JSON.stringify([{ image: ref }])}::jsonb`),
    db.select({ n: count() }).from(events).where(eq(events.thumbnail, ref)),
  ]);
  return { editions: Number(hero.n), floors: Number(floors.n), events: Number(evs.n) };
}

/**
 * A focal point kept to 1/10,000 of the picture (finer than a pixel of any variant): the column is a
 * `real`, which refuses a fraction as small as 1e-113 (a 500 Schemathesis found) and keeps only
 * about seven digits anyway.
 */
const focalStep = (v: number) => Math.round(v * 10_000) / 10_000;

const inUse = (u: Awaited<ReturnType<typeof mediaUsage>>) => u.editions + u.floors + u.events > 0;

/**
 * Sets the focal point and the alt texts. When a published page may show the image, the content
 * version moves so every instance renders the new crop and text.
 */
export async function updateAsset(
  db: Db,
  { id, patch: body, actor, now }: { id: string; patch: MediaPatchBody; actor: Actor; now: Date },
): Promise<MediaAsset> {
  const patch = {
    ...body,
    ...(body.focalX === undefined ? {} : { focalX: focalStep(body.focalX) }),
    ...(body.focalY === undefined ? {} : { focalY: focalStep(body.focalY) }),
  };
  return db.transaction(async (tx) => {
    const [row] = Object.keys(patch).length
      ? await tx.update(mediaAssets).set(patch).where(eq(mediaAssets.id, id)).returning()
      : await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (inUse(await mediaUsage(tx, id))) await bumpContentVersion(tx, { kind: 'all', reason: 'media' });
    if (Object.keys(patch).length)
      await audit(tx, actor, 'content.update', { type: 'media', id }, { fields: Object.keys(patch) }, now);
    return (await assetsOf(tx, [row]))[0];
  });
}

/** Deletes an asset nothing points at (409 MEDIA_IN_USE otherwise); its variants go with it. */
export async function deleteAsset(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (inUse(await mediaUsage(tx, id))) throw new ApiError(409, 'MEDIA_IN_USE');
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    await audit(tx, actor, 'media.delete', { type: 'media', id }, { name: row.originalName }, now);
  });
  servedCache.evict(id);
}

// ── Serving ─────────────────────────────────────────────────────────────────────

/** The bytes of recently served variants this instance keeps, so a hot image skips the database. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;

/** A least-recently-used map bounded by the bytes it holds (a Map iterates in insertion order). */
class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.size += value.length;
    for (const [k] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.delete(k);
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (old) {
      this.size -= old.length;
      this.entries.delete(key);
    }
  }

  /** Drops every variant of one asset (keys start with its id). */
  evict(id: string) {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${id}/`)) this.delete(key);
  }

  get bytes() {
    return this.size;
  }
}

const servedCache = new ByteLru(MEDIA_CACHE_BYTES);

/** The bytes of one variant, from this instance's cache or the database; null when there is none. */
export async function readVariant(
  db: Db,
  id: string,
  width: number,
  format: MediaFormat,
): Promise<Buffer | null> {
  const key = `${id}/${width}.${format}`;
  const hit = servedCache.get(key);
  if (hit) return hit;
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(eq(mediaVariants.assetId, id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
    );
  if (!row) return null;
  servedCache.set(key, row.bytes);
  return row.bytes;
}

/** What the served-variant cache holds now (tests). */
export const servedCacheBytes = () => servedCache.bytes;

// ── For the public pages ────────────────────────────────────────────────────────

export type ResolvedImage = {
  /** The widest WebP variant, or the built-in `/images/…` path as it was given. */
  src: string;
  /** `srcset` strings per format (`…/480.webp 480w, …/960.webp 960w`); null for a built-in path. */
  srcSet: { avif: string; webp: string } | null;
  /** The size of `src` (null for a built-in path: `<Picture>` reads its manifest). */
  width: number | null;
  height: number | null;
  /** The focal point for phone crops (`object-position: X% Y%`); the centre for a built-in path. */
  focalX: number;
  focalY: number;
  altKo: string;
  altEn: string;
};

const builtIn = (src: string): ResolvedImage => ({
  src,
  srcSet: null,
  width: null,
  height: null,
  focalX: 0.5,
  focalY: 0.5,
  altKo: '',
  altEn: '',
});

/**
 * Turns image references into what a page renders: `media:<uuid>` into the variants' addresses,
 * size and focal point; a built-in `/images/…` path is kept as it is. A reference to an asset that
 * does not exist (or any other string) resolves to null. One query for all of them.
 */
export async function resolveImages(
  db: Db | Tx,
  refs: readonly (string | null | undefined)[],
): Promise<Map<string, ResolvedImage | null>> {
  const out = new Map<string, ResolvedImage | null>();
  const ids = new Map<string, string>();
  for (const ref of refs) {
    if (!ref) continue;
    if (ref.startsWith('/images/')) out.set(ref, builtIn(ref));
    else {
      const id = mediaIdOf(ref);
      if (id) ids.set(ref, id);
      else out.set(ref, null);
    }
  }
  const unique = [...new Set(ids.values())];
  const rows = unique.length
    ? await db.select().from(mediaAssets).where(inArray(mediaAssets.id, unique))
    : [];
  const assets = new Map((await assetsOf(db, rows)).map((a) => [a.id, a]));
  for (const [ref, id] of ids) {
    const a = assets.get(id);
    out.set(ref, a ? resolvedOf(a) : null);
  }
  return out;
}

/** One image reference: see `resolveImages`. */
export async function resolveImage(
  db: Db | Tx,
  ref: string | null | undefined,
): Promise<ResolvedImage | null> {
  if (!ref) return null;
  return (await resolveImages(db, [ref])).get(ref) ?? null;
}

function resolvedOf(a: MediaAsset): ResolvedImage {
  const set = (format: MediaFormat) =>
    a.variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const widest = a.variants.filter((v) => v.format === 'webp').at(-1);
  return {
    src: a.url,
    srcSet: { avif: set('avif'), webp: set('webp') },
    width: widest?.width ?? a.width,
    height: widest?.height ?? a.height,
    focalX: a.focalX,
    focalY: a.focalY,
    altKo: a.altKo,
    altEn: a.altEn,
  };
}
