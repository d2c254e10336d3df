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
    defaultHook: (result, c) => {
      // NOTE: on failure @hono/zod-validator still passes the raw input (query, params, body) as
      // `data`, though zod-openapi's type leaves it out; it tells a wrong type from a missing value.
      if (!result.success) throw validationError(result.error.issues, (result as { data?: unknown }).data);
      if (result.target === 'query') refuseUnknownParameters(c.req.query(), result.data);
      const unstorable = unstorableText(result.data);
      if (unstorable)
        throw new ApiError(422, 'VALIDATION_FAILED', undefined, {
          [unstorable.path.join('.') || '_']: unstorable.key,
        });
    },
  });
}

/** The answer's language, which every operation takes (`requestLocale`, `i18n.ts`). */
export const LANG_PARAMETER = 'lang';

/**
 * A query naming a parameter its operation does not take is refused (400 `UNKNOWN_PARAMETER`, the
 * name in `error.fields`) instead of being dropped silently, so a misspelt filter (`?stat=new`) is
 * not answered as if it were absent (issue 55). A query schema strips what it does not know, so a
 * name sent but missing from the parsed query is unknown; an operation that must take any parameter
 * (a provider's redirect back to us) declares a loose object and keeps them all.
 */
function refuseUnknownParameters(sent: Record<string, string>, parsed: unknown) {
  const known = parsed && typeof parsed === 'object' ? parsed : {};
  const unknown = Object.keys(sent).filter((name) => name !== LANG_PARAMETER && !Object.hasOwn(known, name));
  if (unknown.length)
    throw new ApiError(
      400,
      'UNKNOWN_PARAMETER',
      undefined,
      Object.fromEntries(unknown.map((name) => [name, 'unknownField'])),
    );
}

/**
 * The first string (value or key) in validated input that no column can store, with the message
 * key to answer: U+0000 (PostgreSQL text refuses it; no field of ours means it) → `invalidType`;
 * an unpaired UTF-16 surrogate (`"\ud800"`: PostgreSQL refuses it in jsonb and text would keep
 * U+FFFD instead) → `malformedText`. Every route refuses both, before any service runs (decision 030).
 */
function unstorableText(
  value: unknown,
  path: string[] = [],
): { path: string[]; key: 'invalidType' | 'malformedText' } | undefined {
  if (typeof value === 'string') return unstorableKey(value, path);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = unstorableKey(k, [...path, k]) ?? unstorableText(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

function unstorableKey(text: string, path: string[]) {
  if (text.includes('\u0000')) return { path, key: 'invalidType' as const };
  if (!text.isWellFormed()) return { path, key: 'malformedText' as const };
  return undefined;
}
