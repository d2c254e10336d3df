import 'server-only';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditAction, type AuditEntry } from '@/schemas/admin';
import { AUDIT_EXPORT_MAX_ROWS, type AuditTargetType } from '@/schemas/audit-rules';
import { seoulInstant } from '@/schemas/schedule-rules';
import type { Db, Tx } from '../db/client';
import { ilikeContains } from '../db/like';
import { applications, auditLog, eventSessions } from '../db/schema';

export type Actor = { id: string | null; email: string; role: string; ip: string };

/** A staff service's one params object: what it acts on (`P`), who acts and when. */
export type Acting<P = object> = P & { actor: Actor; now: Date };

/**
 * Appends one row to the audit log (inside the caller's transaction when given one, so a change
 * and its record commit together). The table refuses UPDATE and DELETE.
 */
export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: AuditAction,
  /** What the record is about: a type the console has a label for (`AUDIT_TARGET_TYPES`). */
  target: { type?: AuditTargetType; id?: string | null } = {},
  detail: Record<string, unknown> = {},
  at = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    at,
    staffId: actor.id,
    staffEmail: actor.email,
    role: actor.role,
    action,
    targetType: target.type ?? null,
    targetId: target.id ?? null,
    ip: actor.ip,
    detail,
  });
}

/** Whether `actor` already has an `action` row on `target` at or after `since`. */
export async function auditedSince(
  db: Db | Tx,
  actor: Actor,
  action: AuditAction,
  target: { type: string; id: string },
  since: Date,
): Promise<boolean> {
  if (!actor.id) return false;
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.staffId, actor.id),
        eq(auditLog.action, action),
        eq(auditLog.targetType, target.type),
        eq(auditLog.targetId, target.id),
        gte(auditLog.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The audit log's filters (`auditQuery` less its page and format). */
export type AuditFilters = {
  action?: AuditAction;
  staff?: string;
  event?: string;
  from?: string;
  to?: string;
};

/** The rows the filters keep: an event's own rows and those of its slots and applications; Seoul days. */
function auditWhere(opts: AuditFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (opts.action) conds.push(eq(auditLog.action, opts.action));
  if (opts.staff) conds.push(ilikeContains(auditLog.staffEmail, opts.staff));
  if (opts.event) {
    const id = opts.event;
    conds.push(sql`(
      (${auditLog.targetType} = 'event' and ${auditLog.targetId} = ${id})
      or (${auditLog.targetType} = 'session' and ${auditLog.targetId} in
        (select ${eventSessions.id}::text from ${eventSessions} where ${eventSessions.eventId} = ${id}))
      or (${auditLog.targetType} = 'application' and ${auditLog.targetId} in
        (select ${applications.id}::text from ${applications} where ${applications.eventId} = ${id}))
    )`);
  }
  if (opts.from) conds.push(gte(auditLog.at, seoulInstant(opts.from, '00:00')));
  if (opts.to) conds.push(lt(auditLog.at, new Date(seoulInstant(opts.to, '00:00').getTime() + 86_400_000)));
  return conds.length ? and(...conds) : undefined;
}

const entryOf = (r: typeof auditLog.$inferSelect): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  staffEmail: r.staffEmail,
  role: r.role,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  ip: r.ip,
  detail: r.detail,
});

/** Every row the filters keep, newest first, up to `AUDIT_EXPORT_MAX_ROWS` (the CSV export). */
export async function auditRows(db: Db, opts: AuditFilters): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(opts))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  return rows.map(entryOf);
}

export async function listAudit(
  db: Db,
  opts: AuditFilters & { page: number },
): Promise<{ items: AuditEntry[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const where = auditWhere(opts);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((opts.page - 1) * ADMIN_PAGE_SIZE);
  return {
    items: rows.map(entryOf),
    page: opts.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / ADMIN_PAGE_SIZE)),
  };
}
