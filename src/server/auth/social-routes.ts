import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import {
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialExchangeBody,
  socialExchangeResponse,
  socialProviderParam,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { errorMessage } from '../log';
import { demoLocale, demoPage, demoText, esc } from './demo-page';
import {
  beginAuthorization,
  fetchProfile,
  makeDemoCode,
  OAuthProviderError,
  providerConfig,
  safeNext,
  takeState,
} from './oauth';
import { errorAnswers } from './openapi';
import { deliverSession } from './sessions';
import { createSocialCode, exchangeSocialCode } from './social-service';

const tags = ['auth'];
const SIGN_IN_PAGE = '/sign/in';

const providers = createRoute({
  method: 'get',
  path: '/auth/social/providers',
  tags,
  summary: 'Social sign-in providers available here (a provider without keys has no button)',
  responses: {
    200: json(
      z.object({ providers: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), demo: z.boolean() })) }),
      'Providers',
    ),
  },
});
const start = createRoute({
  method: 'get',
  path: '/auth/social/{provider}',
  tags,
  summary: 'Redirect to Kakao / Naver (authorization code + state, PKCE for Kakao)',
  request: { params: socialProviderParam, query: z.looseObject({ next: z.string().max(200).optional() }) },
  'x-other-query-parameters': 'ignored',
  responses: { 302: { description: 'To the provider' }, 404: { description: 'Provider not configured' } },
});
const callback = createRoute({
  method: 'get',
  path: '/auth/social/{provider}/callback',
  tags,
  summary: 'Provider callback: back to the web app with a one-time code (or an error) in the URL hash',
  request: {
    params: socialProviderParam,
    // NOTE: loose: the provider adds parameters of its own (`error_description`), which are ignored.
    query: z.looseObject({
      code: z.string().max(2048).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    }),
  },
  'x-other-query-parameters': 'ignored',
  responses: { 302: { description: 'To /sign/in#code=… or /sign/in#error=…' } },
});
const exchange = createRoute({
  method: 'post',
  path: '/auth/social/exchange',
  tags,
  summary: 'One-time code (about 60 s, single use) → tokens, or a sign-up ticket for an unlinked account',
  request: { body: jsonBody(socialExchangeBody) },
  responses: { 200: json(socialExchangeResponse, 'Signed in, or go on to sign-up'), ...errorAnswers },
});

const back = (fragment: Record<string, string>) =>
  `${SIGN_IN_PAGE}#${new URLSearchParams(fragment).toString()}`;

/** Kakao and Naver sign-in (OAuth 2.0 authorization code), and the local stand-in of the embedded default. */
export function socialRouter(): ApiApp {
  const r = createRouter();

  // GET /api/auth/social/providers - which buttons the sign-in page shows
  r.openapi(providers, (c) =>
    c.json(
      {
        providers: SOCIAL_PROVIDERS.flatMap((p) => {
          const cfg = providerConfig(p);
          return cfg ? [{ provider: p, demo: cfg.demo }] : [];
        }),
      },
      200,
    ),
  );

  // GET /api/auth/social/{provider} - to the provider's consent page
  r.openapi(start, async (c) => {
    const { provider } = c.req.valid('param');
    const cfg = providerConfig(provider);
    if (!cfg) throw new ApiError(404, 'PROVIDER_UNAVAILABLE');
    const url = await beginAuthorization(
      c.var.deps.db,
      cfg,
      safeNext(c.req.valid('query').next),
      new URL(c.req.url).origin,
      c.var.deps.now(),
    );
    return c.redirect(url, 302);
  });

  // GET /api/auth/social/{provider}/callback - state check, code exchange, one-time code to the web app
  r.openapi(callback, async (c) => {
    const { db, now } = c.var.deps;
    const { provider } = c.req.valid('param');
    const q = c.req.valid('query');
    const t = now();
    const cfg = providerConfig(provider);
    if (!cfg || !q.state) return c.redirect(back({ error: 'state' }), 302);
    const state = await takeState(db, provider, q.state, t);
    if (!state) return c.redirect(back({ error: 'state' }), 302);
    if (q.error || !q.code) return c.redirect(back({ error: 'denied' }), 302);
    try {
      const profile = await fetchProfile(cfg, q.code, state.codeVerifier, q.state, t);
      const code = await createSocialCode(db, profile, t);
      return c.redirect(back({ code, ...(state.next ? { next: state.next } : {}) }), 302);
    } catch (err) {
      if (!(err instanceof OAuthProviderError)) throw err;
      console.warn('[oauth]', provider, errorMessage(err));
      return c.redirect(back({ error: 'provider' }), 302);
    }
  });

  // POST /api/auth/social/exchange - the one-time code from the URL hash
  r.openapi(exchange, async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const result = await exchangeSocialCode(db, c.req.valid('json').code, t);
    if (result.status === 'signUp') return c.json(result, 200);
    return c.json({ status: 'signedIn' as const, ...deliverSession(c, result.session, t) }, 200);
  });

  // GET /api/auth/social/{provider}/demo - the local stand-in's consent page (labelled, embedded only)
  r.get('/auth/social/:provider/demo', (c) => {
    const provider = c.req.param('provider') as SocialProvider;
    const cfg = SOCIAL_PROVIDERS.includes(provider) ? providerConfig(provider) : null;
    if (!cfg?.demo) throw new ApiError(404, 'NOT_FOUND');
    const locale = demoLocale(c.req.raw);
    const t = (k: string) => esc(demoText(locale, `oauth.${k}`));
    const title = demoText(locale, `oauth.title.${provider}`);
    const body = `<p class="note">${t('notice')}</p>
<form method="post" action="/api/auth/social/${provider}/demo">
<input type="hidden" name="state" value="${esc(c.req.query('state') ?? '')}">
<label>${t('email')}<input name="email" type="email" value="${esc(`${provider}.demo@example.com`)}" required autocomplete="off"></label>
<label>${t('nickname')}<input name="name" value="${esc(demoText(locale, 'oauth.sampleName'))}" required maxlength="20" autocomplete="off"></label>
<div class="row"><button type="submit" name="outcome" value="deny" formnovalidate>${t('deny')}</button><button type="submit" name="outcome" value="allow">${t('allow')}</button></div>
</form>`;
    return c.html(demoPage(locale, title, demoText(locale, 'oauth.badge'), body));
  });

  // POST /api/auth/social/{provider}/demo - answers our own callback the way a provider would
  r.post('/auth/social/:provider/demo', async (c) => {
    const provider = c.req.param('provider') as SocialProvider;
    const cfg = SOCIAL_PROVIDERS.includes(provider) ? providerConfig(provider) : null;
    if (!cfg?.demo) throw new ApiError(404, 'NOT_FOUND');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const s = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim().slice(0, 200) : '');
    const target = new URLSearchParams({ state: s('state') });
    if (s('outcome') === 'allow')
      target.set('code', makeDemoCode(provider, s('email'), s('name'), c.var.deps.now()));
    else target.set('error', 'access_denied');
    return c.redirect(`/api/auth/social/${provider}/callback?${target}`, 302);
  });

  return r;
}
