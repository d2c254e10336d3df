import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type Answers, type ApplyBody, answersSchema, seatsLeft } from '@/schemas/events';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { MemberActing } from '../auth/middleware';
import { batchedRead } from '../db/batched-read';
import type { Db, Tx } from '../db/client';
import { transactionFrom, transactionOf } from '../db/one-message';
import { oncePer, preparedPerDb } from '../db/prepared';
import { withRetry } from '../db/retry';
import { applications, attendanceSignups, mailOutbox, messageOutbox } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { type MailWording, mailWording } from '../mail/wording';
import { noticeQueued, noticeRows, type Recipient } from '../messaging/notify';
import { timeSeatTransaction } from '../metrics';
import { type ApplyContext, applyContext, markFull } from './apply-context';
import { bumpEventsVersionAfterCommit } from './cache';
import { ticketNotice } from './mail';
import {
  applyStateOf,
  type Claim,
  type ClaimSeat,
  claimOf,
  claimSeatQuery,
  type EventRow,
  findVisibleEvent,
  hasAnswered,
  insertApplication,
  isVisibleTo,
  type LockedMember,
  lockMemberStatement,
  lockMembersStatement,
  lockSlotStatement,
  type SlotRow,
  type Standing,
  seatOrLineOf,
  seatOrLineQuery,
  toQuestion,
  type Viewer,
} from './queries';
import { cancelAndPromote } from './waitlist';

export type ApplyInput = {
  sessionId?: string;
  answers: Answers;
  locale: Locale;
  waitlist?: boolean;
  /** The `events` version read with the member (`requireMemberAndVersion`); read here when absent. */
  eventsVersion?: number;
  /** How the member is told, as read with the member when the request arrived (the ticket goes by it). */
  recipient: Recipient & { email: string | null };
};
/**
 * `apply`'s one params object: the request's body, and what the route read with the member when
 * the request arrived (the language, the `events` version and how the member is told).
 */
export type ApplyParams = MemberActing<
  { eventId: string; body: ApplyBody; locale: Locale } & Pick<ApplyInput, 'eventsVersion' | 'recipient'>
>;
export type ApplyResult = {
  id: string;
  status: 'confirmed' | 'waitlisted';
  sessionId: string | null;
  seatsLeft: number | null;
  /** Place in line (waitlisted only). */
  position: number | null;
  attendanceRecorded: boolean;
};

/**
 * Applies for a slot (application events) or answers a survey. Checked first against what the
 * instance keeps of the event (`apply-context.ts`: a full slot is refused there, without a
 * transaction, decision 016), then written in ONE transaction (which the requests for the same slot
 * that arrive together share, each with its own statements: `seatLine`, `joinLine`):
 *  1. the member's row is locked, so one member's concurrent requests run one after another
 *     (duplicate, overlap and same-day checks cannot race each other);
 *  2. the seat is one conditional update (`taken < capacity`): no overbooking on any number of
 *     app instances; a check constraint and the unique (member, slot) index back it up. With
 *     `waitlist: true` the slot row is locked first, and a full slot puts the member in line
 *     instead (decision 009);
 *  3. the application, the docent tour's attendance signup and the confirmation mail (outbox) are
 *     written in the same transaction, so a confirmed seat is never lost and never unannounced.
 * A seat or a place in line bumps the `events` version right after the commit (decision 016).
 */
export async function apply(db: Db, params: ApplyParams): Promise<ApplyResult> {
  const { eventId, body, member, locale, eventsVersion, recipient, now } = params;
  const input: ApplyInput = { ...body, locale, eventsVersion, recipient };
  try {
    return await applyOnce(db, member, eventId, input, now);
  } catch (err) {
    // A member who holds the slot and asks again (a first request whose answer was lost with its
    // instance, sent again by the site: decision 048) is told the booking is there, not that the
    // slot is full. Read only when a slot is refused as full (a seat pays nothing).
    if (err instanceof ApiError && err.code === 'SLOT_FULL' && input.sessionId && !input.waitlist)
      if ((await holdersOf(db, input.sessionId)()).has(member.id)) throw new ApiError(409, 'ALREADY_APPLIED');
    throw err;
  }
}

