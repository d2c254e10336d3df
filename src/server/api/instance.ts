import 'server-only';
import { closeDb, getDb } from '../db';
import { stopBackgroundWork } from '../startup';
import { type ApiApp, createApp } from './app';

let app: Promise<ApiApp> | undefined;

/**
 * The process-wide API app on the process-wide database. `scripts/server.mjs` loads this module
 * (bundled into the build by `scripts/lib.mjs`) and serves it to `/api/*` directly; `next dev`
 * reaches it through `src/app/api/[[...route]]/route.ts`.
 */
export function getApp(): Promise<ApiApp> {
  app ??= getDb().then(({ db }) => createApp({ db, now: () => new Date() }));
  return app;
}

/** After the server stopped taking requests: background loops stop, then the database closes. */
export async function shutdown(): Promise<void> {
  await stopBackgroundWork();
  await closeDb();
}
