import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { MEMBER_EXPORT_FORMAT, type MemberExport } from '@/schemas/members';
import enContact from '../../../messages/en/contact.json';
import enMembers from '../../../messages/en/members.json';
import koContact from '../../../messages/ko/contact.json';
import koMembers from '../../../messages/ko/members.json';
import { ApiError } from '../api/errors';
import type { MemberActing } from '../auth/middleware';
import type { Db } from '../db/client';
import {
  applications,
  attendanceSignups,
  consents as consentRecords,
  contactAnswers,
  contactInquiries,
  eventQuestions,
  eventSessions,
  events,
  socialAccounts,
  users,
} from '../db/schema';
import { type Catalog, formatMessage } from '../messages';
import { audit } from '../staff/audit';

type UserRow = typeof users.$inferSelect;
type Row = Record<string, string | number | boolean | null | string[]>;

/** What a section builder gets: the member, the language and the label function. */
type Ctx = {
  db: Db;
  user: UserRow;
  locale: Locale;
  label: (key: string) => string;
  contact: (key: string) => string;
};

/** One kind of record in the download: a machine key (stable), its records with labelled fields. */
type Section = { key: string; collect: (ctx: Ctx) => Promise<Row[]> };

const membersCatalog: Record<Locale, Catalog> = { ko: koMembers, en: enMembers };
const contactCatalog: Record<Locale, Catalog> = { ko: koContact, en: enContact };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** `{labelKey: value}` → `{label in the member's language: value}`, in the given order. */
const labelled = (ctx: Ctx, fields: [string, Row[string]][]): Row =>
  Object.fromEntries(fields.map(([k, v]) => [ctx.label(`field.${k}`), v]));

const eventTitle = (ctx: Ctx, e: { titleKo: string; titleEn: string }) =>
  ctx.locale === 'en' ? e.titleEn || e.titleKo : e.titleKo;

/** The member's applications and survey responses with their event, slot and questions. */
async function applicationRows(ctx: Ctx, which: 'slots' | 'surveys') {
  return ctx.db
    .select({ a: applications, e: events, s: eventSessions })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, ctx.user.id),
        which === 'slots' ? isNotNull(applications.sessionId) : isNull(applications.sessionId),
      ),
    )
    .orderBy(asc(applications.createdAt));
}

/** Each answer under its question's label, choices as their labels (the member's language). */
async function labelledAnswers(ctx: Ctx, rows: { a: typeof applications.$inferSelect }[]) {
  const eventIds = [...new Set(rows.map((r) => r.a.eventId))];
  const questions = eventIds.length
    ? await ctx.db
        .select()
        .from(eventQuestions)
        .where(inArray(eventQuestions.eventId, eventIds))
        .orderBy(asc(eventQuestions.position))
    : [];
  return (a: typeof applications.$inferSelect) =>
    questions
      .filter((q) => q.eventId === a.eventId && a.answers[q.id] !== undefined)
      .map((q) => {
        const v = a.answers[q.id];
        const pick = (value: string) => {
          const o = q.options.find((x) => x.value === value);
          return o ? (ctx.locale === 'en' ? o.en || o.ko : o.ko) : value;
        };
        const answer = Array.isArray(v) ? v.map(pick).join(', ') : q.kind === 'text' ? v : pick(v);
        return `${ctx.locale === 'en' ? q.labelEn || q.labelKo : q.labelKo}: ${answer}`;
      });
}

const profile: Section = {
  key: 'profile',
  collect: async (ctx) => {
    const u = ctx.user;
    const social = await ctx.db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, u.id));
    return [
      labelled(ctx, [
        ['email', u.email],
        ['name', u.name],
        ['tel', u.tel],
        ['birth', u.birth],
        ['memberType', ctx.label(`memberType.${u.memberType}`)],
        ['company', u.company],
        ['rank', u.rank],
        [
          'occupation',
          u.occupation
            ? formatMessage(ctx.locale, membersCatalog[ctx.locale], `occupation.${u.occupation}`)
            : null,
        ],
        [
          'social',
          social.map((s) =>
            formatMessage(
              ctx.locale,
              membersCatalog[ctx.locale],
              `provider.${s.provider === 'KAKAO' ? 'kakao' : 'naver'}`,
            ),
          ),
        ],
        ['identityVerified', Boolean(u.ciHash)],
        ['joinedAt', iso(u.createdAt)],
        ['updatedAt', iso(u.updatedAt)],
      ]),
    ];
  },
};

