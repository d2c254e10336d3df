import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import { validationError } from './validation';

/** What every handler can reach through `c.var.deps`: injected so tests swap PGlite and PostgreSQL. */
export type AppDeps = {
  db: Db;
  /** Current time; tests move it. */
  now: () => Date;
  /** Staff must pass TOTP (tests set it; otherwise ADMIN_TOTP / the embedded default decide). */
  staffTotpRequired?: boolean;
};

export type AppEnv = { Variables: { deps: AppDeps; memberId?: string; roles?: string[] } };

export type ApiApp = OpenAPIHono<AppEnv>;

/**
 * A sub-router for one domain, with the shared validation hook. Domain routers import this module,
 * never `app.ts`, so the API is composed bottom-up: app → domains → routers → router.
 */
export function createRouter<E extends AppEnv = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}
