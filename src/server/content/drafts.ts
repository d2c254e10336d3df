import 'server-only';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { archivePatch } from '@/schemas/archive';
import {
  type ContentDraft,
  type HistoryKind,
  HOME_RECORD_ID,
  historyFieldsOf,
} from '@/schemas/content-history';
import { editionPatch, faqPatch } from '@/schemas/content-studio';
import { isUuid } from '@/schemas/field-rules';
import { lookbookPatch } from '@/schemas/lookbooks';
import { isMailKey, type MailTemplatePatch } from '@/schemas/mail-templates';
import type { MaterialPatch } from '@/schemas/materials';
import type { NoticePatch } from '@/schemas/notices';
import { themeYearPatch } from '@/schemas/theme-years';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import {
  archiveEntries,
  contentDrafts,
  editions,
  faqEntries,
  lookbooks,
  materials,
  notices,
  themeYears,
} from '../db/schema';
import { startPeriodicJob } from '../jobs/periodic';
import { logError } from '../log';
import { type Actor, audit } from '../staff/audit';
import { updateArchiveEntry } from './archive';
import { updateEdition } from './editions';
import { updateFaq } from './faq';
import { publishHomeSettings } from './home';
import { updateLookbook } from './lookbooks';
import { updateMailTemplate } from './mail-templates';
import { updateMaterial } from './materials';
import { updateNotice } from './notices';
import { getRevision } from './revisions';
import { updateThemeYear } from './theme-years';
import { invalid } from './year-records';

type Patch = Record<string, unknown>;
type Row = typeof contentDrafts.$inferSelect;

/**
 * A kept change (a draft or a revision) as its record's patch schema reads it today: the services
 * take what their route validated, so a change that waited is validated here, by the same schema.
 * One that no longer fits is refused like an editor's (422, per field) and the draft is marked failed.
 */
function stored<S extends z.ZodType>(schema: S, patch: Patch): z.output<S> {
  const parsed = schema.safeParse(patch);
  if (!parsed.success) invalid(parsed.error.issues);
  return parsed.data;
}

/**
 * What the history needs of each kind of record: its label for the schedule (null: no such record)
 * and how a change is applied, which is the record's own update service, so a scheduled or restored
 * change is validated, audited, versioned and published exactly as an editor's would be.
 */
const KINDS: Record<
  HistoryKind,
  {
    label: (db: Db, id: string) => Promise<string | null>;
    apply: (db: Db, id: string, patch: Patch, actor: Actor, now: Date) => Promise<unknown>;
    /** Whether the record has a publication flag (the home page is always public). */
    flag: boolean;
  }
> = {
  faq: {
    label: async (db, id) =>
      (await db.select({ l: faqEntries.questionKo }).from(faqEntries).where(eq(faqEntries.id, id)))[0]?.l ??
      null,
    apply: (db, id, patch, actor, now) => updateFaq(db, { id, patch: stored(faqPatch, patch), actor, now }),
    flag: true,
  },
  notices: {
    label: async (db, id) =>
      (await db.select({ l: notices.titleKo }).from(notices).where(eq(notices.id, id)))[0]?.l ?? null,
    apply: (db, id, patch, actor, now) => updateNotice(db, { id, patch: patch as NoticePatch, actor, now }),
    flag: true,
  },
  editions: {
    label: async (db, id) =>
      (await db.select({ l: editions.titleKo }).from(editions).where(eq(editions.id, id)))[0]?.l ?? null,
    apply: (db, id, patch, actor, now) => {
      const { unpublishAt: _u, ...valid } = stored(editionPatch, patch);
      return updateEdition(db, { id, patch: valid, actor, now });
    },
    flag: true,
  },
  themes: {
    label: async (db, id) => {
      const [row] = await db
        .select({ year: themeYears.year, ko: themeYears.ko })
        .from(themeYears)
        .where(eq(themeYears.id, id));
      return row ? `${row.year} ${row.ko.design.name}` : null;
    },
    apply: (db, id, patch, actor, now) =>
      updateThemeYear(db, { id, patch: stored(themeYearPatch, patch), actor, now }),
    flag: true,
  },
  lookbooks: {
    label: async (db, id) => {
      const [row] = await db
        .select({ year: lookbooks.year, ko: lookbooks.ko })
        .from(lookbooks)
        .where(eq(lookbooks.id, id));
      return row ? `${row.year} ${row.ko.title}` : null;
    },
    apply: (db, id, patch, actor, now) =>
      updateLookbook(db, { id, patch: stored(lookbookPatch, patch), actor, now }),
    flag: true,
  },
  archive: {
    label: async (db, id) => {
      const [row] = await db
        .select({ year: archiveEntries.year, ko: archiveEntries.ko })
        .from(archiveEntries)
        .where(eq(archiveEntries.id, id));
      return row ? `${row.year} ${row.ko.title}`.trim() : null;
    },
    apply: (db, id, patch, actor, now) =>
      updateArchiveEntry(db, { id, patch: stored(archivePatch, patch), actor, now }),
    flag: true,
  },
  mail: {
    label: async (_db, id) => (isMailKey(id) ? id : null),
    apply: (db, id, patch, actor, now) =>
      updateMailTemplate(db, { id, patch: patch as MailTemplatePatch, actor, now }),
    flag: false,
  },
  materials: {
    label: async (db, id) => {
      const [row] = await db
        .select({ code: materials.code, ko: materials.ko })
        .from(materials)
        .where(eq(materials.id, id));
      return row ? `${row.code} ${row.ko.name}` : null;
    },
    apply: (db, id, patch, actor, now) =>
      updateMaterial(db, { id, patch: patch as Omit<MaterialPatch, 'publishAt'>, actor, now }),
    flag: false,
  },
  home: {
    label: async (_db, id) => (id === HOME_RECORD_ID ? '' : null),
    apply: (db, _id, patch, actor, now) => publishHomeSettings(db, { patch, actor, now }),
    flag: false,
  },
};

