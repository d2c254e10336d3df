import 'server-only';
import type { NotificationKind } from '@/schemas/messaging-rules';
import { afterCommit } from '../db/after-commit';
import type { Db } from '../db/client';
import { messageOutbox } from '../db/schema';
import { renderMessage } from './templates';

type Kick = () => void;
let kick: Kick | undefined;

/** The worker registers itself so a fresh message goes out at once instead of at the next poll. */
export function onMessageEnqueued(fn: Kick | undefined) {
  kick = fn;
}

export type MessageInput = {
  userId: string | null;
  to: string;
  kind: NotificationKind;
  values: Record<string, string>;
};

/** The outbox row of a KakaoTalk/SMS message (its template rendered), due at once. */
export function messageRow(message: MessageInput, now = new Date()): typeof messageOutbox.$inferInsert {
  const { variables, subject, text } = renderMessage(message.kind, message.values);
  return {
    userId: message.userId,
    to: message.to,
    kind: message.kind,
    variables,
    subject,
    text,
    nextAttemptAt: now,
    createdAt: now,
  };
}

/** Tells the worker that a message was queued, once the transaction it was queued in has committed. */
export function messageQueued(): void {
  afterCommit(() => kick?.());
}

/**
 * Queues one KakaoTalk/SMS message in the outbox (inside the caller's transaction when given one);
 * the message worker delivers it. Callers go through `notify()`, which picks the channels.
 */
export async function enqueueMessage(
  db: Pick<Db, 'insert'>,
  message: MessageInput,
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(messageOutbox)
    .values(messageRow(message, now))
    .returning({ id: messageOutbox.id });
  messageQueued();
  return row.id;
}
