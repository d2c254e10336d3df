import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Permission, ROLE_PERMISSIONS, type StaffRole } from '@/schemas/admin';
import { seoulDayStart } from '@/schemas/event-rules';
import { signStaffAccessToken } from '@/server/auth/tokens';
import { applications, auditLog, staff } from '@/server/db/schema';
import { ticketCode } from '@/server/events/tickets';
import { createOwner } from '@/server/staff/owner';
import { eventScopeOf } from '@/server/staff/permissions';
import { staffTokens } from '../support/admin';
import { operations } from '../support/openapi';
import { createTestApp } from '../support/test-app';
import { makeEvent, member } from './events-fixtures';

/**
 * Staff scoped to events (issue 51, decision 035): every console route against a manager and a door
 * account limited to event A, asked about event B's records, and the unscoped roles. The matrix is
 * read against the OpenAPI document: a console route missing from it fails the test, so a new route
 * must say what it reaches.
 */
type Row =
  /** Sign-in and set-up: no staff token, nothing to scope. */
  | { kind: 'public' }
  /** The account's own profile and second factor. */
  | { kind: 'self' }
  /** About no event: a scoped account is refused (403). */
  | { kind: 'global'; permission: Permission }
  /** One record of an event, named by `id` in the path (or `sessionId` in the query or body). */
  | { kind: 'record'; permission: Permission; of: 'event' | 'session' | 'application'; in?: 'query' | 'body' }
  /** A list narrowed to the scoped account's events. */
  | { kind: 'list'; permission: Permission }
  /** The door's scans: each ticket checked against the scope by the service. */
  | { kind: 'records'; permission: Permission };