/** Whether a record of `kind` with this id exists (404 otherwise); its label. */
export async function requireRecord(db: Db, kind: HistoryKind, id: string): Promise<string> {
  if (kind !== 'home' && kind !== 'mail' && !isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  const label = await KINDS[kind].label(db, id);
  if (label === null) throw new ApiError(404, 'NOT_FOUND');
  return label;
}

const toDraft = (r: Row): ContentDraft => ({
  id: r.id,
  kind: r.kind as HistoryKind,
  recordId: r.recordId,
  label: r.label,
  patch: r.patch,
  origin: r.origin as ContentDraft['origin'],
  fromRevision: r.fromRevision,
  publishAt: r.publishAt?.toISOString() ?? null,
  status: r.status as ContentDraft['status'],
  staffEmail: r.actor.email,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  appliedAt: r.appliedAt?.toISOString() ?? null,
});

/** True when `publishAt` is given and still ahead: the change waits for it. */
export const isLater = (publishAt: string | undefined | null, now: Date): publishAt is string =>
  typeof publishAt === 'string' && new Date(publishAt).getTime() > now.getTime();

/**
 * Keeps a change for later: scheduled at `publishAt`, or (null) waiting for an editor. The change
 * is the record's PATCH body; it is applied by the record's own service when it runs.
 */
export async function scheduleChange(
  db: Db,
  input: {
    kind: HistoryKind;
    recordId: string;
    patch: Patch;
    publishAt: string | null;
    origin: ContentDraft['origin'];
    fromRevision?: number;
    actor: Actor;
    now: Date;
  },
): Promise<ContentDraft> {
  const label = await requireRecord(db, input.kind, input.recordId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentDrafts)
      .values({
        kind: input.kind,
        recordId: input.recordId,
        label,
        patch: input.patch,
        origin: input.origin,
        fromRevision: input.fromRevision ?? null,
        publishAt: input.publishAt ? new Date(input.publishAt) : null,
        actor: { id: input.actor.id, email: input.actor.email, role: input.actor.role },
        createdAt: input.now,
      })
      .returning();
    await audit(
      tx,
      input.actor,
      input.origin === 'restore' ? 'content.restore' : 'content.schedule',
      { type: input.kind, id: input.recordId },
      { draft: row.id, publishAt: row.publishAt?.toISOString() ?? null, fromRevision: row.fromRevision },
      input.now,
    );
    return toDraft(row);
  });
}

/** A kept version brought back as a draft of its record, published when an editor says so. */
export async function restoreRevision(
  db: Db,
  input: { kind: HistoryKind; recordId: string; version: number; actor: Actor; now: Date },
): Promise<ContentDraft> {
  await requireRecord(db, input.kind, input.recordId);
  const rev = await getRevision(db, input.kind, input.recordId, input.version);
  if (!rev) throw new ApiError(404, 'NOT_FOUND');
  return scheduleChange(db, {
    kind: input.kind,
    recordId: input.recordId,
    patch: historyFieldsOf(input.kind, rev.snapshot),
    publishAt: null,
    origin: 'restore',
    fromRevision: rev.revision,
    actor: input.actor,
    now: input.now,
  });
}

