import 'server-only';
import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@/schemas/messaging-rules';
import type { Db, Tx } from '../db/client';
import { mailOutbox, messageOutbox, users } from '../db/schema';
import { type MailInput, mailQueued, mailRow } from '../mail';
import { messageQueued, messageRow } from './index';

/** What `notify` needs to know of the member (an active member's row, or undefined). */
export type Recipient = {
  name: string | null;
  tel: string | null;
  channel: (typeof users.$inferSelect)['notifyChannel'];
  status: (typeof users.$inferSelect)['status'];
};

export type Notice = {
  userId: string;
  kind: NotificationKind;
  values: Record<string, string>;
  mail?: MailInput;
  now: Date;
};

/** The member's row as `notify` reads it. */
export const recipientColumns = {
  name: users.name,
  tel: users.tel,
  channel: users.notifyChannel,
  status: users.status,
};

/**
 * The one place that decides how a member is told (decision 020): by the member's channel choice
 * (`users.notify_channel`), an e-mail (`mail`, built by the caller in the member's language), a
 * KakaoTalk/SMS message of `kind` with `values` (the template's variables; `name` defaults to the
 * member's), or both. A member who chose KakaoTalk but has no phone number is e-mailed instead,
 * so nothing is lost. Returns the outbox rows to write; nothing for a closed account.
 */
export function noticeRows(
  member: Recipient | undefined,
  notice: Notice,
): { mail?: typeof mailOutbox.$inferInsert; message?: typeof messageOutbox.$inferInsert } {
  if (member?.status !== 'active') return {};
  const wantsMessage = member.channel !== 'email' && Boolean(member.tel);
  const wantsMail = Boolean(notice.mail) && (member.channel !== 'kakao' || !wantsMessage);
  return {
    mail: wantsMail && notice.mail ? mailRow(notice.mail, notice.now) : undefined,
    message:
      wantsMessage && member.tel
        ? messageRow(
            {
              userId: notice.userId,
              to: member.tel,
              kind: notice.kind,
              values: { name: member.name ?? '', ...notice.values },
            },
            notice.now,
          )
        : undefined,
  };
}

/** Tells the outbox workers what `noticeRows` queued, once it is written. */
export function noticeQueued(rows: ReturnType<typeof noticeRows>): void {
  if (rows.mail) mailQueued();
  if (rows.message) messageQueued();
}

/**
 * Tells a member (`noticeRows`), queued in the caller's transaction. Returns what was queued.
 */
export async function notify(tx: Db | Tx, notice: Notice): Promise<{ mail: boolean; message: boolean }> {
  const [member] = await tx.select(recipientColumns).from(users).where(eq(users.id, notice.userId));
  const rows = noticeRows(member, notice);
  if (rows.mail) await tx.insert(mailOutbox).values(rows.mail);
  if (rows.message) await tx.insert(messageOutbox).values(rows.message);
  noticeQueued(rows);
  return { mail: Boolean(rows.mail), message: Boolean(rows.message) };
}