const content: Row = { kind: 'global', permission: 'content.write' };
const MATRIX: Record<string, Row> = {
  'POST /api/admin/auth/login': { kind: 'public' },
  'POST /api/admin/auth/refresh': { kind: 'public' },
  'POST /api/admin/auth/logout': { kind: 'public' },
  'POST /api/admin/auth/setup': { kind: 'public' },
  'GET /api/admin/me': { kind: 'self' },
  'POST /api/admin/auth/totp/setup': { kind: 'self' },
  'POST /api/admin/auth/totp/confirm': { kind: 'self' },
  'GET /api/admin/dashboard': { kind: 'list', permission: 'dashboard.read' },
  'GET /api/admin/events': { kind: 'list', permission: 'events.read' },
  // the event form's choice of edition: numbers and titles, no event's data (decision 074)
  'GET /api/admin/event-editions': { kind: 'list', permission: 'events.read' },
  'POST /api/admin/events': { kind: 'global', permission: 'events.write' },
  'GET /api/admin/events/{id}': { kind: 'record', permission: 'events.read', of: 'event' },
  'PATCH /api/admin/events/{id}': { kind: 'record', permission: 'events.write', of: 'event' },
  'DELETE /api/admin/events/{id}': { kind: 'record', permission: 'events.write', of: 'event' },
  'POST /api/admin/events/{id}/sessions': { kind: 'record', permission: 'events.write', of: 'event' },
  'PATCH /api/admin/sessions/{id}': { kind: 'record', permission: 'events.write', of: 'session' },
  'DELETE /api/admin/sessions/{id}': { kind: 'record', permission: 'events.write', of: 'session' },
  'GET /api/admin/events/{id}/applications': { kind: 'record', permission: 'applicants.read', of: 'event' },
  'POST /api/admin/applications/{id}/reveal': {
    kind: 'record',
    permission: 'applicants.reveal',
    of: 'application',
  },
  'POST /api/admin/applications/{id}/cancel': {
    kind: 'record',
    permission: 'applicants.cancel',
    of: 'application',
  },
  'GET /api/admin/check-ins/sessions': { kind: 'list', permission: 'checkin' },
  'POST /api/admin/check-ins': { kind: 'records', permission: 'checkin' },
  'GET /api/admin/check-ins/search': { kind: 'record', permission: 'checkin', of: 'session', in: 'query' },
  'POST /api/admin/check-ins/walk-ins': { kind: 'record', permission: 'checkin', of: 'session', in: 'body' },
  'GET /api/admin/check-ins/tickets': { kind: 'record', permission: 'checkin', of: 'session', in: 'query' },
  'POST /api/admin/check-ins/sync': { kind: 'records', permission: 'checkin' },
  'GET /api/admin/inquiries': { kind: 'global', permission: 'inquiries.read' },
  'GET /api/admin/inquiries/{id}': { kind: 'global', permission: 'inquiries.read' },
  'PATCH /api/admin/inquiries/{id}': { kind: 'global', permission: 'inquiries.answer' },
  'POST /api/admin/inquiries/{id}/reveal': { kind: 'global', permission: 'inquiries.reveal' },
  'POST /api/admin/inquiries/{id}/answer': { kind: 'global', permission: 'inquiries.answer' },
  'GET /api/admin/audit': { kind: 'global', permission: 'audit.read' },
  'GET /api/admin/staff': { kind: 'global', permission: 'staff.manage' },
  'POST /api/admin/staff': { kind: 'global', permission: 'staff.manage' },
  'PATCH /api/admin/staff/{id}': { kind: 'global', permission: 'staff.manage' },
  'POST /api/admin/events/{id}/sessions/bulk': { kind: 'record', permission: 'events.write', of: 'event' },
  'POST /api/admin/events/{id}/copy': { kind: 'global', permission: 'events.write' },
  'POST /api/admin/events/{id}/sessions/capacity': {
    kind: 'record',
    permission: 'events.write',
    of: 'event',
  },
  'POST /api/admin/sessions/{id}/move': { kind: 'record', permission: 'events.write', of: 'session' },
  'POST /api/admin/sessions/{id}/cancel': { kind: 'record', permission: 'events.write', of: 'session' },
  'POST /api/admin/sessions/{id}/messages': { kind: 'record', permission: 'events.write', of: 'session' },
  'POST /api/admin/events/{id}/messages': { kind: 'record', permission: 'events.write', of: 'event' },
  'GET /api/admin/sessions/{id}/messages/recipients': {
    kind: 'record',
    permission: 'events.write',
    of: 'session',
  },
  'GET /api/admin/events/{id}/messages/recipients': {
    kind: 'record',
    permission: 'events.write',
    of: 'event',
  },
  'GET /api/admin/editions': content,
  'POST /api/admin/editions': content,
  'GET /api/admin/editions/{id}': content,
  'PATCH /api/admin/editions/{id}': content,
  'GET /api/admin/home': content,
  'PUT /api/admin/home': content,
  'GET /api/admin/content/fact-warnings': content,
  'GET /api/admin/faq': content,
  'POST /api/admin/faq': content,
  'PATCH /api/admin/faq/{id}': content,
  'DELETE /api/admin/faq/{id}': content,
  'POST /api/admin/faq/categories': content,
  'PATCH /api/admin/faq/categories/{key}': content,
  'DELETE /api/admin/faq/categories/{key}': content,
  'GET /api/admin/themes': content,
  'POST /api/admin/themes': content,
  'GET /api/admin/themes/{id}': content,
  'PATCH /api/admin/themes/{id}': content,
  'DELETE /api/admin/themes/{id}': content,
  'POST /api/admin/{kind}/{id}/preview': content,
  'POST /api/admin/faq/categories/{key}/preview': content,
  'GET /api/admin/lookbooks': content,
  'POST /api/admin/lookbooks': content,
  'GET /api/admin/lookbooks/{id}': content,
  'PATCH /api/admin/lookbooks/{id}': content,
  'DELETE /api/admin/lookbooks/{id}': content,
  'GET /api/admin/materials': content,
  'POST /api/admin/materials': content,
  'GET /api/admin/materials/{id}': content,
  'PATCH /api/admin/materials/{id}': content,
  'DELETE /api/admin/materials/{id}': content,
  'GET /api/admin/archive': content,
  'POST /api/admin/archive': content,
  'GET /api/admin/archive/{id}': content,
  'PATCH /api/admin/archive/{id}': content,
  'DELETE /api/admin/archive/{id}': content,
  'GET /api/admin/mail': content,
  'GET /api/admin/mail/{id}': content,
  'PATCH /api/admin/mail/{id}': content,
  'POST /api/admin/mail/{id}/reset': content,
  'POST /api/admin/media': content,
  'GET /api/admin/media': content,
  'GET /api/admin/media/{id}': content,
  'PATCH /api/admin/media/{id}': content,
  'DELETE /api/admin/media/{id}': content,
  'GET /api/admin/notices': content,
  'POST /api/admin/notices': content,
  'PATCH /api/admin/notices/{id}': content,
  'DELETE /api/admin/notices/{id}': content,
  'GET /api/admin/{kind}/{id}/versions': content,
  'POST /api/admin/{kind}/{id}/versions/{version}/restore': content,
  'GET /api/admin/drafts': content,
  'POST /api/admin/drafts/{id}/publish': content,
  'PATCH /api/admin/drafts/{id}': content,
  'DELETE /api/admin/drafts/{id}': content,
  'GET /api/admin/policies/{kind}': content,
  'POST /api/admin/policies/{kind}/versions': content,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
/** Tokens of a manager and a door account limited to event A. */
const scoped = {} as Record<'manager' | 'door', string>;
const ids = {} as Record<'A' | 'B', { event: string; session: string; application: string }>;
let doc: Parameters<typeof operations>[0];

async function scopedAccount(role: 'manager' | 'door', eventIds: string[]) {
  const res = await t.call(
    'POST',
    '/api/admin/staff',
    {
      email: `scoped-${role}@moru-surfaces.example`,
      name: '범위직원',
      role,
      password: 'scopepass2025',
      eventIds,
    },
    tokens.owner,
  );
  expect(res.status).toBe(201);
  const row = (await res.json()) as { id: string; eventIds: string[] | null };
  expect(row.eventIds).toEqual(eventIds);
  return signStaffAccessToken(row.id, role, 'staff', 15 * 60, t.clock.now());
}

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  // 10:00 in Seoul today, as the console tests run (consoleTestApp): an hour ahead is still today at
  // the door whatever the hour the suite runs (at 23:30 Seoul it was tomorrow, and "today" was empty).
  t.clock.set(new Date(seoulDayStart(new Date()).getTime() + 10 * 60 * 60_000));
  const now = t.clock.now();
  tokens = await staffTokens(t.db, now);
  const m = await member(t.db, now);
  for (const name of ['A', 'B'] as const) {
    const e = await makeEvent(t.db, now, { titleKo: `행사 ${name}`, slots: [{ inHours: 1, capacity: 5 }] });
    const [a] = await t.db
      .insert(applications)
      .values({ eventId: e.event.id, sessionId: e.sessions[0].id, userId: m.id })
      .returning();
    ids[name] = { event: e.event.id, session: e.sessions[0].id, application: a.id };
  }
  scoped.manager = await scopedAccount('manager', [ids.A.event]);
  scoped.door = await scopedAccount('door', [ids.A.event]);
  doc = await (await t.call('GET', '/api/openapi.json')).json();
});
afterAll(() => t.close());

