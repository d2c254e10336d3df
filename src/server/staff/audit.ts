import 'server-only';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditAction, type AuditEntry } from '@/schemas/admin';
import type { Db, Tx } from '../db/client';
import { ilikeContains } from '../db/like';
import { auditLog } from '../db/schema';

export type Actor = { id: string | null; email: string; role: string; ip: string };

/**
 * Appends one row to the audit log (inside the caller's transaction when given one, so a change
 * and its record commit together). The table refuses UPDATE and DELETE.
 */
export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: AuditAction,
  target: { type?: string; id?: string | null } = {},
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

export async function listAudit(
  db: Db,
  opts: { action?: AuditAction; staff?: string; page: number },
): Promise<{ items: AuditEntry[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const conds: SQL[] = [];
  if (opts.action) conds.push(eq(auditLog.action, opts.action));
  if (opts.staff) conds.push(ilikeContains(auditLog.staffEmail, opts.staff));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((opts.page - 1) * ADMIN_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffEmail: r.staffEmail,
      role: r.role,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      ip: r.ip,
      detail: r.detail,
    })),
    page: opts.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / ADMIN_PAGE_SIZE)),
  };
}
