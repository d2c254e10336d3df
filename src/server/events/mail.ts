import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildIcs } from '@/lib/ics';
import { seoulDate, seoulTime } from '@/schemas/events';
import enEvents from '../../../messages/en/events.json';
import koEvents from '../../../messages/ko/events.json';
import type { Tx } from '../db/client';
import type { eventSessions, events } from '../db/schema';
import { serverEnv } from '../env';
import { enqueueMail } from '../mail';

const catalogs = { ko: koEvents.mail, en: enEvents.mail } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Queues the confirmation mail with the ticket as an .ics attachment, inside the application's transaction. */
export async function queueConfirmationMail(
  tx: Tx,
  opts: {
    applicationId: string;
    to: string;
    event: typeof events.$inferSelect;
    slot: typeof eventSessions.$inferSelect;
    locale: Locale;
    now: Date;
  },
): Promise<void> {
  const m = catalogs[opts.locale];
  const title = opts.locale === 'en' ? opts.event.titleEn || opts.event.titleKo : opts.event.titleKo;
  const url = `${serverEnv().APP_URL}/my/apply`;
  const values = {
    title,
    date: seoulDate(opts.slot.startsAt),
    start: seoulTime(opts.slot.startsAt),
    end: seoulTime(opts.slot.endsAt),
    location:
      (opts.locale === 'en' ? opts.event.locationEn || opts.event.location : opts.event.location) ?? '',
    url,
  };
  const ics = buildIcs({
    uid: `${opts.applicationId}@moru-design-trend`,
    start: opts.slot.startsAt,
    end: opts.slot.endsAt,
    stamp: opts.now,
    summary: title,
    description: fill(m.icsDescription, values),
    location:
      (opts.locale === 'en' ? opts.event.locationEn || opts.event.location : opts.event.location) ??
      undefined,
    url,
  });
  await enqueueMail(
    tx,
    {
      to: opts.to,
      subject: fill(m.subject, values),
      text: fill(m.text, values),
      attachments: [
        { filename: 'ticket.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
      locale: opts.locale,
    },
    opts.now,
  );
}
