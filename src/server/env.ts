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

/** Secrets a production start (DATABASE_URL set) cannot run without, each 32+ characters. */
export const PRODUCTION_SECRETS = ['JWT_SECRET', 'HASH_PEPPER'] as const;
/** URLs a production start needs, pointing somewhere other than this machine. */
export const PRODUCTION_URLS = ['APP_URL', 'NEXT_PUBLIC_SITE_URL'] as const;
/** The mail transport a production start needs (the embedded default prints mail to the log). */
export const PRODUCTION_MAIL = ['SMTP_URL', 'MAIL_FROM'] as const;
/**
 * The placeholder the docs show for a secret (docs/GOING-LIVE.md): a production start refuses it.
 * `.env.example` leaves each secret empty, so a copied example is refused as missing.
 */
export const EXAMPLE_SECRET = 'replace-with-openssl-rand-base64-48';
/** A secret of 32+ characters; an empty line (`JWT_SECRET=` as in .env.example) is no secret. */
const secret = z.preprocess(
  (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
  z.string().min(32).optional(),
);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

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
    /** The site's public URL, compiled into the build; read here only to refuse a local one in production. */
    NEXT_PUBLIC_SITE_URL: z.string().url().optional(),
    /** Lets a production start (DATABASE_URL) use localhost URLs: the test and bench servers only. */
    ALLOW_LOCAL_URLS: z.enum(['true', 'false']).optional(),
    JWT_SECRET: secret,
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
    /**
     * `true`: a start on PostgreSQL writes the company's programme (editions, design themes, trend
     * archive, lookbook, home, FAQ) where it is missing, without demo accounts, members or events.
     */
    SEED_PROGRAMME: z.enum(['true', 'false']).optional(),
    /** Keyed hashes (CI, one-time codes). Set in production; never rotate (CI uniqueness depends on it). */
    HASH_PEPPER: secret,
    /** Proxies in front of the app that append to X-Forwarded-For (see clientIp). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Staff second factor: `required` (default with DATABASE_URL) or `optional` (default embedded). */
    ADMIN_TOTP: z.enum(['required', 'optional']).optional(),
    /**
     * Bearer token GET /metrics answers to (32+ characters, decision 039); unset, /metrics is a 404.
     */
    METRICS_TOKEN: secret,
    /** Secret for ticket QR signatures (HMAC); derived from HASH_PEPPER / JWT_SECRET when unset. */
    TICKET_SECRET: secret,
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

type EnvSource = Record<string, string | undefined>;
type Problem = { variable: string; message: string };

/**
 * A production start is one with DATABASE_URL. NOTE: not NODE_ENV=production: every start of a
 * build runs under it (src/runtime/server.mjs sets it), the embedded default's `npm start` included.
 */
export const isProductionStart = (source: EnvSource) => Boolean(source.DATABASE_URL?.trim());

/**
 * What a production start must have beyond the schema (issue 56): the shared secrets (two instances
 * with secrets of their own reject each other's sign-ins and hash one person twice), public URLs
 * that are not this machine (unless ALLOW_LOCAL_URLS=true), and a mail transport.
 */
export function productionProblems(source: EnvSource): Problem[] {
  if (!isProductionStart(source)) return [];
  const problems: Problem[] = [];
  const value = (key: string) => source[key]?.trim() ?? '';
  const required = (variable: string) =>
    problems.push({ variable, message: 'required in production (DATABASE_URL is set)' });
  for (const key of PRODUCTION_SECRETS) {
    if (!value(key)) required(key);
    else if (value(key) === EXAMPLE_SECRET)
      problems.push({
        variable: key,
        message: 'is an example value; generate one (openssl rand -base64 48)',
      });
  }
  for (const key of PRODUCTION_URLS) {
    if (!value(key)) required(key);
    else if (source.ALLOW_LOCAL_URLS !== 'true' && isLocalUrl(value(key)))
      problems.push({ variable: key, message: 'points at this machine (localhost); give the public URL' });
  }
  for (const key of PRODUCTION_MAIL) if (!value(key)) required(key);
  return problems;
}

function isLocalUrl(url: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false; // the schema names a URL that does not parse
  }
}

/** Parses an environment (the process's by default); throws ConfigError naming every bad variable. */
export function parseServerEnv(source: EnvSource = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  const problems: Problem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        variable: String(i.path[0] ?? '(environment)'),
        message: i.message,
      }));
  // A variable the schema already refused (a 10-character JWT_SECRET) is named once.
  for (const p of productionProblems(source))
    if (!problems.some((q) => q.variable === p.variable)) problems.push(p);
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigError(
    [...new Set(problems.map((p) => p.variable))],
    problems.map((p) => `${p.variable}: ${p.message}`),
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
