import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildIcs } from '@/lib/ics';
import { seoulDate, seoulTime } from '@/schemas/events';
import type { MailKey } from '@/schemas/mail-templates-rules';
import type { NotificationKind } from '@/schemas/messaging-rules';
import enSchedules from '../../../messages/en/schedules.json';
import koSchedules from '../../../messages/ko/schedules.json';
import type { Tx } from '../db/client';
import type { eventSessions, events } from '../db/schema';
import { serverEnv } from '../env';
import { mailWording } from '../mail/wording';
import { type Catalog, formatMessage } from '../messages';
import { notify } from '../messaging/notify';
import { slotMessageValues, slotValues } from './mail';

const catalogs: Record<Locale, Catalog> = { ko: koSchedules.mail, en: enSchedules.mail };

/** The studio's mail (`mail/wording.ts`) for each notice of `schedules.mail`. */
const MAIL_OF = {
  moved: 'slotMoved',
  movedWaiting: 'slotMovedWaiting',
  cancelled: 'slotCancelled',
  cancelledWaiting: 'slotCancelledWaiting',
  message: 'staffMessage',
  messageEvent: 'staffMessageEvent',
} as const satisfies Record<string, MailKey>;

/** What changed for a member, as staff did it (issue 27). */
export type MemberChange =
  /** Their slot has a new time (`slot` holds it); a confirmed member keeps the seat. */
  | { kind: 'moved'; previousStartsAt: Date; reason: string; waiting: boolean }
  /** Their slot was cancelled: the seat or waitlist place is gone. */
  | { kind: 'cancelled'; reason: string; waiting: boolean }
  /** A message from staff to the confirmed applicants (both languages; English may be empty). */
  | { kind: 'message'; subject: Record<Locale, string>; body: Record<Locale, string> };

export type ChangeNotice = {
  /** The member's application: its calendar entry's UID, stable across every change. */
  applicationId: string;
  userId: string;
  /** The member's e-mail (null when they have none: KakaoTalk/SMS only). */
  to: string | null;
  locale: Locale;
  event: typeof events.$inferSelect;
  slot: typeof eventSessions.$inferSelect | null;
  change: MemberChange;
  now: Date;
};

/** The address part of `MAIL_FROM` (`Name <addr>` or a bare address). */
const organizer = () => {
  const from = serverEnv().MAIL_FROM;
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
};

/**
 * Tells one member about a change staff made to their booking, inside the caller's transaction
 * (so the change and the notice commit together, and the outbox sends it once across instances).
 * The ONE place such notices are built: an e-mail in the member's language and/or a KakaoTalk/SMS
 * message, by the channels the member chose (`notify`, decision 020). A confirmed member's calendar entry is replaced (same
 * UID, the slot's raised SEQUENCE, METHOD:REQUEST) or withdrawn (METHOD:CANCEL).
 */
export async function tellMemberAboutChange(tx: Tx, n: ChangeNotice): Promise<void> {
  const { change, locale } = n;
  const values: Record<string, string> = n.slot
    ? slotValues({ event: n.event, slot: n.slot, locale })
    : {
        title: locale === 'en' ? n.event.titleEn || n.event.titleKo : n.event.titleKo,
        date: seoulDate(n.event.startsAt),
        start: '',
        end: '',
        location: (locale === 'en' ? n.event.locationEn || n.event.location : n.event.location) ?? '',
        url: `${serverEnv().APP_URL}/my/apply`,
      };
  if (change.kind === 'moved') {
    values.previousDate = seoulDate(change.previousStartsAt);
    values.previousStart = seoulTime(change.previousStartsAt);
  }
  if (change.kind !== 'message') values.reason = change.reason;
  if (change.kind === 'message') {
    values.subject = change.subject[locale] || change.subject.ko;
    values.body = change.body[locale] || change.body.ko;
  }
  const key: keyof typeof MAIL_OF =
    change.kind === 'message'
      ? n.slot
        ? 'message'
        : 'messageEvent'
      : `${change.kind}${change.waiting ? 'Waiting' : ''}`;
  const mail = (await mailWording(tx)).render(MAIL_OF[key], locale, values);

  const calendar =
    n.slot && change.kind !== 'message' && !change.waiting
      ? buildIcs({
          uid: `${n.applicationId}@moru-design-trend`,
          start: n.slot.startsAt,
          end: n.slot.endsAt,
          stamp: n.now,
          summary: values.title,
          description: formatMessage(locale, catalogs[locale], 'icsDescription', values),
          location: values.location || undefined,
          url: values.url,
          sequence: n.slot.revision,
          method: change.kind === 'moved' ? 'REQUEST' : 'CANCEL',
          organizer: organizer(),
        })
      : null;
  const method = change.kind === 'moved' ? 'REQUEST' : 'CANCEL';
  await notify(tx, {
    userId: n.userId,
    ...messageOf(n),
    mail: n.to
      ? {
          to: n.to,
          subject: mail.subject,
          text: mail.body,
          attachments: calendar
            ? [
                {
                  filename: 'ticket.ics',
                  content: calendar,
                  contentType: `text/calendar; charset=utf-8; method=${method}`,
                },
              ]
            : undefined,
          locale,
        }
      : undefined,
    now: n.now,
  });
}

/** The KakaoTalk/SMS template and its variables for a change (in Korean: decision 020). */
function messageOf(n: ChangeNotice): { kind: NotificationKind; values: Record<string, string> } {
  const { change } = n;
  const base = n.slot
    ? slotMessageValues(n.event, n.slot)
    : { title: n.event.titleKo, url: `${serverEnv().APP_URL}/my/apply` };
  if (change.kind === 'moved')
    return {
      kind: 'slotChanged',
      values: {
        ...base,
        previous: `${seoulDate(change.previousStartsAt)} ${seoulTime(change.previousStartsAt)}`,
      },
    };
  if (change.kind === 'cancelled')
    return { kind: 'slotCancelled', values: { ...base, reason: change.reason } };
  return { kind: 'staffMessage', values: { ...base, message: change.body.ko } };
}
