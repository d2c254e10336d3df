import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { exceptionsAround } from '@/lib/facts';
import { hoursExceptionProblems, PROGRAMME_OF_KIND } from '@/schemas/content-rules';
import {
  type Edition,
  type EditionPatchValue,
  type EditionPhoto,
  type EditionValue,
  editionStatus,
  type PublicEdition,
  type PublicFloor,
  type PublicPhoto,
  promotedEdition,
} from '@/schemas/content-studio';
import { seoulDate } from '@/schemas/event-rules';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { editions, events } from '../db/schema';
import { bumpEventsVersion } from '../events/cache';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';

type Row = typeof editions.$inferSelect;

const toEdition = (r: Row, now: Date, eventCount = 0): Edition => ({
  id: r.id,
  episode: r.episode,
  slug: r.slug,
  themeYear: r.themeYear,
  otherThemeYears: r.otherThemeYears,
  titleKo: r.titleKo,
  titleEn: r.titleEn,
  subtitleKo: r.subtitleKo,
  subtitleEn: r.subtitleEn,
  introKo: r.introKo,
  introEn: r.introEn,
  venueKo: r.venueKo,
  venueEn: r.venueEn,
  addressKo: r.addressKo,
  addressEn: r.addressEn,
  hoursKo: r.hoursKo,
  hoursEn: r.hoursEn,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  hoursExceptions: r.hoursExceptions.map((x) => ({ ...x, lastTourAt: x.lastTourAt ?? null })),
  admissionKo: r.admissionKo,
  admissionEn: r.admissionEn,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  heroImage: r.heroImage,
  heroAltKo: r.heroAltKo,
  heroAltEn: r.heroAltEn,
  heroAltOverride: r.heroAltOverride,
  floors: r.floors,
  programmes: r.programmes,
  photos: r.photos,
  gallery: r.gallery,
  published: r.published,
  status: editionStatus(r, now),
  eventCount,
  updatedAt: r.updatedAt.toISOString(),
});

/** The public address of an edition's exhibition page: the year it runs, then its slug. */
export const editionPath = (e: { startsOn: string; slug: string }) =>
  `/archive/${e.startsOn.slice(0, 4)}/${e.slug}`;

// ── Public reads (pages) ──────────────────────────────────────────────────────

export type { PublicEdition, PublicFloor };

const pick = (en: boolean, ko: string, enText: string) => (en && enText.trim() ? enText : ko);

export function publicEdition(r: Row | Edition, locale: Locale, now: Date): PublicEdition {
  const en = locale === 'en';
  return {
    id: r.id,
    episode: r.episode,
    slug: r.slug,
    path: editionPath(r),
    themeYear: r.themeYear,
    otherThemeYears: r.otherThemeYears,
    status: editionStatus(r, now),
    title: pick(en, r.titleKo, r.titleEn),
    subtitle: pick(en, r.subtitleKo, r.subtitleEn),
    intro: pick(en, r.introKo, r.introEn),
    venue: pick(en, r.venueKo, r.venueEn),
    address: pick(en, r.addressKo, r.addressEn),
    hours: pick(en, r.hoursKo, r.hoursEn),
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    hoursExceptions: exceptionsAround(r.hoursExceptions, seoulDate(now)).map((x) => ({
      date: x.date,
      opensAt: x.opensAt,
      closesAt: x.closesAt,
      lastTourAt: x.lastTourAt ?? null,
      note: pick(en, x.noteKo, x.noteEn),
    })),
    admission: pick(en, r.admissionKo, r.admissionEn),
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    heroImage: r.heroImage,
    heroAlt: pick(en, r.heroAltKo, r.heroAltEn),
    heroAltOverride: r.heroAltOverride,
    floors: r.floors.map((f) => ({
      key: f.key,
      tag: pick(en, f.tagKo, f.tagEn),
      title: pick(en, f.titleKo, f.titleEn),
      desc: pick(en, f.descKo, f.descEn),
      image: f.image,
      color: f.color,
      programmes: f.programmes,
    })),
    programmes: r.programmes.map((p) => ({
      key: p.key,
      title: pick(en, p.titleKo, p.titleEn),
      desc: pick(en, p.descKo, p.descEn),
      detail: pick(en, p.detailKo, p.detailEn),
      // Where a programme runs is said once, on the floors.
      floors: r.floors.filter((f) => f.programmes.includes(p.key)).map((f) => f.key),
    })),
    photos: r.photos.map((x) => photo(en, x)),
    gallery: r.gallery.map((x) => photo(en, x)),
  };
}

