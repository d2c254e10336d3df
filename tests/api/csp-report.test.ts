import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_RATE_RULE, CSP_REPORT_RETENTION_DAYS, purgeOldCspReports } from '@/server/csp/service';
import { cspReports } from '@/server/db/schema';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cspReports);
});

let ipSeq = 0;
const post = (body: string, type: string, ip = `10.9.0.${++ipSeq}`, lang?: string) =>
  t.app.request('/api/csp-report', {
    method: 'POST',
    headers: {
      'content-type': type,
      'x-forwarded-for': ip,
      'user-agent': 'Mozilla/5.0 (test)',
      ...(lang ? { 'accept-language': lang } : {}),
    },
    body,
  });

const stored = () => t.db.select().from(cspReports).orderBy(desc(cspReports.receivedAt));

// What Firefox posts to report-uri for a blocked inline script.
const legacy = {
  'csp-report': {
    'blocked-uri': 'inline',
    'column-number': 17,
    disposition: 'enforce',
    'document-uri': 'https://trend.example/en/archive',
    'effective-directive': 'script-src-elem',
    'line-number': 3,
    'original-policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
    referrer: '',
    'script-sample': 'alert(1)',
    'source-file': 'https://trend.example/en/archive',
    'status-code': 200,
    'violated-directive': 'script-src-elem',
  },
};

// What Chrome posts to the Reporting-Endpoints URL: a batch, other report types mixed in.
const batch = [
  {
    age: 12,
    type: 'csp-violation',
    url: 'https://trend.example/',
    user_agent: 'Mozilla/5.0 Chrome/140',
    body: {
      blockedURL: 'inline',
      columnNumber: 39,
      disposition: 'enforce',
      documentURL: 'https://trend.example/',
      effectiveDirective: 'script-src-elem',
      lineNumber: 1,
      originalPolicy: "default-src 'self'",
      referrer: '',
      sample: '',
      sourceFile: 'https://trend.example/',
      statusCode: 200,
    },
  },
  { age: 3, type: 'deprecation', url: 'https://trend.example/', body: { id: 'X', message: 'old API' } },
  {
    age: 1,
    type: 'csp-violation',
    url: 'https://trend.example/event',
    body: {
      documentURL: 'https://trend.example/event',
      effectiveDirective: 'img-src',
      blockedURL: 'https://x.example/a.png',
    },
  },
];

