import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operations } from '../support/openapi';
import { fuzzOpenApi } from '../support/openapi-fuzz';
import { createTestApp } from '../support/test-app';
import { makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * Random requests to every route of the OpenAPI document (so routes added later are fuzzed too):
 * never a 5xx, every error in the JSON error shape. `npm test` sends a few hundred; the bench
 * (`npm run bench -- --fuzz`) runs this file with FUZZ_REQUESTS=100000 and FUZZ_REPORT set.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 600);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: Awaited<ReturnType<typeof createTestApp>>;
let ops: Operation[];
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  const application = await makeEvent(t.db, now, {
    slots: [
      { inHours: 24, capacity: 3 },
      { inHours: 48, capacity: 3 },
    ],
  });
  const survey = await makeEvent(t.db, now, {
    type: 'survey',
    kind: 'survey',
    slots: [],
    questions: SURVEY_QUESTIONS,
  });
  ids = [application.event.id, survey.event.id, ...application.sessions.map((s) => s.id)];
  ops = operations(await (await t.call('GET', '/api/openapi.json')).json());
});
afterAll(() => t.close());

describe('fuzzing every route of the OpenAPI document', () => {
  it(
    `${REQUESTS} random requests: no 5xx, every error in the JSON error shape`,
    async () => {
      let current: string | undefined;
      const report = await fuzzOpenApi({
        call: t.call,
        ops,
        ids,
        requests: REQUESTS,
        seed: SEED,
        token: async (renew) => {
          if (!current || renew) current = (await member(t.db, t.clock.now())).token;
          return current;
        },
        onProgress: (r) =>
          console.info(
            `[openapi-fuzz] ${r.sent} sent, ${r.failures.length} failures, ${Math.round(r.ms / 1000)} s`,
          ),
      });
      const summary = `[openapi-fuzz] ${report.sent} requests to ${report.routes} routes in ${(report.ms / 1000).toFixed(1)} s (seed ${report.seed}); 5xx: ${report.failures.filter((f) => f.why === '5xx').length}; by status ${JSON.stringify(report.byStatus)}`;
      console.info(summary);
      if (process.env.FUZZ_REPORT)
        writeFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(report, null, 2)}\n`);
      expect(report.sent).toBe(REQUESTS);
      expect(report.failures.slice(0, 5)).toEqual([]);
    },
    Math.max(60_000, REQUESTS * 50),
  );

  it('refuses U+0000 in any string (PostgreSQL cannot store it; the 100,000-request run found a 500)', async () => {
    const { token } = await member(t.db, t.clock.now());
    const withdraw = await t.call(
      'POST',
      '/api/users/my/withdrawal',
      { reason: 'other', detail: 'a\u0000b' },
      token,
    );
    expect(withdraw.status).toBe(422);
    expect((await withdraw.json()).error.fieldCodes).toEqual({ detail: 'invalidType' });
    const contact = await t.call(
      'POST',
      '/api/contact',
      {
        type: 'event',
        name: '홍길동',
        tel: '01098765432',
        email: 'visitor@example.com',
        title: '제목',
        message: '내용\u0000',
        consent: true,
      },
      undefined,
      { 'x-forwarded-for': '10.250.0.1' },
    );
    expect(contact.status).toBe(422);
    expect((await t.call('GET', '/api/users/my', undefined, token)).status).toBe(200);
  });
});
