// Which handler takes a request to the production server (server.mjs): `/api/*` goes to the
// Hono app, pages to Next (decision 008), and a method neither can take is answered here.
//
// Two kinds of method would otherwise end in a 500 with a stack trace in the log, on every path:
// - TRACE, TRACK and CONNECT: the Fetch API refuses them (`new Request` throws "'TRACE' HTTP method
//   is unsupported"), and both Hono's Node adapter and Next's proxy build a Request per request.
//   The API answers them itself (`refuseApiMethod`: its JSON 405 with Allow, or 404).
// - Any method but GET and HEAD on a page: the site has no server actions and no page takes a
//   body, so 405 with `Allow: GET, HEAD` (Next rendered the page for PUT, PROPFIND, …). But for a
//   form's own POST: the site's forms post through the API from their script, and one submitted
//   before its script took over (a quick tap while the page loads) is sent as the browser's own
//   POST. It is answered 303 See Other to the same page, so the visitor sees the form again, ready,
//   and the body is dropped unread (a form left to the browser's default GET put a password in the
//   address: the sixteenth review).

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The methods pages answer. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * The one POST Next takes: the serving process's own call after a publish (decision 014,
 * `src/app/admin/revalidate/route.ts`), which answers 404 to anyone without the process's token.
 */
export const REVALIDATE_PATH = '/admin/revalidate';

/** Methods the Fetch API will not carry: no Request can be made for them. */
export const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * Where a page path with a file extension that no file answers is sent: a path no route claims, so
 * Next renders the branded 404 per request (global-not-found). Without it `/package.json` reached
 * `[locale]` as a locale and Next cached an empty error page for it for a year.
 */
export const NOT_FOUND_PATH = '/event/_/not-found';

/**
 * The same for a path under `/en`: a path no route claims that the proxy and next-intl read as
 * English, so `/en/x.php`, `/en/file.txt` or `/en/faq.json` get the English 404 (issue 55).
 */
export const EN_NOT_FOUND_PATH = '/en/_/not-found';

/** Where a request for `path` that nothing answers is sent: the 404 in the path's language. */
export const notFoundPathFor = (path) =>
  path === '/en' || path.startsWith('/en/') ? EN_NOT_FOUND_PATH : NOT_FOUND_PATH;

/**
 * True for a path a browser never sends: a `.` or `..` segment (also written `%2e`) or a
 * backslash. Sent as is (`/_next/static/../../package.json`), Next answered a bare error page with
 * a shared lifetime of a year; it gets the branded 404 instead.
 */
export function isUnnormalised(path) {
  const decoded = safeDecode(path);
  return decoded.includes('\\') || decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Error answers are never kept: a page answer of status 400 or more leaves with
 * `Cache-Control: no-store`, whatever Next set (issue 55; the API sets it itself). Wraps
 * `res.writeHead`, through which Node's implicit head goes too.
 * @param {import('node:http').ServerResponse} res
 */
export function errorsNotStored(res) {
  const { writeHead } = res;
  res.writeHead = function noStoreWriteHead(status, ...rest) {
    if (status >= 400) {
      for (const given of rest) {
        if (!given || typeof given !== 'object' || Array.isArray(given)) continue;
        for (const k of Object.keys(given)) if (k.toLowerCase() === 'cache-control') delete given[k];
      }
      res.setHeader('Cache-Control', 'no-store');
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * The routes Next answers under a file name: metadata (src/app/robots.ts, sitemap.ts) and the
 * door's web app manifest (src/app/admin/door.webmanifest, decision 018).
 */
const APP_FILES = new Set(['/robots.txt', '/sitemap.xml', '/admin/door.webmanifest']);

/** True for a path whose last segment looks like a file name (`/foo.md`, `/a/b.json`). */
export const looksLikeFile = (path) => /\.[A-Za-z0-9]+$/.test(path);

/** `/api`, `/api/…` and `/api?…` are the API's. */
export const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The request's URL and headers as Fetch objects, for an answer made without a Request.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestParts(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) {
      try {
        headers.append(name, v);
      } catch {
        // a value Headers refuses: the answer does not need it
      }
    }
  }
  let url;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`).href;
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost').href;
  }
  return { url, headers };
}

/**
 * Writes a Fetch Response to a Node response.
 * @param {import('node:http').ServerResponse} res
 * @param {Response} answer
 */
export async function sendResponse(res, answer) {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(answer.headers);
  res.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}

/**
 * The server's request listener.
 * @param {{
 *   api: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   refuseApiMethod: (url: string, headers: Headers) => Promise<Response>,
 *   page: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 * }} handlers
 */
export function routeRequests({ api, refuseApiMethod, page, isPublicFile = () => false }) {
  return (req, res) => {
    if (isApi(req.url)) {
      // Next's server adds the socket's address when the header is absent; the rate limiter's
      // clientIp() reads it the same way on both paths (TRUSTED_PROXY_HOPS).
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '';
      if (FETCH_FORBIDDEN_METHODS.has(req.method ?? '')) {
        const { url, headers } = requestParts(req);
        req.resume();
        return refuseApiMethod(url, headers).then((answer) => sendResponse(res, answer));
      }
      return api(req, res);
    }
    const isRevalidate = req.method === 'POST' && (req.url ?? '').split('?')[0] === REVALIDATE_PATH;
    if (!isRevalidate && isFormPost(req)) {
      req.resume();
      // the page with its query (a sign-in's `next`) when that is plain printable ASCII
      const [path, query] = splitQuery(req.url ?? '/');
      res.writeHead(303, {
        Location: query && /^[\x21-\x7e]+$/.test(query) ? `${path}?${query}` : path,
        'Cache-Control': 'no-store',
        'Content-Length': '0',
        'X-Content-Type-Options': 'nosniff',
      });
      return res.end();
    }
    if (!PAGE_METHODS.includes(req.method ?? '') && !isRevalidate) {
      req.resume();
      res.writeHead(405, {
        Allow: PAGE_METHODS.join(', '),
        'Cache-Control': 'no-store',
        'Content-Length': '0',
        'X-Content-Type-Options': 'nosniff',
      });
      return res.end();
    }
    const path = (req.url ?? '/').split('?')[0];
    if (
      isUnnormalised(path) ||
      (looksLikeFile(path) &&
        !path.startsWith('/_next/') &&
        !APP_FILES.has(path) &&
        !isPublicFile(safeDecode(path)))
    ) {
      req.url = notFoundPathFor(path);
    }
    errorsNotStored(res);
    return page(req, res);
  };
}

/**
 * A browser's own form submission: a POST of a form's encoding to a plain page path (letters,
 * digits, `-._~%` and single slashes, no file extension), so the 303's Location can only be this
 * site's page: never `//host` or `/\host`, which a browser would follow to another site.
 */
function isFormPost(req) {
  if (req.method !== 'POST') return false;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const path = (req.url ?? '/').split('?')[0];
  return (
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) &&
    /^(\/[A-Za-z0-9\-._~%]+)*\/?$/.test(path) &&
    !looksLikeFile(path)
  );
}

function splitQuery(url) {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function safeDecode(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The files under `public/` as request paths (`/images/a.webp`), read once at start: Next serves
 * them before any route.
 * @param {string} dir
 */
export function publicFiles(dir) {
  const files = new Set();
  const walk = (rel) => {
    let entries;
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const next = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(next);
      else files.add(next);
    }
  };
  walk('');
  return files;
}