/**
 * How long a full slot's holders, once read, answer its refusals. The site sends a booking again
 * at least a second after the 503 that followed its first try's commit (decision 048), so a list
 * read within the last half second already holds that seat.
 */
const HOLDERS_FRESH_MS = 500;

/**
 * A full slot's confirmed holders, read at most once per `HOLDERS_FRESH_MS` per slot and instance:
 * a rush's refusals share one read, where a read per refusal (even batched per slot) kept a
 * statement in flight beside the seat transactions for the whole rush and cost it a fifth of its
 * speed (bench, 2026-12-03). The read under way is shared; a failed read is not kept.
 */
const holdersOf = preparedPerDb((db, slotId) => {
  let kept: { at: number; read: Promise<ReadonlySet<string>> } | undefined;
  return (): Promise<ReadonlySet<string>> => {
    const at = performance.now();
    if (kept && at - kept.at < HOLDERS_FRESH_MS) return kept.read;
    const read = db
      .select({ userId: applications.userId })
      .from(applications)
      .where(and(eq(applications.sessionId, slotId), eq(applications.status, 'confirmed')))
      .then((rows) => new Set(rows.map((r) => r.userId)));
    const mine = { at, read };
    kept = mine;
    read.catch(() => {
      if (kept === mine) kept = undefined;
    });
    return read;
  };
});

async function applyOnce(
  db: Db,
  viewer: NonNullable<Viewer>,
  eventId: string,
  input: ApplyInput,
  now: Date,
): Promise<ApplyResult> {
  const checked = await checkApplication(db, viewer, eventId, input, now, input.eventsVersion);
  const { slot } = checked;
  if (!slot)
    return write(() =>
      memberTransaction(db, viewer, (tx, member) =>
        answerSurvey({ tx, member, event: checked.event, answers: checked.answers, input, now }),
      ),
    );
  // The request is judged as of its arrival (the checks above); what may change while it waits
  // in line (the seats, a cancelled slot, the member's own standing) is checked again under the
  // locks of its transaction.
  const request = { viewer, checked: { ...checked, slot }, input, now, arrivedAt: clock() };
  const result = await (input.waitlist ? joinLine : seatLine)(db, `${eventId}/${slot.id}`)(request);
  await bumpEventsVersionAfterCommit(db);
  return result;
}

/** A seat (or, with `waitlist`, a place in line) asked for, waiting in its slot's line. */
type SeatRequest = {
  viewer: NonNullable<Viewer>;
  checked: { event: EventRow; answers: Answers; slot: SlotRow };
  input: ApplyInput;
  now: Date;
  arrivedAt: number;
};
type Outcome = { ok: ApplyResult } | { err: unknown };

const clock = () => performance.now();
type Line = (request: SeatRequest) => Promise<ApplyResult>;
/**
 * The seats of one slot (`key`: event id / slot id), taken a batch at a time on this instance
 * (decision 016): while one message of seat claims is on its way, the requests that arrive for the
 * slot wait, and go together as the next message (`claimSeats`): one round trip for as many seats
 * as are asked for meanwhile, where one message per seat made a rush's first wave wait for twenty
 * in a row. Once a message saw the slot full, the requests that were already waiting are refused
 * without another message (the slot was full during their lifetime); one that arrives later is
 * checked as usual. One line per slot, kept for the life of the process.
 */
const seatLine = preparedPerDb((db, key): Line => {
  let fullAt = Number.NEGATIVE_INFINITY;
  return lineOf(db, key, async (requests) => {
    const outcomes = new Map<SeatRequest, Outcome>();
    const asked: SeatRequest[] = [];
    for (const r of requests) {
      if (r.arrivedAt < fullAt) outcomes.set(r, { err: new ApiError(409, 'SLOT_FULL') });
      else asked.push(r);
    }
    if (asked.length === 0) return { outcomes, full: false };
    for (const [r, outcome] of await claimSeats(db, asked)) outcomes.set(r, outcome);
    const full = sawFull(outcomes);
    if (full) fullAt = clock();
    return { outcomes, full };
  });
});

