import 'server-only';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { seoulDate } from '@/schemas/event-rules';
import {
  type AdminPolicyList,
  type AdminPolicyVersion,
  POLICY_KINDS,
  POLICY_NOTICE_DAYS,
  type PolicyKind,
  type PolicyVersionBody,
  PUBLIC_POLICY_STATUSES,
  type PublicPolicy,
  type PublicPolicyEntry,
  type PublicPolicyVersion,
  policyStatuses,
} from '@/schemas/policies';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { policyVersions } from '../db/schema';
import type { Actor } from '../staff/audit';
import { audit } from '../staff/audit';
import { sanitizePolicyBody } from './rich-text';
import { bumpContentVersion } from './version';

/**
 * Reads and writes of policy versions (privacy, terms): the one data-access module the console
 * API, the public API, the public pages and sign-up use. Versions are immutable; "in force" is
 * the latest whose effective date (a Seoul calendar day) is on or before today in Asia/Seoul.
 */

type Row = typeof policyVersions.$inferSelect;

/** Every version of `kind`, oldest first. */
export function listPolicyVersions(db: Db | Tx, kind: PolicyKind): Promise<Row[]> {
  return db
    .select()
    .from(policyVersions)
    .where(eq(policyVersions.kind, kind))
    .orderBy(asc(policyVersions.version));
}

/** The version of `kind` in force at `now`, if any. */
export async function policyInForce(db: Db | Tx, kind: PolicyKind, now: Date): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.kind, kind), lte(policyVersions.effectiveOn, seoulDate(now))))
    .orderBy(desc(policyVersions.effectiveOn), desc(policyVersions.version))
    .limit(1);
  return row;
}

/** The version numbers of both policies in force at `now` (what a member agrees to at sign-up). */
export async function policyVersionsInForce(
  db: Db | Tx,
  now: Date,
): Promise<Record<PolicyKind, number | null>> {
  const [terms, privacy] = await Promise.all([
    policyInForce(db, 'terms', now),
    policyInForce(db, 'privacy', now),
  ]);
  return { terms: terms?.version ?? null, privacy: privacy?.version ?? null };
}

/**
 * The next Seoul day on which a scheduled version (of either kind) comes into force, or null. The
 * public pages show the version in force when they were rendered: whatever regenerates them on a
 * content change must also do so at the start of this day (00:00 in Asia/Seoul).
 */
export async function nextPolicyChange(db: Db | Tx, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ effectiveOn: policyVersions.effectiveOn })
    .from(policyVersions)
    .where(gt(policyVersions.effectiveOn, seoulDate(now)))
    .orderBy(asc(policyVersions.effectiveOn))
    .limit(1);
  return row?.effectiveOn ?? null;
}

function toAdmin(row: Row, status: AdminPolicyVersion['status']): AdminPolicyVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    effectiveOn: row.effectiveOn,
    status,
    bodyKo: row.bodyKo,
    bodyEn: row.bodyEn,
    noteKo: row.noteKo,
    noteEn: row.noteEn,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The console's view of `kind`: every version, newest first, each with its status today. */
export async function adminPolicyList(db: Db | Tx, kind: PolicyKind, now: Date): Promise<AdminPolicyList> {
  const rows = await listPolicyVersions(db, kind);
  const today = seoulDate(now);
  const statuses = policyStatuses(rows, today);
  const versions = rows.map((r) => toAdmin(r, statuses.get(r.version) ?? 'earlier')).reverse();
  return {
    kind,
    today,
    inForce: versions.find((v) => v.status === 'inForce')?.version ?? null,
    scheduled: versions.filter((v) => v.status === 'scheduled').map((v) => v.version),
    versions,
  };
}

/**
 * Writes version max + 1 of `kind`, audited (`content.create`) and published to every instance
 * (`bumpContentVersion`) in one transaction. The effective date may not be before today (Seoul)
 * nor before the latest version's, so versions take effect in their order. Bodies are sanitised.
 */
export async function createPolicyVersion(
  db: Db,
  { kind, body: input, actor, now }: { kind: PolicyKind; body: PolicyVersionBody; actor: Actor; now: Date },
): Promise<AdminPolicyVersion> {
  const bodyKo = sanitizePolicyBody(input.bodyKo);
  const bodyEn = sanitizePolicyBody(input.bodyEn);
  const empty: Record<string, string> = {};
  if (!hasText(bodyKo)) empty.bodyKo = 'policyBody.required';
  if (!hasText(bodyEn)) empty.bodyEn = 'policyBody.required';
  if (Object.keys(empty).length) throw new ApiError(422, 'VALIDATION_FAILED', undefined, empty);
  if (input.effectiveOn < seoulDate(now))
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, { effectiveOn: 'effectiveOn.past' });

  const row = await db.transaction(async (tx) => {
    // NOTE: one writer per kind at a time, so `max + 1` and the date order hold across instances.
    await tx.execute(sql`select pg_advisory_xact_lock(2025, ${POLICY_KINDS.indexOf(kind)})`);
    const [latest] = await tx
      .select({ version: policyVersions.version, effectiveOn: policyVersions.effectiveOn })
      .from(policyVersions)
      .where(eq(policyVersions.kind, kind))
      .orderBy(desc(policyVersions.version))
      .limit(1);
    if (latest && input.effectiveOn < latest.effectiveOn)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, { effectiveOn: 'effectiveOn.beforeLatest' });
    const [created] = await tx
      .insert(policyVersions)
      .values({
        kind,
        version: (latest?.version ?? 0) + 1,
        effectiveOn: input.effectiveOn,
        bodyKo,
        bodyEn,
        noteKo: input.noteKo?.trim() ?? '',
        noteEn: input.noteEn?.trim() ?? '',
        createdBy: actor.email,
        createdAt: now,
      })
      .returning();
    await audit(
      tx,
      actor,
      'content.create',
      { type: `policy.${kind}`, id: created.id },
      { version: created.version, effectiveOn: created.effectiveOn },
      now,
    );
    await bumpContentVersion(tx, { kind: 'all', reason: 'policies' });
    return created;
  });
  const status =
    policyStatuses(await listPolicyVersions(db, kind), seoulDate(now)).get(row.version) ?? 'scheduled';
  return toAdmin(row, status);
}