const photo = (en: boolean, x: EditionPhoto): PublicPhoto => ({
  image: x.image,
  alt: pick(en, x.altKo, x.altEn),
  caption: pick(en, x.captionKo, x.captionEn),
});

/** Every published edition, newest first. */
export async function publishedEditions(db: Db, locale: Locale, now: Date): Promise<PublicEdition[]> {
  const rows = await db
    .select()
    .from(editions)
    .where(eq(editions.published, true))
    .orderBy(asc(editions.startsOn));
  return rows.reverse().map((r) => publicEdition(r, locale, now));
}

/** The edition the site promotes: running, else the next, else the last that ran. */
export async function promotedPublicEdition(
  db: Db,
  locale: Locale,
  now: Date,
): Promise<PublicEdition | undefined> {
  const all = await publishedEditions(db, locale, now);
  return promotedEdition(all, now);
}

/** A published edition by its page address (year it runs + slug). */
export async function editionByPath(
  db: Db,
  locale: Locale,
  year: string,
  slug: string,
  now: Date,
): Promise<PublicEdition | null> {
  const [row] = await db
    .select()
    .from(editions)
    .where(and(eq(editions.slug, slug), eq(editions.published, true)))
    .limit(1);
  if (!row || row.startsOn.slice(0, 4) !== year) return null;
  return publicEdition(row, locale, now);
}

type ProgrammeEvent = NonNullable<PublicEdition['programmes'][number]['event']>;

/**
 * The event that runs each of an edition's programmes, for the links from its programme cards: its
 * PUBLIC, published events by kind (a media event is the media-art programme), the first to start
 * where two are of one kind. `apply`: it takes applications (a tasting or the media art is a post).
 */
export async function programmeEvents(db: Db, editionId: string): Promise<Map<string, ProgrammeEvent>> {
  const rows = await db
    .select({ id: events.id, kind: events.kind, type: events.type })
    .from(events)
    .where(and(eq(events.editionId, editionId), eq(events.published, true), eq(events.visibility, 'PUBLIC')))
    .orderBy(asc(events.startsAt), asc(events.createdAt));
  const found = new Map<string, ProgrammeEvent>();
  for (const r of rows) {
    const key = PROGRAMME_OF_KIND[r.kind];
    if (key && !found.has(key)) found.set(key, { path: `/event/${r.id}`, apply: r.type === 'application' });
  }
  return found;
}

/** The edition an event belongs to, for the event pages (published or not: the event is public). */
export async function editionOfEvent(db: Db, editionId: string, locale: Locale, now: Date) {
  const [row] = await db.select().from(editions).where(eq(editions.id, editionId)).limit(1);
  return row ? publicEdition(row, locale, now) : null;
}

// ── Studio (console) ──────────────────────────────────────────────────────────

async function eventCounts(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: events.editionId, n: count() })
    .from(events)
    .where(inArray(events.editionId, ids))
    .groupBy(events.editionId);
  return new Map(rows.map((r) => [r.id ?? '', Number(r.n)]));
}

export async function listEditions(db: Db, now: Date): Promise<Edition[]> {
  const rows = await db.select().from(editions).orderBy(asc(editions.startsOn));
  const counts = await eventCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.reverse().map((r) => toEdition(r, now, counts.get(r.id) ?? 0));
}

export async function getEdition(db: Db, id: string, now: Date): Promise<Edition | null> {
  const [row] = await db.select().from(editions).where(eq(editions.id, id)).limit(1);
  if (!row) return null;
  const counts = await eventCounts(db, [id]);
  return toEdition(row, now, counts.get(id) ?? 0);
}

async function assertUnique(tx: Db | Tx, data: { episode?: number; slug?: string }, id?: string) {
  const fields: Record<string, string> = {};
  if (data.episode !== undefined) {
    const [hit] = await tx
      .select({ id: editions.id })
      .from(editions)
      .where(and(eq(editions.episode, data.episode), id ? ne(editions.id, id) : undefined));
    if (hit) fields.episode = 'taken';
  }
  if (data.slug !== undefined) {
    const [hit] = await tx
      .select({ id: editions.id })
      .from(editions)
      .where(and(eq(editions.slug, data.slug), id ? ne(editions.id, id) : undefined));
    if (hit) fields.slug = 'taken';
  }
  if (Object.keys(fields).length) throw new ApiError(409, 'EDITION_TAKEN', undefined, fields);
}

