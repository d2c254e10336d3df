import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { applications, auditLog, doorScans } from '@/server/db/schema';
import { ticketCode } from '@/server/events/tickets';
import koCommon from '../../messages/ko/common.json';
import { consoleTestApp, json } from '../support/admin';
import type { createTestApp } from '../support/test-app';
import { DAY, makeEvent, member } from './events-fixtures';

// The door (issue 27): search without a QR code, walk-ins, the offline ticket list and the sync.
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await consoleTestApp());
});
afterAll(() => t.close());

const call = async (method: string, path: string, body: unknown, role: StaffRole) =>
  json(await t.call(method, path, body, tokens[role]));

/** An event with a slot today (in 3 h) and one tomorrow, and `people` confirmed applicants today. */
async function doorSlot(people: { name: string; tel: string }[]) {
  const { sessions } = await makeEvent(t.db, t.clock.now(), {
    slots: [
      { inHours: 3, capacity: 10 },
      { inHours: 27, capacity: 10 },
    ],
  });
  const [today, tomorrow] = sessions;
  const apps = [];
  for (const p of people) {
    const m = await member(t.db, t.clock.now(), p);
    const res = await json(
      await t.call('POST', `/api/events/${today.eventId}/applications`, { sessionId: today.id }, m.token),
    );
    expect(res.status).toBe(201);
    apps.push({ id: res.body.id as string, code: ticketCode(res.body.id), ...p });
  }
  return { today, tomorrow, apps };
}

