import 'server-only';
import type { HistoryKind } from '@/schemas/content-history';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { Db, Tx } from '../db/client';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';

/**
 * What the studio's yearly records (design theme years, lookbooks: one row per year, its pages per
 * language as JSON) share: their id check, their validation answer, and the bookkeeping of a write
 * (audit, versions, the content version), so each kind's service keeps only its own rules.
 */
export type YearRow = {
  id: string;
  year: number;
  ko: unknown;
  en: unknown;
  published: boolean;
  updatedAt: Date;
};

/** What a version keeps of a yearly record: its year and both languages. */
export const yearSnapshot = (r: YearRow) => ({ year: r.year, ko: r.ko, en: r.en ?? null });

/** A refused body or merged record, with a message per field. */
export function invalid(issues: Parameters<typeof issuesToFields>[0]): never {
  throw new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(issues));
}

/**
 * After a yearly record was created (`before` null) or changed, in its transaction: the audit rows
 * (created, changed fields, published or unpublished), a version when it is published after the
 * write, and the content version when the public can see the change.
 */
export async function afterYearRecordWrite(
  tx: Db | Tx,
  input: { kind: HistoryKind; type: string; before: YearRow | null; row: YearRow; actor: Actor; now: Date },
): Promise<void> {
  const { kind, before, row, actor, now } = input;
  const target = { type: input.type, id: row.id };
  const detail = { year: row.year };
  if (!before) await audit(tx, actor, 'content.create', target, detail, now);
  else {
    const was = yearSnapshot(before);
    const is = yearSnapshot(row);
    const fields = (['year', 'ko', 'en'] as const).filter(
      (k) => JSON.stringify(was[k]) !== JSON.stringify(is[k]),
    );
    if (fields.length) await audit(tx, actor, 'content.update', target, { ...detail, fields }, now);
  }
  if ((before?.published ?? false) !== row.published)
    await audit(tx, actor, row.published ? 'content.publish' : 'content.unpublish', target, detail, now);
  if (row.published)
    await recordRevision(tx, {
      kind,
      recordId: row.id,
      after: yearSnapshot(row),
      before: before?.published ? yearSnapshot(before) : null,
      beforeAt: before?.updatedAt,
      actor,
      now,
    });
  if (before?.published || row.published) await bumpContentVersion(tx);
}

/** After a yearly record was deleted, in its transaction: the audit row and, if it was public, the content version. */
export async function afterYearRecordDelete(
  tx: Db | Tx,
  input: { type: string; row: YearRow; actor: Actor; now: Date },
): Promise<void> {
  await audit(
    tx,
    input.actor,
    'content.delete',
    { type: input.type, id: input.row.id },
    { year: input.row.year },
    input.now,
  );
  if (input.row.published) await bumpContentVersion(tx);
}
