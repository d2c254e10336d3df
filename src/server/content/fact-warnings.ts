import 'server-only';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { checkFacts, type FactRecords, type FactWarning } from '@/lib/fact-check';
import {
  type EditionFloor,
  type EditionProgramme,
  type HoursException,
  PROGRAMME_OF_KIND,
  promotedEdition,
} from '@/schemas/content-rules';
import { type EventKind, seoulDate, seoulTime } from '@/schemas/event-rules';
import type { FactWarningList } from '@/schemas/fact-warnings';
import type { Db } from '../db/client';
import { editions, eventSessions, events, faqEntries, notices } from '../db/schema';

/**
 * The studio's warnings (decision 049): the published prose of FAQ answers, notices, editions and
 * events read against the records in force (src/lib/fact-check.ts). A warning never refuses a save.
 */

type EditionFacts = {
  id: string;
  opensAt: string;
  closesAt: string;
  hoursExceptions: readonly HoursException[];
  startsOn: string;
  endsOn: string;
  floors: readonly EditionFloor[];
};

/** One edition's records: its hours, dates, floors and the open slots of its events. */
export async function editionRecords(db: Db, e: EditionFacts): Promise<FactRecords> {
  const slots = await db
    .select({ kind: events.kind, startsAt: eventSessions.startsAt, endsAt: eventSessions.endsAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(events.editionId, e.id), isNull(eventSessions.cancelledAt)))
    .orderBy(asc(eventSessions.startsAt));
  return {
    opensAt: e.opensAt,
    closesAt: e.closesAt,
    hoursExceptions: e.hoursExceptions,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    floors: e.floors.map((f) => ({ key: f.key, programmes: f.programmes })),
    slots: slots.map((s) => ({
      programme: PROGRAMME_OF_KIND[s.kind] ?? null,
      day: seoulDate(s.startsAt),
      startsAt: seoulTime(s.startsAt),
      minutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
    })),
  };
}

/** The records FAQ answers and notices speak of: the promoted edition's (none, no warning). */
export async function promotedRecords(db: Db, now: Date): Promise<FactRecords | null> {
  const rows = await db.select().from(editions).where(eq(editions.published, true));
  const e = promotedEdition(rows, now);
  return e ? editionRecords(db, e) : null;
}

type Texts = Record<string, string>;
const checkAll = (texts: Texts, records: FactRecords | null): FactWarning[] =>
  records
    ? Object.entries(texts).flatMap(([field, text]) =>
        text ? checkFacts(text, { field, locale: field.endsWith('En') ? 'en' : 'ko', records }) : [],
      )
    : [];

const faqTexts = (f: { questionKo: string; questionEn: string; answerKo: string; answerEn: string }) => ({
  questionKo: f.questionKo,
  questionEn: f.questionEn,
  answerKo: f.answerKo,
  answerEn: f.answerEn,
});
const noticeTexts = (n: { titleKo: string; titleEn: string; bodyKo: string; bodyEn: string }) => ({
  titleKo: n.titleKo,
  titleEn: n.titleEn,
  bodyKo: n.bodyKo,
  bodyEn: n.bodyEn,
});
const editionTexts = (e: {
  introKo: string;
  introEn: string;
  floors: readonly EditionFloor[];
  programmes: readonly EditionProgramme[];
}): Texts => ({
  introKo: e.introKo,
  introEn: e.introEn,
  ...Object.fromEntries(
    e.floors.flatMap((f, i) =>
      (['titleKo', 'titleEn', 'descKo', 'descEn'] as const).map((k) => [`floors.${i}.${k}`, f[k]]),
    ),
  ),
  ...Object.fromEntries(
    e.programmes.flatMap((p, i) =>
      (['descKo', 'descEn', 'detailKo', 'detailEn'] as const).map((k) => [`programmes.${i}.${k}`, p[k]]),
    ),
  ),
});
const eventTexts = (e: { summaryKo: string; summaryEn: string; bodyKo: string; bodyEn: string }) => ({
  summaryKo: e.summaryKo,
  summaryEn: e.summaryEn,
  bodyKo: e.bodyKo,
  bodyEn: e.bodyEn,
});

