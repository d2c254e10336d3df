import 'server-only';
import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@/schemas/messaging-rules';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { enqueueMail, type MailInput } from '../mail';
import { enqueueMessage } from './index';

/**
 * The one place that decides how a member is told (decision 020): by the member's channel choice
 * (`users.notify_channel`), an e-mail (`mail`, built by the caller in the member's language), a
 * KakaoTalk/SMS message of `kind` with `values` (the template's variables; `name` defaults to the
 * member's), or both, queued in the caller's transaction. A member who chose KakaoTalk but has no
 * phone number is e-mailed instead, so nothing is lost. Returns what was queued.
 */
export async function notify(
  tx: Db | Tx,
  opts: {
    userId: string;
    kind: NotificationKind;
    values: Record<string, string>;
    mail?: MailInput;
    now: Date;
  },
): Promise<{ mail: boolean; message: boolean }> {
  const [member] = await tx
    .select({ name: users.name, tel: users.tel, channel: users.notifyChannel, status: users.status })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (member?.status !== 'active') return { mail: false, message: false };
  const wantsMessage = member.channel !== 'email' && Boolean(member.tel);
  const wantsMail = Boolean(opts.mail) && (member.channel !== 'kakao' || !wantsMessage);
  if (wantsMail && opts.mail) await enqueueMail(tx, opts.mail, opts.now);
  if (wantsMessage && member.tel)
    await enqueueMessage(
      tx,
      {
        userId: opts.userId,
        to: member.tel,
        kind: opts.kind,
        values: { name: member.name ?? '', ...opts.values },
      },
      opts.now,
    );
  return { mail: wantsMail, message: wantsMessage };
}
