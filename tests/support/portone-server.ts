import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Person } from './member-flow';

/**
 * A local PortOne V2 API answering `GET /identity-verifications/{identityVerificationId}?storeId=`
 * in PortOne's own shapes (`VerifiedIdentityVerification`, `ReadyIdentityVerification`,
 * `FailedIdentityVerification`; errors `{type, message}` with 401 `UNAUTHORIZED` and 404
 * `IDENTITY_VERIFICATION_NOT_FOUND`), as read from PortOne's server SDK types. Verifications live in
 * a store: asked with another `storeId`, one is not found. Tests play the browser SDK and the person
 * with `verify` / `fail` / `leaveReady`, and PortOne's outages with `outage`.
 */
export const PORTONE_TEST_STORE = 'store-5f1b0c1e-7a52-4e38-9d2e-000000000001';
export const PORTONE_TEST_CHANNEL = 'channel-key-3c0f8a9e-1d7b-4f0e-b3a1-000000000002';
export const PORTONE_TEST_SECRET = 'portone-test-api-secret-0123456789abcdef';

/** Where the stand-in browser SDK and verification window are served (browser tests). */
const SDK_PATH = '/v2/browser-sdk.js';
const WINDOW_PATH = '/identity-window';

/**
 * A stand-in for PortOne's browser SDK script (what `@portone/browser-sdk` injects from
 * cdn.portone.io): `window.PortOne.requestIdentityVerification` opens the verification window in a
 * pop-up and resolves with `{identityVerificationId}` or `{identityVerificationId, code, message}`,
 * as PortOne's does.
 */
function standInSdk(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  window.PortOne = {
    requestIdentityVerification(req) {
      return new Promise((resolve) => {
        const q = new URLSearchParams({ identityVerificationId: req.identityVerificationId, storeId: req.storeId, channelKey: req.channelKey });
        // Like PortOne's on a phone: the whole page goes to the window, which redirects back to
        // redirectUrl with the answer in the query (the promise never resolves).
        if (req.redirectUrl && (req.forceRedirect || (navigator.maxTouchPoints > 0 && window.innerWidth < 768))) {
          q.set('redirectUrl', req.redirectUrl);
          window.location.href = origin + ${JSON.stringify(WINDOW_PATH)} + '?' + q;
          return;
        }
        const popup = window.open(origin + ${JSON.stringify(WINDOW_PATH)} + '?' + q, 'portone-identity', 'width=480,height=640');
        let done = false;
        const finish = (answer) => { if (done) return; done = true; window.removeEventListener('message', onMessage); clearInterval(timer); resolve(answer); };
        const onMessage = (e) => { if (e.origin === origin && e.data && e.data.identityVerificationId === req.identityVerificationId) finish(e.data); };
        window.addEventListener('message', onMessage);
        const timer = setInterval(() => { if (!popup || popup.closed) setTimeout(() => finish({ identityVerificationId: req.identityVerificationId, code: 'IDENTITY_VERIFICATION_CANCELLED', message: 'closed' }), 500); }, 300);
      });
    },
  };
})();
`;
}

/** The stand-in verification window: '인증' verifies the person the test chose, '취소' cancels. */
function standInWindow(id: string): string {
  const safe = JSON.stringify(id).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>PortOne 본인인증 (테스트)</title></head>
<body><main><h1>PortOne 본인인증 (테스트용 대역)</h1>
<button type="button" id="verify">인증</button> <button type="button" id="cancel">취소</button></main>
<script>
const id = ${safe};
async function finish(outcome) {
  const res = await fetch('${WINDOW_PATH}/done?' + new URLSearchParams({ identityVerificationId: id, outcome }), { method: 'POST' });
  const answer = await res.json();
  const back = new URLSearchParams(location.search).get('redirectUrl');
  if (back) {
    const url = new URL(back);
    for (const [k, v] of Object.entries(answer)) url.searchParams.set(k, String(v));
    location.href = url.toString();
    return;
  }
  window.opener && window.opener.postMessage(answer, '*');
  window.close();
}
document.getElementById('verify').onclick = () => finish('verify');
document.getElementById('cancel').onclick = () => finish('cancel');
</script></body></html>`;
}

type Stored = { storeId: string; body: Record<string, unknown> };

/** A stand-in for a real CI (88 base64 characters), stable per name + birth like a person's. */
export const fakeCi = (p: Pick<Person, 'name' | 'birth'>) =>
  createHash('sha512').update(`ci:${p.name}:${p.birth}`).digest('base64');

const dashed = (birth: string) => `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`;

