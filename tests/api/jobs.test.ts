import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, jobLeases, mailOutbox } from '@/server/db/schema';
import { markNoShows, sendReminders } from '@/server/events/jobs';
import { claimLease, releaseLease } from '@/server/jobs/leases';
import { startPeriodicJob } from '@/server/jobs/periodic';
import { enqueueMail } from '@/server/mail';
import { createMailWorker, deliverDue } from '@/server/mail/worker';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';
import { HOUR, makeEvent, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 2026-03-10 09:00 in Seoul.
const BASE = new Date('2026-03-10T00:00:00.000Z');
beforeEach(() => t.clock.set(BASE));
const now = () => t.clock.now();
const MIN = 60_000;

describe('job leases', () => {
  it('of several instances claiming at once, exactly one runs the job; it is due again only after its period', async () => {
    const name = 'lease-race';
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claimLease(t.db, { name, owner: `i${i}`, now: now(), leaseMs: MIN }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const owner = `i${claims.indexOf(true)}`;
    await releaseLease(t.db, {
      name,
      owner,
      now: now(),
      nextRunAt: new Date(now().getTime() + 5 * MIN),
      finished: true,
    });
    expect(await claimLease(t.db, { name, owner: 'x', now: now(), leaseMs: MIN })).toBe(false);
    t.clock.advance(5 * MIN);
    expect(await claimLease(t.db, { name, owner: 'x', now: now(), leaseMs: MIN })).toBe(true);
  });

  it('a lease whose instance died expires, and another instance takes the job over', async () => {
    const name = 'lease-crash';
    expect(await claimLease(t.db, { name, owner: 'dead', now: now(), leaseMs: MIN })).toBe(true);
    // "dead" never releases.
    expect(await claimLease(t.db, { name, owner: 'alive', now: now(), leaseMs: MIN })).toBe(false);
    t.clock.advance(MIN + 1);
    expect(await claimLease(t.db, { name, owner: 'alive', now: now(), leaseMs: MIN })).toBe(true);
    const [row] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, name));
    expect(row.owner).toBe('alive');
  });

  it('two instances running the same periodic job run it once per period; stop() waits for a run in progress', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const spec = {
      name: 'twice-started',
      everyMs: 10 * MIN,
      pollMs: 60 * MIN,
      now,
      run: async () => {
        runs++;
        await gate;
      },
    };
    const a = startPeriodicJob(t.db, { ...spec, owner: 'a' });
    const b = startPeriodicJob(t.db, { ...spec, owner: 'b' });
    await Promise.all(
      [a.tick(), b.tick()].map((p) => Promise.race([p, new Promise((r) => setTimeout(r, 300))])),
    );
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = Promise.all([a.stop(), b.stop()]).then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    const [row] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'twice-started'));
    expect(row).toMatchObject({ owner: null, lockedUntil: null });
    expect(row.nextRunAt.getTime()).toBe(now().getTime() + 10 * MIN);
  });
});

describe('day-before reminders', () => {
  it('go out once from the set Seoul time, with the ticket and visit rules, never for a cancelled application', async () => {
    // Slots tomorrow (2026-03-11) at 14:00 Seoul.
    const { event, sessions } = await makeEvent(t.db, now(), {
      titleKo: '리마인더 투어',
      titleEn: 'Reminder tour',
      slots: [{ inHours: 29, capacity: 5 }],
    });
    const a = await member(t.db, now());
    const b = await member(t.db, now());
    const apply = (m: typeof a, lang: string) =>
      t.call('POST', `/api/events/${event.id}/applications`, { sessionId: sessions[0].id }, m.token, {
        'accept-language': lang,
      });
    const ra = await (await apply(a, 'en')).json();
    const rb = await (await apply(b, 'ko')).json();
    await t.call('DELETE', `/api/users/my/applications/${rb.id}`, undefined, b.token);

    const reminders = async (m: typeof a) =>
      (
        await t.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, m.email as string))
      ).filter((x) => /tomorrow|내일/.test(x.subject));
    expect(await sendReminders(t.db, now(), '10:00')).toBe(0);
    t.clock.set('2026-03-10T10:00:00+09:00');
    expect(await sendReminders(t.db, now(), '10:00')).toBe(1);
    expect(await sendReminders(t.db, now(), '10:00')).toBe(0);
    const [mail] = await reminders(a);
    expect(mail.locale).toBe('en');
    expect(mail.subject).toContain('Reminder tour');
    expect(mail.text).toContain('ID');
    expect(mail.attachments?.[0].content).toContain(`UID:${ra.id}@`);
    expect(await reminders(b)).toHaveLength(0);

    // Confirmed after the reminder time: the confirmation mail already says it all.
    const c = await member(t.db, now());
    expect((await apply(c, 'ko')).status).toBe(201);
    expect(await sendReminders(t.db, new Date(now().getTime() + 5 * MIN), '10:00')).toBe(0);
  });
});

