import 'server-only';
import type { NotificationKind } from '@/schemas/messaging-rules';
import type { Db } from '../db/client';
import { messageOutbox } from '../db/schema';
import { renderMessage } from './templates';

type Kick = () => void;
let kick: Kick | undefined;

/** The worker registers itself so a fresh message goes out at once instead of at the next poll. */
export function onMessageEnqueued(fn: Kick | undefined) {
  kick = fn;
}

/**
 * Queues one KakaoTalk/SMS message in the outbox (inside the caller's transaction when given one);
 * the message worker delivers it. Callers go through `notify()`, which picks the channels.
 */
export async function enqueueMessage(
  db: Pick<Db, 'insert'>,
  message: { userId: string | null; to: string; kind: NotificationKind; values: Record<string, string> },
  now = new Date(),
): Promise<string> {
  const { variables, subject, text } = renderMessage(message.kind, message.values);
  const [row] = await db
    .insert(messageOutbox)
    .values({
      userId: message.userId,
      to: message.to,
      kind: message.kind,
      variables,
      subject,
      text,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: messageOutbox.id });
  queueMicrotask(() => kick?.());
  return row.id;
}