/** A saved FAQ question's warnings (none while it is a draft: only published prose is read). */
export async function faqWarnings(
  db: Db,
  f: Parameters<typeof faqTexts>[0] & { published: boolean },
  now: Date,
): Promise<FactWarning[]> {
  return f.published ? checkAll(faqTexts(f), await promotedRecords(db, now)) : [];
}

export async function noticeWarnings(
  db: Db,
  n: Parameters<typeof noticeTexts>[0] & { published: boolean },
  now: Date,
): Promise<FactWarning[]> {
  return n.published ? checkAll(noticeTexts(n), await promotedRecords(db, now)) : [];
}

/** An edition's own texts against its own records. */
export async function editionWarnings(
  db: Db,
  e: Parameters<typeof editionTexts>[0] & EditionFacts & { published: boolean },
): Promise<FactWarning[]> {
  return e.published ? checkAll(editionTexts(e), await editionRecords(db, e)) : [];
}

/** An event's texts against its edition's records (the promoted one's when it has none) and its own kind. */
export async function eventWarnings(
  db: Db,
  ev: Parameters<typeof eventTexts>[0] & { id: string; kind: EventKind; published: boolean },
  now: Date,
): Promise<FactWarning[]> {
  if (!ev.published) return [];
  const [row] = await db.select({ editionId: events.editionId }).from(events).where(eq(events.id, ev.id));
  const [edition] = row?.editionId
    ? await db.select().from(editions).where(eq(editions.id, row.editionId))
    : [];
  const records = edition ? await editionRecords(db, edition) : await promotedRecords(db, now);
  return checkAll(eventTexts(ev), records && { ...records, programme: PROGRAMME_OF_KIND[ev.kind] ?? null });
}

/** Every published record whose prose a record contradicts, for the studio's home list. */
export async function allFactWarnings(db: Db, now: Date): Promise<FactWarningList> {
  const items: FactWarningList['items'] = [];
  const promoted = await promotedRecords(db, now);
  for (const f of await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.published, true))
    .orderBy(asc(faqEntries.position))) {
    const warnings = checkAll(faqTexts(f), promoted);
    if (warnings.length) items.push({ record: 'faq', id: f.id, title: f.questionKo, warnings });
  }
  // A notice whose window has closed is shown nowhere again: only the live and the coming ones.
  for (const n of await db
    .select()
    .from(notices)
    .where(and(eq(notices.published, true), gt(notices.endsAt, now)))
    .orderBy(asc(notices.startsAt))) {
    const warnings = checkAll(noticeTexts(n), promoted);
    if (warnings.length) items.push({ record: 'notice', id: n.id, title: n.titleKo, warnings });
  }
  const published = await db
    .select()
    .from(editions)
    .where(eq(editions.published, true))
    .orderBy(asc(editions.startsOn));
  const recordsOf = new Map<string, FactRecords>();
  for (const e of published) {
    const records = await editionRecords(db, e);
    recordsOf.set(e.id, records);
    const warnings = checkAll(editionTexts(e), records);
    if (warnings.length) items.push({ record: 'edition', id: e.id, title: e.titleKo, warnings });
  }
  const evs = await db.select().from(events).where(eq(events.published, true)).orderBy(asc(events.startsAt));
  for (const ev of evs) {
    const base = (ev.editionId && recordsOf.get(ev.editionId)) || promoted;
    const warnings = checkAll(
      eventTexts(ev),
      base && { ...base, programme: PROGRAMME_OF_KIND[ev.kind] ?? null },
    );
    if (warnings.length) items.push({ record: 'event', id: ev.id, title: ev.titleKo, warnings });
  }
  return { items };
}
