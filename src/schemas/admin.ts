import { z } from 'zod';
import { EVENT_FACT_NAMES } from '@/lib/facts';
import {
  ADMIN_PAGE_SIZE,
  ANSWER_MAX_LENGTH,
  AUDIT_ACTIONS,
  BACKGROUND_POLL_HEADER,
  CANCEL_REASON_MAX_LENGTH,
  CHECK_IN_RESULTS,
  EVENT_BODY_MAX_LENGTH,
  EVENT_PLACE_MAX_LENGTH,
  EVENT_SUMMARY_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EXPORT_FORMATS,
  INQUIRY_STATES,
  REVEAL_REASON_MAX_LENGTH,
  SESSION_CAPACITY_MAX,
  STAFF_ROLES,
  STAFF_SCOPE_MAX_EVENTS,
} from './admin-rules';
import { INQUIRY_TYPES } from './contact-rules';
import { imageRef } from './content-studio';
import { EVENT_KINDS, EVENT_TYPES } from './event-rules';
import {
  emailField,
  nameField,
  nonEmptyPatch,
  oneLine,
  passwordField,
  requiredLine,
  requiredText,
  unknownFactsKey,
} from './fields';
import { loginBody } from './members';
import { DATE_RE, dayValue } from './schedule-rules';
import { EVENT_STATES, eventListFilters } from './schedules';

export * from './admin-rules';

/**
 * The operations console (`/admin`, `/api/admin/...`): one file shared by the API (validation and
 * OpenAPI), the console's forms and the tests. Field messages are keys under `common.validation`.
 */

// ── Auth ──────────────────────────────────────────────────────────────────────

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorField = z
  .string({ error: 'invalidType' })
  .trim()
  .max(32, 'code.invalid')
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'code.invalid');

export const staffLoginBody = loginBody.extend({ totp: secondFactorField.optional() });
export type StaffLoginBody = z.input<typeof staffLoginBody>;

export const staffRefreshBody = z.object({ refreshToken: z.string().max(200).optional() });

export const staffProfile = z.object({
  id: z.guid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean(),
  /**
   * The events the account is limited to (decision 035), `null` when it reaches every event: the
   * console hides what a scoped account cannot open (`staffMay`).
   */
  eventIds: z.array(z.string()).nullable(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** An event a staff scope names, with its titles to show. */
export const scopeEvent = z.object({ id: z.guid(), titleKo: z.string(), titleEn: z.string() });
export type ScopeEvent = z.infer<typeof scopeEvent>;

/** `GET /api/admin/me`: the profile, and the events of its scope by title (`null` = every event). */
export const staffMe = staffProfile.extend({ events: z.array(scopeEvent).nullable() });

export const staffTokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  /** The account must enrol TOTP before it can act; the token only reaches the enrolment routes. */
  enrolmentRequired: z.boolean(),
  staff: staffProfile,
});

export const totpSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The enrolment QR code as an SVG document. */
  qrSvg: z.string(),
});
export const totpConfirmBody = z.object({
  code: z
    .string({ error: 'code.required' })
    .trim()
    .regex(/^\d{6}$/, 'code.invalid'),
});
export const totpConfirmResponse = staffTokenResponse.extend({ recoveryCodes: z.array(z.string()) });

/** `/admin/setup`: the one-time link's token (`npm run staff -- create-owner`) and the new password. */
export const ownerSetupBody = z.object({
  token: z.string({ error: 'invalidType' }).min(1).max(300),
  password: passwordField,
});
export type OwnerSetupBody = z.input<typeof ownerSetupBody>;

// ── Events ────────────────────────────────────────────────────────────────────

const optionalText = (max: number) =>
  z.string({ error: 'invalidType' }).trim().max(max, 'tooLong').default('');
const isoDate = z.iso.datetime({ offset: true, error: 'date.invalid' });

export const adminQuestionInput = z.object({
  kind: z.enum(['single', 'multiple', 'text'], { error: 'invalidType' }),
  required: z.boolean().default(false),
  labelKo: requiredText('question', 200),
  labelEn: optionalText(200),
  options: z
    .array(
      z.object({
        value: z.string().trim().min(1, 'required').max(40, 'tooLong'),
        ko: requiredText('option', 100),
        en: optionalText(100),
      }),
    )
    .max(20, 'tooLong')
    .default([]),
  maxLength: z.number().int().min(1).max(2000).nullable().default(null),
});