/** A request for `key` about event B's records (a path's ids, the door's `sessionId`). */
function requestFor(key: string, row: Row, of: 'A' | 'B' = 'B') {
  const [method, template] = key.split(' ');
  const id = row.kind === 'record' && !row.in ? ids[of][row.of] : randomUUID();
  let path = template
    .replace('{id}', id)
    .replace('{key}', 'nope-nope')
    .replace('{kind}', 'editions')
    .replace('{version}', '1');
  let body: unknown = method === 'GET' || method === 'DELETE' ? undefined : {};
  if (row.kind === 'record' && row.in === 'query') path += `?sessionId=${ids[of].session}&q=1234`;
  if (row.kind === 'record' && row.in === 'body') body = { sessionId: ids[of].session, count: 1 };
  if (key === 'POST /api/admin/check-ins')
    body = { applicationId: ids[of].application, sessionId: ids[of].session };
  if (key === 'POST /api/admin/check-ins/sync')
    body = {
      deviceId: 'scope-device',
      scans: [
        {
          scanId: `scope-scan-${of}`,
          sessionId: ids[of].session,
          code: ticketCode(ids[of].application),
          scannedAt: t.clock.now().toISOString(),
        },
      ],
    };
  return { method, path, body };
}

describe('staff scoped to events: the matrix over every console route', () => {
  it('has a row for every console operation in the OpenAPI document, and none that is not there', () => {
    const documented = operations(doc)
      .filter((o) => o.path.startsWith('/api/admin'))
      .map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(documented.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !documented.includes(k))).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    if (row.kind === 'public') continue;
    for (const role of ['manager', 'door'] as const) {
      it(`${key}: a ${role} scoped to event A, asked about event B`, async () => {
        const { method, path, body } = requestFor(key, row);
        const res = await t.call(method, path, body, scoped[role]);
        const hasRole = row.kind === 'self' || ROLE_PERMISSIONS[role].includes(row.permission);
        if (!hasRole || row.kind === 'global') {
          expect(res.status).toBe(403);
          expect((await res.json()).error.code).toBe('FORBIDDEN');
        } else if (row.kind === 'record') {
          expect(res.status).toBe(404);
          expect((await res.json()).error.code).toBe('NOT_FOUND');
        } else if (row.kind === 'self') {
          // Its own profile and second factor: past the gate (an empty body meets validation).
          expect([200, 201, 422]).toContain(res.status);
        } else {
          expect([200, 201]).toContain(res.status);
        }
      });
    }
    for (const role of ['owner', 'manager', 'door', 'viewer'] as const) {
      it(`${key}: an unscoped ${role} passes the gate exactly when the role holds the permission`, async () => {
        // Unknown ids: an allowed role meets the route's own answer (404, 422 or a list), never 403.
        const [method, template] = key.split(' ');
        const path = template
          .replace('{id}', randomUUID())
          .replace('{key}', 'nope-nope')
          .replace('{kind}', 'editions')
          .replace('{version}', '1');
        const res = await t.call(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : {},
          tokens[role],
        );
        const hasRole = row.kind === 'self' || ROLE_PERMISSIONS[role].includes(row.permission);
        if (hasRole) expect(res.status).not.toBe(403);
        else expect(res.status).toBe(403);
      });
    }
  }
});

