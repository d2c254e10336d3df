import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { ciHashOf } from '@/server/identity/service';
import en from '../../messages/en/common.json';
import ko from '../../messages/ko/common.json';
import { completeSignUp, freshIp, newPerson, type Person } from '../support/member-flow';
import { operations } from '../support/openapi';
import {
  fakeCi,
  PORTONE_TEST_CHANNEL,
  PORTONE_TEST_SECRET,
  PORTONE_TEST_STORE,
  startPortOneServer,
} from '../support/portone-server';
import { createTestApp } from '../support/test-app';

/**
 * Identity verification through PortOne V2 (decision 012), against a local PortOne API speaking
 * its documented shapes (tests/support/portone-server.ts); nothing inside the app is mocked.
 */
let portone: Awaited<ReturnType<typeof startPortOneServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every status the identity routes answered in this file: each must be in the OpenAPI document. */
const seen = { requests: new Set<number>(), results: new Set<number>() };

beforeAll(async () => {
  portone = await startPortOneServer();
  // NOTE: before the app reads its environment (once per process; each test file is its own).
  Object.assign(process.env, portone.env);
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await portone?.close();
});

type Started = {
  provider: string;
  requestId: string;
  identityVerificationId: string;
  storeId: string;
  channelKey: string;
  expiresIn: number;
};

const start = async (purpose: 'sign_up' | 'tel_change' = 'sign_up', token?: string) => {
  const res = await t.call('POST', '/api/identity/requests', { purpose }, token, freshIp());
  seen.requests.add(res.status);
  expect(res.status).toBe(201);
  return (await res.json()) as Started;
};
const submit = async (requestId: string, result: string, opts: { token?: string; lang?: 'en' } = {}) => {
  const res = await t.call(
    'POST',
    '/api/identity/results',
    { requestId, result },
    opts.token,
    opts.lang ? { 'accept-language': opts.lang } : {},
  );
  seen.results.add(res.status);
  return res;
};
const refusal = async (res: Response) => (await res.json()).error as { code: string; message: string };
const memberCount = async () => (await t.db.select({ id: users.id }).from(users)).length;

/** The browser's whole PortOne round: request, the person in PortOne's window, the id handed back. */
async function verifiedThroughPortOne(p: Person, purpose?: 'sign_up' | 'tel_change', token?: string) {
  const { identityVerificationId } = await start(purpose, token);
  portone.verify(identityVerificationId, p);
  return submit(identityVerificationId, identityVerificationId, { token });
}

async function signUpThroughPortOne(p: Person) {
  const res = await verifiedThroughPortOne(p);
  if (res.status !== 200) return res;
  return finishSignUp((await res.json()).identityToken);
}

/** The rest of sign-up after identity: the mailed e-mail code, then the form. */
const finishSignUp = async (identityToken: string) => (await completeSignUp(t, identityToken)).res;

describe('PortOne identity verification: the happy path', () => {
  it("answers what PortOne's window needs: store id, channel key and the request id as identityVerificationId", async () => {
    const s = await start();
    expect(s).toEqual({
      provider: 'portone',
      requestId: s.requestId,
      identityVerificationId: s.requestId,
      storeId: PORTONE_TEST_STORE,
      channelKey: PORTONE_TEST_CHANNEL,
      sdkUrl: `${portone.origin}/v2/browser-sdk.js`,
      expiresIn: 600,
    });
    expect(s).not.toHaveProperty('url');
    // The demo page is off: PortOne is the one provider.
    expect((await t.call('GET', `/api/identity/demo?requestId=${s.requestId}`)).status).toBe(404);
  });

  it('signs up end to end: PortOne verifiedCustomer → name, tel, birth, CI stored hashed', async () => {
    const p = newPerson();
    const before = portone.state.requests.length;
    const res = await signUpThroughPortOne(p);
    expect(res.status).toBe(201);
    const { accessToken } = await res.json();
    const me = await (await t.call('GET', '/api/users/my', undefined, accessToken)).json();
    expect(me).toMatchObject({ name: p.name, tel: p.tel, birth: p.birth });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row.ciHash).toBe(ciHashOf(fakeCi(p)));
    // The server asked PortOne itself, in our store, with the API secret.
    const asked = portone.state.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toMatch(
      new RegExp(`^/identity-verifications/[\\w-]+\\?storeId=${PORTONE_TEST_STORE}$`),
    );
    expect(asked[0].authorization).toBe(`PortOne ${PORTONE_TEST_SECRET}`);
  });

  it('keeps one account per person, and a withdrawn member may register again', async () => {
    const p = newPerson();
    const first = await signUpThroughPortOne(p);
    expect(first.status).toBe(201);
    const again = await verifiedThroughPortOne(p);
    expect(again.status).toBe(409);
    expect((await refusal(again)).code).toBe('ALREADY_REGISTERED');
    const { accessToken } = await first.json();
    const gone = await t.call('POST', '/api/users/my/withdrawal', { reason: 'spam' }, accessToken);
    expect(gone.status).toBe(200);
    expect((await signUpThroughPortOne(p)).status).toBe(201);
  });

  it('changes the phone on /my/edit through PortOne, for the same person only', async () => {
    const p = newPerson();
    const { accessToken } = await (await signUpThroughPortOne(p)).json();
    const moved = await verifiedThroughPortOne({ ...p, tel: '01055554444' }, 'tel_change', accessToken);
    expect(moved.status).toBe(200);
    const { identityToken } = await moved.json();
    const edit = await t.call('PATCH', '/api/users/my', { identityToken }, accessToken);
    expect((await edit.json()).tel).toBe('01055554444');
    const other = await verifiedThroughPortOne(newPerson(), 'tel_change', accessToken);
    expect(other.status).toBe(403);
    expect((await refusal(other)).code).toBe('IDENTITY_MISMATCH');
  });
});