/** The joins of one slot's waitlist, a batch at a time on this instance (`joinSeatsOrLine`). */
const joinLine = preparedPerDb(
  (db, key): Line =>
    lineOf(db, key, async (requests) => {
      const outcomes = await joinSeatsOrLine(db, requests);
      return { outcomes, full: sawFull(outcomes) };
    }),
);

/** A message took the slot's last seat, or found none. */
function sawFull(outcomes: Map<SeatRequest, Outcome>): boolean {
  return [...outcomes.values()].some((o) =>
    'ok' in o
      ? o.ok.status === 'confirmed' && o.ok.seatsLeft === 0
      : o.err instanceof ApiError && o.err.code === 'SLOT_FULL',
  );
}

/** A slot's line (`key`: event id / slot id): each batch `send`s as one message, one at a time. */
function lineOf(
  db: Db,
  key: string,
  send: (requests: SeatRequest[]) => Promise<{ outcomes: Map<SeatRequest, Outcome>; full: boolean }>,
): Line {
  const [eventId, slotId] = key.split('/');
  const take = batchedRead<SeatRequest, Outcome>(async (requests) => {
    const { outcomes, full } = await send(requests);
    // NOTE: what a transaction saw is kept, so the requests still arriving are refused early.
    if (full) markFull(db, eventId, slotId);
    return outcomes;
  }, SEATS_PER_MESSAGE);
  return async (request) => {
    const outcome = (await take(request)) as Outcome;
    if ('err' in outcome) throw outcome.err;
    return outcome.ok;
  };
}

/** At most this many seat claims in one message (a slot of the programme has up to 20 seats). */
const SEATS_PER_MESSAGE = 25;

/**
 * Seat claims as ONE message (`transactionOf`): the members' rows locked in one statement (in
 * the order of their ids, so two messages never wait for each other), then each request's claim
 * (`claimSeatQuery`) in the order the requests arrived, then COMMIT. Each claim runs in a snapshot
 * taken after the ones before it, so a slot filled by an earlier one is full for the later ones,
 * and the same member's second claim sees the first. A statement that fails rolls the whole
 * message back (PostgreSQL skips the rest of it): each request is then sent again on its own.
 */
async function claimSeats(db: Db, requests: SeatRequest[]): Promise<Map<SeatRequest, Outcome>> {
  const outcomes = new Map<SeatRequest, Outcome>();
  const wording = await mailWording(db);
  const claims = requests.map((r) =>
    seatClaim(
      {
        ...r.checked,
        member: { ...r.input.recipient, id: r.viewer.id },
        input: r.input,
        now: r.now,
      },
      wording,
    ),
  );
  let rows: unknown[][];
  try {
    rows = await withRetry(() =>
      transactionOf(db, [
        lockMembersStatement(requests.map((r) => r.viewer.id)),
        ...claims.map((c) => claimSeatQuery(db, c.claim)),
      ]),
    );
  } catch (err) {
    if (requests.length === 1) {
      outcomes.set(requests[0], { err: uniqueViolation(err) ? new ApiError(409, 'ALREADY_APPLIED') : err });
      return outcomes;
    }
    for (const r of requests) outcomes.set(r, (await claimSeats(db, [r])).get(r) as Outcome);
    return outcomes;
  }
  const active = new Set((rows[0] as { id: string }[]).map((m) => m.id));
  requests.forEach((r, i) => {
    try {
      if (!active.has(r.viewer.id)) throw new ApiError(401, 'UNAUTHORIZED');
      const { claim, notice } = claims[i];
      outcomes.set(r, {
        ok: seatTaken(claimOf(rows[i + 1]), notice, r.checked.event, r.checked.slot, claim),
      });
    } catch (err) {
      outcomes.set(r, { err });
    }
  });
  return outcomes;
}

