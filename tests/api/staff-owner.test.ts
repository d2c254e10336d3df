import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_SETUP_LINK_HOURS } from '@/schemas/admin';
import { runStaffCommand } from '@/server/composition/staff-cli';
import { auditLog, staff } from '@/server/db/schema';
import { currentCode } from '@/server/staff/totp';
import { createTestApp } from '../support/test-app';

/**
 * `npm run staff` (issue 56): its core on the test database, and the one-time link it prints, which
 * sets the password once, within 24 hours, and leads to TOTP enrolment before the account can act.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: true });
});
afterAll(() => t.close());

const staffCli = (...argv: string[]) => runStaffCommand(t.db, argv, t.clock.now());
const tokenOf = (lines: string[]) => {
  const link = lines.map((l) => l.trim()).find((l) => l.includes('/admin/setup#token='));
  expect(link).toBeDefined();
  return new URL(link as string).hash.replace('#token=', '');
};
const setup = (token: string, password = 'firstOwner2026') =>
  t.call('POST', '/api/admin/auth/setup', { token, password });
const actions = async (email: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'staff')))
    .filter((r) => r.detail.email === email || r.staffEmail === email)
    .map((r) => r.action);

describe('npm run staff', () => {
  let firstToken = '';

  it('create-owner makes the first owner and prints a one-time link valid for 24 hours, audited', async () => {
    const run = await staffCli('create-owner', 'First.Owner@Moru-Surfaces.example');
    expect(run.code).toBe(0);
    firstToken = tokenOf(run.lines);
    const [row] = await t.db.select().from(staff).where(eq(staff.email, 'first.owner@moru-surfaces.example'));
    expect(row).toMatchObject({ role: 'owner', status: 'active', totpEnabledAt: null });
    const expires = Number(firstToken.split('.')[1]) * 1000;
    expect(expires - t.clock.now().getTime()).toBeGreaterThan((OWNER_SETUP_LINK_HOURS * 3600 - 5) * 1000);
    expect(expires - t.clock.now().getTime()).toBeLessThanOrEqual(OWNER_SETUP_LINK_HOURS * 3600 * 1000);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(entry).toMatchObject({ action: 'staff.create', staffEmail: 'cli:npm run staff', role: 'system' });
    expect(entry.detail).toMatchObject({ email: row.email, role: 'owner' });
  });

  it('refuses a second owner while one is active; --force needs a reason', async () => {
    const second = await staffCli('create-owner', 'second@moru-surfaces.example');
    expect(second.code).toBe(1);
    expect(second.lines.join('\n')).toMatch(/Refused: an active owner exists \(first\.owner@/);
    const noReason = await staffCli('create-owner', 'second@moru-surfaces.example', '--force');
    expect(noReason.code).toBe(1);
    expect(noReason.lines.join('\n')).toContain('--force needs --reason');
    expect(await t.db.select().from(staff).where(eq(staff.email, 'second@moru-surfaces.example'))).toEqual(
      [],
    );
  });

  it('the link sets the password once, answers an enrolment-only session, and TOTP enrolment follows', async () => {
    const weak = await setup(firstToken, 'short');
    expect(weak.status).toBe(422);
    const first = await setup(firstToken);
    expect(first.status).toBe(200);
    const session = await first.json();
    expect(session).toMatchObject({ enrolmentRequired: true, staff: { role: 'owner', totpEnabled: false } });
    expect(session.refreshToken).toBeUndefined();
    // Used: the same link is refused.
    const again = await setup(firstToken, 'anotherOwner2026');
    expect(again.status).toBe(410);
    expect((await again.json()).error.code).toBe('SETUP_LINK_INVALID');
    // The enrolment-only token reaches the TOTP set-up and nothing else.
    const blocked = await t.call('GET', '/api/admin/dashboard', undefined, session.accessToken);
    expect(blocked.status).toBe(403);
    const enrol = await (
      await t.call('POST', '/api/admin/auth/totp/setup', undefined, session.accessToken)
    ).json();
    const confirmed = await t.call(
      'POST',
      '/api/admin/auth/totp/confirm',
      { code: currentCode(enrol.secret, t.clock.now()) },
      session.accessToken,
    );
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).recoveryCodes.length).toBeGreaterThan(0);
    // Signs in with the password chosen through the link.
    const login = await t.call('POST', '/api/admin/auth/login', {
      email: 'first.owner@moru-surfaces.example',
      password: 'firstOwner2026',
    });
    expect((await login.json()).error.code).toBe('TOTP_REQUIRED');
  });

  it('a link expires after 24 hours; an altered one is refused', async () => {
    const run = await staffCli(
      'create-owner',
      'spare@moru-surfaces.example',
      '--force',
      '--reason',
      'second key holder',
    );
    expect(run.code).toBe(0);
    const token = tokenOf(run.lines);
    const [id, exp, sig] = token.split('.');
    expect((await setup(`${id}.${Number(exp) + 3600}.${sig}`)).status).toBe(410);
    t.clock.advance(OWNER_SETUP_LINK_HOURS * 3_600_000 + 1000);
    const late = await setup(token);
    expect(late.status).toBe(410);
    expect((await late.json()).error.code).toBe('SETUP_LINK_INVALID');
  });

  it('--force with a reason adds an owner (lock-out) or resets a named one, and says why in the audit log', async () => {
    const [spare] = await t.db.select().from(staff).where(eq(staff.email, 'spare@moru-surfaces.example'));
    expect(spare).toMatchObject({ role: 'owner', status: 'active' });
    const [created] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, spare.id));
    expect(created.detail).toMatchObject({ force: true, reason: 'second key holder' });

    // The first owner lost their phone: a forced run resets their account, second factor included.
    const reset = await staffCli(
      'create-owner',
      'first.owner@moru-surfaces.example',
      '--force',
      '--reason',
      'lost authenticator',
    );
    expect(reset.code).toBe(0);
    const [row] = await t.db.select().from(staff).where(eq(staff.email, 'first.owner@moru-surfaces.example'));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] });
    const old = await t.call('POST', '/api/admin/auth/login', {
      email: 'first.owner@moru-surfaces.example',
      password: 'firstOwner2026',
    });
    expect(old.status).toBe(401);
    expect((await setup(tokenOf(reset.lines), 'newOwnerPass2026')).status).toBe(200);
    expect(await actions('first.owner@moru-surfaces.example')).toEqual(
      expect.arrayContaining(['staff.create', 'staff.update']),
    );
  });

  it('list shows every account; disable ends one, never the last active owner', async () => {
    const list = await staffCli('list');
    expect(list.code).toBe(0);
    expect(list.lines.join('\n')).toMatch(/first\.owner@moru-surfaces\.example\s+owner\s+active\s+no totp/);
    expect(list.lines.join('\n')).toMatch(/spare@moru-surfaces\.example\s+owner\s+active/);

    const off = await staffCli('disable', 'spare@moru-surfaces.example');
    expect(off.code).toBe(0);
    const [spare] = await t.db.select().from(staff).where(eq(staff.email, 'spare@moru-surfaces.example'));
    expect(spare.status).toBe('disabled');
    const last = await staffCli('disable', 'first.owner@moru-surfaces.example');
    expect(last.code).toBe(1);
    expect(last.lines.join('\n')).toContain('is the last active owner');
    expect((await staffCli('disable', 'nobody@moru-surfaces.example')).code).toBe(1);
    expect((await staffCli('remove', 'x@y.z')).code).toBe(2);
  });
});