describe('no-shows', () => {
  it('after a slot ends, confirmed applications never checked in are marked no-show, once; My Page says attended/no-show', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 2, capacity: 5 }] });
    const a = await member(t.db, now());
    const b = await member(t.db, now());
    for (const m of [a, b]) {
      await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: sessions[0].id }, m.token);
    }
    const [appB] = await t.db.select().from(applications).where(eq(applications.userId, b.id));
    expect(await markNoShows(t.db, now())).toBe(0);
    t.clock.set(new Date(BASE.getTime() + 2 * HOUR + 10 * MIN));
    await t.db.update(applications).set({ checkedInAt: now() }).where(eq(applications.id, appB.id));
    t.clock.set(sessions[0].endsAt);
    expect(await markNoShows(t.db, now())).toBe(1);
    expect(await markNoShows(t.db, now())).toBe(0);
    const seen = async (m: typeof a) => {
      const token = await signAccessToken(m.id, ['member'], now());
      return (await (await t.call('GET', '/api/users/my/applications', undefined, token)).json()).items[0]
        .attendance;
    };
    expect(await seen(a)).toBe('noShow');
    expect(await seen(b)).toBe('attended');
  });
});

describe('mail worker shutdown', () => {
  it('stop() finishes the message in flight and hands the rest of its batch back for another instance', async () => {
    const sink = await startSmtpSink();
    try {
      // Only this test's mail is due.
      await t.db.update(mailOutbox).set({ status: 'logged' });
      for (let i = 0; i < 5; i++) {
        await enqueueMail(
          t.db,
          { to: `stop-${i}@example.com`, subject: `s${i}`, text: 't', locale: 'ko' },
          now(),
        );
      }
      let sent = 0;
      let stop: () => Promise<void> = async () => {};
      let stopped: Promise<void> | undefined;
      const transport = {
        sendMail: async (m: object) => {
          const { smtpTransport } = await import('@/server/mail/worker');
          const real = await smtpTransport(sink.url);
          const info = await real?.sendMail(m);
          // Asked to stop while the first message is on its way.
          if (++sent === 1) stopped = stop();
          return info;
        },
      } as Parameters<typeof deliverDue>[1];
      const worker = await createMailWorker(t.db, { transport, pollMs: 60 * MIN, now });
      stop = () => worker.stop();
      await expect.poll(() => stopped !== undefined, { timeout: 30_000 }).toBe(true);
      await stopped;
      expect(sink.messages).toHaveLength(1);
      const rows = await t.db.select().from(mailOutbox);
      const mine = rows.filter((r) => r.to.startsWith('stop-'));
      expect(mine.filter((r) => r.status === 'sent')).toHaveLength(1);
      expect(mine.filter((r) => r.status === 'pending' && r.lockedUntil === null)).toHaveLength(4);
      expect((await deliverDue(t.db, null, now())).claimed).toBeGreaterThanOrEqual(4);
    } finally {
      await sink.close();
    }
  });
});