/**
 * Drafts that have not gone live (waiting, scheduled, failed), scheduled ones first by their time,
 * then the waiting ones newest first; optionally of one record.
 */
export async function listDrafts(
  db: Db,
  filter: { kind?: HistoryKind; recordId?: string } = {},
): Promise<ContentDraft[]> {
  const rows = await db
    .select()
    .from(contentDrafts)
    .where(
      and(
        inArray(contentDrafts.status, ['pending', 'applying', 'failed']),
        filter.kind ? eq(contentDrafts.kind, filter.kind) : undefined,
        filter.recordId ? eq(contentDrafts.recordId, filter.recordId) : undefined,
      ),
    )
    .orderBy(sql`${contentDrafts.publishAt} asc nulls last`, asc(contentDrafts.createdAt));
  return rows.map(toDraft);
}

async function openDraft(db: Db, id: string): Promise<Row> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, id));
  if (!row || row.status === 'published' || row.status === 'discarded') throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Moves a waiting draft to another time, or (null) back to waiting for an editor. */
export async function rescheduleDraft(
  db: Db,
  input: { id: string; publishAt: string | null; actor: Actor; now: Date },
): Promise<ContentDraft> {
  const draft = await openDraft(db, input.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentDrafts)
      .set({ publishAt: input.publishAt ? new Date(input.publishAt) : null, status: 'pending', error: null })
      .where(and(eq(contentDrafts.id, draft.id), inArray(contentDrafts.status, ['pending', 'failed'])))
      .returning();
    if (!row) throw new ApiError(409, 'DRAFT_BUSY');
    await audit(
      tx,
      input.actor,
      'content.schedule',
      { type: row.kind as HistoryKind, id: row.recordId },
      { draft: row.id, publishAt: row.publishAt?.toISOString() ?? null },
      input.now,
    );
    return toDraft(row);
  });
}

/** Drops a draft that has not gone live. */
export async function discardDraft(db: Db, input: { id: string; actor: Actor; now: Date }): Promise<void> {
  const draft = await openDraft(db, input.id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentDrafts)
      .set({ status: 'discarded' })
      .where(and(eq(contentDrafts.id, draft.id), inArray(contentDrafts.status, ['pending', 'failed'])))
      .returning();
    if (!row) throw new ApiError(409, 'DRAFT_BUSY');
    await audit(
      tx,
      input.actor,
      'content.delete',
      { type: row.kind as HistoryKind, id: row.recordId },
      { draft: row.id },
      input.now,
    );
  });
}

/**
 * Applies one claimed draft through its record's service. The claim (a conditional update to
 * `applying`) is what makes it run once when two schedulers or an editor and the scheduler meet;
 * a claim left by an instance that died is taken again after `STALE_CLAIM_MS` (the change is the
 * same PATCH, so applying it twice leaves the record as once).
 */
async function applyClaimed(db: Db, row: Row, actor: Actor, now: Date): Promise<ContentDraft> {
  const kind = KINDS[row.kind as HistoryKind];
  const patch: Patch =
    kind.flag && row.origin !== 'unpublish' ? { ...row.patch, published: true } : { ...row.patch };
  try {
    await kind.apply(db, row.recordId, patch, actor, now);
  } catch (err) {
    const code = err instanceof ApiError ? err.code : 'INTERNAL';
    if (!(err instanceof ApiError)) logError(`[content] the change ${row.id} failed`, err);
    const [failed] = await db
      .update(contentDrafts)
      .set({ status: 'failed', error: code })
      .where(eq(contentDrafts.id, row.id))
      .returning();
    if (err instanceof ApiError && !row.publishAt) throw err;
    return toDraft(failed);
  }
  const [done] = await db
    .update(contentDrafts)
    .set({ status: 'published', appliedAt: now, error: null })
    .where(eq(contentDrafts.id, row.id))
    .returning();
  return toDraft(done);
}

const STALE_CLAIM_MS = 2 * 60_000;

