import 'server-only';
import { z } from '@hono/zod-openapi';
import { auditQuery, auditResponse } from '@/schemas/admin';
import { audit, auditRows, listAudit } from '../staff/audit';
import { adminErrors, consoleRouter, staffRoute } from '../staff/route-kit';
import { auditCsv } from './audit-export';

const r = consoleRouter();

// GET /api/admin/audit - the append-only audit log (reading it is itself recorded); ?format=csv exports the filtered view
r.openapi(
  staffRoute('audit.read', {
    method: 'get',
    path: '/admin/audit',
    summary:
      'Audit log, newest first; filters by person, action, event (its slots and applications too) and Seoul days; `format=csv` exports every row the filters keep (UTF-8 BOM, Seoul times; reading and exporting are recorded as `audit.read`)',
    request: { query: auditQuery },
    responses: {
      200: {
        content: { 'application/json': { schema: auditResponse }, 'text/csv': { schema: z.string() } },
        description: 'Entries',
      },
      ...adminErrors,
    },
  }),
  async (c) => {
    const { page, format, ...filters } = c.req.valid('query');
    const { db, now } = c.var.deps;
    const t = now();
    if (format === 'csv') {
      const rows = await auditRows(db, filters);
      await audit(
        db,
        c.var.actor,
        'audit.read',
        { type: 'audit' },
        { format, filters, rows: rows.length },
        t,
      );
      const out = auditCsv(rows, t);
      return c.body(out.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit.csv"; filename*=UTF-8''${encodeURIComponent(out.filename)}`,
        'Cache-Control': 'no-store',
      });
    }
    const result = await listAudit(db, { ...filters, page });
    await audit(db, c.var.actor, 'audit.read', { type: 'audit' }, { page, filters }, t);
    return c.json(result, 200);
  },
);

/** The owner's view of the audit log (mounted by ./routes.ts). */
export const auditRoutes = r;