describe('POST /api/csp-report', () => {
  it('stores a report-uri report (application/csp-report) and answers 204 with no body', async () => {
    const res = await post(JSON.stringify(legacy), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      format: 'csp-report',
      documentUrl: 'https://trend.example/en/archive',
      effectiveDirective: 'script-src-elem',
      blockedUrl: 'inline',
      disposition: 'enforce',
      lineNumber: 3,
      columnNumber: 17,
      sample: 'alert(1)',
      statusCode: 200,
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect((rows[0].raw as typeof legacy)['csp-report']['document-uri']).toBe(
      'https://trend.example/en/archive',
    );
  });

  it('stores each csp-violation of a Reporting API batch (application/reports+json) and ignores other types', async () => {
    const res = await post(JSON.stringify(batch), 'application/reports+json');
    expect(res.status).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.format, r.documentUrl, r.effectiveDirective, r.blockedUrl]).sort()).toEqual([
      ['csp-violation', 'https://trend.example/', 'script-src-elem', 'inline'],
      ['csp-violation', 'https://trend.example/event', 'img-src', 'https://x.example/a.png'],
    ]);
    expect(rows.find((r) => r.effectiveDirective === 'script-src-elem')?.userAgent).toBe(
      'Mozilla/5.0 Chrome/140',
    );
  });

  it('takes the violated directive when an older browser sends no effective one', async () => {
    const { 'effective-directive': _, ...rest } = legacy['csp-report'];
    const res = await post(
      JSON.stringify({ 'csp-report': { ...rest, 'violated-directive': 'script-src' } }),
      'application/csp-report',
    );
    expect(res.status).toBe(204);
    expect((await stored())[0].effectiveDirective).toBe('script-src');
  });

  it('a batch with no CSP report stores nothing and still answers 204', async () => {
    const res = await post(JSON.stringify([batch[1]]), 'application/reports+json');
    expect(res.status).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses junk with a JSON error in the caller’s language, never a 5xx, and stores nothing', async () => {
    const cases: [string, string, number, string][] = [
      ['not json', 'application/csp-report', 422, 'VALIDATION_FAILED'],
      ['{"csp-report": 5}', 'application/csp-report', 422, 'VALIDATION_FAILED'],
      ['{"csp-report": {"document-uri": "x"}}', 'application/csp-report', 422, 'VALIDATION_FAILED'],
      ['not json', 'application/reports+json', 400, 'MALFORMED_JSON'],
      ['[]', 'application/reports+json', 422, 'VALIDATION_FAILED'],
      [
        '[{"type":"csp-violation","body":{"documentURL":1}}]',
        'application/reports+json',
        422,
        'VALIDATION_FAILED',
      ],
      [
        '[{"type":"csp-violation","body":{"documentURL":"a","effectiveDirective":"b","lineNumber":-1}}]',
        'application/reports+json',
        422,
        'VALIDATION_FAILED',
      ],
      [JSON.stringify(legacy), 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['x'.repeat(70 * 1024), 'application/csp-report', 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await post(body, type, undefined, 'en');
      expect({ body: body.slice(0, 60), type, status: res.status }).toEqual({
        body: body.slice(0, 60),
        type,
        status,
      });
      const error = (await res.json()).error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/^[A-Z]/);
    }
    const ko = await post('[]', 'application/reports+json', undefined, 'ko');
    expect((await ko.json()).error.message).toMatch(/[가-힣]/);
    expect(await stored()).toHaveLength(0);
  });

  it('stores strings PostgreSQL refuses elsewhere (U+0000, lone surrogates) after cleaning them, and cuts long ones', async () => {
    const dirty = {
      'csp-report': {
        ...legacy['csp-report'],
        'document-uri': `https://trend.example/\u0000a\ud800b${'c'.repeat(5000)}`,
        'script-sample': '\u0000',
        'x-extra\u0000': '\udfff',
      },
    };
    const res = await post(JSON.stringify(dirty), 'application/csp-report');
    expect(res.status).toBe(204);
    const [row] = await stored();
    expect(row.documentUrl.startsWith('https://trend.example/a\ufffdbccc')).toBe(true);
    expect(row.documentUrl.length).toBe(2048);
    expect(row.sample).toBe('');
  });

  it('limits each address, counting junk too; another address is not affected', async () => {
    const ip = '10.9.99.1';
    for (let i = 0; i < CSP_REPORT_RATE_RULE.limit - 1; i++)
      expect((await post(JSON.stringify(legacy), 'application/csp-report', ip)).status).toBe(204);
    expect((await post('junk', 'application/csp-report', ip)).status).toBe(422);
    const limited = await post(JSON.stringify(legacy), 'application/csp-report', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect((await post(JSON.stringify(legacy), 'application/csp-report', '10.9.99.2')).status).toBe(204);
    t.clock.advance(CSP_REPORT_RATE_RULE.windowSeconds * 1000 + 1);
    expect((await post(JSON.stringify(legacy), 'application/csp-report', ip)).status).toBe(204);
    expect(await t.db.select().from(cspReports).where(eq(cspReports.format, 'csp-report'))).toHaveLength(
      CSP_REPORT_RATE_RULE.limit + 1,
    );
  });

  it('is in the OpenAPI document with both report media types', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const op = doc.paths['/api/csp-report'].post;
    expect(Object.keys(op.requestBody.content).sort()).toEqual([
      'application/csp-report',
      'application/json',
      'application/reports+json',
    ]);
    expect(Object.keys(op.responses)).toContain('204');
  });
  it(`keeps reports ${CSP_REPORT_RETENTION_DAYS} days: the purge deletes older ones only`, async () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const row = (daysAgo: number) => ({
      receivedAt: new Date(now.getTime() - daysAgo * day),
      format: 'csp-report',
      documentUrl: `https://trend.example/${daysAgo}`,
      effectiveDirective: 'script-src-elem',
      raw: {},
    });
    await t.db
      .insert(cspReports)
      .values([row(CSP_REPORT_RETENTION_DAYS + 1), row(CSP_REPORT_RETENTION_DAYS - 1), row(0)]);
    expect(await purgeOldCspReports(t.db, now)).toBe(1);
    expect((await stored()).map((r) => r.documentUrl).sort()).toEqual([
      'https://trend.example/0',
      `https://trend.example/${CSP_REPORT_RETENTION_DAYS - 1}`,
    ]);
    expect(await purgeOldCspReports(t.db, now)).toBe(0);
  });
});
