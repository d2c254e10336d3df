import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MIN_FILL_MS } from '@/schemas/contact-rules';
import { PASSWORD_MIN_LENGTH } from '@/schemas/field-rules';
import { staffTokens } from '../support/admin';
import { insertMember } from '../support/members';
import { type JsonSchema, nonConformance, type Operation, operations } from '../support/openapi';
import { createTestApp } from '../support/test-app';

/**
 * Issue 30, "the API contract is the document": security schemes declared, every status the server
 * can answer documented with its body, and the documented constraints the enforced ones. The fuzz
 * (openapi-fuzz.test.ts) fails on any answer outside the document; this file pins the parts of the
 * document a random request rarely reaches.
 */
type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: {
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
    schemas: Record<string, JsonSchema>;
  };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Doc;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.call('GET', '/api/openapi.json')).json();
  ops = operations(doc as never);
});
afterAll(() => t.close());

const raw = (op: Operation) =>
  doc.paths[op.path][op.method.toLowerCase()] as {
    security?: Record<string, unknown>[];
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };

describe('the OpenAPI document', () => {
  it('declares every security scheme its operations name: members’ and staff’s bearer tokens', () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.staffAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const named = new Set(ops.flatMap((op) => (raw(op).security ?? []).flatMap((s) => Object.keys(s))));
    expect([...named].sort()).toEqual(['bearerAuth', 'staffAuth']);
    for (const op of ops.filter(
      (o) => o.path.startsWith('/api/admin/') && !o.path.startsWith('/api/admin/auth'),
    ))
      expect(raw(op).security, `${op.method} ${op.path}`).toEqual([{ staffAuth: [] }]);
  });

  it('documents 400, 413, 415 and 422 on every JSON body, 401 on every secured operation, 503 everywhere', () => {
    for (const op of ops) {
      const where = `${op.method} ${op.path}`;
      if (op.body) for (const s of [400, 413, 415, 422]) expect(op.statuses, where).toContain(s);
      if (op.auth) expect(op.statuses, where).toContain(401);
      expect(op.statuses, where).toContain(503);
    }
  });

  it('gives every error answer the error shape, and 429 and 503 their Retry-After', () => {
    for (const op of ops) {
      for (const status of op.statuses.filter((s) => s >= 400)) {
        const where = `${op.method} ${op.path} ${status}`;
        expect(op.answers[status], where).toBeDefined();
        expect(nonConformance(op.answers[status], { error: { code: 'X', message: 'm' } }), where).toBeNull();
        if (status === 429 || status === 503)
          expect(raw(op).responses[status].headers, where).toHaveProperty('Retry-After');
      }
    }
  });

  it('states the password rule that sign-up enforces', async () => {
    const signup = ops.find((o) => o.method === 'POST' && o.path === '/api/auth/sign-up');
    const password = signup?.body?.properties?.password;
    expect(password?.pattern).toBeDefined();
    expect(password?.minLength).toBe(PASSWORD_MIN_LENGTH);
    const pattern = new RegExp(password?.pattern ?? '');
    // the document's rule and the server's answer agree on both sides of it
    for (const [candidate, valid] of [
      ['abcdefghij', false],
      ['1234567890', false],
      ['abcde12345', true],
      ['abc123', false],
    ] as const) {
      const documented = candidate.length >= (password?.minLength ?? 0) && pattern.test(candidate);
      expect(documented, candidate).toBe(valid);
      const res = await t.call('POST', '/api/auth/sign-up', { password: candidate });
      const fields = (await res.json()).error.fieldCodes ?? {};
      expect(fields.password === 'password.invalid', candidate).toBe(!valid);
    }
  });

  it('states the Contact timing rule and the CSP report’s required fields', () => {
    const contact = ops.find((o) => o.method === 'POST' && o.path === '/api/contact');
    expect(contact?.body?.properties?.elapsedMs).toMatchObject({ type: 'integer', minimum: 0 });
    expect(JSON.stringify(contact?.body?.properties?.elapsedMs)).toContain(String(CONTACT_MIN_FILL_MS));
    const legacy = doc.components.schemas.CspReportUri.properties?.['csp-report'];
    expect(legacy?.required).toEqual(['document-uri']);
    expect(legacy?.anyOf).toEqual([
      { required: ['effective-directive'] },
      { required: ['violated-directive'] },
    ]);
    const violation = JSON.stringify(doc.components.schemas.ReportingApiBatch);
    expect(violation).toContain('"required":["documentURL","effectiveDirective"]');
  });
});

describe('the answers the document promises', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    t.app.request(path, { method: 'POST', body, headers: { 'content-type': type } });

  it('a body that is not JSON: 400 MALFORMED_JSON, as documented', async () => {
    const res = await post('/api/contact', '{"name":');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('MALFORMED_JSON');
  });

  it('a body of another type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await post('/api/contact', 'name=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over the limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post('/api/contact', JSON.stringify({ message: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 2xx answer that breaks its documented schema is caught (the fuzz’s check, checked)', () => {
    const events = ops.find((o) => o.method === 'GET' && o.path === '/api/events');
    const schema = events?.answers[200];
    expect(schema).toBeDefined();
    if (!schema) return;
    expect(nonConformance(schema, { nothing: 'like it' })).not.toBeNull();
    expect(nonConformance(schema, 'text')).not.toBeNull();
  });
});

/** Every `pattern` in the document, with where it is. */
function patterns(value: unknown, where = ''): { where: string; pattern: string }[] {
  if (!value || typeof value !== 'object') return [];
  const own =
    typeof (value as { pattern?: unknown }).pattern === 'string'
      ? [{ where, pattern: (value as { pattern: string }).pattern }]
      : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([k, v]) => (k === 'pattern' ? [] : patterns(v, `${where}/${k}`))),
  ];
}

