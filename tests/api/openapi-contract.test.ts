import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MIN_FILL_MS } from '@/schemas/contact-rules';
import { PASSWORD_MIN_LENGTH } from '@/schemas/field-rules';
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