/**
 * The agreements the member gave, one record each (terms and privacy with the policy version in
 * force, marketing each time it was given, with when it was withdrawn), then how they chose to be
 * told. A member who joined before consent records existed gets what their member row holds.
 */
const consents: Section = {
  key: 'consents',
  collect: async (ctx) => {
    const u = ctx.user;
    const rows = await ctx.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, u.id))
      .orderBy(asc(consentRecords.givenAt));
    const given = rows.length
      ? rows.map((r) =>
          labelled(ctx, [
            ['consent', ctx.label(`consent.${r.kind}`)],
            ['version', r.policyVersion],
            ['agreedAt', iso(r.givenAt)],
            ['withdrawnAt', r.withdrawnAt ? iso(r.withdrawnAt) : null],
          ]),
        )
      : [
          labelled(ctx, [
            ['consent', ctx.label('consent.terms')],
            ['version', u.termsVersion],
            ['agreedAt', iso(u.createdAt)],
          ]),
          labelled(ctx, [
            ['consent', ctx.label('consent.privacy')],
            ['version', u.privacyVersion],
            ['agreedAt', iso(u.createdAt)],
          ]),
          labelled(ctx, [
            ['consent', ctx.label('consent.marketing')],
            ['agreed', u.marketingConsent],
            ['updatedAt', iso(u.updatedAt)],
          ]),
        ];
    return [...given, labelled(ctx, [['notifyChannel', ctx.label(`notifyChannel.${u.notifyChannel}`)]])];
  },
};

/** Seats in slots (not waiting places), with their check-in. */
const slotApplications: Section = {
  key: 'applications',
  collect: async (ctx) => {
    const rows = (await applicationRows(ctx, 'slots')).filter(
      (r) => r.a.status === 'confirmed' || r.a.status === 'cancelled',
    );
    const answers = await labelledAnswers(ctx, rows);
    return rows.map((r) =>
      labelled(ctx, [
        ['event', eventTitle(ctx, r.e)],
        ['slotStartsAt', iso(r.s?.startsAt)],
        ['slotEndsAt', iso(r.s?.endsAt)],
        ['status', ctx.label(`status.${r.a.status}`)],
        ['appliedAt', iso(r.a.createdAt)],
        ['answers', answers(r.a)],
        ['checkedInAt', iso(r.a.checkedInAt)],
        ['noShowAt', iso(r.a.noShowAt)],
        ['cancelledAt', iso(r.a.cancelledAt)],
        ['cancelReason', r.a.cancelReason],
      ]),
    );
  },
};

/** Places in a full slot's waiting line (waiting, or still waiting when the slot started). */
const waitlist: Section = {
  key: 'waitlist',
  collect: async (ctx) =>
    (await applicationRows(ctx, 'slots'))
      .filter((r) => r.a.status === 'waitlisted' || r.a.status === 'expired')
      .map((r) =>
        labelled(ctx, [
          ['event', eventTitle(ctx, r.e)],
          ['slotStartsAt', iso(r.s?.startsAt)],
          ['status', ctx.label(`status.${r.a.status}`)],
          ['joinedAt', iso(r.a.createdAt)],
        ]),
      ),
};

const surveys: Section = {
  key: 'surveys',
  collect: async (ctx) => {
    const rows = await applicationRows(ctx, 'surveys');
    const answers = await labelledAnswers(ctx, rows);
    return rows.map((r) =>
      labelled(ctx, [
        ['event', eventTitle(ctx, r.e)],
        ['status', ctx.label(`status.${r.a.status}`)],
        ['answeredAt', iso(r.a.createdAt)],
        ['answers', answers(r.a)],
      ]),
    );
  },
};