export async function startPortOneServer() {
  const verifications = new Map<string, Stored>();
  const state = {
    /**
     * `status`: answer that HTTP status (5xx) with an error body; `maintenance`: a 200 HTML page (a
     * proxy in front of PortOne); `reset`: drop the connection; `hang`: never answer.
     */
    outage: null as null | { status: number } | 'maintenance' | 'reset' | 'hang',
    /** The API secret PortOne accepts (change it to play a revoked key). */
    secret: PORTONE_TEST_SECRET,
    /** Every request the app made: path + query and the Authorization header. */
    requests: [] as { url: string; authorization: string | undefined }[],
  };

  const channel = (key: string) => ({
    type: 'LIVE',
    id: `channel-id-${key.slice(-4)}`,
    key,
    name: 'PASS 본인인증',
    pgProvider: 'DANAL',
    pgMerchantId: 'A010002002',
  });
  const base = (id: string, key: string, at: Date, status: string) => ({
    status,
    id,
    channel: channel(key),
    requestedAt: new Date(at.getTime() - 30_000).toISOString(),
    updatedAt: at.toISOString(),
    statusChangedAt: at.toISOString(),
    version: 'V2',
  });

  /** The person the stand-in window verifies (the browser test sets it; PortOne's window asks the person). */
  let windowPerson: Person | null = null;

  const server = createServer((req, res) => {
    const page = new URL(req.url ?? '/', 'http://127.0.0.1');
    // The browser side: the stand-in SDK script and verification window (not part of PortOne's API).
    if (page.pathname === SDK_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return res.end(standInSdk(origin));
    }
    if (page.pathname === WINDOW_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(standInWindow(page.searchParams.get('identityVerificationId') ?? ''));
    }
    if (page.pathname === `${WINDOW_PATH}/done` && req.method === 'POST') {
      const id = page.searchParams.get('identityVerificationId') ?? '';
      const ok = page.searchParams.get('outcome') === 'verify' && windowPerson;
      if (ok) verify(id, windowPerson as Person);
      else leaveReady(id);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify(
          ok
            ? { identityVerificationId: id }
            : {
                identityVerificationId: id,
                code: 'IDENTITY_VERIFICATION_CANCELLED',
                message: '본인인증이 취소되었습니다.',
              },
        ),
      );
    }
    state.requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const o = state.outage;
    if (o === 'reset') return req.socket.destroy();
    if (o === 'hang') return;
    if (o === 'maintenance') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>점검 중입니다</body></html>');
    }
    if (o) return json(o.status, { type: 'INTERNAL_SERVER_ERROR', message: 'temporarily unavailable' });
    if (req.headers.authorization !== `PortOne ${state.secret}`)
      return json(401, { type: 'UNAUTHORIZED', message: 'Invalid API secret' });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/identity-verifications\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return json(404, { type: 'NOT_FOUND', message: 'no such route' });
    const id = decodeURIComponent(m[1]);
    const found = verifications.get(id);
    // NOTE: without storeId PortOne uses the secret's own store; ours has one store.
    const store = url.searchParams.get('storeId') ?? PORTONE_TEST_STORE;
    if (!found || found.storeId !== store)
      return json(404, {
        type: 'IDENTITY_VERIFICATION_NOT_FOUND',
        message: '요청된 본인인증 건이 존재하지 않습니다.',
      });
    json(200, found.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  type Where = { at?: Date; storeId?: string; channelKey?: string };
  const put = (id: string, w: Where, body: Record<string, unknown>) =>
    verifications.set(id, { storeId: w.storeId ?? PORTONE_TEST_STORE, body });

  function verify(id: string, p: Person, w: Where & { ci?: string } = {}) {
    const at = w.at ?? new Date();
    put(id, w, {
      ...base(id, w.channelKey ?? PORTONE_TEST_CHANNEL, at, 'VERIFIED'),
      verifiedCustomer: {
        id: `customer-${randomBytes(4).toString('hex')}`,
        name: p.name,
        operator: 'SKT',
        phoneNumber: p.tel,
        birthDate: dashed(p.birth),
        gender: 'FEMALE',
        isForeigner: false,
        ci: w.ci ?? fakeCi(p),
        di: createHash('sha512').update(`di:${p.name}:${p.birth}`).digest('base64').slice(0, 64),
      },
      verifiedAt: at.toISOString(),
      pgTxId: `pg-${randomBytes(6).toString('hex')}`,
      pgRawResponse: '{}',
    });
  }
  function leaveReady(id: string, w: Where = {}) {
    put(id, w, {
      ...base(id, w.channelKey ?? PORTONE_TEST_CHANNEL, w.at ?? new Date(), 'READY'),
      requestedCustomer: {},
    });
  }

  return {
    origin,
    state,
    /** Who completes the stand-in verification window next (null: the window can only be cancelled). */
    setWindowPerson(p: Person | null) {
      windowPerson = p;
    },
    env: {
      IDENTITY_PROVIDER: 'portone',
      PORTONE_STORE_ID: PORTONE_TEST_STORE,
      PORTONE_CHANNEL_KEY: PORTONE_TEST_CHANNEL,
      PORTONE_API_SECRET: PORTONE_TEST_SECRET,
      PORTONE_API_BASE: origin,
      PORTONE_SDK_URL: `${origin}${SDK_PATH}`,
    },
    /** The person completed PortOne's window for `id` (what the browser SDK reports back). */
    verify,
    /** The window was opened but not finished (closed, or still open). */
    leaveReady,
    /** The provider refused the person (wrong details, a carrier error…). */
    fail(id: string, w: Where = {}) {
      put(id, w, {
        ...base(id, w.channelKey ?? PORTONE_TEST_CHANNEL, w.at ?? new Date(), 'FAILED'),
        requestedCustomer: {},
        failure: { reason: '본인인증 정보가 일치하지 않습니다.', pgCode: 'E0012', pgMessage: 'mismatch' },
      });
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
