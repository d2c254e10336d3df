import 'server-only';
import { getDb } from '../db';
import { type ApiApp, createApp } from './app';

let app: Promise<ApiApp> | undefined;

/** The process-wide API app on the process-wide database. */
export function getApp(): Promise<ApiApp> {
  app ??= getDb().then(({ db }) => createApp({ db, now: () => new Date() }));
  return app;
}
