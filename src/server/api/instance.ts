import 'server-only';
import { closeDb, getDb } from '../db';
import { stopBackgroundWork } from '../startup';
import { type ApiApp, createApp } from './app';
import type { ErrorBody } from './errors';
import { requestLocale, translateApiError } from './i18n';

let app: Promise<ApiApp> | undefined;

/**
 * The process-wide API app on the process-wide database. `scripts/server.mjs` loads this module
 * (bundled into the build by `scripts/lib.mjs`) and serves it to `/api/*` directly; `next dev`
 * reaches it through `src/app/api/[[...route]]/route.ts`. After a failed start (database down) it
 * is made again on the next request.
 */
export function getApp(): Promise<ApiApp> {
  app ??= getDb()
    .then(({ db }) => createApp({ db, now: () => new Date() }))
    .catch((err) => {
      app = undefined;
      throw err;
    });
  return app;
}

/** After the server stopped taking requests: background loops stop, then the database closes. */
export async function shutdown(): Promise<void> {
  await stopBackgroundWork();
  await closeDb();
}

/**
 * The answer when the app could not start (its database is down): the API's 503 in the caller's
 * language, so even the first request after a cold start during an outage gets the JSON shape.
 */
export function startFailed(req: Request, err: unknown): Response {
  console.error('[api] start failed:', (err as Error)?.message ?? err);
  const locale = requestLocale(req);
  const body: ErrorBody = {
    error: { code: 'SERVICE_UNAVAILABLE', message: translateApiError(locale, 'SERVICE_UNAVAILABLE') },
  };
  return Response.json(body, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } });
}
