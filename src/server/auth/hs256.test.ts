import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256';

const key = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256!!');
const otherKey = new TextEncoder().encode('another-secret-of-enough-length-for-hs256');
const issuer = 'moru-design-trend';
const audience = 'moru-web';
const now = new Date('2026-11-26T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
/** A token built by hand, signed with HMAC-SHA-256 over whatever header and claims it is given. */
function forge(header: unknown, claims: unknown, signWith = key, algo = 'sha256') {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac(algo, signWith).update(input).digest('base64url')}`;
}
const claims = (extra: Record<string, unknown> = {}) => ({
  sub: 'm1',
  roles: ['member'],
  iss: issuer,
  aud: audience,
  iat: t - 10,
  exp: t + 900,
  ...extra,
});
const sign = (payload = claims(), signWith = key) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(signWith);

async function joseAccepts(token: string) {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience, currentDate: now });
    return true;
  } catch {
    return false;
  }
}
const oursAccepts = (token: unknown) => verifyHs256(token, key, { issuer, audience, now }) !== null;

describe('verifyHs256', () => {
  it('returns the claims of a token jose signed', async () => {
    const token = await sign();
    expect(verifyHs256(token, key, { issuer, audience, now })).toEqual(claims());
  });

  it('agrees with jose’s jwtVerify on every token of the corpus', async () => {
    const valid = await sign();
    const [h, p, s] = valid.split('.') as [string, string, string];
    const corpus: [string, string][] = [
      ['valid', valid],
      ['audience in an array', await sign(claims({ aud: ['other', audience] }))],
      ['not yet valid (nbf ahead)', await sign(claims({ nbf: t + 60 }))],
      ['valid from now (nbf = now)', await sign(claims({ nbf: t }))],
      ['expired a second ago', await sign(claims({ exp: t - 1 }))],
      ['expires this very second', await sign(claims({ exp: t }))],
      ['exp not a number', forge({ alg: 'HS256' }, claims({ exp: String(t + 900) }))],
      ['iat not a number', forge({ alg: 'HS256' }, claims({ iat: 'yesterday' }))],
      ['nbf not a number', forge({ alg: 'HS256' }, claims({ nbf: 'soon' }))],
      ['another issuer', await sign(claims({ iss: 'someone-else' }))],
      ['no issuer', await sign(claims({ iss: undefined }))],
      ['another audience (the staff one)', await sign(claims({ aud: `${audience}:staff` }))],
      ['audience array without ours', await sign(claims({ aud: ['a', 'b'] }))],
      ['no audience', await sign(claims({ aud: undefined }))],
      ['signed with another key', await sign(claims(), otherKey)],
      ['claims changed after signing', `${h}.${b64(claims({ sub: 'admin', roles: ['admin'] }))}.${s}`],
      ['alg none, no signature', `${b64({ alg: 'none' })}.${p}.`],
      ['alg none with our signature', `${b64({ alg: 'none' })}.${p}.${s}`],
      ['HS512', forge({ alg: 'HS512' }, claims(), key, 'sha512')],
      ['HS256 header over an HS512 signature', forge({ alg: 'HS256' }, claims(), key, 'sha512')],
      ['RS256 header', forge({ alg: 'RS256' }, claims())],
      ['header is an array', forge(['HS256'], claims())],
      ['claims are an array', forge({ alg: 'HS256' }, [claims()])],
      ['claims are a string', forge({ alg: 'HS256' }, '"just text"')],
      ['claims not JSON', forge({ alg: 'HS256' }, '{not json')],
      ['unknown critical header', forge({ alg: 'HS256', crit: ['exp2'], exp2: 1 }, claims())],
      ['two segments', `${h}.${p}`],
      ['four segments', `${valid}.${s}`],
      ['empty signature', `${h}.${p}.`],
      ['truncated signature', `${h}.${p}.${s.slice(0, -2)}`],
      ['signature with a foreign character', `${h}.${p}.${s.slice(0, -1)}*`],
      ['empty string', ''],
      ['dots only', '..'],
      ['spaces', `${h} .${p}.${s}`],
    ];
    const accepted: string[] = [];
    for (const [name, token] of corpus) {
      expect(oursAccepts(token), name).toBe(await joseAccepts(token));
      if (oursAccepts(token)) accepted.push(name);
    }
    expect(accepted).toEqual(['valid', 'audience in an array', 'valid from now (nbf = now)']);
  });

  it('is stricter than jose where we never sign such a token: no exp, a non-canonical signature, b64', async () => {
    const noExp = await sign(claims({ exp: undefined }));
    expect(await joseAccepts(noExp)).toBe(true);
    expect(oursAccepts(noExp)).toBe(false);

    // The last character of a 32-byte base64url signature carries 2 unused bits: another
    // character that decodes to the same bytes is a second spelling of the same signature.
    const valid = await sign();
    const [h, p, s] = valid.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(s.at(-1) as string);
    const respelt = `${h}.${p}.${s.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelt.split('.')[2] as string, 'base64url')).toEqual(Buffer.from(s, 'base64url'));
    expect(oursAccepts(respelt)).toBe(false);

    expect(oursAccepts(forge({ alg: 'HS256', b64: true, crit: ['b64'] }, claims()))).toBe(false);
  });

  it('refuses what is not a token at all without throwing', () => {
    for (const v of [undefined, null, 42, {}, ['a.b.c'], 'x'.repeat(5000), 'a.b.c', '\u0000.\u0000.\u0000']) {
      expect(oursAccepts(v)).toBe(false);
    }
  });
});