/** Runs a write transaction (again on a deadlock); a duplicate the unique index caught is ALREADY_APPLIED. */
async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await withRetry(fn);
  } catch (err) {
    if (uniqueViolation(err)) throw new ApiError(409, 'ALREADY_APPLIED');
    throw err;
  }
}

/**
 * A write transaction opened by locking the member's row (their own requests run one after
 * another; on PostgreSQL the lock goes with BEGIN, `transactionFrom`). A closed account is 401.
 */
function memberTransaction<T>(
  db: Db,
  viewer: NonNullable<Viewer>,
  fn: (tx: Tx, member: LockedMember) => Promise<T>,
): Promise<T> {
  return transactionFrom<LockedMember, T>(db, lockMemberStatement(viewer.id), (tx, [member]) => {
    if (!member) throw new ApiError(401, 'UNAUTHORIZED');
    return fn(tx, member);
  });
}

/**
 * Everything that needs no lock, in the order the answers are given: the member may see the
 * event, its window is open, the answers are valid, the slot exists, has not started and (without
 * `waitlist`) is not full. Read from the kept context: no query when the version has not moved.
 */
async function checkApplication(
  db: Db,
  viewer: NonNullable<Viewer>,
  eventId: string,
  input: ApplyInput,
  now: Date,
  version?: number,
): Promise<{ event: EventRow; answers: Answers; slot: SlotRow | undefined }> {
  const context = await applyContext(db, eventId, version);
  const { event } = context;
  if (!event || !isVisibleTo(event, viewer)) throw new ApiError(404, 'NOT_FOUND');
  if (event.type === 'board') throw new ApiError(409, 'NOT_APPLICABLE');
  const state = applyStateOf(event, now);
  if (state === 'notOpen') throw new ApiError(409, 'APPLICATION_NOT_OPEN');
  if (state === 'closed') throw new ApiError(409, 'APPLICATION_CLOSED');

  const parsed = answersFor(context, input.locale).safeParse(input.answers);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(issuesToFields(parsed.error.issues, input.answers)).map(([k, v]) => [`answers.${k}`, v]),
    );
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, fields);
  }

  if (event.type !== 'application') {
    if (input.sessionId)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, { sessionId: 'invalidType' });
    return { event, answers: parsed.data, slot: undefined };
  }
  if (!input.sessionId) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { sessionId: 'required' });
  const slot = context.slots.get(input.sessionId);
  if (!slot) throw new ApiError(404, 'NOT_FOUND');
  if (slot.startsAt <= now) throw new ApiError(409, 'SLOT_STARTED');
  // NOTE: the early answer for the rush; the seat transaction is what guarantees it.
  if (slot.taken >= slot.capacity && !input.waitlist) throw new ApiError(409, 'SLOT_FULL');
  return { event, answers: parsed.data, slot };
}

/** The answers' schema of a kept context, made once per context and language. */
const answersFor = oncePer((context: ApplyContext, locale: Locale) =>
  answersSchema(context.questions.map((q) => toQuestion(q, locale))),
);

type Step = {
  tx: Tx;
  member: LockedMember;
  event: EventRow;
  answers: Answers;
  input: ApplyInput;
  now: Date;
};

/** A survey answer: one per member and event. */
async function answerSurvey({ tx, member, event, answers, input, now }: Step): Promise<ApplyResult> {
  if (await hasAnswered(tx, member.id, event.id)) throw new ApiError(409, 'ALREADY_APPLIED');
  const row = await insertApplication(tx, {
    eventId: event.id,
    userId: member.id,
    answers,
    locale: input.locale,
    createdAt: now,
  });
  return {
    id: row.id,
    status: 'confirmed',
    sessionId: null,
    seatsLeft: null,
    position: null,
    attendanceRecorded: false,
  };
}

