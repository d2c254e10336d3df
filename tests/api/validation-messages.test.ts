import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../messages/en/common.json';
import koCommon from '../../messages/ko/common.json';
import { freshIp, signUp } from '../support/member-flow';
import { badRequests, fillPath, junkValues, type Operation, operations, wrongType } from '../support/openapi';
import { createTestApp } from '../support/test-app';

/**
 * Every route in the OpenAPI document, sent wrong types, missing fields, over-long strings, junk
 * ids and junk query values in Korean and in English: each answer is a 4xx with the error shape,
 * every message is a catalogue sentence in the caller's language with its key beside it, and none
 * is a library's default text. Driven by the document, so routes added later are walked too.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await (await signUp(t)).res.json()).accessToken;
  ops = operations(await (await t.call('GET', '/api/openapi.json')).json());
});
afterAll(() => t.close());

const LIBRARY_DEFAULT =
  /Invalid (input|option|UUID|email|type|string|key|element|union)|expected|^Required$|Too (big|small)|Unrecognized|received/;
const HANGUL = /[\uAC00-\uD7A3]/;

type Tree = { [k: string]: string | Tree };
const hasKey = (tree: Tree, path: string) =>
  typeof path
    .split('.')
    .reduce<Tree | string | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), tree) ===
  'string';

type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, string>;
  };
};

const LANGUAGES = [
  { name: 'ko', headers: () => ({}), query: '' },
  { name: 'ko', headers: () => ({ 'accept-language': 'ko-KR,ko;q=0.9' }), query: '' },
  { name: 'en', headers: () => ({ 'accept-language': 'en-GB,en;q=0.8' }), query: '' },
  { name: 'en', headers: () => ({}), query: 'lang=en' },
] as const;

describe('every API error message is a catalogue sentence in the caller’s language', () => {
  it('walks every route of the OpenAPI document with bad input in both languages', async () => {
    expect(ops.length).toBeGreaterThan(20);
    let sent = 0;
    let fieldMessages = 0;
    const untouched: string[] = [];
    for (const op of ops) {
      const cases = badRequests(op);
      if (cases.length === 0) untouched.push(`${op.method} ${op.path}`);
      for (const c of cases) {
        for (const lang of LANGUAGES) {
          const url = lang.query ? `${c.url}${c.url.includes('?') ? '&' : '?'}${lang.query}` : c.url;
          const res = await t.call(op.method, url, c.body, op.auth ? token : undefined, {
            ...freshIp(),
            ...lang.headers(),
          });
          sent++;
          const where = `${op.method} ${url.slice(0, 120)} (${c.label}, ${lang.name})`;
          // NOTE: the OAuth start and callback answer every request with a redirect they document.
          if (res.status >= 300 && res.status < 400 && op.statuses.includes(res.status)) continue;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          const body = (await res.json()) as ErrorBody;
          expect(typeof body.error.code, where).toBe('string');
          const texts = [body.error.message, ...Object.values(body.error.fields ?? {})];
          for (const text of texts) {
            expect(text, where).not.toMatch(LIBRARY_DEFAULT);
            if (lang.name === 'ko') expect(text, where).toMatch(HANGUL);
            else expect(text, where).not.toMatch(HANGUL);
          }
          if (body.error.code === 'VALIDATION_FAILED') {
            expect(Object.keys(body.error.fields ?? {}).length, where).toBeGreaterThan(0);
          }
          for (const [field, key] of Object.entries(body.error.fieldCodes ?? {})) {
            expect(body.error.fields?.[field], where).toBeTruthy();
            expect(hasKey(koCommon.validation as Tree, key), `${where}: ${key}`).toBe(true);
            expect(hasKey(enCommon.validation as Tree, key), `${where}: ${key}`).toBe(true);
            fieldMessages++;
          }
          expect(Object.keys(body.error.fields ?? {}).sort(), where).toEqual(
            Object.keys(body.error.fieldCodes ?? {}).sort(),
          );
        }
      }
    }
    console.info(
      `[validation-messages] ${ops.length} routes, ${sent} requests, ${fieldMessages} field messages checked; no input to spoil: ${untouched.join(', ') || 'none'}`,
    );
    expect(fieldMessages).toBeGreaterThan(100);
  });

  it('names the limit in the sentence and keeps the key beside it', async () => {
    const id = await t.call('GET', '/api/events/not-a-uuid?lang=en');
    expect(id.status).toBe(422);
    const idBody = (await id.json()) as ErrorBody;
    expect(idBody.error.fieldCodes).toEqual({ id: 'invalidId' });
    expect(idBody.error.fields?.id).toBe(enCommon.validation.invalidId);

    const tab = (await (await t.call('GET', '/api/events?tab=x')).json()) as ErrorBody;
    expect(tab.error.fieldCodes).toEqual({ tab: 'invalidOption' });
    expect(tab.error.fields?.tab).toBe(koCommon.validation.invalidOption);

    const page = (await (await t.call('GET', '/api/events?page=10001')).json()) as ErrorBody;
    expect(page.error.fieldCodes).toEqual({ page: 'tooLarge' });
    expect(page.error.fields?.page).toBe('10000 이하의 값을 입력해 주세요.');

    const long = await t.call(
      'POST',
      '/api/contact?lang=en',
      { title: 'x'.repeat(101) },
      undefined,
      freshIp(),
    );
    const longBody = (await long.json()) as ErrorBody;
    expect(longBody.error.fieldCodes?.title).toBe('tooLong');
    expect(longBody.error.fields?.title).toBe('Please enter 100 characters or fewer.');
    expect(longBody.error.fieldCodes?.name).toBe('name.required');
  });

  it('calls a value of the wrong type invalid, never missing, in every query parameter and body field', async () => {
    // `?page=abc` answered `required` (zod 4 leaves the input out of its issues, so every wrong
    // type read as a missing value).
    for (const [query, key] of [
      ['page=abc', 'invalidType'],
      ['page=1.5', 'invalidType'],
      ['page=1e309', 'invalidType'],
      ['page=0', 'tooSmall'],
    ] as const) {
      const res = await t.call('GET', `/api/events?${query}&lang=en`);
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.fieldCodes?.page, query).toBe(key);
    }
    const abc = (await (await t.call('GET', '/api/events?page=abc')).json()) as ErrorBody;
    expect(abc.error.fields?.page).toBe(koCommon.validation.invalidType);

    // Driven by the document: no query value sent and no body field of the wrong type is "missing".
    let checked = 0;
    const missing: string[] = [];
    for (const op of ops) {
      const cases: { label: string; url: string; body?: string; field: string }[] = [];
      const base = fillPath(op);
      for (const p of op.params.filter((x) => x.in === 'query'))
        for (const v of junkValues(p.schema ?? {}, true))
          cases.push({
            label: `query ${p.name}=${String(v).slice(0, 20)}`,
            url: `${base}?${new URLSearchParams({ [p.name]: String(v) })}`,
            field: p.name,
          });
      for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
        const wrong = wrongType(schema);
        if (wrong !== undefined)
          cases.push({
            label: `body ${name}: wrong type`,
            url: base,
            body: JSON.stringify({ [name]: wrong }),
            field: name,
          });
      }
      for (const c of cases) {
        const res = await t.call(op.method, c.url, c.body, op.auth ? token : undefined, freshIp());
        if (res.status !== 422) continue;
        const code = ((await res.json()) as ErrorBody).error.fieldCodes?.[c.field];
        if (code === undefined) continue;
        checked++;
        // A schema's own key for its field (`name.required`) is the schema's choice; the generic one is ours.
        if (code === 'required') missing.push(`${op.method} ${op.path} ${c.label}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
