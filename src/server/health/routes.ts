import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../api/errors';
import { requestLocale, translateApiError } from '../api/i18n';
import { errorSchema, json } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { readiness } from './readiness';

const router = createRouter();
const RETRY_AFTER = { 'Retry-After': '5' };

// GET /api/health - the database's state, as before the split (the browser tests and deploy probe it)
router.openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['health'],
    responses: {
      200: json(z.object({ status: z.literal('ok'), db: z.literal('up') }), 'Up, and so is the database'),
      503: json(
        errorSchema.extend({ status: z.literal('degraded').optional(), db: z.literal('down').optional() }),
        '`SERVICE_UNAVAILABLE`: the database is down (`Retry-After`); `status` and `db` as before the split',
      ),
    },
  }),
  async (c) => {
    try {
      await c.var.deps.db.execute('select 1');
      return c.json({ status: 'ok' as const, db: 'up' as const }, 200);
    } catch {
      const code = 'SERVICE_UNAVAILABLE';
      const error = { code, message: translateApiError(requestLocale(c.req.raw), code) };
      return c.json({ status: 'degraded' as const, db: 'down' as const, error }, 503, RETRY_AFTER);
    }
  },
);

// GET /api/health/live - liveness: the process answers; never reads the database
router.openapi(
  createRoute({
    method: 'get',
    path: '/health/live',
    tags: ['health'],
    responses: { 200: json(z.object({ status: z.literal('live') }), 'The process is up') },
  }),
  (c) => c.json({ status: 'live' as const }, 200),
);

// GET /api/health/ready - readiness: migrations done and the database answers `select 1` (cached ≤1 s)
router.openapi(
  createRoute({
    method: 'get',
    path: '/health/ready',
    tags: ['health'],
    responses: {
      200: json(z.object({ status: z.literal('ready') }), 'Takes requests: migrated, database up'),
      503: json(
        errorSchema,
        '`SERVICE_UNAVAILABLE`: migrations are running or the database is down (`Retry-After`)',
      ),
    },
  }),
  async (c) => {
    if (await readiness(c.var.deps.db)) return c.json({ status: 'ready' as const }, 200);
    throw notReady();
  },
);

/** The readiness refusal: the API's 503 with `Retry-After`. */
export const notReady = () => new ApiError(503, 'SERVICE_UNAVAILABLE', undefined, undefined, RETRY_AFTER);

export function mountHealth(app: ApiApp) {
  app.route('/', router);
}
