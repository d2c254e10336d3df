import 'server-only';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { fillFacts } from '@/lib/facts';
import type { AuditTargetType } from '@/schemas/audit-rules';
import { missingTranslations } from '@/schemas/content-rules';
import {
  type AdminNotice,
  type AdminNoticeList,
  type NoticeInput,
  type NoticePage,
  type NoticePatch,
  noticeBody,
  noticeState,
  type PublicNotice,
  type PublicNotices,
  placementsFor,
} from '@/schemas/notices';
import { type CachedAnswer, versionedAnswer } from '../api/answer-cache';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { Db, Tx } from '../db/client';
import { notices } from '../db/schema';
import type { Actor } from '../staff/audit';
import { audit } from '../staff/audit';
import { programmeFacts } from './facts';
import { recordRevision } from './revisions';
import { sanitizeBody } from './rich-text';
import { bumpContentVersion, CONTENT_VERSION } from './version';

/**
 * Notices and popups (issue 25): every read and write of the `notices` table. Drafts
 * (`published = false`) exist only in the console; the public answer holds the published notices
 * whose window contains now, kept per instance under the content version.
 */

type NoticeRow = typeof notices.$inferSelect;
type Conn = Db | Tx;

/** At most this many notices in the console's list (newest window first). */
const LIST_LIMIT = 200;
const TARGET: AuditTargetType = 'notice';

function view(row: NoticeRow, now: Date): AdminNotice {
  return {
    id: row.id,
    titleKo: row.titleKo,
    titleEn: row.titleEn,
    bodyKo: row.bodyKo,
    bodyEn: row.bodyEn,
    placement: row.placement,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    published: row.published,
    state: noticeState(row, now),
    missing: missingTranslations({
      title: { ko: row.titleKo, en: row.titleEn },
      body: { ko: stripTags(row.bodyKo), en: stripTags(row.bodyEn) },
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

/** The stored record in the form's shape, so a PATCH is validated as the whole record it makes. */
function formOf(row: NoticeRow) {
  return {
    titleKo: row.titleKo,
    titleEn: row.titleEn,
    bodyKo: row.bodyKo,
    bodyEn: row.bodyEn,
    placement: row.placement,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    published: row.published,
  };
}

function columnsOf(v: NoticeInput) {
  return {
    titleKo: v.titleKo,
    titleEn: v.titleEn,
    bodyKo: sanitizeBody(v.bodyKo),
    bodyEn: sanitizeBody(v.bodyEn),
    placement: v.placement,
    startsAt: new Date(v.startsAt),
    endsAt: new Date(v.endsAt),
    published: v.published,
  };
}

/** Every notice for the console, the latest window first. */
export async function listNotices(db: Db, now: Date): Promise<AdminNoticeList> {
  const rows = await db
    .select()
    .from(notices)
    .orderBy(desc(notices.startsAt), desc(notices.createdAt))
    .limit(LIST_LIMIT);
  return { items: rows.map((r) => view(r, now)) };
}

export async function getNotice(db: Conn, id: string, now: Date): Promise<AdminNotice | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ? view(row, now) : null;
}

/** Creates a notice (a draft unless `published`); publishing it moves the content version. */
export async function createNotice(
  db: Db,
  { body: input, actor, now }: { body: NoticeInput; actor: Actor; now: Date },
): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    const target = { type: TARGET, id: row.id } as const;
    await audit(tx, actor, 'content.create', target, { title: row.titleKo, placement: row.placement }, now);
    if (row.published) {
      await audit(tx, actor, 'content.publish', target, { title: row.titleKo }, now);
      await recordRevision(tx, { kind: 'notices', recordId: row.id, after: formOf(row), actor, now });
      await bumpContentVersion(tx, { kind: 'notices' });
    }
    return view(row, now);
  });
}

/**
 * Edits a notice. The merged record is validated as a whole (a new start after the stored end is
 * refused like a bad pair in one request). A change that the public can see (any change of a
 * published notice, publishing, unpublishing) moves the content version in the same transaction.
 */