/**
 * The events of an edition show its facts, not a copy of them: its exhibition events run over the
 * edition's dates, and every on-site event is at its venue. Called in the transaction that changes
 * the edition (and by the seed), so the event list never disagrees with the exhibition page.
 */
export async function syncEditionEvents(tx: Db | Tx, e: Row): Promise<void> {
  const place = e.addressKo ? `${e.venueKo} (${e.addressKo})` : e.venueKo;
  const placeEn = e.venueEn ? (e.addressEn ? `${e.venueEn} (${e.addressEn})` : e.venueEn) : null;
  const seoul = (day: string, time: string) => new Date(`${day}T${time}+09:00`);
  await tx
    .update(events)
    .set({
      // An exhibition event opens and closes with its edition's own hours (Seoul wall clock).
      startsAt: seoul(e.startsOn, `${e.opensAt}:00`),
      endsAt: seoul(e.endsOn, `${e.closesAt}:00`),
    })
    .where(and(eq(events.editionId, e.id), eq(events.kind, 'exhibition')));
  await tx
    .update(events)
    .set({ location: place, locationEn: placeEn })
    .where(and(eq(events.editionId, e.id), ne(events.kind, 'seminar'), isNotNull(events.location)));
  await bumpEventsVersion(tx);
}

/** 422 when a dated change of hours falls outside the edition's dates or repeats a day. */
function assertHoursExceptions(e: Parameters<typeof hoursExceptionProblems>[0]): void {
  const problems = hoursExceptionProblems(e);
  if (Object.keys(problems).length) throw new ApiError(422, 'VALIDATION_FAILED', undefined, problems);
}

/** When a change goes live is the drafts' business (`drafts.ts`), never the record's. */
type Scheduling = 'publishAt' | 'unpublishAt';

/** A new edition, as its route validated it (`editionBody`; scheduling is the caller's). */
export async function createEdition(
  db: Db,
  { body: data, actor, now }: { body: Omit<EditionValue, Scheduling>; actor: Actor; now: Date },
): Promise<Edition> {
  assertHoursExceptions(data);
  return db.transaction(async (tx) => {
    await assertUnique(tx, data);
    const [row] = await tx
      .insert(editions)
      .values({ ...data, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, actor, 'content.create', { type: 'edition', id: row.id }, { slug: row.slug }, now);
    if (row.published) {
      await audit(tx, actor, 'content.publish', { type: 'edition', id: row.id }, {}, now);
      await recordRevision(tx, { kind: 'editions', recordId: row.id, after: row, actor, now });
      await bumpContentVersion(tx, { kind: 'all', reason: 'editions' });
    }
    return toEdition(row, now);
  });
}

/** Edits, publishes or unpublishes an edition (`editionPatch`, validated by its caller); its events follow. */
export async function updateEdition(
  db: Db,
  {
    id,
    patch: data,
    actor,
    now,
  }: { id: string; patch: Omit<EditionPatchValue, Scheduling>; actor: Actor; now: Date },
): Promise<Edition> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(editions).where(eq(editions.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    await assertUnique(tx, data, id);
    const startsOn = data.startsOn ?? before.startsOn;
    const endsOn = data.endsOn ?? before.endsOn;
    if (endsOn < startsOn)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, { endsOn: 'period.invalid' });
    assertHoursExceptions({
      startsOn,
      endsOn,
      hoursExceptions: data.hoursExceptions ?? before.hoursExceptions,
    });
    const [row] = await tx
      .update(editions)
      .set({ ...data, updatedAt: now })
      .where(eq(editions.id, id))
      .returning();
    const target = { type: 'edition' as const, id };
    if (before.published !== row.published) {
      await audit(tx, actor, row.published ? 'content.publish' : 'content.unpublish', target, {}, now);
    } else {
      await audit(tx, actor, 'content.update', target, { fields: Object.keys(data) }, now);
    }
    await syncEditionEvents(tx, row);
    if (row.published)
      await recordRevision(tx, {
        kind: 'editions',
        recordId: id,
        after: row,
        before: before.published ? before : null,
        beforeAt: before.updatedAt,
        actor,
        now,
      });
    if (before.published || row.published) await bumpContentVersion(tx, { kind: 'all', reason: 'editions' });
    const counts = await eventCounts(tx, [id]);
    return toEdition(row, now, counts.get(id) ?? 0);
  });
}
