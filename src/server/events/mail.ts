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

const catalogs = { ko: koEvents.mail, en: enEvents.mail } as const;
const visitRules = { ko: koCommon.visitRules.items, en: enCommon.visitRules.items } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Which ticket mail: the confirmation, the promotion from the waitlist, or the day-before reminder. */
export type TicketMailKind = 'confirmed' | 'promoted' | 'reminder';

type SlotMail = {
  to: string;
  event: typeof events.$inferSelect;
  slot: typeof eventSessions.$inferSelect;
  locale: Locale;
  now: Date;
};

function slotValues(opts: SlotMail) {
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
    ...visitRules[opts.locale],
  };
}

/**
 * Queues a ticket mail with the ticket as an .ics attachment, inside the caller's transaction:
 * the confirmation (default), the waitlist promotion, or the day-before reminder.
 */
export async function queueConfirmationMail(
  tx: Tx,
  opts: SlotMail & { applicationId: string; kind?: TicketMailKind },
): Promise<void> {
  const catalog = catalogs[opts.locale];
  const kind = opts.kind ?? 'confirmed';
  const copy = kind === 'confirmed' ? catalog : catalog[kind];
  const values = slotValues(opts);
  const ics = buildIcs({
    uid: `${opts.applicationId}@moru-design-trend`,
    start: opts.slot.startsAt,
    end: opts.slot.endsAt,
    stamp: opts.now,
    summary: values.title,
    description: fill(catalog.icsDescription, values),
    location: values.location || undefined,
    url: values.url,
  });
  await enqueueMail(
    tx,
    {
      to: opts.to,
      subject: fill(copy.subject, values),
      text: fill(copy.text, values),
      attachments: [
        { filename: 'ticket.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
      locale: opts.locale,
    },
    opts.now,
  );
}

/** Queues the "not this time" mail to a member still waiting when the slot started. */
export async function queueWaitlistClosedMail(tx: Tx, opts: SlotMail): Promise<void> {
  const copy = catalogs[opts.locale].waitlistClosed;
  const values = slotValues(opts);
  await enqueueMail(
    tx,
    { to: opts.to, subject: fill(copy.subject, values), text: fill(copy.text, values), locale: opts.locale },
    opts.now,
  );
}
