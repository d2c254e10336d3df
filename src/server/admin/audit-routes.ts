import 'server-only';
import { auditQuery, auditResponse } from '@/schemas/admin';
import { json } from '../api/openapi';
import { audit, listAudit } from '../staff/audit';
import { adminErrors, consoleRouter, staffRoute } from '../staff/route-kit';

const r = consoleRouter();

// GET /api/admin/audit - the append-only audit log (reading it is itself recorded)
r.openapi(
  staffRoute('audit.read', {
    method: 'get',
    path: '/admin/audit',
    summary: 'Audit log, newest first',
    request: { query: auditQuery },
    responses: { 200: json(auditResponse, 'Entries'), ...adminErrors },
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listAudit(c.var.deps.db, q);
    await audit(
      c.var.deps.db,
      c.var.actor,
      'audit.read',
      { type: 'audit' },
      { page: q.page },
      c.var.deps.now(),
    );
    return c.json(page, 200);
  },
);

/** The owner's view of the audit log (mounted by ./routes.ts). */
export const auditRoutes = r;
