import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesIfNoneMatch } from './etag';

/**
 * The visitors' answers the app keeps (`answer-cache.ts`), sent again by the production server
 * without the app (decision 029). Through Hono a kept answer still cost a Request, the router, the
 * query's validation, the middleware and a Response per request, so the app alone served
 * `GET /api/events?tab=on` at about a fifth of the rate it serves a prerendered page from memory
 * (`src/runtime/page-cache.mjs`). Here the answer the app sent (status 200, every header, the body)
 * is kept beside the app's own entry and sent again for the same request while that entry is
 * current by the app's own rule (its version unchanged, the clock before the first date the answer
 * depends on), so a visitor gets what the app would send at that moment.
 *
 * Only on the embedded database, whose version is a number in this process: on PostgreSQL the
 * version is a query (the app's one read per request), and the `deploy/` nginx keeps these answers
 * for the instances behind it. Requests that could be answered differently go to the app: any
 * method but GET, a member's token (`Authorization`), another URL or `Accept-Language`.
 */

type Mark = { body: string; etag: string; isCurrent: () => boolean };
type Memo = Omit<Mark, 'body'> & { headers: string[]; notModifiedHeaders: string[]; body: Buffer };

/** Public answers the app made for a request, marked by `sendAnswer` until the request's answer is kept. */
const marked = new WeakMap<Request, Mark>();
const memos = new Map<string, Memo>();
/** Accept-Language comes from the visitor: the number of kept variants is bounded. */
const MAX_MEMOS = 500;
/** Headers of the connection or of the body's framing, not of the answer: Node writes its own. */
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const keyOf = (pathAndQuery: string, acceptLanguage: string | undefined) =>
  `${pathAndQuery}\n${acceptLanguage ?? ''}`;
const joined = (v: string | string[] | null | undefined) =>
  Array.isArray(v) ? v.join(', ') : (v ?? undefined);

/** Called by `sendAnswer` for a shared answer the app keeps, with the app's test of its currency. */
export function markPublicAnswer(
  req: Request,
  answer: { body: string; etag: string },
  isCurrent: () => boolean,
) {
  marked.set(req, { body: answer.body, etag: answer.etag, isCurrent });
}

/**
 * After the app answered `req` (src/runtime/server.mjs): keeps the answer when the app marked it
 * public and sent it whole (GET, 200, no Set-Cookie, no token asked about). Reads nothing of `res`'s
 * body: the mark holds the same bytes.
 */
export function keepAnswer(req: Request, res: Response): void {
  const mark = marked.get(req);
  if (!mark || req.method !== 'GET' || res.status !== 200 || res.headers.has('set-cookie')) return;
  if (req.headers.has('authorization')) return;
  const headers: string[] = [];
  const notModifiedHeaders: string[] = [];
  for (const [name, value] of res.headers) {
    if (HOP.has(name)) continue;
    headers.push(name, value);
    if (name !== 'content-type') notModifiedHeaders.push(name, value);
  }
  const url = new URL(req.url);
  const key = keyOf(`${url.pathname}${url.search}`, joined(req.headers.get('accept-language')));
  memos.delete(key);
  if (memos.size >= MAX_MEMOS) memos.delete(memos.keys().next().value as string);
  memos.set(key, {
    etag: mark.etag,
    isCurrent: mark.isCurrent,
    headers,
    notModifiedHeaders,
    body: Buffer.from(mark.body),
  });
}

/**
 * Sends the kept answer for this request (a 304 when the visitor holds its ETag) and returns true;
 * or returns false, having written nothing, when the app must answer.
 */
export function sendKeptAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  if (memos.size === 0 || req.method !== 'GET' || req.headers.authorization !== undefined) return false;
  const key = keyOf(req.url ?? '', joined(req.headers['accept-language']));
  const memo = memos.get(key);
  if (!memo) return false;
  if (!memo.isCurrent()) {
    memos.delete(key);
    return false;
  }
  if (matchesIfNoneMatch(joined(req.headers['if-none-match']), memo.etag)) {
    res.writeHead(304, memo.notModifiedHeaders);
    res.end();
  } else {
    res.writeHead(200, [...memo.headers, 'content-length', String(memo.body.length)]);
    res.end(memo.body);
  }
  return true;
}

/** Forgets every kept answer. */
export function clearKeptAnswers(): void {
  memos.clear();
}
