import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Solapi API (HTTP API v4) answering `POST /messages/v4/send-many/detail` (and the balance,
 * `GET /cash/v1/balance`, which `npm run doctor` reads) in Solapi's
 * documented shapes: `{groupInfo, messageList, failedMessageList}` with per-message `statusCode`
 * (`2000` accepted), errors `{errorCode, errorMessage}`. Every request must carry Solapi's
 * signature, `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` (hex HMAC-SHA256 of
 * date + salt keyed with the API secret, the date within 15 minutes): a bad one is refused with
 * 403 `SignatureDoesNotMatch`. An AlimTalk must name the linked channel (`pfId`), a registered
 * template and exactly that template's variables. Tests play Kakao refusing a recipient
 * (`refuseAlimTalk`) and Solapi's outages (`outage`).
 */
export const SOLAPI_TEST_KEY = 'NCSTESTKEY0123456';
export const SOLAPI_TEST_SECRET = 'solapi-test-api-secret-0123456789abcdefABCDEF';
export const SOLAPI_TEST_SENDER = '0215880000';
export const SOLAPI_TEST_PFID = 'KA01PF2511250000000000000000TEST';

type Message = {
  to?: string;
  from?: string;
  type?: string;
  text?: string;
  subject?: string;
  kakaoOptions?: {
    pfId?: string;
    templateId?: string;
    variables?: Record<string, string>;
    disableSms?: boolean;
  };
};
export type Accepted = Message & { messageId: string; at: Date };

/** `templates`: template id → its variable names (`#{name}` form), as registered with Kakao. */
export async function startSolapiServer(templates: Record<string, string[]>) {
  const state = {
    /** `status`: answer that HTTP status with an error body; `reset`: drop the connection. */
    outage: null as null | { status: number } | 'reset',
    /** Every message Solapi accepted, in order. */
    accepted: [] as Accepted[],
    /** Every request and whether its signature held. */
    requests: [] as { authorization: string | undefined; signed: boolean }[],
    /** Numbers Kakao refuses AlimTalk for (not KakaoTalk users): refused at once, no replacement. */
    noKakao: new Set<string>(),
  };
  let seq = 0;

  const verify = (header: string | undefined): boolean => {
    const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(
      header ?? '',
    );
    if (!m) return false;
    const [, key, date, salt, signature] = m;
    if (key !== SOLAPI_TEST_KEY) return false;
    const at = Date.parse(date);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > 15 * 60_000) return false;
    if (salt.length < 12 || salt.length > 64) return false;
    return (
      createHmac('sha256', SOLAPI_TEST_SECRET)
        .update(date + salt)
        .digest('hex') === signature
    );
  };

  /** Why Solapi refuses one message at acceptance (a `failedMessageList` entry), or null. */
  const refusal = (m: Message): [string, string] | null => {
    if (!m.to || !/^\d{9,11}$/.test(m.to)) return ['1062', 'Invalid recipient number'];
    if (m.from !== SOLAPI_TEST_SENDER) return ['1063', 'Unregistered sender number'];
    if (m.type === 'ATA') {
      const k = m.kakaoOptions;
      if (k?.pfId !== SOLAPI_TEST_PFID) return ['3018', 'Unknown Kakao channel (pfId)'];
      const vars = templates[k.templateId ?? ''];
      if (!vars) return ['3016', 'Unknown AlimTalk template'];
      const given = Object.keys(k.variables ?? {}).sort();
      if (JSON.stringify(given) !== JSON.stringify([...vars].sort()))
        return ['3063', 'Template variables do not match'];
      if (state.noKakao.has(m.to)) return ['3104', 'Not a KakaoTalk user'];
      return null;
    }
    if (m.type === 'SMS' || m.type === 'LMS') {
      if (!m.text) return ['1064', 'Text required'];
      if (m.type === 'LMS' && !m.subject) return ['1065', 'Subject required for LMS'];
      return null;
    }
    return ['1061', 'Unsupported message type'];
  };

  const server = createServer((req, res) => {
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const o = state.outage;
      if (o === 'reset') return req.socket.destroy();
      if (o) return json(o.status, { errorCode: 'InternalError', errorMessage: 'temporarily unavailable' });
      const signed = verify(req.headers.authorization);
      state.requests.push({ authorization: req.headers.authorization, signed });
      if (!signed)
        return json(403, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'Signature does not match' });
      // What `npm run doctor` reads to check the key (Solapi's GET /cash/v1/balance).
      if (req.method === 'GET' && req.url === '/cash/v1/balance')
        return json(200, { balance: 100000, point: 0, deposit: 0, autoRecharge: 0 });
      if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail')
        return json(404, { errorCode: 'NotFound', errorMessage: 'no such route' });
      let body: { messages?: Message[] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return json(400, { errorCode: 'ValidationError', errorMessage: 'body is not JSON' });
      }
      if (!Array.isArray(body.messages) || body.messages.length === 0)
        return json(400, { errorCode: 'ValidationError', errorMessage: '"messages" is required' });
      const groupId = `G4V${Date.now()}${++seq}`;
      const messageList: unknown[] = [];
      const failedMessageList: unknown[] = [];
      for (const m of body.messages) {
        const messageId = `M4V${Date.now()}${++seq}`;
        const base = { to: m.to, from: m.from, type: m.type, country: '82', messageId };
        const refused = refusal(m);
        if (refused) failedMessageList.push({ ...base, statusCode: refused[0], statusMessage: refused[1] });
        else {
          state.accepted.push({ ...m, messageId, at: new Date() });
          messageList.push({ ...base, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' });
        }
      }
      const total = body.messages.length;
      json(200, {
        groupInfo: {
          groupId,
          status: 'SENDING',
          count: {
            total,
            sentTotal: 0,
            sentFailed: 0,
            sentSuccess: 0,
            sentPending: messageList.length,
            sentReplacement: 0,
            refund: 0,
            registeredFailed: failedMessageList.length,
            registeredSuccess: messageList.length,
          },
          dateCreated: new Date().toISOString(),
        },
        messageList,
        failedMessageList,
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** The app's configuration for this stand-in; template ids as given. */
    env: (ids: Record<string, string>) => ({
      MESSAGING_PROVIDER: 'solapi',
      SOLAPI_API_KEY: SOLAPI_TEST_KEY,
      SOLAPI_API_SECRET: SOLAPI_TEST_SECRET,
      SOLAPI_SENDER: SOLAPI_TEST_SENDER,
      SOLAPI_PFID: SOLAPI_TEST_PFID,
      SOLAPI_API_BASE: url,
      ...ids,
    }),
    /** Kakao refuses AlimTalk to this number from now on. */
    refuseAlimTalk: (tel: string) => state.noKakao.add(tel.replace(/\D/g, '')),
    /** Accepted messages to `tel`. */
    to: (tel: string) => state.accepted.filter((m) => m.to === tel.replace(/\D/g, '')),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A random salt like Solapi's SDKs send (for tests that sign by hand). */
export const solapiSalt = () => randomBytes(16).toString('hex');