/** Exhibition visits signed up for (directly or through a docent tour). */
const attendance: Section = {
  key: 'attendance',
  collect: async (ctx) =>
    (
      await ctx.db
        .select({ s: attendanceSignups, e: events })
        .from(attendanceSignups)
        .innerJoin(events, eq(events.id, attendanceSignups.eventId))
        .where(eq(attendanceSignups.userId, ctx.user.id))
        .orderBy(asc(attendanceSignups.createdAt))
    ).map((r) =>
      labelled(ctx, [
        ['event', eventTitle(ctx, r.e)],
        ['source', ctx.label(`source.${r.s.source}`)],
        ['signedUpAt', iso(r.s.createdAt)],
      ]),
    ),
};

const consultations: Section = {
  key: 'consultations',
  collect: async (ctx) => {
    const inquiries = await ctx.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.userId, ctx.user.id))
      .orderBy(asc(contactInquiries.createdAt));
    const answers = inquiries.length
      ? await ctx.db
          .select()
          .from(contactAnswers)
          .where(
            inArray(
              contactAnswers.inquiryId,
              inquiries.map((i) => i.id),
            ),
          )
          .orderBy(asc(contactAnswers.createdAt))
      : [];
    return inquiries.map((i) =>
      labelled(ctx, [
        ['inquiryType', ctx.contact(`types.${i.type}`)],
        ['title', i.title],
        ['message', i.message],
        ['name', i.name],
        ['tel', i.tel],
        ['email', i.email],
        ['affiliation', i.affiliation],
        ['rank', i.rank],
        ['sentAt', iso(i.createdAt)],
        ['consentAt', iso(i.consentAt)],
        [
          'replies',
          answers.filter((a) => a.inquiryId === i.id).map((a) => `${a.createdAt.toISOString()} ${a.body}`),
        ],
      ]),
    );
  },
};

/**
 * Every kind of record the download holds, in order. Adding a kind is one entry here (plus its
 * `members.export.section.<key>` title in both catalogues).
 */
export const EXPORT_SECTIONS: readonly Section[] = [
  profile,
  consents,
  slotApplications,
  waitlist,
  surveys,
  attendance,
  consultations,
];

/**
 * Everything the site holds about the member, labelled in `locale` (GET /users/my/export). Reads
 * only rows keyed by the member's own id.
 */
export async function memberExport(
  db: Db,
  memberId: string,
  locale: Locale,
  now: Date,
): Promise<{ doc: MemberExport; email: string }> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.status, 'active')))
    .limit(1);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED');
  const label = (key: string) => formatMessage(locale, membersCatalog[locale], `export.${key}`);
  const contact = (key: string) => formatMessage(locale, contactCatalog[locale], key);
  const ctx: Ctx = { db, user, locale, label, contact };
  const sections = [];
  for (const s of EXPORT_SECTIONS)
    sections.push({ key: s.key, title: label(`section.${s.key}`), records: await s.collect(ctx) });
  const doc: MemberExport = {
    format: MEMBER_EXPORT_FORMAT,
    title: label('title'),
    locale,
    generatedAt: now.toISOString(),
    sections,
  };
  return { doc, email: user.email ?? '' };
}

/**
 * `GET /users/my/export`: the member's download and its file name, written to the audit log (how
 * many records of each section, never their content).
 */
export async function exportForMember(
  db: Db,
  { member: { id }, locale, ip, now }: MemberActing<{ locale: Locale; ip: string }>,
): Promise<{ doc: MemberExport; filename: string }> {
  const { doc, email } = await memberExport(db, id, locale, now);
  await audit(
    db,
    { id: null, email, role: 'member', ip },
    'member.export',
    { type: 'user', id },
    { sections: Object.fromEntries(doc.sections.map((s) => [s.key, s.records.length])) },
    now,
  );
  return { doc, filename: exportFilename(now) };
}

/** `moru-my-data-2026-11-25.json`: the member's download, dated (UTC). */
export function exportFilename(now: Date): string {
  return `moru-my-data-${now.toISOString().slice(0, 10)}.json`;
}
