import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import { ApiError } from './errors';
import { validationError } from './validation';

/** What every handler can reach through `c.var.deps`: injected so tests swap PGlite and PostgreSQL. */
export type AppDeps = {
  db: Db;
  /** Current time; tests move it. */
  now: () => Date;
  /** Staff must pass TOTP (tests set it; otherwise ADMIN_TOTP / the embedded default decide). */
  staffTotpRequired?: boolean;
  /** Waits (the sign-in slow-down); tests record it instead of waiting. Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
};

import type { Recipient } from '../messaging/notify';

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    memberId?: string;
    /** The active member `requireMember` read (id and member type). */
    member?: { id: string; memberType: 'normal' | 'company' };
    /**
     * How the member is told of what they do (`messaging/notify.ts`), as `requireMember` read it
     * when the request arrived: a seat's ticket goes by it (decision 016).
     */
    recipient?: Recipient & { email: string | null };
    roles?: string[];
    /** The kept answers' version `requireMemberAndVersion` read with the member. */
    cacheVersion?: number;
  };
};

export type ApiApp = OpenAPIHono<AppEnv>;

/**
 * A sub-router for one domain, with the shared validation hook. Domain routers import this module,
 * never `app.ts`, so the API is composed bottom-up: app → domains → routers → router.
 */
export function createRouter<E extends AppEnv = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      // NOTE: on failure @hono/zod-validator still passes the raw input (query, params, body) as
      // `data`, though zod-openapi's type leaves it out; it tells a wrong type from a missing value.
      if (!result.success) throw validationError(result.error.issues, (result as { data?: unknown }).data);
      const nul = pathOfNul(result.data);
      if (nul)
        throw new ApiError(422, 'VALIDATION_FAILED', undefined, { [nul.join('.') || '_']: 'invalidType' });
    },
  });
}

/**
 * The path of the first string holding U+0000 in validated input. PostgreSQL text cannot store
 * it (the insert would fail as a 500), and no field of ours means it; every route refuses it.
 */
function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, k];
      const found = pathOfNul(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}