/** Refuses a member already waiting in `slot`'s line or already holding it. */
function refuseByStanding(standing: Standing, slot: SlotRow): void {
  if (standing.waiting) throw new ApiError(409, 'ALREADY_WAITLISTED');
  if (standing.held.some((m) => m.sessionId === slot.id)) throw new ApiError(409, 'ALREADY_APPLIED');
}

type ClaimStep = {
  member: LockedMember;
  event: EventRow;
  slot: SlotRow;
  answers: Answers;
  input: ApplyInput;
  now: Date;
};

/** A claim that can only end in line: the application (its id chosen here), nothing alongside. */
function lineClaim({ member, event, slot, answers, input, now }: ClaimStep): ClaimSeat {
  return {
    memberId: member.id,
    slot,
    application: {
      id: randomUUID(),
      eventId: event.id,
      sessionId: slot.id,
      userId: member.id,
      answers,
      locale: input.locale,
      createdAt: now,
    },
    alongside: [],
  };
}

/** The seat's claim: the application, the docent tour's attendance and the ticket's notice. */
function seatClaim(
  step: ClaimStep,
  wording: MailWording,
): { claim: ClaimSeat; notice: ReturnType<typeof noticeRows> } {
  const { member, event, slot, input, now } = step;
  const claim = lineClaim(step);
  const notice = noticeRows(
    member,
    ticketNotice({
      applicationId: claim.application.id as string,
      userId: member.id,
      to: member.email,
      event,
      slot,
      locale: input.locale,
      now,
      wording,
    }),
  );
  claim.alongside = [
    event.attendanceEventId
      ? {
          table: attendanceSignups,
          values: { eventId: event.attendanceEventId, userId: member.id, source: 'docent', createdAt: now },
          onConflictDoNothing: true,
        }
      : undefined,
    notice.mail ? { table: mailOutbox, values: notice.mail } : undefined,
    notice.message ? { table: messageOutbox, values: notice.message } : undefined,
  ].filter((w) => w !== undefined);
  return { claim, notice };
}

/**
 * The claim's answer: a refusal by the member's standing (a seat that overlaps this one in time, or
 * another slot of its event that Seoul day), a full slot, or the seat.
 */
function seatTaken(
  claimed: Claim,
  notice: ReturnType<typeof noticeRows>,
  event: EventRow,
  slot: SlotRow,
  claim: ClaimSeat,
): ApplyResult {
  refuseByStanding(claimed, slot);
  if (claimed.held.some((m) => m.overlaps)) throw new ApiError(409, 'SLOT_OVERLAP');
  // Decision 064: what is left is another slot of this event on the same Seoul day.
  if (claimed.held.length > 0) throw new ApiError(409, 'SAME_DAY_SLOT');
  if (!claimed.seat) throw new ApiError(409, 'SLOT_FULL');
  // NOTE: the workers are told as the transaction commits; one that looks early polls again.
  noticeQueued(notice);
  return {
    id: claim.application.id as string,
    status: 'confirmed',
    sessionId: slot.id,
    seatsLeft: seatsLeft(claimed.seat),
    position: null,
    attendanceRecorded: event.attendanceEventId !== null,
  };
}

/**
 * Seats, or places in line when the slot is full (decision 009), for a batch of joins of one slot
 * as ONE message: the members' rows locked (in id order), the slot's row locked (the line and the
 * seats change one at a time; a cancellation promotes from the line under the same lock), each
 * join's seat or place (`seatOrLineQuery`) in arrival order, each in a snapshot after the ones
 * before it, then COMMIT. A statement that fails rolls the message back: each join is then sent
 * again on its own.
 *
 * A slot this instance knows as full is asked for a place in line only, without the ticket's
 * notice made for nothing; a seat freed meanwhile then shows as neither, and that join is sent
 * again as one that may take it (`mayTakeSeat`).
 */
