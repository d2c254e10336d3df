import 'server-only';
import type { Db } from '../db/client';
import { eventsVersion } from './cache';
import { type EventRow, eventRow, type QuestionRow, questionRows, type SlotRow, slotRows } from './queries';

/**
 * What an application is checked against before any lock: the event, its questions and its slots
 * with their seat counts. The same for every applicant until the `events` version moves (every
 * write to an event, a slot or a seat count bumps it, `cache.ts`), so each instance keeps it per
 * event and version: under a rush most applicants meet a full slot, and that refusal is answered
 * from here, without a transaction (decision 016). The version is read BEFORE the rows, so kept
 * rows are never older than their version; the seat transaction re-checks everything under its
 * locks, so a kept answer can only turn a refusal into an early one, never a seat into two.
 */
export type ApplyContext = { event: EventRow | null; questions: QuestionRow[]; slots: Map<string, SlotRow> };

/** Even without a version change, the kept rows are read again this often (a missed bump heals). */
const MAX_AGE_MS = 10_000;
const MAX_EVENTS = 200;

type Entry = { version: number; madeAt: number; context: Promise<ApplyContext> };
const contexts = new WeakMap<Db, Map<string, Entry>>();

export async function applyContext(db: Db, eventId: string, knownVersion?: number): Promise<ApplyContext> {
  // NOTE: a version the caller read in its own first statement (with the member) is as good: it
  // was read before these rows too.
  const version = knownVersion ?? (await eventsVersion(db));
  let byEvent = contexts.get(db);
  if (!byEvent) {
    byEvent = new Map();
    contexts.set(db, byEvent);
  }
  const now = Date.now();
  const hit = byEvent.get(eventId);
  // NOTE: a newer version seen by another request replaces an entry; an older one never does.
  if (hit && hit.version >= version && now - hit.madeAt < MAX_AGE_MS && now >= hit.madeAt) return hit.context;
  const context = (async () => {
    const [event, questions, slots] = await Promise.all([
      eventRow(db, eventId),
      questionRows(db, eventId),
      slotRows(db, eventId),
    ]);
    return { event, questions, slots: new Map(slots.map((s) => [s.id, s])) };
  })();
  const entry: Entry = { version, madeAt: now, context };
  byEvent.delete(eventId);
  if (byEvent.size >= MAX_EVENTS) byEvent.delete(byEvent.keys().next().value as string);
  byEvent.set(eventId, entry);
  // A failed read is not kept.
  context.catch(() => {
    if (byEvent.get(eventId) === entry) byEvent.delete(eventId);
  });
  return context;
}

/**
 * What this instance saw inside a seat transaction: the slot is full (its last seat just went, or
 * the conditional update found none). Kept on the context of the current version, so the requests
 * still arriving for it are refused here; a seat freed later bumps the version and the context is
 * read again. An observation made inside a transaction is as new as any version read before it.
 */
export function markFull(db: Db, eventId: string, slotId: string): void {
  const entry = contexts.get(db)?.get(eventId);
  void entry?.context
    .then((context) => {
      const slot = context.slots.get(slotId);
      if (slot && slot.taken < slot.capacity) context.slots.set(slotId, { ...slot, taken: slot.capacity });
    })
    .catch(() => {});
}
