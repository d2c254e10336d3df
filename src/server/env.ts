import 'server-only';
import { z } from 'zod';

export const IDENTITY_PROVIDERS = ['demo', 'portone'] as const;
/** What `IDENTITY_PROVIDER=portone` cannot run without. */
export const PORTONE_KEYS = ['PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_API_SECRET'] as const;

export const MESSAGING_PROVIDERS = ['demo', 'solapi'] as const;
/** The AlimTalk template id of each notification kind (registered with Kakao in advance, decision 020). */
export const SOLAPI_TEMPLATE_KEYS = {
  confirmed: 'SOLAPI_TEMPLATE_CONFIRMED',
  promoted: 'SOLAPI_TEMPLATE_PROMOTED',
  reminder: 'SOLAPI_TEMPLATE_REMINDER',
  slotChanged: 'SOLAPI_TEMPLATE_SLOT_CHANGED',
  slotCancelled: 'SOLAPI_TEMPLATE_SLOT_CANCELLED',
  staffMessage: 'SOLAPI_TEMPLATE_STAFF_MESSAGE',
} as const;
/** What `MESSAGING_PROVIDER=solapi` cannot run without. */
export const SOLAPI_KEYS = [
  'SOLAPI_API_KEY',
  'SOLAPI_API_SECRET',
  'SOLAPI_SENDER',
  'SOLAPI_PFID',
  ...Object.values(SOLAPI_TEMPLATE_KEYS),
] as const;
const optionalText = z.string().trim().optional();

