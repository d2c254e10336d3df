import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { NotificationKind } from '@/schemas/messaging-rules';
import {
  type Delivery,
  MessageRefused,
  type MessagingProvider,
  type OutgoingMessage,
  ProviderUnavailable,
} from './types';

export type SolapiConfig = {
  apiBase: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number, digits only. */
  sender: string;
  /** The Kakao channel's pfId. */
  pfId: string;
  templates: Record<NotificationKind, string>;
};

const TIMEOUT_MS = 10_000;
/** An SMS holds 90 bytes (EUC-KR: 2 per Korean character); longer text goes as an LMS with a subject. */
const SMS_MAX_BYTES = 90;

/**
 * Solapi's request signature (API v4): `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` where
 * signature = hex HMAC-SHA256 of `date + salt` keyed with the API secret.
 */
export function solapiAuthorization(
  apiKey: string,
  apiSecret: string,
  date = new Date().toISOString(),
  salt = randomBytes(16).toString('hex'),
) {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Bytes in EUC-KR, which decides SMS or LMS. */
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) > 0x7f ? 2 : 1;
  return n;
}

type SolapiMessageResult = { messageId?: string; statusCode?: string; statusMessage?: string; to?: string };
type SolapiSendAnswer = {
  groupInfo?: { groupId?: string };
  messageList?: SolapiMessageResult[];
  failedMessageList?: SolapiMessageResult[];
};

/**
 * Kakao AlimTalk through Solapi's HTTP API v4 (`POST /messages/v4/send-many/detail`), with the
 * SMS/LMS fallback. Solapi accepts or refuses each message at once (`messageList` /
 * `failedMessageList`); an AlimTalk it accepts and Kakao later fails to deliver is replaced by
 * Solapi itself (`disableSms: false`, the template's text as SMS/LMS), and one it refuses at once
 * is sent here as SMS/LMS with the same content.
 */
export function solapiProvider(config: SolapiConfig): MessagingProvider {
  const post = async (
    message: Record<string, unknown>,
  ): Promise<SolapiMessageResult & { refused: boolean }> => {
    let res: Response;
    try {
      res = await fetch(new URL('/messages/v4/send-many/detail', config.apiBase), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: solapiAuthorization(config.apiKey, config.apiSecret),
        },
        body: JSON.stringify({ messages: [message] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderUnavailable(`Solapi unreachable: ${(err as Error)?.message ?? err}`);
    }
    const answer = (await res.json().catch(() => null)) as
      | (SolapiSendAnswer & { errorCode?: string; errorMessage?: string })
      | null;
    if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429 || !answer)
      throw new ProviderUnavailable(
        `Solapi ${res.status} ${answer?.errorCode ?? ''} ${answer?.errorMessage ?? ''}`.trim(),
      );
    if (!res.ok) return { refused: true, statusCode: answer.errorCode, statusMessage: answer.errorMessage };
    const failed = answer.failedMessageList?.[0];
    if (failed) return { ...failed, refused: true };
    const ok = answer.messageList?.[0];
    if (!ok) throw new ProviderUnavailable(`Solapi ${res.status}: an answer without the message`);
    return { ...ok, refused: false };
  };

  return {
    name: 'solapi',
    async send(m: OutgoingMessage): Promise<Delivery> {
      const to = m.to.replace(/\D/g, '');
      const alimtalk = await post({
        to,
        from: config.sender,
        type: 'ATA',
        kakaoOptions: {
          pfId: config.pfId,
          templateId: config.templates[m.kind],
          variables: m.variables,
          disableSms: false,
        },
      });
      if (!alimtalk.refused) return { channel: 'alimtalk', messageId: alimtalk.messageId };
      const lms = smsBytes(m.text) > SMS_MAX_BYTES;
      const text = await post({
        to,
        from: config.sender,
        type: lms ? 'LMS' : 'SMS',
        text: m.text,
        ...(lms ? { subject: m.subject } : {}),
      });
      if (!text.refused) return { channel: lms ? 'lms' : 'sms', messageId: text.messageId };
      throw new MessageRefused(
        `AlimTalk ${alimtalk.statusCode} ${alimtalk.statusMessage ?? ''}; ${lms ? 'LMS' : 'SMS'} ${text.statusCode} ${text.statusMessage ?? ''}`,
      );
    },
  };
}