describe('staff scoped to events: what a scoped account sees and does', () => {
  it('lists only its events, and today at the door only its slots', async () => {
    const list = await (await t.call('GET', '/api/admin/events', undefined, scoped.manager)).json();
    expect(list.items.map((e: { id: string }) => e.id)).toEqual([ids.A.event]);
    expect(list.total).toBe(1);
    const door = await (await t.call('GET', '/api/admin/check-ins/sessions', undefined, scoped.door)).json();
    expect(door.items.map((s: { eventId: string }) => s.eventId)).toEqual([ids.A.event]);
    const dash = await (await t.call('GET', '/api/admin/dashboard', undefined, scoped.manager)).json();
    expect(dash.today.map((s: { eventId: string }) => s.eventId)).toEqual([ids.A.event]);
    expect(dash.openInquiries).toBe(0);
    const all = await (await t.call('GET', '/api/admin/events', undefined, tokens.manager)).json();
    expect(all.items.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([ids.A.event, ids.B.event]),
    );
  });

  it('reaches its own event: reads the event and its applicants, and admits its ticket', async () => {
    expect((await t.call('GET', `/api/admin/events/${ids.A.event}`, undefined, scoped.manager)).status).toBe(
      200,
    );
    const applicants = await t.call(
      'GET',
      `/api/admin/events/${ids.A.event}/applications`,
      undefined,
      scoped.manager,
    );
    expect(applicants.status).toBe(200);
    const tickets = await t.call(
      'GET',
      `/api/admin/check-ins/tickets?sessionId=${ids.A.session}`,
      undefined,
      scoped.door,
    );
    expect(tickets.status).toBe(200);
    const admitted = await t.call(
      'POST',
      '/api/admin/check-ins',
      { applicationId: ids.A.application, sessionId: ids.A.session },
      scoped.door,
    );
    expect((await admitted.json()).result).toBe('valid');
  });

  it("does not admit another event's ticket: it is unknown at that door, and stays unused", async () => {
    const res = await t.call(
      'POST',
      '/api/admin/check-ins',
      { applicationId: ids.B.application, sessionId: ids.B.session },
      scoped.door,
    );
    expect((await res.json()).result).toBe('unknown');
    const synced = await t.call(
      'POST',
      '/api/admin/check-ins/sync',
      requestFor('POST /api/admin/check-ins/sync', MATRIX['POST /api/admin/check-ins/sync']).body,
      scoped.door,
    );
    const syncedBody = await synced.json();
    expect(syncedBody, JSON.stringify(syncedBody)).toHaveProperty('results');
    expect(syncedBody.results.map((r: { result: string }) => r.result)).toEqual(['unknown']);
    const [b] = await t.db.select().from(applications).where(eq(applications.id, ids.B.application));
    expect(b.checkedInAt).toBeNull();
  });
});

