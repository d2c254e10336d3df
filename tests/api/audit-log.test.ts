import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@/server/db/schema';
import { type Actor, audit } from '@/server/staff/audit';
import { staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';
import { makeEvent, member } from './events-fixtures';

/**
 * An audit log people can read (issue 51): filters by person, action, event (its slots' and
 * applications' rows too) and Seoul days; the filtered view exported as CSV in Seoul time.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
const ids = {} as Record<'A' | 'B', { event: string; session: string; application: string }>;
const door: Actor = { id: null, email: 'door-audit@moru-surfaces.example', role: 'door', ip: '203.0.113.9' };
/** 2026-12-08 00:30 in Seoul, and 2026-12-07 23:30 in Seoul (the same UTC day). */
const EARLY_8TH = new Date('2026-12-07T15:30:00.000Z');
const LATE_7TH = new Date('2026-12-07T14:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  tokens = await staffTokens(t.db, t.clock.now());
  const m = await member(t.db, t.clock.now());
  for (const name of ['A', 'B'] as const) {
    const e = await makeEvent(t.db, t.clock.now(), {
      titleKo: `감사 ${name}`,
      slots: [{ inHours: 2, capacity: 5 }],
    });
    const [a] = await t.db
      .insert(applications)
      .values({ eventId: e.event.id, sessionId: e.sessions[0].id, userId: m.id })
      .returning();
    ids[name] = { event: e.event.id, session: e.sessions[0].id, application: a.id };
  }
  const { A, B } = ids;
  await audit(t.db, door, 'event.update', { type: 'event', id: A.event }, { title: 'A' }, EARLY_8TH);
  await audit(t.db, door, 'checkin.walk_in', { type: 'session', id: A.session }, { count: 1 }, EARLY_8TH);
  await audit(
    t.db,
    door,
    'checkin.scan',
    { type: 'application', id: A.application },
    { result: 'valid', at: '2026-12-08T03:00:00.000Z' },
    LATE_7TH,
  );
  await audit(t.db, door, 'event.update', { type: 'event', id: B.event }, { title: 'B' }, EARLY_8TH);
});
afterAll(() => t.close());

const get = async (query: string, token = tokens.owner) =>
  t.call('GET', `/api/admin/audit?${query}`, undefined, token);

describe('the audit log filters', () => {
  it("by event: the event's own rows and those of its slots and applications, not another event's", async () => {
    const page = await (await get(`event=${ids.A.event}`)).json();
    expect(page.items.map((e: { action: string }) => e.action).sort()).toEqual([
      'checkin.scan',
      'checkin.walk_in',
      'event.update',
    ]);
    expect(page.total).toBe(3);
  });

  it('by Seoul day, both ends included, with person and action', async () => {
    const eighth = await (await get(`event=${ids.A.event}&from=2026-12-08&to=2026-12-08`)).json();
    expect(eighth.items.map((e: { action: string }) => e.action).sort()).toEqual([
      'checkin.walk_in',
      'event.update',
    ]);
    const seventh = await (await get(`to=2026-12-07&staff=door-audit`)).json();
    expect(seventh.items.map((e: { action: string }) => e.action)).toEqual(['checkin.scan']);
    const both = await (await get(`staff=door-audit&action=event.update&from=2026-12-08`)).json();
    expect(both.total).toBe(2);
  });

  it('refuses a malformed filter per field (422), never a 500', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['event=not-a-uuid', 'event'],
      ['from=2026-12-09&to=2026-12-08', 'to'],
      ['format=pdf', 'format'],
    ]) {
      const res = await get(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys((await res.json()).error.fields), query).toContain(field);
    }
  });
});

describe('the audit log export', () => {
  it('exports the filtered view as CSV, times in Seoul, and records the export', async () => {
    const res = await get(`event=${ids.A.event}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit\.csv"/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"시각 (서울)","직원 이메일","역할","주소","작업","대상","대상 ID","내용"');
    expect(lines).toHaveLength(4);
    // Newest first; the scan at 2026-12-07 23:30 Seoul is last, its detail's instant in Seoul too.
    expect(lines[3]).toContain('"2026-12-07 23:30"');
    expect(lines[3]).toContain('2026-12-08 12:00');
    expect(lines[3]).not.toContain('T03:00');
    expect(text).not.toContain(ids.B.event);
    const read = await (await get('action=audit.read')).json();
    expect(
      read.items.find((e: { detail: { format?: string } }) => e.detail.format === 'csv')?.detail,
    ).toMatchObject({
      format: 'csv',
      rows: 3,
      filters: { event: ids.A.event },
    });
  });

  it('is the owner’s only: a manager is refused (403)', async () => {
    expect((await get('format=csv', tokens.manager)).status).toBe(403);
  });
});
