import 'server-only';
import type { Locale } from '@/i18n/routing';
import { fillWording, MAIL_KEYS, type MailKey, mailVariables } from '@/schemas/mail-templates-rules';
import enContact from '../../../messages/en/contact.json';
import enEvents from '../../../messages/en/events.json';
import enMembers from '../../../messages/en/members.json';
import enSchedules from '../../../messages/en/schedules.json';
import koContact from '../../../messages/ko/contact.json';
import koEvents from '../../../messages/ko/events.json';
import koMembers from '../../../messages/ko/members.json';
import koSchedules from '../../../messages/ko/schedules.json';
import { contentVersion } from '../content/version';
import type { Db, Tx } from '../db/client';
import { type MailWordingText, mailTemplates } from '../db/schema';
import { type Catalog, formatMessage } from '../messages';

/**
 * The wording of every mail (issue 49): the studio's override (`mail_templates`) where an editor
 * wrote one, the default from `messages/` otherwise. Every mail renderer reads its subject and body
 * through `mailWording` and fills them with `fillWording`, so an edit reaches the next mail sent.
 */

type Source = { catalogs: Record<Locale, Catalog>; subject: string; body: string };

const members = { ko: koMembers.mail, en: enMembers.mail };
const events = { ko: koEvents.mail, en: enEvents.mail };
const schedules = { ko: koSchedules.mail, en: enSchedules.mail };
const contact = { ko: koContact.mail, en: enContact.mail };
const at = (catalogs: Record<Locale, Catalog>, prefix: string, body = 'text'): Source => ({
  catalogs,
  subject: `${prefix}subject`,
  body: `${prefix}${body}`,
});

/** Where each mail's default wording lives in `messages/`. */
const SOURCES: Record<MailKey, Source> = {
  signUpCode: at(members, 'signUpCode.', 'lines'),
  passwordResetCode: at(members, 'passwordResetCode.', 'lines'),
  welcome: at(members, 'welcome.', 'lines'),
  withdrawn: at(members, 'withdrawn.', 'lines'),
  applicationConfirmed: at(events, ''),
  applicationPromoted: at(events, 'promoted.'),
  eventReminder: at(events, 'reminder.'),
  waitlistClosed: at(events, 'waitlistClosed.'),
  cancelledByStaff: at(events, 'cancelledByStaff.'),
  slotMoved: at(schedules, 'moved.'),
  slotMovedWaiting: at(schedules, 'movedWaiting.'),
  slotCancelled: at(schedules, 'cancelled.'),
  slotCancelledWaiting: at(schedules, 'cancelledWaiting.'),
  staffMessage: at(schedules, 'message.'),
  staffMessageEvent: at(schedules, 'messageEvent.'),
  inquiryReceived: at(contact, ''),
  inquiryAnswer: at(contact, 'answer.'),
};

const defaults = new Map<string, MailWordingText>();

/**
 * A mail's default wording in `locale`, with its `{variable}` placeholders. The catalogues are
 * precompiled inside Next's bundle, so the text is formatted with each variable as its own
 * placeholder rather than read raw (src/server/messages.ts).
 */
export function defaultWording(key: MailKey, locale: Locale): MailWordingText {
  const id = `${key} ${locale}`;
  let found = defaults.get(id);
  if (!found) {
    const src = SOURCES[key];
    const self = Object.fromEntries(mailVariables(key).map((v) => [v, `{${v}}`]));
    const text = (path: string) => formatMessage(locale, src.catalogs[locale], path, self);
    found = { subject: text(src.subject), body: text(src.body) };
    defaults.set(id, found);
  }
  return found;
}

export type MailOverride = { ko: MailWordingText | null; en: MailWordingText | null };

/** The wording in force: a set of overrides read under one content version. */
export class MailWording {
  constructor(readonly overrides: ReadonlyMap<string, MailOverride>) {}

  /** The subject and body `key` is sent with in `locale`, placeholders unfilled. */
  text(key: MailKey, locale: Locale): MailWordingText {
    return this.overrides.get(key)?.[locale] ?? defaultWording(key, locale);
  }

  /** The subject and body filled with `values`. */
  render(key: MailKey, locale: Locale, values: Record<string, string | number> = {}): MailWordingText {
    const t = this.text(key, locale);
    return { subject: fillWording(t.subject, values), body: fillWording(t.body, values) };
  }
}

/** How long an instance trusts its wording before it reads the content version again. */
const RECHECK_MS = 1_000;

type Entry = {
  version: number;
  wording: MailWording;
  checkedAt: number;
  /** The read under way, and the handle (database or transaction) it runs on. */
  pending?: { on: Db | Tx; read: Promise<MailWording> };
};

/**
 * Per database, the wording this instance read and the content version it was read under. Keyed
 * by the drizzle dialect, the one object a database and its transactions share, so a renderer
 * inside a transaction finds its database's entry (the tests run several databases in one process).
 */
const cache = new WeakMap<object, Entry>();
const keyOf = (db: Db | Tx) => (db as unknown as { dialect: object }).dialect;

async function load(db: Db | Tx): Promise<Map<string, MailOverride>> {
  const rows = await db.select().from(mailTemplates);
  return new Map(rows.filter((r) => MAIL_KEYS.includes(r.key as MailKey)).map((r) => [r.key, r]));
}

/**
 * The wording in force, for renderers (inside the caller's transaction when given one). Kept per
 * instance while the content version (bumped by every studio publish, a wording edit included)
 * stays the same; the version is read again at most once a second, so a rush of mails costs no
 * query each, and an edit on any instance reaches every instance within that second.
 */
export async function mailWording(db: Db | Tx, now = Date.now()): Promise<MailWording> {
  const key = keyOf(db);
  const entry = cache.get(key);
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.wording;
  // NOTE: only a caller on the same handle waits for a read under way. A renderer inside a
  // transaction that waited for a read on the database would deadlock on PGlite, whose queries
  // outside a transaction wait for that transaction to end (the waitlist rush hung on it in CI).
  if (entry?.pending && entry.pending.on === db) return entry.pending.read;
  const pending = (async () => {
    const version = await contentVersion(db);
    if (entry && entry.version === version) {
      entry.checkedAt = now;
      return entry.wording;
    }
    const wording = new MailWording(await load(db));
    cache.set(key, { version, wording, checkedAt: now });
    return wording;
  })();
  const mine = { on: db, read: pending };
  if (entry) entry.pending = mine;
  try {
    return await pending;
  } finally {
    if (entry?.pending === mine) entry.pending = undefined;
  }
}

/** Forgets this instance's wording of `db` (after an edit here, so the next mail reads it at once). */
export function forgetMailWording(db: Db | Tx): void {
  cache.delete(keyOf(db));
}
