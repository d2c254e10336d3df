import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messageOutbox } from '../db/schema';
import { claimDue, handBack, OUTBOX_BATCH, purgeDelivered } from '../jobs/outbox';
import { startOutboxLoop } from '../jobs/outbox-loop';
import type { BackgroundJob } from '../jobs/registry';
import { backoffSeconds } from '../mail/worker';
import { onMessageEnqueued } from './index';
import { messagingProvider } from './provider';
import { type MessagingProvider, ProviderUnavailable } from './types';

const UNREACHABLE = 'unreachable: ';

/**
 * Sends every due message once, with the mail outbox's machinery (decision 009): claims a batch
 * with `FOR UPDATE SKIP LOCKED` under an expiring lease, delivers one by one marking each as it
 * goes, reschedules a refused message with backoff. When the provider is unavailable, the batch
 * stops and the whole queue waits out one backoff: nothing is dropped, and each message is sent
 * once when the provider is back.
 */
export async function deliverDueMessages(
  db: Db,
  provider: MessagingProvider,
  now = new Date(),
  opts: { leaseSeconds?: number; signal?: { stopping: boolean } } = {},
) {
  const claimed = await claimDue(db, messageOutbox, now, { leaseSeconds: opts.leaseSeconds });
  let sent = 0;
  let failed = 0;
  for (const [i, m] of claimed.entries()) {
    const rest = claimed.slice(i).map((r) => r.id);
    if (opts.signal?.stopping) {
      await handBack(db, messageOutbox, rest);
      break;
    }
    try {
      const delivery = await provider.send(m);
      await db
        .update(messageOutbox)
        .set({
          status: delivery.channel === 'log' ? 'logged' : 'sent',
          channel: delivery.channel,
          providerMessageId: delivery.messageId ?? null,
          sentAt: now,
          lockedUntil: null,
          attempts: m.attempts + 1,
          lastError: null,
        })
        .where(eq(messageOutbox.id, m.id));
      sent++;
    } catch (err) {
      const attempts = m.attempts + 1;
      const unavailable = err instanceof ProviderUnavailable;
      const reason = `${unavailable ? UNREACHABLE : 'rejected: '}${String((err as Error)?.message ?? err)}`;
      const retryAt = new Date(now.getTime() + backoffSeconds(attempts) * 1000);
      await db
        .update(messageOutbox)
        .set({
          status: 'pending',
          attempts,
          lockedUntil: null,
          nextAttemptAt: retryAt,
          lastError: reason.slice(0, 500),
        })
        .where(eq(messageOutbox.id, m.id));
      failed++;
      if (unavailable) {
        // The provider is down for every message: the rest of the batch and the pending queue wait too.
        await handBack(db, messageOutbox, rest.slice(1), retryAt);
        await db
          .update(messageOutbox)
          .set({ nextAttemptAt: retryAt })
          .where(and(eq(messageOutbox.status, 'pending'), lt(messageOutbox.nextAttemptAt, retryAt)));
        break;
      }
    }
  }
  return { claimed: claimed.length, sent, failed };
}

/** Clears the text and variables of messages delivered more than a week ago. */
export function purgeDeliveredMessages(db: Db, now = new Date()) {
  return purgeDelivered(db, messageOutbox, { text: '', variables: {} }, now);
}

export type MessageWorkerOptions = {
  /** Undefined: the configured provider (MESSAGING_PROVIDER). */
  provider?: MessagingProvider;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
};

/**
 * A delivery loop on `db`, like the mail worker's: polls every few seconds and at once when a
 * message is queued in this process; any number of instances may run one. `stop()` stops claiming,
 * finishes the message being sent, hands the rest back, and resolves (bounded).
 */
export function createMessageWorker(db: Db, opts: MessageWorkerOptions = {}): BackgroundJob {
  const provider = opts.provider ?? messagingProvider();
  const now = opts.now ?? (() => new Date());
  return startOutboxLoop({
    name: 'message outbox worker',
    log: '[messaging]',
    deliver: async (signal) => {
      const r = await deliverDueMessages(db, provider, now(), { leaseSeconds: opts.leaseSeconds, signal });
      return { again: r.claimed === OUTBOX_BATCH && r.failed === 0 };
    },
    purge: () => purgeDeliveredMessages(db, now()),
    onEnqueued: onMessageEnqueued,
    pollMs: opts.pollMs,
  });
}

let started: BackgroundJob | undefined;

/** Starts the process's message delivery loop (idempotent). */
export function startMessageWorker(db: Db): BackgroundJob {
  started ??= createMessageWorker(db);
  return started;
}
