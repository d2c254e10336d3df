import 'server-only';
import { requestLocale, translateApiError } from '../api/i18n';
import type { Db } from '../db/client';
import { bearerMatches, renderMetrics } from '../metrics';

const refusal = (req: Request, status: 401 | 404, code: 'UNAUTHORIZED' | 'NOT_FOUND') =>
  Response.json(
    { error: { code, message: translateApiError(requestLocale(req), code) } },
    {
      status,
      headers: {
        'Cache-Control': 'no-store',
        ...(status === 401 ? { 'WWW-Authenticate': 'Bearer realm="metrics"' } : {}),
      },
    },
  );

/**
 * The answer to `GET /metrics` (decision 039): 404 when no token is configured (the route does not
 * exist for the outside), 401 without the right bearer token (compared in constant time), else
 * the Prometheus text of this instance.
 */
export async function metricsAnswer(req: Request, db: Db | undefined, token: string | undefined) {
  if (!token) return refusal(req, 404, 'NOT_FOUND');
  if (!bearerMatches(req.headers.get('authorization'), token)) return refusal(req, 401, 'UNAUTHORIZED');
  const { body, contentType } = await renderMetrics(db);
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
