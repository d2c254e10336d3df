import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { renderMail } from '@/server/mail/templates';
import { MailWording } from '@/server/mail/wording';
import { backoffSeconds, deliverDue, smtpTransport } from '@/server/mail/worker';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';

/** The default wording (messages/), as a mail with no studio edit is sent. */
const defaults = new MailWording(new Map());

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('mail outbox', () => {
  it('delivers to a real SMTP server, with attachments (.ics)', async () => {
    const sink = await startSmtpSink();
    try {
      const id = await enqueueMail(
        t.db,
        {
          to: 'guest@example.com',
          subject: '신청 확인',
          text: '도슨트 투어 신청이 완료되었습니다.',
          html: '<p>도슨트 투어</p>',
          attachments: [
            {
              filename: 'event.ics',
              content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
              contentType: 'text/calendar',
            },
          ],
          locale: 'ko',
        },
        t.clock.now(),
      );
      const r = await deliverDue(t.db, await smtpTransport(sink.url), t.clock.now());
      expect(r).toMatchObject({ sent: 1, failed: 0 });
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0].to).toEqual(['guest@example.com']);
      expect(sink.messages[0].subject).toBe('신청 확인');
      expect(sink.messages[0].raw).toMatch(/text\/calendar/);
      expect(sink.messages[0].raw).toMatch(/event\.ics/);
      expect((await row(id)).status).toBe('sent');
    } finally {
      await sink.close();
    }
  });

  it('keeps mail and retries with backoff while SMTP is down, then delivers it', async () => {
    const sink = await startSmtpSink();
    const url = sink.url;
    const port = sink.port;
    await sink.close();
    const id = await enqueueMail(
      t.db,
      renderMail(defaults, 'en', 'signUpCode', 'later@example.com', { code: '123456' }),
      t.clock.now(),
    );
    const down = await smtpTransport(url);
    const first = await deliverDue(t.db, down, t.clock.now());
    expect(first.failed).toBe(1);
    let mail = await row(id);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail.lastError).toBeTruthy();
    expect(mail.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(backoffSeconds(1) * 1000);
    // Not due yet: nothing is tried.
    expect((await deliverDue(t.db, down, t.clock.now())).claimed).toBe(0);
    t.clock.advance(backoffSeconds(1) * 1000);
    expect((await deliverDue(t.db, down, t.clock.now())).failed).toBe(1);
    expect((await row(id)).attempts).toBe(2);
    const back = await startSmtpSink(port);
    try {
      t.clock.advance(backoffSeconds(2) * 1000);
      expect((await deliverDue(t.db, await smtpTransport(url), t.clock.now())).sent).toBe(1);
      mail = await row(id);
      expect(mail.status).toBe('sent');
      expect(back.messages[0].subject).toBe('[Moru Design Trend] Your sign-up code 123456');
      expect(back.messages[0].text).toContain('Your email verification code is 123456.');
    } finally {
      await back.close();
    }
  });

  it('backoff grows and is capped; nothing is ever dropped', () => {
    expect([1, 2, 3].map(backoffSeconds)).toEqual([10, 20, 40]);
    expect(backoffSeconds(50)).toBe(30 * 60);
  });

  it('without SMTP_URL prints the mail to the server log and marks it logged', async () => {
    const id = await enqueueMail(
      t.db,
      renderMail(defaults, 'ko', 'signUpCode', 'local@example.com', { code: '654321' }),
      t.clock.now(),
    );
    const lines: string[] = [];
    const orig = console.info;
    console.info = (...a: unknown[]) => lines.push(a.join(' '));
    try {
      await deliverDue(t.db, null, t.clock.now());
    } finally {
      console.info = orig;
    }
    expect(lines.join('\n')).toContain('회원가입 이메일 인증번호는 654321 입니다.');
    expect((await row(id)).status).toBe('logged');
  });

  it('a crashed sender’s claim is picked up again after its lock expires', async () => {
    const id = await enqueueMail(
      t.db,
      renderMail(defaults, 'ko', 'welcome', 'crash@example.com', { name: '김모루' }),
      t.clock.now(),
    );
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: new Date(t.clock.now().getTime() + 1000) })
      .where(eq(mailOutbox.id, id));
    expect((await deliverDue(t.db, null, t.clock.now())).claimed).toBe(0);
    t.clock.advance(2000);
    await deliverDue(t.db, null, t.clock.now());
    expect((await row(id)).status).toBe('logged');
  });

  it('renders the same templates in Korean and English', () => {
    for (const tpl of ['signUpCode', 'passwordResetCode', 'welcome', 'withdrawn'] as const) {
      const ko = renderMail(defaults, 'ko', tpl, 'a@example.com', { code: '111111', name: '김모루' });
      const en = renderMail(defaults, 'en', tpl, 'a@example.com', { code: '111111', name: '김모루' });
      expect(ko.subject).not.toBe(en.subject);
      expect(ko.html).toContain('lang="ko"');
      expect(en.text.length).toBeGreaterThan(10);
    }
  });
});
