import 'server-only';
import type { ApiApp } from '../api/router';
import { staffRoutes } from '../staff/accounts-routes';
import { authRoutes } from '../staff/auth-routes';
import { applicantsRoutes } from './applicants-routes';
import { auditRoutes } from './audit-routes';
import { checkInRoutes, doorRoutes } from './check-in-routes';
import { dashboardRoutes } from './dashboard-routes';
import { eventsRoutes } from './events-routes';
import { inquiriesRoutes } from './inquiries-routes';
import { schedulesRoutes } from './schedules-routes';
import { sessionsRoutes } from './sessions-routes';

/**
 * The console's route files, one per sub-domain beside its service (`events-routes.ts` beside
 * `events.ts`), mounted in this order.
 * NOTE: the OpenAPI document lists operations in mount order; keep it stable. The door's routes
 * (issue 27) come after the staff routes because that is where the document has always had them.
 */
const consoleRoutes = [
  authRoutes,
  dashboardRoutes,
  eventsRoutes,
  sessionsRoutes,
  applicantsRoutes,
  checkInRoutes,
  inquiriesRoutes,
  auditRoutes,
  staffRoutes,
  doorRoutes,
  schedulesRoutes,
];

/** Mounts the operations console's API under /api/admin. */
export function mountAdmin(app: ApiApp) {
  for (const routes of consoleRoutes) app.route('/', routes as unknown as ApiApp);
}