function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

// ── What the public sees ─────────────────────────────────────────────────────────

const inLocale = (ko: string, en: string, locale: Locale) => (locale === 'en' && en.trim() ? en : ko);

function publicEntries(rows: Row[], now: Date, locale: Locale): (PublicPolicyEntry & { row: Row })[] {
  const statuses = policyStatuses(rows, seoulDate(now));
  return rows
    .filter((r) => PUBLIC_POLICY_STATUSES.includes(statuses.get(r.version) ?? 'scheduled'))
    .reverse()
    .map((row) => ({
      row,
      version: row.version,
      effectiveOn: row.effectiveOn,
      note: inLocale(row.noteKo, row.noteEn, locale),
      inForce: statuses.get(row.version) === 'inForce',
    }));
}

function toPublicVersion(
  kind: PolicyKind,
  e: PublicPolicyEntry & { row: Row },
  locale: Locale,
): PublicPolicyVersion {
  return {
    kind,
    version: e.version,
    effectiveOn: e.effectiveOn,
    note: e.note,
    inForce: e.inForce,
    // NOTE: sanitised when written and again when read (an older allow-list may have been wider).
    body: sanitizePolicyBody(inLocale(e.row.bodyKo, e.row.bodyEn, locale)),
  };
}

const strip = ({ row: _row, ...entry }: PublicPolicyEntry & { row: Row }): PublicPolicyEntry => entry;

/**
 * The public policy of `kind` at `now`: the version in force (text in `locale`, Korean when the
 * English is missing) and every version that has been in force, newest first. Undefined when no
 * version is in force yet. Scheduled and replaced versions are never shown.
 */
export async function publicPolicy(
  db: Db | Tx,
  kind: PolicyKind,
  locale: Locale,
  now: Date,
): Promise<PublicPolicy | undefined> {
  return policyOf(kind, await listPolicyVersions(db, kind), locale, now);
}

/**
 * What a policy version's preview link shows (issue 49): its public page as it will read on its
 * effective date (00:00 in Asia/Seoul), with the versions before it as its history and none after.
 * Null for no such version.
 */
export async function policyPreviewOf(db: Db | Tx, id: string, locale: Locale): Promise<PublicPolicy | null> {
  const [row] = await db.select().from(policyVersions).where(eq(policyVersions.id, id));
  if (!row) return null;
  const upTo = (await listPolicyVersions(db, row.kind)).filter((r) => r.version <= row.version);
  return policyOf(row.kind, upTo, locale, seoulDayStart(row.effectiveOn)) ?? null;
}

/** Whether a policy version with this id exists. */
export async function policyVersionExists(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: policyVersions.id })
    .from(policyVersions)
    .where(eq(policyVersions.id, id));
  return Boolean(row);
}

const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The public policy of `kind` from its versions `rows` (oldest first) at `now`. */
function policyOf(kind: PolicyKind, rows: Row[], locale: Locale, now: Date): PublicPolicy | undefined {
  const entries = publicEntries(rows, now, locale);
  const current = entries.find((e) => e.inForce);
  if (!current) return undefined;
  const next = announced(rows, now);
  return {
    kind,
    current: toPublicVersion(kind, current, locale),
    versions: entries.map(strip),
    ...(next
      ? {
          upcoming: toPublicVersion(
            kind,
            {
              row: next,
              version: next.version,
              effectiveOn: next.effectiveOn,
              note: inLocale(next.noteKo, next.noteEn, locale),
              inForce: false,
            },
            locale,
          ),
        }
      : {}),
  };
}

/**
 * The scheduled version to announce today: the next one to take effect, once today is within
 * `POLICY_NOTICE_DAYS` days of its date (the policy promises notice 7 days ahead).
 */
function announced(rows: Row[], now: Date): Row | undefined {
  const today = seoulDate(now);
  const statuses = policyStatuses(rows, today);
  const from = seoulDate(new Date(now.getTime() + POLICY_NOTICE_DAYS * 86_400_000));
  return rows
    .filter((r) => statuses.get(r.version) === 'scheduled' && r.effectiveOn <= from)
    .sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.version - b.version)[0];
}

/** One public version (in force or earlier) of `kind`; undefined for a scheduled, replaced or unknown one. */
export async function publicPolicyVersion(
  db: Db | Tx,
  kind: PolicyKind,
  version: number,
  locale: Locale,
  now: Date,
): Promise<{ version: PublicPolicyVersion; versions: PublicPolicyEntry[] } | undefined> {
  const entries = publicEntries(await listPolicyVersions(db, kind), now, locale);
  const entry = entries.find((e) => e.version === version);
  if (!entry) return undefined;
  return { version: toPublicVersion(kind, entry, locale), versions: entries.map(strip) };
}

/** The version numbers of `kind` the public may open, for prerendering. */
export async function publicPolicyVersionNumbers(
  db: Db | Tx,
  kind: PolicyKind,
  now: Date,
): Promise<number[]> {
  return publicEntries(await listPolicyVersions(db, kind), now, 'ko').map((e) => e.version);
}
