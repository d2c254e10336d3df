import 'server-only';
import { dashboardResponse } from '@/schemas/admin';
import { json } from '../api/openapi';
import { adminErrors, consoleRouter, scopedList, staffRoute } from '../staff/route-kit';
import { dashboard } from './dashboard';

const r = consoleRouter();

// GET /api/admin/dashboard - today's slots, applications per day, open inquiries, outbox failures
r.openapi(
  staffRoute(scopedList('dashboard.read'), {
    method: 'get',
    path: '/admin/dashboard',
    summary: 'Dashboard',
    responses: { 200: json(dashboardResponse, 'Dashboard'), ...adminErrors },
  }),
  async (c) => c.json(await dashboard(c.var.deps.db, c.var.deps.now(), c.var.actor.eventIds), 200),
);

/** The console's start page (mounted by ./routes.ts). */
export const dashboardRoutes = r;
