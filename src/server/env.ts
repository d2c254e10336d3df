import 'server-only';
import { z } from 'zod';

/**
 * Server environment, parsed once. Public variables (NEXT_PUBLIC_*) live in `src/config/public-env.ts`.
 * Every variable is documented in `.env.example`.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./data/db'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('moru-design-trend'),
  JWT_AUDIENCE: z.string().default('moru-web'),
  IDENTITY_SECRET: z.string().optional(),
  IDENTITY_PROVIDER: z.enum(['demo', 'nice']).default('demo'),
  DEMO_IDENTITY_ENABLED: z.enum(['true', 'false']).optional(),
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
  /** Refresh-token family lifetime (absolute), in days. */
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= schema.parse(process.env);
  return cached;
}

/** The embedded default: no DATABASE_URL means a local PGlite demo install with demo helpers on. */
export function isEmbedded(env: ServerEnv = serverEnv()): boolean {
  return !env.DATABASE_URL;
}
