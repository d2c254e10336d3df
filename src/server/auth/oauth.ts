import 'server-only';
import { createHmac } from 'node:crypto';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SocialProvider } from '@/schemas/members';
import { isSafeNextPath } from '@/schemas/session-rules';
import type { Db } from '../db/client';
import { oauthStates } from '../db/schema';
import { isEmbedded, serverEnv } from '../env';
import { keyedHash, safeEqual, sha256 } from './crypto';
import type { ProviderProfile } from './social-service';
import { serverSecret } from './tokens';

export type ProviderConfig = {
  provider: SocialProvider;
  clientId: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Kakao accepts PKCE (S256); Naver does not. */
  pkce: boolean;
  scopes: string[];
  /** The local stand-in of the embedded default (no keys configured). */
  demo: boolean;
};

export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

export function demoOAuthEnabled(): boolean {
  const env = serverEnv();
  if (env.DEMO_OAUTH_ENABLED) return env.DEMO_OAUTH_ENABLED === 'true';
  return isEmbedded(env);
}

/**
 * A provider's configuration: keys and endpoints from the environment (the real endpoints by
 * default); without keys, the labelled local stand-in when demos are on; otherwise null (no button).
 */
export function providerConfig(provider: SocialProvider): ProviderConfig | null {
  const env = serverEnv();
  const k = provider === 'kakao';
  const clientId = k ? env.KAKAO_CLIENT_ID : env.NAVER_CLIENT_ID;
  const base = {
    provider,
    clientSecret: k ? env.KAKAO_CLIENT_SECRET : env.NAVER_CLIENT_SECRET,
    pkce: k,
    scopes: k ? ['account_email', 'profile_nickname'] : [],
  };
  if (clientId) {
    return {
      ...base,
      clientId,
      authUrl: k ? env.KAKAO_AUTH_URL : env.NAVER_AUTH_URL,
      tokenUrl: k ? env.KAKAO_TOKEN_URL : env.NAVER_TOKEN_URL,
      userInfoUrl: k ? env.KAKAO_USERINFO_URL : env.NAVER_USERINFO_URL,
      demo: false,
    };
  }
  if (!demoOAuthEnabled()) return null;
  return {
    ...base,
    clientId: `demo-${provider}`,
    authUrl: `/api/auth/social/${provider}/demo`,
    tokenUrl: '',
    userInfoUrl: '',
    demo: true,
  };
}

export const callbackUrl = (provider: SocialProvider) =>
  `${serverEnv().APP_URL}/api/auth/social/${provider}/callback`;

/** Only same-site paths may be a `next` destination (the rule: `schemas/session-rules.ts`). */
export function safeNext(next: string | undefined | null): string | null {
  return isSafeNextPath(next) ? next : null;
}

/** Starts an authorization: stores the state (hashed) with its PKCE verifier; returns the provider URL. */
export async function beginAuthorization(
  db: Db,
  cfg: ProviderConfig,
  next: string | null,
  origin: string,
  now: Date,
): Promise<string> {
  const state = generateState();
  const verifier = generateCodeVerifier();
  await db.insert(oauthStates).values({
    stateHash: sha256(state),
    provider: cfg.provider === 'kakao' ? 'KAKAO' : 'NAVER',
    codeVerifier: verifier,
    next,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  const client = new OAuth2Client(cfg.clientId, cfg.clientSecret ?? null, callbackUrl(cfg.provider));
  const authUrl = cfg.demo ? new URL(cfg.authUrl, origin).toString() : cfg.authUrl;
  const url = cfg.pkce
    ? client.createAuthorizationURLWithPKCE(authUrl, state, CodeChallengeMethod.S256, verifier, cfg.scopes)
    : client.createAuthorizationURL(authUrl, state, cfg.scopes);
  return url.toString();
}

/** Uses a state once; null when unknown, used, expired or for another provider. */
export async function takeState(db: Db, provider: SocialProvider, state: string, now: Date) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, sha256(state)),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row || row.provider !== (provider === 'kakao' ? 'KAKAO' : 'NAVER')) return null;
  return row;
}

