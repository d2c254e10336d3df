import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, reportFuzzCount, weirdValue } from '../support/fuzz';
import { createTestApp } from '../support/test-app';
import { makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * The events and Contact endpoints under malformed input, like members-fuzz.test.ts does for the
 * members API: whatever arrives, the answer is below 500 and an error has the JSON error shape.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let ids: { application: string; survey: string; slot: string; questions: string[] };

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  token = (await member(t.db, now)).token;
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
  ids = {
    application: application.event.id,
    survey: survey.event.id,
    slot: application.sessions[0].id,
    questions: survey.questions.map((q) => q.id),
  };
});
afterAll(async () => {
  reportFuzzCount('events-fuzz');
  await t.close();
});

const weird = weirdValue();
const ip = () => `10.210.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('malformed bodies at the events and Contact endpoints: never a 5xx, always the JSON error shape', () => {
  it('POST /api/events/{id}/applications (slot event and survey)', async () => {
    const answers = fc.oneof(
      weird,
      fc.dictionary(fc.oneof(fc.constantFrom(...ids.questions), fc.string({ maxLength: 80 })), weird),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        { sessionId: fc.oneof(weird, fc.constant(ids.slot), fc.uuid()), answers },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(ids.application, ids.survey), body, async (eventId, b) => {
        const res = await t.call(
          'POST',
          `/api/events/${eventId}/applications`,
          JSON.stringify(b) ?? 'null',
          token,
        );
        await expectErrorShape(res);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/contact', async () => {
    const fields = ['type', 'name', 'tel', 'email', 'affiliation', 'rank', 'title', 'message', 'consent'];
    const body = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom(...fields, 'website', 'elapsedMs'), weird),
      fc.array(weird),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await t.call('POST', '/api/contact', JSON.stringify(b) ?? 'null', undefined, {
          'x-forwarded-for': ip(),
        });
        await expectErrorShape(res);
        // NOTE: a random body must never be taken as an inquiry.
        expect(res.status).not.toBe(201);
      }),
      { numRuns: 60 },
    );
  });

  it('odd ids, query strings, broken JSON and huge bodies', async () => {
    const oddIds = [
      'x',
      '0',
      '%00',
      'null',
      `${'a'.repeat(3000)}`,
      '00000000-0000-0000-0000-000000000000',
      '가나다',
    ];
    for (const id of oddIds) {
      const enc = encodeURIComponent(id);
      await expectErrorShape(await t.call('GET', `/api/events/${enc}`));
      await expectErrorShape(
        await t.call('POST', `/api/events/${enc}/applications`, { sessionId: ids.slot }, token),
      );
      await expectErrorShape(await t.call('POST', `/api/events/${enc}/attendance`, {}, token));
      await expectErrorShape(await t.call('DELETE', `/api/users/my/applications/${enc}`, undefined, token));
    }
    for (const q of [
      '?tab=',
      '?tab=maybe',
      '?page=-1',
      '?page=1e309',
      '?page=abc',
      `?page=${'9'.repeat(400)}`,
      '?tab[]=on&tab=off',
    ]) {
      await expectErrorShape(await t.call('GET', `/api/events${q}`));
      for (const path of ['/api/users/my/applications', '/api/users/my/events', '/api/users/my/counsels']) {
        await expectErrorShape(await t.call('GET', `${path}${q}`, undefined, token));
      }
    }
    for (const path of [`/api/events/${ids.application}/applications`, '/api/contact']) {
      const tok = path.endsWith('applications') ? token : undefined;
      const headers = { 'x-forwarded-for': ip() };
      await expectErrorShape(await t.call('POST', path, '{"sessionId":', tok, headers));
      await expectErrorShape(
        await t.call('POST', path, 'sessionId=a', tok, { ...headers, 'content-type': 'text/plain' }),
      );
      await expectErrorShape(
        await t.call('POST', path, JSON.stringify({ message: 'a'.repeat(70_000) }), tok, headers),
      );
    }
  });
});