describe('setting the scope on the staff API', () => {
  it('shows each account its events (null = every event) and audits a change as staff.scope', async () => {
    const list = await (await t.call('GET', '/api/admin/staff', undefined, tokens.owner)).json();
    const door = list.items.find((s: { email: string }) => s.email === 'scoped-door@moru-surfaces.example');
    expect(door.eventIds).toEqual([ids.A.event]);
    expect(list.items.find((s: { role: string }) => s.role === 'owner').eventIds).toBeNull();
    const both = [ids.A.event, ids.B.event].sort();
    const res = await t.call('PATCH', `/api/admin/staff/${door.id}`, { eventIds: both }, tokens.owner);
    expect(res.status).toBe(200);
    expect((await res.json()).eventIds).toEqual(both);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.scope'));
    const last = rows.find((r) => r.targetId === door.id && JSON.stringify(r.detail).includes(ids.B.event));
    expect(last?.detail).toEqual({ from: [ids.A.event], to: both });
    const cleared = await t.call('PATCH', `/api/admin/staff/${door.id}`, { eventIds: [] }, tokens.owner);
    expect((await cleared.json()).eventIds).toBeNull();
    await t.call('PATCH', `/api/admin/staff/${door.id}`, { eventIds: [ids.A.event] }, tokens.owner);
  });

  it('refuses a scope on an owner or an editor, and an event that does not exist (422, per field)', async () => {
    const [owner] = await t.db.select().from(staff).where(eq(staff.role, 'owner'));
    const res = await t.call(
      'PATCH',
      `/api/admin/staff/${owner.id}`,
      { eventIds: [ids.A.event] },
      tokens.owner,
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields.eventIds).toBeTruthy();
    const [door] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.email, 'scoped-door@moru-surfaces.example'));
    const unknown = await t.call(
      'PATCH',
      `/api/admin/staff/${door.id}`,
      { eventIds: [randomUUID()] },
      tokens.owner,
    );
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.fields.eventIds).toBeTruthy();
  });
});

describe('what the console is told about a scope', () => {
  it('GET /api/admin/me says whether the caller is scoped, and to which events by title', async () => {
    const me = await (await t.call('GET', '/api/admin/me', undefined, scoped.manager)).json();
    expect(me.role).toBe('manager');
    expect(me.eventIds).toEqual([ids.A.event]);
    expect(me.events).toEqual([{ id: ids.A.event, titleKo: '행사 A', titleEn: expect.any(String) }]);
    const owner = await (await t.call('GET', '/api/admin/me', undefined, tokens.owner)).json();
    expect(owner.eventIds).toBeNull();
    expect(owner.events).toBeNull();
  });

  it('signing in answers the scope with the profile, so the console hides what the account cannot open', async () => {
    const res = await t.call('POST', '/api/admin/auth/login', {
      email: 'scoped-manager@moru-surfaces.example',
      password: 'scopepass2025',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).staff.eventIds).toEqual([ids.A.event]);
  });

  it('the staff list names each scoped event by title for the staff page', async () => {
    const list = await (await t.call('GET', '/api/admin/staff', undefined, tokens.owner)).json();
    const manager = list.items.find(
      (s: { email: string }) => s.email === 'scoped-manager@moru-surfaces.example',
    );
    expect(manager.events).toEqual([{ id: ids.A.event, titleKo: '행사 A', titleEn: expect.any(String) }]);
    expect(list.items.find((s: { role: string }) => s.role === 'owner').events).toBeNull();
  });

  it('only the owner sets a scope: a manager, even unscoped, is refused (403)', async () => {
    const [door] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.email, 'scoped-door@moru-surfaces.example'));
    const res = await t.call(
      'PATCH',
      `/api/admin/staff/${door.id}`,
      { eventIds: [ids.B.event] },
      tokens.manager,
    );
    expect(res.status).toBe(403);
  });

  it('an account made owner from the command line loses its scope (an owner reaches every event)', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/staff',
      {
        email: 'scoped-promoted@moru-surfaces.example',
        name: '승격직원',
        role: 'viewer',
        password: 'scopepass2025',
        eventIds: [ids.A.event],
      },
      tokens.owner,
    );
    const row = await res.json();
    await createOwner(
      t.db,
      { email: 'scoped-promoted@moru-surfaces.example', force: true, reason: 'test' },
      t.clock.now(),
    );
    expect(await eventScopeOf(t.db, row.id)).toBeNull();
  });
});