/** Claims a draft to apply it; `due` (the scheduler) only while its time has come. */
async function claim(db: Db, id: string, now: Date, due = false): Promise<Row | undefined> {
  const [row] = await db
    .update(contentDrafts)
    .set({ status: 'applying', claimedAt: now })
    .where(
      and(
        eq(contentDrafts.id, id),
        due ? lte(contentDrafts.publishAt, now) : undefined,
        or(
          inArray(contentDrafts.status, ['pending', 'failed']),
          and(
            eq(contentDrafts.status, 'applying'),
            lt(contentDrafts.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Publishes a draft now, whatever its schedule (an editor's "publish now"). */
export async function publishDraft(
  db: Db,
  input: { id: string; actor: Actor; now: Date },
): Promise<ContentDraft> {
  const draft = await openDraft(db, input.id);
  const row = await claim(db, draft.id, input.now);
  if (!row) throw new ApiError(409, 'DRAFT_BUSY');
  // An editor publishing it now is told what went wrong instead of finding it marked failed.
  return applyClaimed(db, { ...row, publishAt: null }, input.actor, input.now);
}

/**
 * Applies every scheduled draft whose time has come, oldest first, each as the editor who
 * scheduled it. Run by the content scheduler (once across instances, `job_leases`); returns how
 * many went live.
 */
export async function runDueDrafts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: contentDrafts.id })
    .from(contentDrafts)
    .where(
      or(
        and(eq(contentDrafts.status, 'pending'), lte(contentDrafts.publishAt, now)),
        and(
          eq(contentDrafts.status, 'applying'),
          lt(contentDrafts.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    )
    .orderBy(asc(contentDrafts.publishAt))
    .limit(100);
  let published = 0;
  for (const { id } of due) {
    const row = await claim(db, id, now, true);
    if (!row) continue;
    const actor = { ...row.actor, ip: 'scheduler' };
    const done = await applyClaimed(db, row, actor, now);
    if (done.status === 'published') published += 1;
  }
  return published;
}

/** How often the scheduler looks for due drafts: a publish reaches every page within 15 s of its time. */
export const CONTENT_SCHEDULER_MS = 5_000;

/** The content scheduler: every instance polls, one runs it (decision 030). */
export function startContentScheduler(db: Db) {
  return startPeriodicJob(db, {
    name: 'content-scheduler',
    everyMs: CONTENT_SCHEDULER_MS,
    pollMs: CONTENT_SCHEDULER_MS,
    run: runDueDrafts,
  });
}

/**
 * A create that may wait (issue 49): with a later `publishAt` the record is created as a draft and a
 * draft that publishes it at that time is kept; otherwise it is created as asked.
 */
export async function createOrSchedule<
  B extends { publishAt?: string; published?: boolean },
  R extends { id: string },
>(
  db: Db,
  input: { kind: HistoryKind; body: B; actor: Actor; now: Date },
  create: (body: Omit<B, 'publishAt'>) => Promise<R>,
): Promise<R> {
  const { publishAt, ...body } = input.body;
  if (!isLater(publishAt, input.now)) return create(body);
  const created = await create({ ...body, published: false });
  await scheduleChange(db, {
    kind: input.kind,
    recordId: created.id,
    patch: {},
    publishAt,
    origin: 'create',
    actor: input.actor,
    now: input.now,
  });
  return created;
}

/**
 * An update that may wait (issue 49): with a later `publishAt` the change is kept as a scheduled
 * draft and the live record is left alone (the route answers 202 with the draft); otherwise it is
 * applied now.
 */
export async function updateOrSchedule<B extends { publishAt?: string }, R>(
  db: Db,
  input: { kind: HistoryKind; id: string; body: B; actor: Actor; now: Date },
  update: (patch: Omit<B, 'publishAt'>) => Promise<R>,
): Promise<{ scheduled: ContentDraft } | { updated: R }> {
  const { publishAt, ...patch } = input.body;
  if (!isLater(publishAt, input.now)) return { updated: await update(patch) };
  const scheduled = await scheduleChange(db, {
    kind: input.kind,
    recordId: input.id,
    patch,
    publishAt,
    origin: 'edit',
    actor: input.actor,
    now: input.now,
  });
  return { scheduled };
}

/** Schedules a record to leave the site at `unpublishAt` when it is given and later (editions). */
export async function scheduleUnpublish(
  db: Db,
  input: { kind: HistoryKind; id: string; unpublishAt: string | undefined; actor: Actor; now: Date },
): Promise<void> {
  if (!isLater(input.unpublishAt, input.now)) return;
  await scheduleChange(db, {
    kind: input.kind,
    recordId: input.id,
    patch: { published: false },
    publishAt: input.unpublishAt,
    origin: 'unpublish',
    actor: input.actor,
    now: input.now,
  });
}
