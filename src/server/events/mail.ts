import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildIcs } from '@/lib/ics';
import { seoulDate, seoulTime } from '@/schemas/events';
import enCommon from '../../../messages/en/common.json';
import enEvents from '../../../messages/en/events.json';
import koCommon from '../../../messages/ko/common.json';
import koEvents from '../../../messages/ko/events.json';
import type { Tx } from '../db/client';
import type { eventSessions, events } from '../db/schema';
import { serverEnv } from '../env';
import { enqueueMail } from '../mail';
import { type MailWording, mailWording } from '../mail/wording';
import { type Catalog, formatMessage } from '../messages';
import { type Notice, notify } from '../messaging/notify';

const catalogs: Record<Locale, Catalog> = { ko: koEvents.mail, en: enEvents.mail };
const common: Record<Locale, Catalog> = { ko: koCommon, en: enCommon };

/** The visitor rules a reminder lists, as values for its message (`common.visitRules.items`). */
const visitRules = (locale: Locale) =>
  Object.fromEntries(
    Object.keys(koCommon.visitRules.items).map((k) => [
      k,
      formatMessage(locale, common[locale], `visitRules.items.${k}`),
    ]),
  );

/** Which ticket mail: the confirmation, the promotion from the waitlist, or the day-before reminder. */
export type TicketMailKind = 'confirmed' | 'promoted' | 'reminder';

export type SlotMail = {
  to: string;
  event: typeof events.$inferSelect;
  slot: typeof eventSessions.$inferSelect;
  locale: Locale;
  now: Date;
};

export function slotValues(opts: Omit<SlotMail, 'to' | 'now'>) {
  const title = opts.locale === 'en' ? opts.event.titleEn || opts.event.titleKo : opts.event.titleKo;
  const place = opts.locale === 'en' ? opts.event.locationEn || opts.event.location : opts.event.location;
  return {
    title,
    date: seoulDate(opts.slot.startsAt),
    start: seoulTime(opts.slot.startsAt),
    end: seoulTime(opts.slot.endsAt),
    location: place ?? '',
    url: `${serverEnv().APP_URL}/my/apply`,
    eventsUrl: `${serverEnv().APP_URL}/event`,
    ...visitRules(opts.locale),
  };
}

/** A slot's values for a KakaoTalk/SMS message (Korean, as the AlimTalk templates are registered). */
export function slotMessageValues(
  event: typeof events.$inferSelect,
  slot: typeof eventSessions.$inferSelect,
) {
  return {
    title: event.titleKo,
    date: seoulDate(slot.startsAt),
    time: `${seoulTime(slot.startsAt)}~${seoulTime(slot.endsAt)}`,
    place: event.location ?? '',
    url: `${serverEnv().APP_URL}/my/apply`,
  };
}

type TicketNotice = Omit<SlotMail, 'to'> & {
  to: string | null;
  /** The mail wording in force (`mailWording`), read before the caller's statements. */
  wording: MailWording;
  userId: string;
  applicationId: string;
  kind?: TicketMailKind;
};

/**
 * What the member is told about their ticket (for `notify`, messaging/notify.ts): a mail with the
 * ticket as an .ics attachment and/or a KakaoTalk message; the confirmation (default), the
 * waitlist promotion, or the day-before reminder. `to` is the member's e-mail (null when they have
 * none).
 */
export function ticketNotice(opts: TicketNotice): Notice {
  const kind = opts.kind ?? 'confirmed';
  const values = slotValues(opts);
  const text = (key: string) => formatMessage(opts.locale, catalogs[opts.locale], key, values);
  const key =
    kind === 'confirmed'
      ? 'applicationConfirmed'
      : kind === 'promoted'
        ? 'applicationPromoted'
        : 'eventReminder';
  const mail = opts.wording.render(key, opts.locale, values);
  const ics = buildIcs({
    uid: `${opts.applicationId}@moru-design-trend`,
    start: opts.slot.startsAt,
    end: opts.slot.endsAt,
    stamp: opts.now,
    summary: values.title,
    description: text('icsDescription'),
    location: values.location || undefined,
    url: values.url,
    sequence: opts.slot.revision,
  });
  return {
    userId: opts.userId,
    kind,
    values: slotMessageValues(opts.event, opts.slot),
    mail: opts.to
      ? {
          to: opts.to,
          subject: mail.subject,
          text: mail.body,
          attachments: [
            {
              filename: 'ticket.ics',
              content: ics,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
          locale: opts.locale,
        }
      : undefined,
    now: opts.now,
  };
}

/** Tells the member about their ticket (`ticketNotice`) inside the caller's transaction. */
export async function queueConfirmationMail(tx: Tx, opts: Omit<TicketNotice, 'wording'>): Promise<void> {
  await notify(tx, ticketNotice({ ...opts, wording: await mailWording(tx) }));
}

/** Queues the "not this time" mail to a member still waiting when the slot started. */
export async function queueWaitlistClosedMail(tx: Tx, opts: SlotMail): Promise<void> {
  const values = slotValues(opts);
  const mail = (await mailWording(tx)).render('waitlistClosed', opts.locale, values);
  await enqueueMail(
    tx,
    { to: opts.to, subject: mail.subject, text: mail.body, locale: opts.locale },
    opts.now,
  );
}