describe('PortOne identity verification: refusals (a clear message, no account, the request burnt)', () => {
  /** Submits a refused verification: 422/409 with `code`, in Korean and English, and no member made. */
  async function expectRefused(requestId: string, code: string, status = 422, result = requestId) {
    const members = await memberCount();
    const res = await submit(requestId, result);
    expect(res.status).toBe(status);
    const error = await refusal(res);
    expect(error.code).toBe(code);
    expect(error.message).toBe(ko.apiError[code as keyof typeof ko.apiError]);
    expect(await memberCount()).toBe(members);
    return error;
  }

  it('a failed verification (status FAILED) gets IDENTITY_FAILED, in both languages', async () => {
    const s = await start();
    portone.fail(s.identityVerificationId);
    await expectRefused(s.requestId, 'IDENTITY_FAILED');
    const s2 = await start();
    portone.fail(s2.identityVerificationId);
    const res = await submit(s2.requestId, s2.requestId, { lang: 'en' });
    expect((await refusal(res)).message).toBe(en.apiError.IDENTITY_FAILED);
  });

  it('a cancelled or unfinished verification (status READY) gets IDENTITY_CANCELLED, and the request is burnt', async () => {
    const s = await start();
    portone.leaveReady(s.identityVerificationId);
    await expectRefused(s.requestId, 'IDENTITY_CANCELLED');
    // Finishing later in the same window does not revive the request: a new one is needed.
    portone.verify(s.identityVerificationId, newPerson());
    await expectRefused(s.requestId, 'IDENTITY_REPLAYED', 409);
  });

  it('a verification completed more than 10 minutes ago, or a request older than 10 minutes, is expired', async () => {
    const s = await start();
    portone.verify(s.identityVerificationId, newPerson(), {
      at: new Date(t.clock.now().getTime() - 11 * 60_000),
    });
    await expectRefused(s.requestId, 'IDENTITY_EXPIRED');
    const late = await start();
    portone.verify(late.identityVerificationId, newPerson());
    t.clock.advance(11 * 60_000);
    try {
      await expectRefused(late.requestId, 'IDENTITY_EXPIRED');
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('a replayed id is refused: the same request twice, or one verification offered for another request', async () => {
    const p = newPerson();
    const a = await start();
    portone.verify(a.identityVerificationId, p);
    expect((await submit(a.requestId, a.identityVerificationId)).status).toBe(200);
    await expectRefused(a.requestId, 'IDENTITY_REPLAYED', 409);
    const b = await start();
    await expectRefused(b.requestId, 'IDENTITY_FORGED', 422, a.identityVerificationId);
  });

  it("a verification PortOne does not hold in our store, or made through another channel, is not this site's", async () => {
    const never = await start();
    await expectRefused(never.requestId, 'IDENTITY_OTHER_STORE');
    const elsewhere = await start();
    portone.verify(elsewhere.identityVerificationId, newPerson(), { storeId: 'store-someone-else' });
    await expectRefused(elsewhere.requestId, 'IDENTITY_OTHER_STORE');
    const otherChannel = await start();
    portone.verify(otherChannel.identityVerificationId, newPerson(), { channelKey: 'channel-key-test-only' });
    await expectRefused(otherChannel.requestId, 'IDENTITY_OTHER_STORE');
  });

  it('a verified customer the spec cannot hold (no phone, a foreign-script name, no CI) is malformed', async () => {
    for (const p of [
      { ...newPerson(), tel: '' },
      { ...newPerson(), name: 'John Smith' },
    ]) {
      const s = await start();
      portone.verify(s.identityVerificationId, p);
      await expectRefused(s.requestId, 'IDENTITY_MALFORMED');
    }
    const s = await start();
    portone.verify(s.identityVerificationId, newPerson(), { ci: '' });
    await expectRefused(s.requestId, 'IDENTITY_MALFORMED');
  });
});

describe('PortOne identity verification: PortOne down', () => {
  it('answers 503 with Retry-After (never a 500) while PortOne fails, and the same request succeeds once it is back', async () => {
    const p = newPerson();
    const s = await start();
    portone.verify(s.identityVerificationId, p);
    const outages: (typeof portone.state.outage)[] = [
      { status: 503 },
      { status: 500 },
      { status: 502 },
      'maintenance',
      'reset',
    ];
    for (const outage of outages) {
      portone.state.outage = outage;
      const res = await submit(s.requestId, s.requestId);
      expect(res.status, JSON.stringify(outage)).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const error = await refusal(res);
      expect(error.code).toBe('IDENTITY_UNAVAILABLE');
      expect(error.message).toBe(ko.apiError.IDENTITY_UNAVAILABLE);
    }
    portone.state.outage = null;
    const res = await submit(s.requestId, s.requestId);
    expect(res.status).toBe(200);
    const verified = await res.json();
    expect(verified).toMatchObject({ name: p.name, tel: p.tel, birth: p.birth });
    expect((await finishSignUp(verified.identityToken)).status).toBe(201);
  });

  it('a PortOne that does not answer in time is a 503 too', async () => {
    const s = await start();
    portone.verify(s.identityVerificationId, newPerson());
    portone.state.outage = 'hang';
    try {
      const res = await submit(s.requestId, s.requestId, { lang: 'en' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect((await refusal(res)).message).toBe(en.apiError.IDENTITY_UNAVAILABLE);
    } finally {
      portone.state.outage = null;
    }
    expect((await submit(s.requestId, s.requestId)).status).toBe(200);
  }, 20_000);

  it('PortOne refusing our API secret (401 UNAUTHORIZED) is our outage, not the visitor’s fault: 503, request kept', async () => {
    const p = newPerson();
    const s = await start();
    portone.verify(s.identityVerificationId, p);
    portone.state.secret = 'rotated-secret';
    try {
      const res = await submit(s.requestId, s.requestId);
      expect(res.status).toBe(503);
      expect((await refusal(res)).code).toBe('IDENTITY_UNAVAILABLE');
    } finally {
      portone.state.secret = PORTONE_TEST_SECRET;
    }
    expect((await submit(s.requestId, s.requestId)).status).toBe(200);
  });

  it('an anonymous phone change request is refused (401) before PortOne is involved', async () => {
    const res = await t.call(
      'POST',
      '/api/identity/requests',
      { purpose: 'tel_change' },
      undefined,
      freshIp(),
    );
    seen.requests.add(res.status);
    expect(res.status).toBe(401);
  });
});

describe('OpenAPI document of the identity routes', () => {
  it('documents every status they answer, 503 with Retry-After', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const ops = operations(doc);
    const statuses = (path: string) =>
      ops.find((o) => o.method === 'POST' && o.path === path)?.statuses.sort() ?? [];
    expect(statuses('/api/identity/requests')).toEqual([201, 400, 401, 413, 415, 422, 429, 503]);
    expect(statuses('/api/identity/results')).toEqual([200, 400, 403, 409, 413, 415, 422, 503]);
    for (const s of seen.requests) expect(statuses('/api/identity/requests')).toContain(s);
    for (const s of seen.results) expect(statuses('/api/identity/results')).toContain(s);
    for (const path of ['/api/identity/requests', '/api/identity/results'])
      expect(doc.paths[path].post.responses['503'].headers).toHaveProperty('Retry-After');
    const started = doc.paths['/api/identity/requests'].post.responses['201'].content['application/json'];
    expect(JSON.stringify(started)).toContain('identityVerificationId');
  });
});
