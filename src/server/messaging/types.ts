import 'server-only';
import type { NotificationKind } from '@/schemas/messaging-rules';

/** One message as the outbox holds it. */
export type OutgoingMessage = {
  id: string;
  to: string;
  kind: NotificationKind;
  variables: Record<string, string>;
  subject: string;
  text: string;
};

/** What carried a message: the AlimTalk, its SMS/LMS fallback, or the server log. */
export type Delivery = { channel: 'alimtalk' | 'sms' | 'lms' | 'log'; messageId?: string };

/**
 * The provider could not judge the message (down, timing out, refusing our credentials): nothing
 * was sent, and every other message would meet the same, so the worker backs the queue off.
 */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}
/** The provider refused this message on its own merits (AlimTalk and its fallback both). */
export class MessageRefused extends Error {
  override name = 'MessageRefused';
}

export type MessagingProvider = {
  name: 'demo' | 'solapi';
  /** Delivers one message; throws ProviderUnavailable or MessageRefused. */
  send(message: OutgoingMessage): Promise<Delivery>;
};