describe('the contract is exact (issue 55)', () => {
  it('every pattern compiles as written, with no regular-expression flags left in it', () => {
    const found = patterns(doc);
    expect(found.length).toBeGreaterThan(10);
    for (const { where, pattern } of found) {
      expect(() => new RegExp(pattern, 'u'), where).not.toThrow();
      expect(pattern, where).not.toMatch(/\/[dgimsuvy]+$/);
    }
  });

  it('the second factor’s pattern matches the codes the staff sign-in accepts', () => {
    const login = ops.find((o) => o.method === 'POST' && o.path === '/api/admin/auth/login');
    const pattern = new RegExp(login?.body?.properties?.totp?.pattern ?? '(?!)', 'u');
    for (const code of ['123456', 'abcde-12345', 'ABCDE12345', 'k3m9q-x7p2z'])
      expect(pattern.test(code), code).toBe(true);
    for (const code of ['12345', '1234567', 'abcde_12345', 'abcd-123456'])
      expect(pattern.test(code), code).toBe(false);
  });

  it('a query parameter an operation does not take is refused with 400 UNKNOWN_PARAMETER, as documented', async () => {
    const staff = await staffTokens(t.db, t.clock.now());
    const member = await insertMember(t.db);
    // Every operation takes `lang` (the answer's language, never refused): the others are its own.
    const own = (o: Operation) => o.params.filter((p) => p.in === 'query' && p.name !== 'lang');
    expect(ops.every((o) => o.params.some((p) => p.in === 'query' && p.name === 'lang'))).toBe(true);
    const withQuery = ops.filter((o) => o.method === 'GET' && own(o).length > 0);
    expect(withQuery.length).toBeGreaterThanOrEqual(15);
    const ignoring = withQuery.filter((o) => raw(o)['x-other-query-parameters' as never] === 'ignored');
    expect(ignoring.map((o) => o.path).sort()).toEqual([
      '/api/auth/social/{provider}',
      '/api/auth/social/{provider}/callback',
    ]);
    for (const op of withQuery) {
      if (ignoring.includes(op)) continue;
      const where = `${op.method} ${op.path}`;
      expect(op.statuses, where).toContain(400);
      const path = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const token = op.path.startsWith('/api/admin/') ? staff.owner : op.auth ? member.token : undefined;
      // The parameters it needs, so that only the unknown one is wrong.
      const needed = new URLSearchParams(
        op.params
          .filter((p) => p.in === 'query' && (p as { required?: boolean }).required)
          .map((p) => [
            p.name,
            p.schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'a@example.com',
          ]),
      );
      needed.set('stat', 'new');
      needed.set('lang', 'en');
      const res = await t.call('GET', `${path}?${needed}`, undefined, token);
      expect(res.status, where).toBe(400);
      const body = await res.json();
      expect(body.error.code, where).toBe('UNKNOWN_PARAMETER');
      expect(Object.keys(body.error.fields ?? {}), where).toEqual(['stat']);
    }
  });

  it('a provider’s redirect back keeps working with parameters of the provider’s own', async () => {
    const res = await t.call(
      'GET',
      '/api/auth/social/kakao/callback?error=access_denied&error_description=x',
    );
    expect([302, 404]).toContain(res.status);
  });

  it('an id the document calls a UUID is looked up, not refused: any well-formed UUID is a 404 when absent', async () => {
    const staff = await staffTokens(t.db, t.clock.now());
    // Well-formed (8-4-4-4-12 hex) but neither an RFC 4122 version nor its variant.
    const odd = '12345678-1234-0234-0234-123456789abc';
    const uuidGets = ops.filter(
      (o) =>
        o.method === 'GET' &&
        o.params.some((p) => p.in === 'path' && p.schema?.format === 'uuid') &&
        !o.params.some((p) => p.in === 'path' && p.schema?.format !== 'uuid'),
    );
    expect(uuidGets.length).toBeGreaterThan(5);
    for (const op of uuidGets) {
      const path = op.path.replace(/\{[^}]+\}/g, odd);
      const token = op.path.startsWith('/api/admin/') ? staff.owner : undefined;
      const res = await t.call('GET', path, undefined, token);
      expect(res.status, `${op.method} ${op.path}`).not.toBe(422);
    }
    const event = await t.call('GET', `/api/events/${odd}`);
    expect(event.status).toBe(404);
  });

  it('another method on a path of fixed words is 405 with Allow, before any sign-in check', async () => {
    for (const method of ['PATCH', 'DELETE', 'PUT']) {
      const res = await t.app.request('/api/admin/faq/categories', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect((await res.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    }
  });
});