/**
 * How long the programme itself runs where that is shorter than its slot (a docent tour of about 30
 * minutes on a 45-minute ticket, a screening of 10): the facts `{{tourLength}}` and `{{length}}` and the
 * event page read it (decision 070). Null: as long as its slot.
 */
export const ACTIVITY_MINUTES_MAX = 600;
const activityMinutes = z
  .number({ error: 'invalidType' })
  .int('invalidType')
  .min(1, 'tooSmall|min=1')
  .max(ACTIVITY_MINUTES_MAX, `tooLarge|${ACTIVITY_MINUTES_MAX}`);

/** The event form: one record carries both languages; English fields may be filled later. */
export const adminEventBody = z
  .object({
    type: z.enum(EVENT_TYPES, { error: 'invalidType' }),
    kind: z.enum(EVENT_KINDS, { error: 'invalidType' }),
    visibility: z.enum(['PUBLIC', 'PRIVATE'], { error: 'invalidType' }).default('PUBLIC'),
    audience: z.enum(['members', 'normal', 'company'], { error: 'invalidType' }).default('members'),
    titleKo: requiredLine('title', EVENT_TITLE_MAX_LENGTH),
    titleEn: oneLine(
      z.string({ error: 'invalidType' }).trim().max(EVENT_TITLE_MAX_LENGTH, 'tooLong'),
    ).default(''),
    summaryKo: optionalText(EVENT_SUMMARY_MAX_LENGTH),
    summaryEn: optionalText(EVENT_SUMMARY_MAX_LENGTH),
    /** Rich text (HTML); sanitised on the server with an allow-list. */
    bodyKo: optionalText(EVENT_BODY_MAX_LENGTH),
    bodyEn: optionalText(EVENT_BODY_MAX_LENGTH),
    placeKo: optionalText(EVENT_PLACE_MAX_LENGTH),
    placeEn: optionalText(EVENT_PLACE_MAX_LENGTH),
    activityMinutes: activityMinutes.nullable().default(null),
    /**
     * The edition (pop-up exhibition) it is a programme of: its page links to it from the programme's
     * card and reads its facts (the tour's length, the seminar's time) from it; null for none.
     */
    editionId: z.guid({ error: 'invalidOption' }).nullable().default(null),
    /** From the media library (`media:<uuid>`) or a built-in picture; never a typed file path. */
    thumbnail: imageRef.nullable().default(null),
    startsAt: isoDate,
    endsAt: isoDate,
    applyOpensAt: isoDate.nullable().default(null),
    applyClosesAt: isoDate.nullable().default(null),
    published: z.boolean().default(false),
    questions: z.array(adminQuestionInput).max(30, 'tooLong').default([]),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.endsAt) < new Date(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'period.invalid' });
    if (v.applyOpensAt && v.applyClosesAt && new Date(v.applyClosesAt) <= new Date(v.applyOpensAt))
      ctx.addIssue({ code: 'custom', path: ['applyClosesAt'], message: 'period.invalid' });
    if (v.type === 'survey' && v.questions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'questions.required' });
    v.questions.forEach((q, i) => {
      if (q.kind !== 'text' && q.options.length < 2)
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'options'], message: 'options.required' });
    });
    // Prose names facts by token ({{hours}}, {{place}}…), filled when the page is made; a token that
    // names no fact would show as nothing, so it is refused where it was written (decision 037).
    for (const field of ['summaryKo', 'summaryEn', 'bodyKo', 'bodyEn'] as const) {
      const key = unknownFactsKey(v[field], EVENT_FACT_NAMES);
      if (key) ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
export type AdminEventBody = z.input<typeof adminEventBody>;

/** PATCH: any subset of the form's fields (the server re-validates the merged record). */
export const adminEventPatch = nonEmptyPatch(
  z.object({
    type: z.enum(EVENT_TYPES, { error: 'invalidType' }).optional(),
    kind: z.enum(EVENT_KINDS, { error: 'invalidType' }).optional(),
    visibility: z.enum(['PUBLIC', 'PRIVATE'], { error: 'invalidType' }).optional(),
    audience: z.enum(['members', 'normal', 'company'], { error: 'invalidType' }).optional(),
    titleKo: requiredLine('title', EVENT_TITLE_MAX_LENGTH).optional(),
    titleEn: oneLine(
      z.string({ error: 'invalidType' }).trim().max(EVENT_TITLE_MAX_LENGTH, 'tooLong'),
    ).optional(),
    summaryKo: z.string({ error: 'invalidType' }).trim().max(EVENT_SUMMARY_MAX_LENGTH, 'tooLong').optional(),
    summaryEn: z.string({ error: 'invalidType' }).trim().max(EVENT_SUMMARY_MAX_LENGTH, 'tooLong').optional(),
    bodyKo: z.string({ error: 'invalidType' }).trim().max(EVENT_BODY_MAX_LENGTH, 'tooLong').optional(),
    bodyEn: z.string({ error: 'invalidType' }).trim().max(EVENT_BODY_MAX_LENGTH, 'tooLong').optional(),
    placeKo: z.string({ error: 'invalidType' }).trim().max(EVENT_PLACE_MAX_LENGTH, 'tooLong').optional(),
    placeEn: z.string({ error: 'invalidType' }).trim().max(EVENT_PLACE_MAX_LENGTH, 'tooLong').optional(),
    activityMinutes: activityMinutes.nullable().optional(),
    editionId: z.guid({ error: 'invalidOption' }).nullable().optional(),
    thumbnail: imageRef.nullable().optional(),
    startsAt: isoDate.optional(),
    endsAt: isoDate.optional(),
    applyOpensAt: isoDate.nullable().optional(),
    applyClosesAt: isoDate.nullable().optional(),
    published: z.boolean().optional(),
    questions: z.array(adminQuestionInput).max(30, 'tooLong').optional(),
  }),
);
export type AdminEventPatch = z.input<typeof adminEventPatch>;

export const adminSessionBody = z.object({
  startsAt: isoDate,
  capacity: z
    .number({ error: 'capacity.invalid' })
    .int('capacity.invalid')
    .min(1, 'capacity.invalid')
    .max(SESSION_CAPACITY_MAX, 'capacity.invalid'),
});
export const adminSessionPatch = nonEmptyPatch(adminSessionBody.partial());

export const adminSession = z.object({
  id: z.guid(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  seatsLeft: z.number().int(),
  checkedIn: z.number().int(),
  /** Members waiting for a seat in this slot. */
  waiting: z.number().int(),
  /** Visitors admitted at the door without an application. */
  walkIns: z.number().int(),
  /** Cancelled by staff (its applications were cancelled and told); never offered again. */
  cancelledAt: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSession>;

export const adminQuestion = adminQuestionInput.extend({ id: z.guid() });

export const adminEvent = z.object({
  id: z.guid(),
  type: z.enum(EVENT_TYPES),
  kind: z.enum(EVENT_KINDS),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  audience: z.enum(['members', 'normal', 'company']),
  titleKo: z.string(),
  titleEn: z.string(),
  summaryKo: z.string(),
  summaryEn: z.string(),
  bodyKo: z.string(),
  bodyEn: z.string(),
  placeKo: z.string(),
  placeEn: z.string(),
  activityMinutes: z.number().int().nullable(),
  editionId: z.guid().nullable(),
  thumbnail: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  applyOpensAt: z.string().nullable(),
  applyClosesAt: z.string().nullable(),
  published: z.boolean(),
  /** English fields still empty: the form lists them; the public site falls back to Korean. */
  missingEnglish: z.array(z.string()),
  sessions: z.array(adminSession),
  questions: z.array(adminQuestion),
  applications: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEvent>;

export const adminEventRow = adminEvent
  .pick({
    id: true,
    type: true,
    kind: true,
    visibility: true,
    titleKo: true,
    titleEn: true,
    startsAt: true,
    endsAt: true,
    published: true,
    missingEnglish: true,
    applications: true,
  })
  .extend({
    /** Where the event stands in Seoul time: an ended event never reads as simply "published". */
    state: z.enum(EVENT_STATES),
    editionId: z.guid().nullable(),
  });
export type AdminEventRow = z.infer<typeof adminEventRow>;

/** The editions an event can be a programme of, for the event form's choice (drafts included). */
export const adminEditionOptions = z.object({
  items: z.array(
    z.object({ id: z.guid(), episode: z.number().int(), titleKo: z.string(), published: z.boolean() }),
  ),
});
export type AdminEditionOptions = z.infer<typeof adminEditionOptions>;

export const adminEventListQuery = z
  .object({
    q: z.string().trim().max(100, 'tooLong').optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .extend(eventListFilters.shape);

// ── Applicants ────────────────────────────────────────────────────────────────

const boolQuery = z.enum(['true', 'false'], { error: 'invalidType' }).transform((v) => v === 'true');

export const applicantsQuery = z.object({
  sessionId: z.guid({ error: 'invalidType' }).optional(),
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'expired'], { error: 'invalidType' }).optional(),
  memberType: z.enum(['normal', 'company'], { error: 'invalidType' }).optional(),
  attended: boolQuery.optional(),
  q: z.string().trim().max(100, 'tooLong').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  format: z.enum(['json', ...EXPORT_FORMATS], { error: 'invalidType' }).default('json'),
});

/** The console's flag on a page's timed refresh (see `BACKGROUND_POLL_HEADER`). */
export const backgroundPollHeaders = z.object({
  [BACKGROUND_POLL_HEADER]: z.literal('1').optional(),
});

export const applicant = z.object({
  id: z.guid(),
  /** `waitlisted` in line for a seat (with `position`), `expired` when waiting closed at the start. */
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'expired']),
  position: z.number().int().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  sessionId: z.guid().nullable(),
  sessionStartsAt: z.string().nullable(),
  member: z.object({
    name: z.string(),
    /** Masked (spec helper); the unmasked value needs `reveal` with a reason (audited). */
    email: z.string(),
    tel: z.string(),
    memberType: z.enum(['normal', 'company']),
    company: z.string().nullable(),
  }),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type Applicant = z.infer<typeof applicant>;

export const applicantsResponse = z.object({
  items: z.array(applicant),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  sessions: z.array(adminSession),
  /**
   * The event's applications by status (of the chosen slot, when one is): `confirmed` is the seats
   * they hold, so it adds up with the slots' `taken`; the list above counts every status.
   */
  counts: z.object({
    confirmed: z.number().int(),
    waitlisted: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
  }),
});

export const revealBody = z.object({
  field: z.enum(['email', 'tel'], { error: 'invalidType' }),
  reason: requiredText('staffReason', REVEAL_REASON_MAX_LENGTH),
});
export const revealResponse = z.object({ field: z.enum(['email', 'tel']), value: z.string() });

export const cancelByStaffBody = z.object({
  reason: requiredText('staffReason', CANCEL_REASON_MAX_LENGTH),
  /** Cancel a ticket already checked in at the door (a scan by mistake): an explicit, audited choice. */
  cancelCheckedIn: z.boolean({ error: 'invalidType' }).optional(),
});

// ── Check-in ──────────────────────────────────────────────────────────────────

/** A ticket code as the door reads or types it. */
const ticketCodeField = z
  .string({ error: 'code.required' })
  .trim()
  .min(1, 'code.required')
  .max(200, 'code.invalid');

/**
 * A scan (`code`) or an admission from the door's search (`applicationId`, with its slot): one of
 * the two, under the same single-use rule.
 */
export const checkInBody = z
  .object({
    code: ticketCodeField.optional(),
    applicationId: z.guid({ error: 'invalidId' }).optional(),
    sessionId: z.guid({ error: 'invalidType' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.applicationId === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'code.required' });
    if (v.code !== undefined && v.applicationId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['applicationId'], message: 'unknownField' });
    if (v.applicationId !== undefined && v.sessionId === undefined)
      ctx.addIssue({ code: 'custom', path: ['sessionId'], message: 'required' });
  });
export const checkInResponse = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** When the ticket was first used (`already_used`). */
  usedAt: z.string().nullable(),
  /** What staff need to greet the visitor (masked name), and the ticket's slot. */
  ticket: z
    .object({
      eventTitle: z.string(),
      sessionId: z.guid(),
      startsAt: z.string(),
      name: z.string(),
    })
    .nullable(),
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

export const todaySession = adminSession.extend({ eventId: z.guid(), eventTitle: z.string() });
export const todaySessionsResponse = z.object({ items: z.array(todaySession) });

/** The door's search: a name (part of it) or the last four digits of the phone. */
export const DOOR_SEARCH_MIN_LENGTH = 2;
export const DOOR_SEARCH_MAX_LENGTH = 40;
export const checkInSearchQuery = z.object({
  sessionId: z.guid({ error: 'invalidType' }),
  q: z
    .string({ error: 'search.required' })
    .trim()
    .min(DOOR_SEARCH_MIN_LENGTH, 'search.tooShort')
    .max(DOOR_SEARCH_MAX_LENGTH, `tooLong|${DOOR_SEARCH_MAX_LENGTH}`),
});
export const checkInSearchResponse = z.object({
  items: z.array(
    z.object({
      applicationId: z.guid(),
      /** Masked as applicant lists are (unmasked only for roles that may reveal). */
      name: z.string(),
      tel: z.string(),
      status: z.enum(['confirmed', 'cancelled']),
      checkedInAt: z.string().nullable(),
    }),
  ),
  /** More matched than shown: ask for a longer name or the phone digits. */
  more: z.boolean(),
});
export type CheckInSearchResponse = z.infer<typeof checkInSearchResponse>;

export const WALK_INS_MAX_STEP = 50;
/** Walk-ins counted at the door; a negative count corrects a miscount (never below zero). */
export const walkInsBody = z.object({
  sessionId: z.guid({ error: 'invalidType' }),
  count: z
    .number({ error: 'walkIns.invalid' })
    .int('walkIns.invalid')
    .min(-WALK_INS_MAX_STEP, 'walkIns.invalid')
    .max(WALK_INS_MAX_STEP, 'walkIns.invalid')
    .refine((n) => n !== 0, 'walkIns.invalid'),
  /**
   * A walk-in takes a seat (decision 036); when none is left the door asks the staff member, and
   * only with this set is the walk-in recorded over capacity (409 WALK_IN_OVER_CAPACITY otherwise).
   */
  confirmOverCapacity: z.boolean({ error: 'invalidType' }).optional(),
});
export const walkInsResponse = z.object({
  sessionId: z.guid(),
  walkIns: z.number().int(),
  /** Of the walk-ins, those admitted with no seat left (confirmed by staff). */
  overCapacity: z.number().int(),
  /** The slot's remaining seats, as every view shows them. */
  seatsLeft: z.number().int(),
});

/** The ticket list a door device keeps for its slot while offline: nothing more personal than a masked name. */
export const doorTicketsQuery = z.object({ sessionId: z.guid({ error: 'invalidType' }) });
export const doorTicketsResponse = z.object({
  sessionId: z.guid(),
  fetchedAt: z.string(),
  tickets: z.array(
    z.object({
      applicationId: z.guid(),
      /** base64url(SHA-256(ticket code)): the device matches a scanned code without holding codes. */
      codeHash: z.string(),
      status: z.enum(['confirmed', 'cancelled']),
      checkedInAt: z.string().nullable(),
      name: z.string(),
      /** Masked as the door search shows it (`010-****-1234`): the offline search matches the last four digits. */
      tel: z.string(),
    }),
  ),
});
export type DoorTickets = z.infer<typeof doorTicketsResponse>;

export const DOOR_SYNC_MAX_SCANS = 500;
export const doorSyncBody = z
  .object({
    /** A random id the device chose once (kept in its storage). */
    deviceId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidFormat'),
    scans: z
      .array(
        z
          .object({
            scanId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidFormat'),
            sessionId: z.guid({ error: 'invalidType' }),
            /** The scanned or typed code; for a visitor found by the offline search, `applicationId`. */
            code: ticketCodeField.optional(),
            applicationId: z.guid({ error: 'invalidType' }).optional(),
            /** When the device admitted it, by its own clock. */
            scannedAt: z.iso.datetime({ offset: true, error: 'date.invalid' }),
          })
          .refine((v) => (v.code === undefined) !== (v.applicationId === undefined), {
            path: ['code'],
            message: 'code.required',
          }),
      )
      .max(DOOR_SYNC_MAX_SCANS, `tooMany|${DOOR_SYNC_MAX_SCANS}`)
      .default([]),
    /** Walk-ins counted while offline (one visitor each), each sent once however often it is resent. */
    walkIns: z
      .array(
        z.object({
          walkInId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidFormat'),
          sessionId: z.guid({ error: 'invalidType' }),
          scannedAt: z.iso.datetime({ offset: true, error: 'date.invalid' }),
          /** The staff member confirmed it on the device when its last figures showed no seat left. */
          confirmOverCapacity: z.boolean({ error: 'invalidType' }).default(false),
        }),
      )
      .max(DOOR_SYNC_MAX_SCANS, `tooMany|${DOOR_SYNC_MAX_SCANS}`)
      .default([]),
  })
  .refine((b) => b.scans.length + b.walkIns.length > 0, { path: ['scans'], message: 'tooFew|min=1' });
export type DoorSyncBody = z.infer<typeof doorSyncBody>;
export const doorSyncResponse = z.object({
  results: z.array(
    z.object({
      scanId: z.string(),
      result: z.enum(CHECK_IN_RESULTS),
      /** For `already_used`: when the ticket was first admitted, and by whom (staff name). */
      usedAt: z.string().nullable(),
      usedBy: z.string().nullable(),
      name: z.string().nullable(),
    }),
  ),
  /** One per queued walk-in: it took a seat, or came in over capacity (recorded with the staff member). */
  walkIns: z.array(
    z.object({
      walkInId: z.string(),
      result: z.enum(['seated', 'over_capacity', 'unknown']),
    }),
  ),
});
export type DoorSyncResponse = z.infer<typeof doorSyncResponse>;

// ── Inquiries ─────────────────────────────────────────────────────────────────

export const inquiriesQuery = z.object({
  type: z.enum(INQUIRY_TYPES, { error: 'invalidType' }).optional(),
  state: z.enum(INQUIRY_STATES, { error: 'invalidType' }).optional(),
  /** `member` = counsels of signed-in members, `guest` = Contact messages without an account. */
  source: z.enum(['member', 'guest'], { error: 'invalidType' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const inquirySummary = z.object({
  id: z.guid(),
  type: z.enum(INQUIRY_TYPES),
  state: z.enum(INQUIRY_STATES),
  source: z.enum(['member', 'guest']),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** The 1-year retention purge removes it then. */
  purgeAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;

export const inquiryDetail = inquirySummary.extend({
  tel: z.string(),
  affiliation: z.string().nullable(),
  rank: z.string().nullable(),
  message: z.string(),
  locale: z.string(),
  answers: z.array(z.object({ body: z.string(), createdAt: z.string(), staffName: z.string().nullable() })),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

export const inquiriesResponse = z.object({
  items: z.array(inquirySummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const answerBody = z.object({ body: requiredText('answer', ANSWER_MAX_LENGTH) });
export const inquiryPatch = z.object({ state: z.enum(['closed'], { error: 'invalidType' }) });

// ── Dashboard ─────────────────────────────────────────────────────────────────

export const dashboardResponse = z.object({
  today: z.array(todaySession),
  applicationsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  openInquiries: z.number().int(),
  outboxFailures: z.number().int(),
  outboxPending: z.number().int(),
  /** KakaoTalk/SMS outbox (decision 020): waiting, failing, and what carried those sent in 14 days. */
  messages: z.object({
    failing: z.number().int(),
    pending: z.number().int(),
    sent: z.object({
      alimtalk: z.number().int(),
      sms: z.number().int(),
      lms: z.number().int(),
      log: z.number().int(),
    }),
  }),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

// ── Audit and staff ───────────────────────────────────────────────────────────

/** A Seoul calendar day in a query (`YYYY-MM-DD`). */
const dayQuery = z
  .string({ error: 'date.invalid' })
  .regex(DATE_RE, 'date.invalid')
  .refine((v) => dayValue(v) !== null, 'date.invalid');
/**
 * The audit log's filters (issue 51): person, action, event (its slots' and applications' rows too)
 * and Seoul days from/to (both included); `format=csv` exports every row the filters keep.
 */
export const auditQuery = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'invalidType' }).optional(),
    staff: z.string().trim().max(200, 'tooLong').optional(),
    event: z.guid({ error: 'invalidType' }).optional(),
    from: dayQuery.optional(),
    to: dayQuery.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    format: z.enum(['json', 'csv'], { error: 'invalidType' }).default('json'),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'period.invalid' });
  });
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  role: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = z.object({
  items: z.array(auditEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** The events an account is limited to (decision 035); empty = every event. Only managers, door staff and viewers. */
const staffEventIds = z
  .array(z.guid({ error: 'invalidType' }), { error: 'invalidType' })
  .max(STAFF_SCOPE_MAX_EVENTS, { error: 'tooMany' });
export const staffCreateBody = z.object({
  email: emailField,
  name: nameField,
  role: z.enum(STAFF_ROLES, { error: 'invalidType' }),
  password: passwordField,
  eventIds: staffEventIds.optional(),
});
export const staffPatchBody = nonEmptyPatch(
  z.object({
    role: z.enum(STAFF_ROLES, { error: 'invalidType' }).optional(),
    status: z.enum(['active', 'disabled'], { error: 'invalidType' }).optional(),
    eventIds: staffEventIds.optional(),
  }),
);
export const staffRow = staffProfile.extend({
  status: z.enum(['active', 'disabled']),
  lastLoginAt: z.string().nullable(),
  /** The events of `eventIds` by title, in the same order; `null` = every event. */
  events: z.array(scopeEvent).nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffListResponse = z.object({ items: z.array(staffRow) });

export const idParam = z.object({ id: z.guid({ error: 'invalidType' }) });
export const okResponse = z.object({ ok: z.literal(true) });
export const PAGE_SIZE = ADMIN_PAGE_SIZE;
