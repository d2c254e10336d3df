import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { type HistoryKind, historyFieldsOf, type Revision } from '@/schemas/content-history';
import type { Db, Tx } from '../db/client';
import { contentRevisions } from '../db/schema';
import type { Actor } from '../staff/audit';

type Snapshot = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two snapshots of one kind. */
export function changedFields(kind: HistoryKind, before: Snapshot, after: Snapshot): string[] {
  return Object.keys(historyFieldsOf(kind, { ...before, ...after })).filter(
    (k) => !same(before[k], after[k]),
  );
}

/**
 * Keeps a published state of a record as its next revision (issue 49). Call it in the transaction
 * that publishes the record or changes a published one, after the row is locked, with the state
 * before the change when the record was already public: a record published before history began
 * (the seed, or an earlier release) then keeps that state as revision 1, so its first edit can be
 * undone. A publish that changes nothing the history keeps adds no revision.
 */
export async function recordRevision(
  tx: Db | Tx,
  input: {
    kind: HistoryKind;
    recordId: string;
    after: Snapshot;
    /** The state before the change, when it was published. */
    before?: Snapshot | null;
    beforeAt?: Date;
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const { kind, recordId } = input;
  const after = historyFieldsOf(kind, input.after);
  const [last] = await tx
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.revision))
    .limit(1);
  let previous = last?.snapshot ?? null;
  let next = (last?.revision ?? 0) + 1;
  if (!last && input.before) {
    previous = historyFieldsOf(kind, input.before);
    await tx.insert(contentRevisions).values({
      kind,
      recordId,
      revision: next++,
      snapshot: previous,
      fields: [],
      staffEmail: null,
      createdAt: input.beforeAt ?? input.now,
    });
  }
  const fields = previous ? changedFields(kind, previous, after) : [];
  if (previous && fields.length === 0) return;
  await tx.insert(contentRevisions).values({
    kind,
    recordId,
    revision: next,
    snapshot: after,
    fields,
    staffEmail: input.actor.email,
    createdAt: input.now,
  });
}

/** A record's revisions, newest first. */
export async function listRevisions(db: Db | Tx, kind: HistoryKind, recordId: string): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.revision));
  return rows.map((r) => ({
    revision: r.revision,
    createdAt: r.createdAt.toISOString(),
    staffEmail: r.staffEmail,
    fields: r.fields,
    snapshot: r.snapshot,
  }));
}

/** One revision of a record, or null. */
export async function getRevision(
  db: Db | Tx,
  kind: HistoryKind,
  recordId: string,
  revision: number,
): Promise<Revision | null> {
  const [r] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.recordId, recordId),
        eq(contentRevisions.revision, revision),
      ),
    );
  return r
    ? {
        revision: r.revision,
        createdAt: r.createdAt.toISOString(),
        staffEmail: r.staffEmail,
        fields: r.fields,
        snapshot: r.snapshot,
      }
    : null;
}