export async function updateNotice(
  db: Db,
  { id, patch, actor, now }: { id: string; patch: NoticePatch; actor: Actor; now: Date },
): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const changed = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const merged = noticeBody.safeParse({ ...formOf(row), ...changed });
    if (!merged.success)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(merged.error.issues));
    const columns = columnsOf(merged.data);
    // The studio sends the whole form: only what differs from the stored record counts as changed.
    const fields = (Object.keys(columns) as (keyof typeof columns)[]).filter(
      (k) => k !== 'published' && !sameValue(columns[k], row[k]),
    );
    const publishing = columns.published !== row.published;
    if (!fields.length && !publishing) return view(row, now);
    const [next] = await tx
      .update(notices)
      .set({ ...columns, updatedAt: now })
      .where(eq(notices.id, id))
      .returning();
    const target = { type: TARGET, id } as const;
    if (fields.length) await audit(tx, actor, 'content.update', target, { title: next.titleKo, fields }, now);
    if (publishing)
      await audit(
        tx,
        actor,
        next.published ? 'content.publish' : 'content.unpublish',
        target,
        { title: next.titleKo },
        now,
      );
    if (next.published)
      await recordRevision(tx, {
        kind: 'notices',
        recordId: id,
        after: formOf(next),
        before: row.published ? formOf(row) : null,
        beforeAt: row.updatedAt,
        actor,
        now,
      });
    if (row.published || next.published) await bumpContentVersion(tx, { kind: 'notices' });
    return view(next, now);
  });
}

/** Deletes a notice; a published one leaves the public answers at once. */
export async function deleteNotice(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await tx.delete(notices).where(eq(notices.id, id));
    await audit(
      tx,
      actor,
      'content.delete',
      { type: TARGET, id },
      { title: row.titleKo, published: row.published },
      now,
    );
    if (row.published) await bumpContentVersion(tx, { kind: 'notices' });
  });
}

/**
 * The notices a page shows (`page`: home, events or any other page) in the visitor's language: the
 * published ones whose window contains `now`, newest first. Kept serialised per instance until the
 * content version moves or the clock reaches the next start or end of a published notice.
 */
export function publicNotices(
  db: Db,
  opts: { page: NoticePage; locale: Locale; now: Date },
): Promise<CachedAnswer> {
  return versionedAnswer(db, CONTENT_VERSION, `notices:${opts.page}:${opts.locale}`, opts.now, async () => {
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.published, true),
          gt(notices.endsAt, opts.now),
          inArray(notices.placement, placementsFor(opts.page)),
        ),
      )
      .orderBy(desc(notices.startsAt), asc(notices.id));
    const t = opts.now.getTime();
    const live = rows.filter((r) => r.startsAt.getTime() <= t);
    // A notice refers to the programme's facts (`{{hours}}`…) instead of retyping them (decision 037).
    const facts = live.length ? await programmeFacts(db, opts.locale, opts.now) : {};
    const value: PublicNotices = { items: live.map((r) => publicNoticeOf(r, opts.locale, facts)) };
    // NOTE: an upcoming notice is not in the answer, but its start is when the answer changes.
    const dates = rows.flatMap((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()]);
    return { value, dates };
  });
}

/** A notice as the public popup shows it in `locale`: English falling back to Korean, facts filled. */
function publicNoticeOf(
  r: Pick<
    NoticeRow,
    'id' | 'titleKo' | 'titleEn' | 'bodyKo' | 'bodyEn' | 'placement' | 'startsAt' | 'endsAt'
  >,
  locale: Locale,
  facts: Record<string, string>,
): PublicNotice {
  const en = locale === 'en';
  return {
    id: r.id,
    title: en && r.titleEn.trim() ? r.titleEn : r.titleKo,
    body: fillFacts(sanitizeBody(en && r.bodyEn.trim() ? r.bodyEn : r.bodyKo), facts),
    placement: r.placement,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
  };
}

/**
 * What a notice's preview link shows (issue 49): the notice as its popup will read once its
 * waiting changes (`changes`, in order) go live, published or not; a change that would be refused
 * when applied is left out, as it will be. Null for no such notice.
 */
export async function noticeDraft(
  db: Db,
  id: string,
  locale: Locale,
  now: Date,
  changes: Record<string, unknown>[],
): Promise<PublicNotice | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) return null;
  let form: Record<string, unknown> = formOf(row);
  for (const change of changes) {
    const { publishAt: _p, unpublishAt: _u, ...fields } = change;
    const merged = noticeBody.safeParse({ ...form, ...fields });
    if (merged.success) form = { ...form, ...fields };
  }
  const valid = noticeBody.safeParse(form);
  // NOTE: a stored notice an older, looser rule let through is shown as it stands.
  const draft = valid.success ? { ...columnsOf(valid.data), id } : row;
  return publicNoticeOf(draft, locale, await programmeFacts(db, locale, now));
}

/**
 * Inserts a seeded notice once (keyed by `seedKey`); a second run changes nothing. True when it
 * was inserted.
 */
export async function seedNotice(db: Db, seedKey: string, input: NoticeInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...columnsOf(input), seedKey })
      .onConflictDoNothing({ target: notices.seedKey })
      .returning({ id: notices.id });
    if (row && input.published) await bumpContentVersion(tx, { kind: 'notices' });
    return Boolean(row);
  });
}