/**
 * Server environment, parsed once. Public variables (NEXT_PUBLIC_*) live in `src/config/public-env.ts`.
 * Every variable is documented in `.env.example`.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DIR: z.string().default('./data/db'),
    APP_URL: z.string().url().default('http://localhost:3000'),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_ISSUER: z.string().default('moru-design-trend'),
    JWT_AUDIENCE: z.string().default('moru-web'),
    IDENTITY_SECRET: z.string().optional(),
    /** `demo` (the labelled local page) or `portone` (PortOne V2 identity verification, decision 012). */
    IDENTITY_PROVIDER: z.enum(IDENTITY_PROVIDERS).default('demo'),
    DEMO_IDENTITY_ENABLED: z.enum(['true', 'false']).optional(),
    /** PortOne V2: required with IDENTITY_PROVIDER=portone (see PORTONE_KEYS). */
    PORTONE_STORE_ID: z.string().trim().optional(),
    PORTONE_CHANNEL_KEY: z.string().trim().optional(),
    PORTONE_API_SECRET: z.string().trim().optional(),
    PORTONE_API_BASE: z.string().url().default('https://api.portone.io'),
    /** `demo` (messages printed to the server log) or `solapi` (Kakao AlimTalk + SMS fallback, decision 020). */
    MESSAGING_PROVIDER: z.enum(MESSAGING_PROVIDERS).default('demo'),
    /** Solapi: required with MESSAGING_PROVIDER=solapi (see SOLAPI_KEYS). */
    SOLAPI_API_KEY: optionalText,
    SOLAPI_API_SECRET: optionalText,
    /** The sender number registered with Solapi, digits only. */
    SOLAPI_SENDER: z
      .string()
      .trim()
      .regex(/^(\d{8,12})?$/, 'digits only (8-12), the number registered with Solapi')
      .optional(),
    /** The Kakao channel's pfId linked in Solapi. */
    SOLAPI_PFID: optionalText,
    SOLAPI_API_BASE: z.string().url().default('https://api.solapi.com'),
    SOLAPI_TEMPLATE_CONFIRMED: optionalText,
    SOLAPI_TEMPLATE_PROMOTED: optionalText,
    SOLAPI_TEMPLATE_REMINDER: optionalText,
    SOLAPI_TEMPLATE_SLOT_CHANGED: optionalText,
    SOLAPI_TEMPLATE_SLOT_CANCELLED: optionalText,
    SOLAPI_TEMPLATE_STAFF_MESSAGE: optionalText,
    /**
     * The PortOne browser SDK script the sign-up and /my/edit pages load with IDENTITY_PROVIDER=portone;
     * its origin joins the CSP. Change it only in tests (the local PortOne stand-in serves one).
     */
    PORTONE_SDK_URL: z.string().url().default('https://cdn.portone.io/v2/browser-sdk.js'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Moru Design Trend <no-reply@moru-surfaces.example>'),
    CONTACT_NOTIFY_EMAIL: z.string().email().default('trend@moru-surfaces.example'),
    KAKAO_CLIENT_ID: z.string().optional(),
    KAKAO_CLIENT_SECRET: z.string().optional(),
    KAKAO_AUTH_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
    KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
    KAKAO_USERINFO_URL: z.string().url().default('https://kapi.kakao.com/v2/user/me'),
    NAVER_CLIENT_ID: z.string().optional(),
    NAVER_CLIENT_SECRET: z.string().optional(),
    NAVER_AUTH_URL: z.string().url().default('https://nid.naver.com/oauth2.0/authorize'),
    NAVER_TOKEN_URL: z.string().url().default('https://nid.naver.com/oauth2.0/token'),
    NAVER_USERINFO_URL: z.string().url().default('https://openapi.naver.com/v1/nid/me'),
    DEMO_OAUTH_ENABLED: z.enum(['true', 'false']).optional(),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** Keyed hashes (CI, one-time codes). Set in production; never rotate (CI uniqueness depends on it). */
    HASH_PEPPER: z.string().min(32).optional(),
    /** Proxies in front of the app that append to X-Forwarded-For (see clientIp). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Staff second factor: `required` (default with DATABASE_URL) or `optional` (default embedded). */
    ADMIN_TOTP: z.enum(['required', 'optional']).optional(),
    /** Secret for ticket QR signatures (HMAC); derived from HASH_PEPPER / JWT_SECRET when unset. */
    TICKET_SECRET: z.string().min(32).optional(),
    /** When the day-before reminder mail goes out, Asia/Seoul wall-clock `HH:mm`. */
    REMINDER_TIME_SEOUL: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .default('10:00'),
    /**
     * Days after an event ends that its applications, survey answers, check-ins and exhibition
     * signups are kept; then they are purged, counts kept (decision 021). The privacy policy states it.
     */
    APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** Refresh-token family lifetime (absolute), in days. */
    REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    /** PostgreSQL connections per app instance, at most. */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    /**
     * PostgreSQL connections each app instance opens at start and keeps open (default: all of
     * DB_POOL_MAX), so a rush does not wait for connections to open (decision 016).
     */
    DB_POOL_MIN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(500).optional(),
    ),
    /**
     * Requests of a rush, none of which writes, that each instance sends itself once its pages have
     * rendered and again before each application window opens (decision 027); 0 turns it off.
     */
    WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(1500),
    /** How long before an application window opens the instances warm up again, in seconds. */
    WARM_UP_LEAD_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.IDENTITY_PROVIDER === 'portone')
      for (const key of PORTONE_KEYS)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when IDENTITY_PROVIDER=portone' });
    if (env.DB_POOL_MIN !== undefined && env.DB_POOL_MIN > env.DB_POOL_MAX)
      ctx.addIssue({ code: 'custom', path: ['DB_POOL_MIN'], message: 'must not be more than DB_POOL_MAX' });
    if (env.MESSAGING_PROVIDER === 'solapi')
      for (const key of SOLAPI_KEYS)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when MESSAGING_PROVIDER=solapi' });
  });

export type ServerEnv = z.infer<typeof schema>;
/** Every variable the server reads (each documented in `.env.example`, NODE_ENV aside). */
export const SERVER_ENV_KEYS = Object.keys(schema.shape) as (keyof ServerEnv)[];

/** The configuration cannot run: the message names each variable at fault (never its value). */
export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    details: string[],
  ) {
    super(`Invalid server configuration:\n${details.map((d) => `  ${d}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (the process's by default); throws ConfigError naming every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const name = (i: (typeof issues)[number]) => String(i.path[0] ?? '(environment)');
  throw new ConfigError(
    [...new Set(issues.map(name))],
    issues.map((i) => `${name(i)}: ${i.message}`),
  );
}

let cached: ServerEnv | undefined;

/** The server environment, parsed once; throws ConfigError when it is not valid. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv();
  return cached;
}

/** The embedded default: no DATABASE_URL means a local PGlite demo install with demo helpers on. */
export function isEmbedded(env: ServerEnv = serverEnv()): boolean {
  return !env.DATABASE_URL;
}
