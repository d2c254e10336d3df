import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptResult } from '@/server/identity/provider';
import { freshIp, newPerson, providerResult } from '../support/member-flow';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newRequest = async () => {
  const res = await t.call('POST', '/api/identity/requests', { purpose: 'sign_up' }, undefined, freshIp());
  expect(res.status).toBe(201);
  return (await res.json()) as { requestId: string; url: string; expiresIn: number };
};
const submit = (requestId: string, result: string) =>
  t.call('POST', '/api/identity/results', { requestId, result });
const code = async (res: Response) => (await res.json()).error?.code;

describe('identity verification', () => {
  it('opens a valid result once and answers name, tel, birth and a ticket (never the CI)', async () => {
    const { requestId, url } = await newRequest();
    expect(url).toBe(`/api/identity/demo?requestId=${requestId}`);
    const p = newPerson();
    const res = await submit(requestId, providerResult(requestId, p));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ name: p.name, tel: p.tel, birth: p.birth });
    expect(Object.keys(body).sort()).toEqual(['birth', 'identityToken', 'name', 'tel']);
  });

  it('refuses a replayed result', async () => {
    const { requestId } = await newRequest();
    const result = providerResult(requestId, newPerson());
    expect((await submit(requestId, result)).status).toBe(200);
    const again = await submit(requestId, result);
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('IDENTITY_REPLAYED');
  });

  it('refuses a forged result (wrong key, tampered ciphertext, or made for another request)', async () => {
    const a = await newRequest();
    const forged = encryptResult(`Y_홍길동_01012345678_19900101_CI`, a.requestId, Buffer.alloc(32, 7));
    const r1 = await submit(a.requestId, forged);
    expect(r1.status).toBe(422);
    expect(await code(r1)).toBe('IDENTITY_FORGED');
    const b = await newRequest();
    const good = providerResult(b.requestId, newPerson());
    const [iv, ct] = good.split(':');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(await code(await submit(b.requestId, `${iv}:${flipped.toString('base64url')}`))).toBe(
      'IDENTITY_FORGED',
    );
    const c = await newRequest();
    const d = await newRequest();
    expect(await code(await submit(d.requestId, providerResult(c.requestId, newPerson())))).toBe(
      'IDENTITY_FORGED',
    );
  });

  it('refuses an expired request', async () => {
    const { requestId } = await newRequest();
    const result = providerResult(requestId, newPerson());
    t.clock.advance(11 * 60 * 1000);
    const res = await submit(requestId, result);
    expect(res.status).toBe(422);
    expect(await code(res)).toBe('IDENTITY_EXPIRED');
  });

  it('refuses malformed results with a clear code', async () => {
    for (const bad of [
      'nocolon',
      'a:b:c',
      '!!!:???',
      'AAAA:BBBB',
      `${Buffer.alloc(12).toString('base64url')}:AAAA`,
    ]) {
      const { requestId } = await newRequest();
      const res = await submit(requestId, bad);
      expect(res.status).toBe(422);
      expect(await code(res)).toBe('IDENTITY_MALFORMED');
    }
    const { requestId } = await newRequest();
    const wrongFields = encryptResult('Y_홍길동_01012345678', requestId);
    expect(await code(await submit(requestId, wrongFields))).toBe('IDENTITY_MALFORMED');
    const r2 = await newRequest();
    expect(
      await code(await submit(r2.requestId, encryptResult('Y_John_01012345678_19900101_CI', r2.requestId))),
    ).toBe('IDENTITY_MALFORMED');
    expect(await code(await submit('short', 'a:b'))).toBe('IDENTITY_MALFORMED');
    expect(await code(await submit('x'.repeat(24), providerResult('x'.repeat(24), newPerson())))).toBe(
      'IDENTITY_UNKNOWN_REQUEST',
    );
  });

  it('reports a cancelled verification', async () => {
    const { requestId } = await newRequest();
    const res = await submit(requestId, providerResult(requestId, newPerson(), false));
    expect(await code(res)).toBe('IDENTITY_FAILED');
  });

  it('a phone change request needs a signed-in member', async () => {
    const res = await t.call(
      'POST',
      '/api/identity/requests',
      { purpose: 'tel_change' },
      undefined,
      freshIp(),
    );
    expect(res.status).toBe(401);
  });

  it('rate-limits identity requests per address', async () => {
    const ip = { 'x-forwarded-for': '10.99.0.1' };
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await t.call('POST', '/api/identity/requests', {}, undefined, ip)).status;
    expect(last).toBe(429);
  });

  it('serves the clearly labelled demo provider page, which answers an encrypted result', async () => {
    const { requestId } = await newRequest();
    const page = await t.call('GET', `/api/identity/demo?requestId=${requestId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('데모');
    const form = new URLSearchParams({
      requestId,
      name: '이데모',
      tel: '01099998888',
      birth: '19850505',
      outcome: 'success',
    });
    const done = await t.app.request('/api/identity/demo', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const html = await done.text();
    const result = html.match(/"result":"([\w-]+:[\w-]+)"/)?.[1] as string;
    expect(result).toBeTruthy();
    const res = await submit(requestId, result);
    expect(await res.json()).toMatchObject({ name: '이데모', tel: '01099998888', birth: '19850505' });
  });
});