export class OAuthProviderError extends Error {}

/** Authorization code → provider access token → profile, in each provider's own shapes. */
export async function fetchProfile(
  cfg: ProviderConfig,
  code: string,
  verifier: string,
  state: string,
  now: Date,
): Promise<ProviderProfile> {
  if (cfg.demo) return openDemoCode(cfg.provider, code, now);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: cfg.clientId,
    redirect_uri: callbackUrl(cfg.provider),
    code,
  });
  if (cfg.clientSecret) form.set('client_secret', cfg.clientSecret);
  if (cfg.pkce) form.set('code_verifier', verifier);
  if (cfg.provider === 'naver') form.set('state', state);
  const tokenRes = await fetch(cfg.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      accept: 'application/json',
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  }).catch((e) => {
    throw new OAuthProviderError(String(e));
  });
  // NOTE: Naver answers token errors with HTTP 200 and an `error` field.
  const token = (await tokenRes.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (!tokenRes.ok || !token.access_token)
    throw new OAuthProviderError(token.error ?? `token ${tokenRes.status}`);
  const meRes = await fetch(cfg.userInfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  }).catch((e) => {
    throw new OAuthProviderError(String(e));
  });
  const me = (await meRes.json().catch(() => ({}))) as Record<string, unknown>;
  if (!meRes.ok) throw new OAuthProviderError(`userinfo ${meRes.status}`);
  return cfg.provider === 'kakao' ? kakaoProfile(me) : naverProfile(me);
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 254 ? v : null);

/** Kakao `/v2/user/me`: `{id, kakao_account: {email, name, profile: {nickname}}}`. */
export function kakaoProfile(me: Record<string, unknown>): ProviderProfile {
  const id = me.id;
  if (typeof id !== 'number' && typeof id !== 'string') throw new OAuthProviderError('kakao profile');
  const account = (me.kakao_account ?? {}) as {
    email?: unknown;
    name?: unknown;
    profile?: { nickname?: unknown };
  };
  return {
    provider: 'kakao',
    id: String(id),
    email: str(account.email),
    name: str(account.name) ?? str(account.profile?.nickname),
  };
}

/** Naver `/v1/nid/me`: `{resultcode: '00', message, response: {id, email, name, nickname}}`. */
export function naverProfile(me: Record<string, unknown>): ProviderProfile {
  const r = (me.response ?? {}) as { id?: unknown; email?: unknown; name?: unknown; nickname?: unknown };
  if (me.resultcode !== '00' || typeof r.id !== 'string') throw new OAuthProviderError('naver profile');
  return { provider: 'naver', id: r.id, email: str(r.email), name: str(r.name) ?? str(r.nickname) };
}

// The local stand-in's authorization codes: a signed, one-minute profile.

const demoSig = (payload: string) =>
  createHmac('sha256', serverSecret('demo-oauth')).update(payload).digest('base64url');

export function makeDemoCode(provider: SocialProvider, email: string, name: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: provider,
      id: keyedHash('demo-oauth-id', `${provider}:${email.toLowerCase()}`).slice(0, 16),
      email,
      name,
      exp: now.getTime() + 60_000,
    }),
  ).toString('base64url');
  return `${payload}.${demoSig(payload)}`;
}

function openDemoCode(provider: SocialProvider, code: string, now: Date): ProviderProfile {
  const [payload, sig] = code.split('.');
  if (!payload || !sig || !safeEqual(sig, demoSig(payload))) throw new OAuthProviderError('demo code');
  const d = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    p: string;
    id: string;
    email: string;
    name: string;
    exp: number;
  };
  if (d.p !== provider || d.exp < now.getTime()) throw new OAuthProviderError('demo code');
  return { provider, id: d.id, email: str(d.email), name: str(d.name) };
}