async function joinSeatsOrLine(
  db: Db,
  requests: SeatRequest[],
  mayTakeSeat?: boolean,
): Promise<Map<SeatRequest, Outcome>> {
  const outcomes = new Map<SeatRequest, Outcome>();
  const slot = requests[0].checked.slot;
  const wording = await mailWording(db);
  const parts = requests.map((r) => {
    const step = {
      ...r.checked,
      member: { ...r.input.recipient, id: r.viewer.id },
      input: r.input,
      now: r.now,
    };
    const seat = mayTakeSeat ?? r.checked.slot.taken < r.checked.slot.capacity;
    return seat ? { seat, ...seatClaim(step, wording) } : { seat, claim: lineClaim(step), notice: {} };
  });
  let rows: unknown[][];
  try {
    rows = await withRetry(() =>
      timeSeatTransaction(() =>
        transactionOf(db, [
          lockMembersStatement(requests.map((r) => r.viewer.id)),
          lockSlotStatement(slot.id),
          ...parts.map((p) => seatOrLineQuery(db, p.claim, p.seat)),
        ]),
      ),
    );
  } catch (err) {
    if (requests.length === 1) {
      outcomes.set(requests[0], { err: uniqueViolation(err) ? new ApiError(409, 'ALREADY_APPLIED') : err });
      return outcomes;
    }
    for (const r of requests)
      outcomes.set(r, (await joinSeatsOrLine(db, [r], mayTakeSeat)).get(r) as Outcome);
    return outcomes;
  }
  const active = new Set((rows[0] as { id: string }[]).map((m) => m.id));
  const again: SeatRequest[] = [];
  requests.forEach((r, i) => {
    try {
      if (!active.has(r.viewer.id)) throw new ApiError(401, 'UNAUTHORIZED');
      if (rows[1].length === 0) throw new ApiError(404, 'NOT_FOUND');
      const found = seatOrLineOf(rows[i + 2]);
      refuseByStanding(found, slot);
      if (found.cancelled) throw new ApiError(404, 'NOT_FOUND');
      const { seat, claim, notice } = parts[i];
      if (!found.line && !found.seat && !seat && found.held.length === 0) {
        again.push(r);
        return;
      }
      outcomes.set(r, {
        ok: found.line
          ? {
              id: found.line.id,
              status: 'waitlisted',
              sessionId: slot.id,
              seatsLeft: 0,
              position: found.line.position,
              attendanceRecorded: false,
            }
          : seatTaken(found, notice, r.checked.event, slot, claim),
      });
    } catch (err) {
      outcomes.set(r, { err });
    }
  });
  for (const r of again) outcomes.set(r, (await joinSeatsOrLine(db, [r], true)).get(r) as Outcome);
  return outcomes;
}

/**
 * Cancels the member's own application (a seat or a waitlist place) before its slot starts; a freed
 * seat goes to the first eligible waiter in the same transaction. Another member's application reads
 * as not found.
 */
export async function cancel(
  db: Db,
  { applicationId, member, now }: MemberActing<{ applicationId: string }>,
): Promise<void> {
  await withRetry(() =>
    db.transaction(async (tx: Tx) => {
      const [own] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, member.id)));
      if (!own) throw new ApiError(404, 'NOT_FOUND');
      await cancelAndPromote(tx, { applicationId, now, by: 'member' });
    }),
  );
}

/** Attendance without an application (exhibition visit); idempotent. */
export async function signUpAttendance(
  db: Db,
  { eventId, member, now }: MemberActing<{ eventId: string }>,
): Promise<{ created: boolean }> {
  const event = await findVisibleEvent(db, eventId, member);
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  if (!event.attendance) throw new ApiError(409, 'NOT_APPLICABLE');
  if (now >= event.endsAt) throw new ApiError(409, 'APPLICATION_CLOSED');
  const rows = await db
    .insert(attendanceSignups)
    .values({ eventId, userId: member.id, source: 'direct', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: attendanceSignups.id });
  return { created: rows.length > 0 };
}