describe('door search', () => {
  it('finds by name or the last four digits, masked for the door role, audited without the query', async () => {
    const { today, apps } = await doorSlot([
      { name: '김모루', tel: '010-1111-2345' },
      { name: '김모래', tel: '01099998888' },
      { name: '이산', tel: '01022222345' },
    ]);
    const byName = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${today.id}&q=김모`,
      undefined,
      'door',
    );
    expect(byName.status).toBe(200);
    expect(byName.body.more).toBe(false);
    expect(byName.body.items.map((i: { name: string }) => i.name).sort()).toEqual(['김*래', '김*루']);
    const byTel = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${today.id}&q=2345`,
      undefined,
      'door',
    );
    expect(byTel.body.items).toHaveLength(2);
    for (const item of byTel.body.items) {
      expect(item.tel).toMatch(/^010-\*{4}-2345$/);
      expect(item).toMatchObject({ status: 'confirmed', checkedInAt: null });
    }
    // A manager may reveal, so lists show them names in full: the search does the same.
    const manager = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${today.id}&q=모루`,
      undefined,
      'manager',
    );
    expect(manager.body.items).toEqual([
      expect.objectContaining({ applicationId: apps[0].id, name: '김모루', tel: '010-****-2345' }),
    ]);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'checkin.search'));
    expect(rows.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { by: 'name', shown: 2, namesUnmasked: false },
        { by: 'tel', shown: 2, namesUnmasked: false },
        { by: 'name', shown: 1, namesUnmasked: true },
      ]),
    );
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain('모루');
  });

  it('admits the one found under the single-use rule, as a scan would', async () => {
    const { today, tomorrow, apps } = await doorSlot([{ name: '박서준', tel: '01055556666' }]);
    const found = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${today.id}&q=6666`,
      undefined,
      'door',
    );
    const applicationId = found.body.items[0].applicationId;
    const wrong = await call(
      'POST',
      '/api/admin/check-ins',
      { applicationId, sessionId: tomorrow.id },
      'door',
    );
    expect(wrong.body.result).toBe('wrong_session');
    const first = await call('POST', '/api/admin/check-ins', { applicationId, sessionId: today.id }, 'door');
    expect(first.body).toMatchObject({ result: 'valid', ticket: { name: '박*준' } });
    const again = await call(
      'POST',
      '/api/admin/check-ins',
      { code: apps[0].code, sessionId: today.id },
      'door',
    );
    expect(again.body.result).toBe('already_used');
    const after = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${today.id}&q=박서`,
      undefined,
      'door',
    );
    expect(after.body.items[0].checkedInAt).toBe(t.clock.now().toISOString());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, applicationId))
      .orderBy(auditLog.at)
      .limit(1);
    expect(audit.detail).toMatchObject({ via: 'search' });
  });

  it('refuses an admission by id without its slot, a code and an id together, and bad queries', async () => {
    const noSlot = await call('POST', '/api/admin/check-ins', { applicationId: crypto.randomUUID() }, 'door');
    expect(noSlot.status).toBe(422);
    expect(noSlot.body.error.fields.sessionId).toBeDefined();
    const both = await call(
      'POST',
      '/api/admin/check-ins',
      { code: 'MT1.a.b', applicationId: crypto.randomUUID(), sessionId: crypto.randomUUID() },
      'door',
    );
    expect(both.status).toBe(422);
    const none = await call('POST', '/api/admin/check-ins', {}, 'door');
    expect(none.status).toBe(422);

    const short = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${crypto.randomUUID()}&q=김`,
      undefined,
      'door',
    );
    expect(short.status).toBe(422);
    expect(short.body.error.fields.q).toBe(koCommon.validation.search.tooShort);
    const missing = await call('GET', '/api/admin/check-ins/search?q=1234', undefined, 'door');
    expect(missing.status).toBe(422);
    const unknown = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${crypto.randomUUID()}&q=1234`,
      undefined,
      'door',
    );
    expect(unknown.status).toBe(404);
    const { tomorrow } = await doorSlot([]);
    const notToday = await call(
      'GET',
      `/api/admin/check-ins/search?sessionId=${tomorrow.id}&q=1234`,
      undefined,
      'door',
    );
    expect(notToday.status).toBe(409);
    expect(notToday.body.error).toMatchObject({
      code: 'SESSION_NOT_TODAY',
      message: koCommon.apiError.SESSION_NOT_TODAY,
    });
  });
});

describe('walk-ins', () => {
  it('counts per slot, corrects, never below zero, shows on the door and the dashboard, audited', async () => {
    const { today, tomorrow } = await doorSlot([{ name: '최유리', tel: '01033334444' }]);
    const add = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 3 },
      'door',
    );
    expect(add).toEqual({
      status: 200,
      body: { sessionId: today.id, walkIns: 3, overCapacity: 0, seatsLeft: 6 },
    });
    const fix = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: -1 },
      'door',
    );
    expect(fix.body.walkIns).toBe(2);
    const below = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: -5 },
      'door',
    );
    expect(below.status).toBe(409);
    expect(below.body.error.code).toBe('WALK_INS_BELOW_ZERO');
    const zero = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 0 },
      'door',
    );
    expect(zero.status).toBe(422);
    expect(zero.body.error.fields.count).toBe(koCommon.validation.walkIns.invalid);
    const huge = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 51 },
      'door',
    );
    expect(huge.status).toBe(422);
    const later = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: tomorrow.id, count: 1 },
      'door',
    );
    expect(later.status).toBe(409);
    const gone = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: crypto.randomUUID(), count: 1 },
      'door',
    );
    expect(gone.status).toBe(404);

    const door = await call('GET', '/api/admin/check-ins/sessions', undefined, 'door');
    expect(door.body.items.find((s: { id: string }) => s.id === today.id)).toMatchObject({
      taken: 1,
      checkedIn: 0,
      walkIns: 2,
      seatsLeft: 7,
    });
    const dash = await call('GET', '/api/admin/dashboard', undefined, 'manager');
    expect(dash.body.today.find((s: { id: string }) => s.id === today.id).walkIns).toBe(2);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'checkin.walk_in'));
    expect(rows.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { count: 3, total: 3 },
        { count: -1, total: 2 },
      ]),
    );
  });
});

describe('capacity is one number (decision 036)', () => {
  /** The seats left the public event answer shows for a slot (what visitors and My Page read). */
  const publicSeats = async (eventId: string, slotId: string) => {
    const res = await json(await t.call('GET', `/api/events/${eventId}`));
    expect(res.status).toBe(200);
    return res.body.sessions.find((s: { id: string }) => s.id === slotId).seatsLeft as number;
  };
  const doorSeats = async (slotId: string) => {
    const res = await call('GET', '/api/admin/check-ins/sessions', undefined, 'door');
    return res.body.items.find((s: { id: string }) => s.id === slotId) as {
      seatsLeft: number;
      taken: number;
    };
  };

  it('a walk-in takes a seat the public slot, My Page figures and the console all lose', async () => {
    const { today, apps } = await doorSlot([{ name: '강서윤', tel: '01045450000' }]);
    expect(await publicSeats(today.eventId, today.id)).toBe(9);
    const walkIn = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 1 },
      'door',
    );
    expect(walkIn.body).toMatchObject({ walkIns: 1, overCapacity: 0, seatsLeft: 8 });
    expect(await publicSeats(today.eventId, today.id)).toBe(8);
    expect(await doorSeats(today.id)).toMatchObject({ seatsLeft: 8, taken: 1 });
    // Admitting the applicant found by the search takes no second seat: theirs is held already.
    const admit = await call(
      'POST',
      '/api/admin/check-ins',
      { applicationId: apps[0].id, sessionId: today.id },
      'door',
    );
    expect(admit.body.result).toBe('valid');
    expect(await publicSeats(today.eventId, today.id)).toBe(8);
    // A correction gives the seat back.
    await call('POST', '/api/admin/check-ins/walk-ins', { sessionId: today.id, count: -1 }, 'door');
    expect(await publicSeats(today.eventId, today.id)).toBe(9);
  });

  it('a full slot needs the staff member’s confirmation; then the walk-in is recorded over capacity, audited', async () => {
    const { today } = await doorSlot([]);
    const fill = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 10 },
      'door',
    );
    expect(fill.body).toMatchObject({ walkIns: 10, overCapacity: 0, seatsLeft: 0 });
    expect(await publicSeats(today.eventId, today.id)).toBe(0);
    const refused = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 1 },
      'door',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'WALK_IN_OVER_CAPACITY',
      message: koCommon.apiError.WALK_IN_OVER_CAPACITY,
      fields: { confirmOverCapacity: koCommon.validation.walkIns.overCapacity },
    });
    const confirmed = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: 1, confirmOverCapacity: true },
      'door',
    );
    expect(confirmed.body).toMatchObject({ walkIns: 11, overCapacity: 1, seatsLeft: 0 });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'checkin.walk_in'));
    const over = rows.find(
      (r) => r.targetId === today.id && (r.detail as { overCapacity?: number }).overCapacity,
    );
    expect(over?.detail).toMatchObject({ count: 1, total: 11, overCapacity: 1 });
    expect(over?.staffId).toBeTruthy();
    // A correction removes the over-capacity walk-in first: still no seat free.
    const fix = await call(
      'POST',
      '/api/admin/check-ins/walk-ins',
      { sessionId: today.id, count: -1 },
      'door',
    );
    expect(fix.body).toMatchObject({ walkIns: 10, overCapacity: 0, seatsLeft: 0 });
  });

  it('walk-ins queued offline sync exactly once and take seats; a full slot records them over capacity', async () => {
    const { today } = await doorSlot([]);
    await call('POST', '/api/admin/check-ins/walk-ins', { sessionId: today.id, count: 9 }, 'door');
    const at = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const body = {
      deviceId: 'device-walkins1',
      walkIns: [
        { walkInId: 'walkin-00000001', sessionId: today.id, scannedAt: at },
        { walkInId: 'walkin-00000002', sessionId: today.id, scannedAt: at, confirmOverCapacity: true },
      ],
    };
    const first = await call('POST', '/api/admin/check-ins/sync', body, 'door');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      results: [],
      walkIns: [
        { walkInId: 'walkin-00000001', result: 'seated' },
        { walkInId: 'walkin-00000002', result: 'over_capacity' },
      ],
    });
    const again = await call('POST', '/api/admin/check-ins/sync', body, 'door');
    expect(again.body).toEqual(first.body);
    expect(await doorSeats(today.id)).toMatchObject({ seatsLeft: 0 });
    const door = await call('GET', '/api/admin/check-ins/sessions', undefined, 'door');
    expect(door.body.items.find((s: { id: string }) => s.id === today.id)).toMatchObject({ walkIns: 11 });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'checkin.walk_in'));
    const synced = rows.filter((r) => (r.detail as { deviceId?: string }).deviceId === 'device-walkins1');
    expect(synced).toHaveLength(2);
  });
});

describe('offline: the ticket list and the sync', () => {
  it('lists the slot’s tickets with code hashes and masked names only', async () => {
    const { today, apps } = await doorSlot([
      { name: '정하람', tel: '01077778888' },
      { name: '한지우', tel: '01066667777' },
    ]);
    const list = await call('GET', `/api/admin/check-ins/tickets?sessionId=${today.id}`, undefined, 'door');
    expect(list.status).toBe(200);
    expect(list.body.sessionId).toBe(today.id);
    expect(list.body.tickets).toHaveLength(2);
    const { createHash } = await import('node:crypto');
    for (const ticket of list.body.tickets) {
      expect(Object.keys(ticket).sort()).toEqual([
        'applicationId',
        'checkedInAt',
        'codeHash',
        'name',
        'status',
        'tel',
      ]);
      const app = apps.find((a) => a.id === ticket.applicationId);
      expect(ticket.codeHash).toBe(
        createHash('sha256')
          .update(app?.code ?? '')
          .digest('base64url'),
      );
    }
    // NOTE: the ids and hashes are random and may hold any digits ("…666dd76666c4" once failed a
    // search of the whole answer): what a person wrote is searched for in the rest.
    const text = JSON.stringify(
      (list.body.tickets as Record<string, unknown>[]).map(({ applicationId, codeHash, ...rest }) => rest),
    );
    expect(text).not.toContain('정하람');
    // The phone as the door search shows it: its last four digits only (the offline search's key).
    expect(text).not.toContain('6666');
    expect(list.body.tickets.map((k: { tel: string }) => k.tel).sort()).toEqual([
      '010-****-7777',
      '010-****-8888',
    ]);
    expect(text).not.toContain(apps[0].code);
  });

  it('admits a ticket once when two devices queued it; a resend answers the same, no second use', async () => {
    const { today, apps } = await doorSlot([
      { name: '윤다온', tel: '01012120000' },
      { name: '서이안', tel: '01034340000' },
    ]);
    const [a, b] = apps;
    const scannedAt = new Date(t.clock.now().getTime() - 10 * 60_000).toISOString();
    const later = new Date(t.clock.now().getTime() - 5 * 60_000).toISOString();
    const phoneA = {
      deviceId: 'device-aaaaaaaa',
      scans: [
        { scanId: 'scan-a-0001', sessionId: today.id, code: a.code, scannedAt },
        { scanId: 'scan-a-0002', sessionId: today.id, code: b.code, scannedAt },
      ],
    };
    const phoneB = {
      deviceId: 'device-bbbbbbbb',
      scans: [{ scanId: 'scan-b-0001', sessionId: today.id, code: a.code, scannedAt: later }],
    };
    const first = await call('POST', '/api/admin/check-ins/sync', phoneA, 'door');
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([
      { scanId: 'scan-a-0001', result: 'valid', usedAt: null, usedBy: null, name: '윤*온' },
      { scanId: 'scan-a-0002', result: 'valid', usedAt: null, usedBy: null, name: '서*안' },
    ]);
    // The device's own time is the admission time.
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row.checkedInAt?.toISOString()).toBe(scannedAt);

    const second = await call('POST', '/api/admin/check-ins/sync', phoneB, 'manager');
    expect(second.body.results).toEqual([
      { scanId: 'scan-b-0001', result: 'already_used', usedAt: scannedAt, usedBy: '최도윤', name: '윤*온' },
    ]);

    // The first phone did not hear the answer and sends its queue again: the same answers.
    const resend = await call('POST', '/api/admin/check-ins/sync', phoneA, 'door');
    expect(resend.body.results.map((r: { result: string }) => r.result)).toEqual(['valid', 'valid']);
    const scans = await t.db.select().from(doorScans).where(eq(doorScans.sessionId, today.id));
    expect(scans).toHaveLength(3);
    const uses = await t.db.select().from(auditLog).where(eq(auditLog.targetId, a.id));
    expect(uses.filter((u) => (u.detail as { result: string }).result === 'valid')).toHaveLength(1);

    const door = await call('GET', '/api/admin/check-ins/sessions', undefined, 'door');
    expect(door.body.items.find((s: { id: string }) => s.id === today.id).checkedIn).toBe(2);
  });

  it('two devices syncing the same ticket at the same moment: one admission, one already_used', async () => {
    const { today, apps } = await doorSlot([{ name: '남궁별', tel: '01090900000' }]);
    const queue = (device: string) => ({
      deviceId: device,
      scans: [
        {
          scanId: 'scan-race-01',
          sessionId: today.id,
          code: apps[0].code,
          scannedAt: t.clock.now().toISOString(),
        },
      ],
    });
    const answers = await Promise.all([
      call('POST', '/api/admin/check-ins/sync', queue('device-race-one'), 'door'),
      call('POST', '/api/admin/check-ins/sync', queue('device-race-two'), 'manager'),
    ]);
    expect(answers.map((a) => a.body.results[0].result).sort()).toEqual(['already_used', 'valid']);
  });

  it('answers unknown and wrong slot per scan, keeps device time within the day, validates the body', async () => {
    const { today, tomorrow, apps } = await doorSlot([{ name: '오세린', tel: '01056560000' }]);
    const res = await call(
      'POST',
      '/api/admin/check-ins/sync',
      {
        deviceId: 'device-cccccccc',
        scans: [
          {
            scanId: 'scan-c-0001',
            sessionId: today.id,
            code: 'MT1.forged.code',
            scannedAt: t.clock.now().toISOString(),
          },
          {
            scanId: 'scan-c-0002',
            sessionId: tomorrow.id,
            code: apps[0].code,
            scannedAt: t.clock.now().toISOString(),
          },
          {
            scanId: 'scan-c-0003',
            sessionId: today.id,
            code: apps[0].code,
            scannedAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
          },
        ],
      },
      'door',
    );
    expect(res.body.results.map((r: { result: string }) => r.result)).toEqual([
      'unknown',
      'wrong_session',
      'valid',
    ]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, apps[0].id));
    expect(row.checkedInAt?.toISOString()).toBe(t.clock.now().toISOString());

    for (const body of [
      {},
      { deviceId: 'x', scans: [] },
      { deviceId: 'device-dddddddd', scans: [] },
      {
        deviceId: 'device-dddddddd',
        scans: [{ scanId: 'bad id!', sessionId: today.id, code: 'x', scannedAt: 'yesterday' }],
      },
    ]) {
      const bad = await call('POST', '/api/admin/check-ins/sync', body, 'door');
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('dashboard figures', () => {
  it("today's applications on the dashboard add up to the events' counts", async () => {
    const dash = async () => {
      const res = await call('GET', '/api/admin/dashboard', undefined, 'manager');
      return res.body.applicationsPerDay.at(-1).count as number;
    };
    const before = await dash();
    const first = await doorSlot([
      { name: '가나다', tel: '01010100000' },
      { name: '라마바', tel: '01020200000' },
    ]);
    const second = await doorSlot([
      { name: '사아자', tel: '01030300000' },
      { name: '차카타', tel: '01040400000' },
    ]);
    const cancelled = await call(
      'POST',
      `/api/admin/applications/${second.apps[1].id}/cancel`,
      { reason: '중복 신청' },
      'manager',
    );
    expect(cancelled.status).toBe(200);

    const perEvent = async (eventId: string) =>
      (await call('GET', `/api/admin/events/${eventId}`, undefined, 'manager')).body.applications as number;
    const listed = await call('GET', '/api/admin/events?q=테스트', undefined, 'manager');
    const inList = (eventId: string) =>
      listed.body.items.find((e: { id: string }) => e.id === eventId).applications as number;
    expect(inList(first.today.eventId)).toBe(2);
    expect(inList(second.today.eventId)).toBe(1);
    expect(await perEvent(first.today.eventId)).toBe(2);
    expect((await dash()) - before).toBe(inList(first.today.eventId) + inList(second.today.eventId));
  });
});
