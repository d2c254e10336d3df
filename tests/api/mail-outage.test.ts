import { createServer, type Server, type Socket } from 'node:net';
import { asc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { onMailEnqueued } from '@/server/mail';
import { deliverDue, smtpTransport } from '@/server/mail/worker';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';

/**
 * The mail server down for an hour while visitors send Contact inquiries, then back: every queued
 * mail is delivered once, in order of creation, retries back off instead of hammering, and no
 * request waits on mail. The worker's poll is played by calling `deliverDue` every 3 s of the
 * test clock, as `startMailWorker` does in real time.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-05-01T01:00:00.000Z');
});
afterAll(() => t.close());

const POLL_MS = 3000;
let ipSeq = 0;
const inquiry = (title: string) =>
  t.call(
    'POST',
    '/api/contact',
    {
      type: 'event',
      name: '홍길동',
      tel: '01098765432',
      email: 'visitor@example.com',
      title,
      message: '단체 관람이 가능한가요?',
      consent: true,
      elapsedMs: 8000,
    },
    undefined,
    { 'x-forwarded-for': `10.77.0.${++ipSeq}` },
  );

describe('mail outage', () => {
  it('no request waits on mail, even while the SMTP server hangs', async () => {
    // A server that accepts connections and never greets: the worst an SMTP server can do.
    const sockets = new Set<Socket>();
    let released = false;
    const hang: Server = createServer((s) => {
      if (released) return void s.destroy();
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    const release = () => {
      released = true;
      for (const s of sockets) s.destroy();
    };
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    const port = (hang.address() as { port: number }).port;
    // NOTE: the greeting wait outlasts the requests however slow the machine; the test ends the
    // hang itself by closing the connections once every request has been answered.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, greetingTimeout: 120_000 });
    const deliveries: Promise<unknown>[] = [];
    let inFlight = 0;
    onMailEnqueued(() => {
      inFlight++;
      deliveries.push(deliverDue(t.db, transport, t.clock.now()).finally(() => inFlight--));
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await inquiry(`대기 없는 문의 ${i}`);
        expect(res.status).toBe(201);
        // The answer came while the delivery it started was still stuck on the silent server.
        expect(inFlight).toBeGreaterThan(0);
        t.clock.advance(1);
      }
      release();
      await Promise.all(deliveries);
    } finally {
      onMailEnqueued(undefined);
      release();
      await new Promise((r) => hang.close(r));
    }
    const rows = await t.db.select().from(mailOutbox);
    // Nothing was lost or sent; the delivery that reached the silent server recorded why. Newer mail
    // queued behind it may not have been tried yet (it waits behind older mail, decision 010).
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'pending' && r.sentAt === null)).toBe(true);
    expect(rows.some((r) => r.lastError?.startsWith('unreachable: '))).toBe(true);
  });

  it('down for an hour, then up: every mail once, in order of creation, retries backing off', async () => {
    const probe = await startSmtpSink();
    const { port, url } = probe;
    await probe.close();
    const down = await smtpTransport(url);
    const titles = (await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))).map(
      (r) => r.subject,
    );
    const attempts: number[] = [];
    const poll = async (transport: typeof down) => {
      const r = await deliverDue(t.db, transport, t.clock.now());
      if (r.failed) attempts.push(t.clock.now().getTime());
      return r;
    };
    // Phase 1: more inquiries arrive during the outage; each is stored and acknowledged.
    for (let i = 0; i < 5; i++) {
      const res = await inquiry(`장애 중 문의 ${i}`);
      expect(res.status).toBe(201);
      t.clock.advance(POLL_MS);
      const r = await poll(down);
      expect(r.sent).toBe(0);
    }
    for (let elapsed = 0; elapsed < 3600_000; elapsed += POLL_MS) {
      t.clock.advance(POLL_MS);
      const r = await poll(down);
      // One attempt stands for the whole queue: the batch stops at the first unreachable server.
      expect(r.failed).toBeLessThanOrEqual(1);
    }
    const queued = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    expect(queued).toHaveLength(8);
    expect(queued.every((r) => r.status === 'pending')).toBe(true);
    const gaps = attempts.slice(1).map((at, i) => (at - attempts[i]) / 1000);
    // Backing off: each wait at least as long as the one before, doubling up to the 30-minute cap.
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1]);
    expect(gaps.at(-1)).toBeGreaterThanOrEqual(600);
    expect(attempts.length).toBeLessThan(15);

    // Phase 2: the server is back on the same address.
    const sink = await startSmtpSink(port);
    try {
      const up = await smtpTransport(url);
      const recoveredAt = t.clock.now().getTime();
      while (sink.messages.length < queued.length && t.clock.now().getTime() - recoveredAt < 31 * 60_000) {
        t.clock.advance(POLL_MS);
        await poll(up);
      }
      // A few more polls: nothing is sent twice.
      for (let i = 0; i < 20; i++) {
        t.clock.advance(POLL_MS);
        await poll(up);
      }
      const expected = [...titles, ...queued.slice(titles.length).map((r) => r.subject)];
      expect(sink.messages.map((m) => m.subject)).toEqual(expected);
      expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(queued.length);
      const after = await t.db.select().from(mailOutbox);
      expect(after.every((r) => r.status === 'sent')).toBe(true);
      console.info(
        `[mail-outage] ${queued.length} mails queued over 1 h down: ${attempts.length} delivery attempts (waits ${gaps.join(', ')} s); delivered ${sink.messages.length} once each, in order, ${Math.round((Math.max(...after.map((r) => r.sentAt?.getTime() ?? 0)) - recoveredAt) / 1000)} s after the server came back`,
      );
    } finally {
      await sink.close();
    }
  });
});
