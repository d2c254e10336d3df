import 'server-only';
import type { ErrorBody } from '../api/errors';
import { requestLocale, translateApiError } from '../api/i18n';
import { serverEnv } from '../env';
import type { WarmUpRequest } from '../events/warm-up';
import { errorMessage } from '../log';
import { type ApiApp, createApp, unsupportedMethod } from './app';
import { closeServerDb, serverDb } from './server-db';

/** Visitors' answers the server sends again without the app while they are current (decision 029). */
export { keepAnswer, sendKeptAnswer } from '../api/answer-memo';
/** The app-wide body limit: `src/runtime/server.mjs` reads a body this small into memory first. */
export { MAX_BODY_BYTES } from '../api/body-limit';

let app: Promise<ApiApp> | undefined;

/**
 * Reads the configuration once; throws ConfigError (naming each bad variable) when it cannot run.
 * `src/runtime/server.mjs` calls it before anything else, so a bad configuration stops the process at
 * start instead of answering 503 to every request.
 */
export function checkConfig(): void {
  serverEnv();
}

/**
 * The process-wide API app on the process-wide database. `src/runtime/server.mjs` loads this module
 * (bundled into the build by `scripts/lib.mjs`) and serves it to `/api/*` directly; `next dev`
 * reaches it through `src/app/api/[[...route]]/route.ts`. After a failed start (database down) it
 * is made again on the next request.
 */
export function getApp(): Promise<ApiApp> {
  app ??= serverDb()
    .then(({ db }) => {
      started = true;
      return createApp({ db, now: () => new Date() });
    })
    .catch((err) => {
      app = undefined;
      throw err;
    });
  return app;
}
/** Whether the app has been made (the database opened and migrated) once. */
let started = false;

/**
 * The requests a new instance sends itself before it listens (decision 027; `events/warm-up.ts`),
 * read from the process's database: none of them can write.
 */
export async function warmUpRequests(): Promise<WarmUpRequest[]> {
  const { db } = await serverDb();
  const { warmUpRequests: build } = await import('../events/warm-up');
  return build(db);
}

/**
 * Runs `warm` (the server's warm-up) `WARM_UP_LEAD_SECONDS` before each application window opens
 * (decision 027), as a background job the shutdown stops.
 */
export async function watchOpenings(warm: () => Promise<void>): Promise<void> {
  const { db } = await serverDb();
  const { watchOpenings: watch } = await import('../events/warm-up');
  const { registerBackgroundJob } = await import('../jobs/registry');
  const watcher = watch(db, warm, { leadMs: serverEnv().WARM_UP_LEAD_SECONDS * 1000 });
  registerBackgroundJob({ name: 'warm-up before openings', stop: () => watcher.stop() });
}

/** The number of requests of each warm-up (`WARM_UP_REQUESTS`, decision 027); 0: none. */
export const warmUpCount = (): number => serverEnv().WARM_UP_REQUESTS;

/**
 * `GET /metrics` (decision 039): the Prometheus text with `Authorization: Bearer $METRICS_TOKEN`,
 * 401 with another token, 404 when METRICS_TOKEN is unset. Answers while the database is down
 * (`moru_db_up 0`). `src/runtime/server.mjs` sends `/metrics` here.
 */
export async function metrics(req: Request): Promise<Response> {
  const { metricsAnswer } = await import('./metrics');
  const db = await serverDb().then(
    (h) => h.db,
    () => undefined,
  );
  return metricsAnswer(req, db, serverEnv().METRICS_TOKEN);
}

/**
 * The health answers that must not wait for the app: liveness always (no database), readiness as
 * 503 while the app is still starting (its migrations running). Undefined for anything else.
 */
export function answerWithoutApp(req: Request): Response | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const path = new URL(req.url).pathname;
  if (path === '/api/health/live')
    return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } });
  if (path === '/api/health/ready' && !started) return startFailed(req, new Error('starting'), false);
  return undefined;
}

/** After the server stopped taking requests: background loops stop, then the database closes. */
export async function shutdown(): Promise<void> {
  await closeServerDb();
}

/**
 * The answer when the app could not start (its database is down): the API's 503 in the caller's
 * language, so even the first request after a cold start during an outage gets the JSON shape.
 */
export function startFailed(req: Request, err: unknown, log = true): Response {
  if (log) console.error('[api] start failed:', errorMessage(err));
  const locale = requestLocale(req);
  const body: ErrorBody = {
    error: { code: 'SERVICE_UNAVAILABLE', message: translateApiError(locale, 'SERVICE_UNAVAILABLE') },
  };
  return Response.json(body, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } });
}

/**
 * Starts this instance's watch on published content (decisions 014, 055): `regenerate` runs at
 * start (every content page) and whenever a publish or a new Seoul day changes what prerendered
 * pages show, with the pages that changed. `src/runtime/server.mjs` passes a function that marks
 * those pages stale in Next (all of them when `everything`) and renders them again.
 */
export async function watchContent(
  regenerate: (pages: { paths: string[]; everything: boolean }) => Promise<void>,
): Promise<void> {
  const { db } = await serverDb();
  const { watchContentPages } = await import('../content/publishing');
  const { registerBackgroundJob } = await import('../jobs/registry');
  const watch = watchContentPages(db, regenerate);
  registerBackgroundJob({ name: 'content publishing watch', stop: () => watch.stop() });
}

/**
 * The answer to a method no Request can carry (TRACE, TRACK, CONNECT): the API's 405 (or 404) in
 * the caller's language, or the 503 while the app cannot start. `src/runtime/server.mjs` calls it
 * instead of handing such a request to the app.
 */
export async function refuseMethod(url: string, headers: Headers): Promise<Response> {
  let api: ApiApp;
  try {
    api = await getApp();
  } catch (err) {
    return startFailed(new Request(url, { headers }), err);
  }
  return unsupportedMethod(api, url, headers);
}
