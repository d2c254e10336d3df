import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OAuth 2.0 server answering in Kakao's and Naver's own shapes (authorize → token → profile),
 * with PKCE checked for Kakao, state echoed, and denied consent on demand.
 */
export type OAuthUser = { id: string; email: string; name: string };

export async function startOAuthServer() {
  const codes = new Map<
    string,
    { provider: string; redirectUri: string; challenge?: string; user: OAuthUser }
  >();
  const tokens = new Map<string, OAuthUser>();
  const state = {
    deny: false,
    kakaoUser: { id: '4100000001', email: 'kakao.user@example.com', name: '카카오' } as OAuthUser,
    naverUser: { id: 'NV-abc123', email: 'naver.user@example.com', name: '네이버' } as OAuthUser,
    tokenRequests: [] as Record<string, string>[],
  };
  const body = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let s = '';
      req.on('data', (c) => {
        s += c;
      });
      req.on('end', () => resolve(new URLSearchParams(s)));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, provider, action] = url.pathname.split('/');
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(data));
    };
    if (action === 'authorize') {
      const q = url.searchParams;
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('state', q.get('state') ?? '');
      if (state.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set(
          'error_description',
          provider === 'kakao' ? 'User denied access' : 'Canceled By User',
        );
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          provider,
          redirectUri: q.get('redirect_uri') ?? '',
          challenge: q.get('code_challenge') ?? undefined,
          user: provider === 'kakao' ? state.kakaoUser : state.naverUser,
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (action === 'token' && req.method === 'POST') {
      const f = await body(req);
      state.tokenRequests.push(Object.fromEntries(f));
      const entry = codes.get(f.get('code') ?? '');
      codes.delete(f.get('code') ?? '');
      const fail = (error: string) =>
        provider === 'naver'
          ? json(200, { error, error_description: 'invalid' })
          : json(400, { error, error_description: 'bad request', error_code: 'KOE320' });
      if (!entry || entry.provider !== provider || f.get('grant_type') !== 'authorization_code')
        return fail('invalid_grant');
      if (entry.redirectUri !== f.get('redirect_uri') && provider === 'kakao') return fail('invalid_grant');
      if (entry.challenge) {
        const v = f.get('code_verifier') ?? '';
        if (createHash('sha256').update(v).digest('base64url') !== entry.challenge)
          return fail('invalid_grant');
      }
      if (provider === 'naver' && (!f.get('client_secret') || !f.get('state')))
        return fail('invalid_request');
      const access = randomBytes(16).toString('hex');
      tokens.set(access, entry.user);
      return provider === 'kakao'
        ? json(200, {
            token_type: 'bearer',
            access_token: access,
            expires_in: 21599,
            refresh_token: 'r',
            refresh_token_expires_in: 5183999,
            scope: 'account_email profile_nickname',
          })
        : json(200, { access_token: access, refresh_token: 'r', token_type: 'bearer', expires_in: '3600' });
    }
    if (action === 'me') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user)
        return provider === 'kakao'
          ? json(401, { msg: 'this access token does not exist', code: -401 })
          : json(401, { resultcode: '024', message: 'Authentication failed' });
      return provider === 'kakao'
        ? json(200, {
            id: Number(user.id),
            connected_at: '2025-01-01T00:00:00Z',
            kakao_account: {
              profile_nickname_needs_agreement: false,
              profile: { nickname: user.name },
              email_needs_agreement: false,
              is_email_valid: true,
              is_email_verified: true,
              email: user.email,
            },
          })
        : json(200, {
            resultcode: '00',
            message: 'success',
            response: { id: user.id, nickname: user.name, name: user.name, email: user.email },
          });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    state,
    env: {
      KAKAO_CLIENT_ID: 'kakao-test-client',
      KAKAO_AUTH_URL: `${base}/kakao/authorize`,
      KAKAO_TOKEN_URL: `${base}/kakao/token`,
      KAKAO_USERINFO_URL: `${base}/kakao/me`,
      NAVER_CLIENT_ID: 'naver-test-client',
      NAVER_CLIENT_SECRET: 'naver-test-secret',
      NAVER_AUTH_URL: `${base}/naver/authorize`,
      NAVER_TOKEN_URL: `${base}/naver/token`,
      NAVER_USERINFO_URL: `${base}/naver/me`,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
