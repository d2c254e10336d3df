import 'server-only';
import type { AuditEntry } from '@/schemas/admin';
import { AUDIT_ACTIONS, STAFF_ROLES } from '@/schemas/admin-rules';
import { auditDetailText } from '@/schemas/audit-rules';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import koAdmin from '../../../messages/ko/admin.json';
import { formatMessage } from '../messages';
import { toCsv } from './csv';

/**
 * The audit log's filtered view as CSV: Korean headers and labels (the team reads Korean, as the
 * applicants' export), every time in Seoul, details as the console shows them; cells neutralised.
 */
export function auditCsv(rows: readonly AuditEntry[], now: Date): { body: string; filename: string } {
  const h = (key: string) => formatMessage('ko', koAdmin, `audit.${key}`);
  const action = (a: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(a) ? h(`action.${a.replace('.', '_')}`) : a;
  const role = (r: string) => ((STAFF_ROLES as readonly string[]).includes(r) ? h(`role.${r}`) : r);
  const body = rows.map((e) => [
    `${seoulDate(e.at)} ${seoulTime(e.at)}`,
    e.staffEmail,
    role(e.role),
    e.ip,
    action(e.action),
    e.targetType,
    e.targetId,
    auditDetailText(e.detail),
  ]);
  const header = ['at', 'staff', 'role', 'ip', 'action', 'targetType', 'targetId', 'detail'].map((k) =>
    h(`csv.${k}`),
  );
  const day = seoulDate(now).replace(/-/g, '');
  return { body: toCsv([header, ...body]), filename: `audit-${day}.csv` };
}
