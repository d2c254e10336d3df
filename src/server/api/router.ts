import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import { validationError } from './validation';

/** What every handler can reach through `c.var.deps`: injected so tests swap PGlite and PostgreSQL. */
export type AppDeps = {
  db: Db;
  /** Current time; tests move it. */
  now: () => Date;
};

export type AppEnv = { Variables: { deps: AppDeps; memberId?: string; roles?: string[] } };

export type ApiApp = OpenAPIHono<AppEnv>;

/**
 * A sub-router for one domain, with the shared validation hook. Domain routers import this module,
 * never `app.ts`, so the API is composed bottom-up: app → domains → routers → router.
 */
export function createRouter(): ApiApp {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}
