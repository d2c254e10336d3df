// The Content-Security-Policy of each page answer server.mjs sends (decision 011).
//
// - A prerendered page (Next marks the answer `x-nextjs-prerender: 1`) is the same bytes for
//   everyone: its policy lists the hashes of its own inline scripts and style attributes. Content
//   pages are regenerated after a publish (decision 014), so the hashes come from the bytes being
//   sent (held until complete: a prerendered answer is one buffer anyway), once per version of a
//   page (`policyForBody`); the build's csp-manifest.json serves HEAD answers.
// - Any other page is rendered for this request: the server makes a nonce and hands it to Next in
//   the request's `Content-Security-Policy` header, which Next reads and puts on every script it
//   writes (its bootstrap, the RSC payload, `<script src>` chunks). The policy names the nonce
//   and the hashes every page shares (the font loader in the root layouts, which Next does not nonce).
// - A preview link's page (`/preview/<token>`, decision 041) is rendered per request too, but shows
//   the public pages' own components, style attributes included (a theme's palette, a picture's
//   focal point): it is held until complete, like a regenerated page, and its policy names the
//   nonce plus the hashes of its own style attributes (`policyForRenderedBody`). Other pages
//   rendered per request allow no style attribute.
// - Every page a visitor opens is sent with the framework's chunk scripts loaded after its first
//   paint (deferred-scripts.mjs, decision 059), so its body is held until complete: a prerendered
//   page is one buffer anyway, and a public page rendered per request (the programme, sign-in, My
//   Page) renders in tens of milliseconds without suspending. Its policy allows the loader by its
//   hash (among the shared hashes). The console (`/admin…`) goes as Next writes it: its pages
//   rendered per request stream, its prerendered ones are held for their hashes only.
//
// The decision is taken when the answer's headers are written, so it follows what Next actually
// sent, not a guess from the URL.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { isPreviewPath } from '../config/preview-path.mjs';
import { CSP_MANIFEST, cspManifest, inlineScripts, sha256Source, styleAttributes } from './csp-hashes.mjs';
import { buildCsp, identityFrom, REPORTING_ENDPOINTS } from './csp-policy.mjs';
import { deferFrameworkScripts, LOADER_HASH } from './deferred-scripts.mjs';

/**
 * The build's manifest; made from the build's HTML if absent (a build made before this script
 * existed), so a page is never sent without its hashes.
 * @param {string} distDir
 */
export function loadCspManifest(distDir) {
  const file = join(distDir, CSP_MANIFEST);
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : cspManifest(distDir);
  // The policies of prerendered pages never change while the process runs: made once.
  const policies = new Map(
    Object.entries(manifest.routes).map(([route, hashes]) => [
      route,
      // The loader the server writes into every prerendered page (deferred-scripts.mjs): the
      // build's HTML does not have it yet; a HEAD answer's policy must allow it as the GET's does.
      buildCsp({
        hashes: [...hashes, LOADER_HASH],
        styleHashes: manifest.styles?.[route],
        thirdParties: manifest.thirdParties,
      }),
    ]),
  );
  // Pages rendered per request carry the loader too (pageCsp): their policy's shared hashes allow it.
  if (!manifest.shared.includes(LOADER_HASH)) manifest.shared = [...manifest.shared, LOADER_HASH];
  return {
    manifest,
    policies,
    assetPolicy: buildCsp({ thirdParties: manifest.thirdParties }),
    // NOTE: the identity provider is a runtime setting: only pages rendered per request (sign-up,
    // /my/edit among them) allow the PortOne SDK's origin, and only when that provider is configured.
    identity: identityFrom(process.env),
    /** Policies of prerendered bodies by their digest (pages regenerated after a publish). */
    bodies: new Map(),
    /** Prerendered bodies as sent (chunk scripts deferred), by the digest of Next's bytes. */
    deferred: new Map(),
  };
}

const BODY_POLICIES_MAX = 1000;

/** Each content coding Next may send a page in: how to read it, and how to write it again. */
const CODINGS = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  'x-gzip': { decode: gunzipSync, encode: gzipSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
  deflate: { decode: inflateSync, encode: deflateSync },
};
const UNCODED = { decode: (body) => body, encode: (body) => body };
const codingOf = (encoding) => CODINGS[encoding.trim().toLowerCase()] ?? UNCODED;

/** The HTML inside an answer Next compressed (it gzips prerendered pages for clients that accept it). */
const decode = (body, encoding) => codingOf(encoding).decode(body);
const encode = (body, encoding) => codingOf(encoding).encode(body);

/** An HTML body with the chunk scripts deferred, in its content coding; the same buffer if unchanged. */
function rewritten(body, encoding) {
  const html = decode(body, encoding).toString('utf8');
  const deferred = deferFrameworkScripts(html);
  return deferred === html ? body : encode(Buffer.from(deferred, 'utf8'), encoding);
}

/**
 * A prerendered page's bytes as they are sent: Next's, with the framework's chunk scripts loaded
 * after the first paint (deferred-scripts.mjs), in the same content coding. Kept by the digest of
 * Next's bytes, so each version of a page is rewritten once (the page cache keeps the answer too).
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {Buffer} body
 */
export function deferredBody(csp, body, encoding = '') {
  const digest = createHash('sha1').update(body).digest('base64');
  let sent = csp.deferred.get(digest);
  if (sent) return sent;
  sent = rewritten(body, encoding);
  if (csp.deferred.size >= BODY_POLICIES_MAX) csp.deferred.delete(csp.deferred.keys().next().value);
  csp.deferred.set(digest, sent);
  return sent;
}

/**
 * The policy for a prerendered page's exact bytes: the hashes of its own inline scripts and style
 * attributes. A page Next regenerates after a publish (decision 014) has new bytes, and so new
 * hashes, that no build manifest lists. Kept by the body's digest, so each version is hashed once.
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {Buffer} body
 */
export function policyForBody(csp, body, encoding = '') {
  const digest = createHash('sha1').update(body).digest('base64');
  let policy = csp.bodies.get(digest);
  if (policy) return policy;
  const html = decode(body, encoding).toString('utf8');
  const unique = (list) => [...new Set(list.map(sha256Source))];
  const styleHashes = unique(styleAttributes(html));
  policy = buildCsp({
    hashes: unique(inlineScripts(html)),
    styleHashes: styleHashes.length ? styleHashes : undefined,
    thirdParties: csp.manifest.thirdParties,
  });
  if (csp.bodies.size >= BODY_POLICIES_MAX) csp.bodies.delete(csp.bodies.keys().next().value);
  csp.bodies.set(digest, policy);
  return policy;
}

/**
 * The policy for a page rendered for this request whose body was held (a preview link's page): the
 * request's nonce and the shared hashes as any such page, plus the SHA-256 of each style attribute
 * value in the body, so the public components it renders look as they do on the prerendered pages.
 * Never kept: the body carries the request's nonce.
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {string} nonce
 * @param {Buffer} body
 */
export function policyForRenderedBody(csp, nonce, body, encoding = '') {
  const html = decode(body, encoding).toString('utf8');
  const styleHashes = [...new Set(styleAttributes(html).map(sha256Source))];
  return buildCsp({
    nonce,
    hashes: csp.manifest.shared,
    styleHashes,
    thirdParties: csp.manifest.thirdParties,
    identity: csp.identity,
  });
}

/** `/en/faq/` → `/en/faq`; the query is not part of a prerendered page's identity. */
export function routeKey(url = '/') {
  let path = url.split(/[?#]/)[0] || '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: Next answers it; the key simply matches no page
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The policy for an answer whose headers are being written.
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {{ route: string, nonce: string, status: number, contentType: string, prerendered: boolean }} a
 */
export function policyFor(csp, { route, nonce, status, contentType, prerendered }) {
  if (!/^text\/html\b/i.test(contentType)) return csp.assetPolicy;
  if (prerendered) {
    const known = csp.policies.get(route) ?? (status === 404 ? csp.policies.get('/_not-found') : undefined);
    if (known) return known;
  }
  return buildCsp({
    nonce,
    hashes: csp.manifest.shared,
    thirdParties: csp.manifest.thirdParties,
    identity: csp.identity,
  });
}

/**
 * Prepares one page request: a fresh nonce for Next (a client's own CSP request header is
 * dropped: it would choose the nonce), and the policy set when the headers are written.
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
/** A header given to writeHead as an object (Next passes none; other callers may). */
function headerIn(rest, name) {
  const given = rest.find((a) => a && typeof a === 'object');
  if (!given) return undefined;
  for (const [k, v] of Object.entries(given)) if (k.toLowerCase() === name) return v;
  return undefined;
}

/**
 * The console's pages (`/admin…`) go as Next writes them: staff open them signed in, on a warm
 * cache; the door's page must show its scan screen as soon as it can, and its service worker reads
 * the scripts it keeps for offline use from the page's `src` attributes (public/door-sw.js).
 */
const isConsolePath = (route) => route === '/admin' || route.startsWith('/admin/');

/** The answer's Content-Length, where Next gave one, after its body changed. */
function setLength(res, rest, length) {
  const given = rest.find((a) => a && typeof a === 'object');
  if (given)
    for (const k of Object.keys(given)) if (k.toLowerCase() === 'content-length') given[k] = String(length);
  if (res.hasHeader('content-length')) res.setHeader('Content-Length', length);
}

export function pageCsp(csp, req, res) {
  const nonce = randomBytes(16).toString('base64');
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  const route = routeKey(req.url);
  const preview = isPreviewPath(route);
  const { writeHead, write, end, flushHeaders } = res;
  /**
   * A prerendered HTML answer, or a preview link's page, waits here until its body is complete:
   * its hashes come from it.
   */
  let held = null;
  const dropPolicyFrom = (given) => {
    if (!given) return;
    for (const k of Object.keys(given)) {
      const l = k.toLowerCase();
      if (l === 'content-security-policy' || l === 'reporting-endpoints') delete given[k];
    }
  };
  // PortOne's verification window is a cross-origin pop-up that reports back to its opener:
  // `same-origin` would sever it. Pages rendered per request relax it only with that provider.
  const allowPopups = (given) => {
    if (!csp.identity) return;
    if (given)
      for (const k of Object.keys(given))
        if (k.toLowerCase() === 'cross-origin-opener-policy') delete given[k];
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  };
  res.writeHead = function cspWriteHead(status, ...rest) {
    if (held) return this;
    // A 304's headers replace the stored answer's in the browser's cache: without a body to go
    // with it, a policy here (the asset one) would replace the page's hashes. Send none.
    if (status === 304) {
      res.removeHeader('Content-Security-Policy');
      res.removeHeader('Reporting-Endpoints');
      return writeHead.call(this, status, ...rest);
    }
    const given = rest.find((a) => a && typeof a === 'object');
    const header = (name) => {
      if (given) {
        for (const [k, v] of Object.entries(given)) if (k.toLowerCase() === name) return String(v);
      }
      const v = res.getHeader(name);
      return v === undefined ? '' : [v].flat().join(',');
    };
    const contentType = header('content-type');
    // NOTE: Next sets this header twice on a cache hit ("1,1").
    const prerendered = header('x-nextjs-prerender').split(',')[0].trim() === '1';
    dropPolicyFrom(given);
    const html = /^text\/html\b/i.test(contentType);
    if (html && !prerendered) allowPopups(given);
    if (html && req.method !== 'HEAD' && (prerendered || preview || !isConsolePath(route))) {
      held = {
        status,
        rest,
        chunks: [],
        kind: prerendered ? 'prerendered' : preview ? 'preview' : 'rendered',
      };
      return this;
    }
    res.setHeader(
      'Content-Security-Policy',
      policyFor(csp, { route, nonce, status, contentType, prerendered }),
    );
    res.setHeader('Reporting-Endpoints', REPORTING_ENDPOINTS);
    return writeHead.call(this, status, ...rest);
  };
  const hold = (chunk, encoding) => {
    if (chunk == null || chunk.length === 0) return;
    held.chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
    );
  };
  res.flushHeaders = function cspFlushHeaders() {
    if (held) return;
    return flushHeaders.call(this);
  };
  res.write = function cspWrite(chunk, encoding, cb) {
    if (!held && !this.headersSent) this.writeHead(this.statusCode);
    if (!held) return write.call(this, chunk, encoding, cb);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : cb;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function cspEnd(chunk, encoding, cb) {
    if (typeof chunk === 'function') [cb, chunk, encoding] = [chunk, undefined, undefined];
    if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    if (!held && !this.headersSent) this.writeHead(this.statusCode);
    if (!held) return end.call(this, chunk, encoding, cb);
    hold(chunk, encoding);
    const { status, rest, kind, chunks } = held;
    held = null;
    const coding = String(res.getHeader('content-encoding') ?? headerIn(rest, 'content-encoding') ?? '');
    const nexts = Buffer.concat(chunks);
    // NOTE: the console's pages go as Next wrote them, prerendered ones too: the door's service
    // worker finds the scripts to keep offline in the page's `src` attributes (public/door-sw.js).
    const inConsole = isConsolePath(route);
    const body =
      kind === 'prerendered' && !inConsole
        ? deferredBody(csp, nexts, coding)
        : kind === 'rendered'
          ? rewritten(nexts, coding)
          : nexts;
    if (body !== nexts) setLength(res, rest, body.length);
    res.setHeader(
      'Content-Security-Policy',
      kind === 'prerendered'
        ? policyForBody(csp, body, coding)
        : kind === 'preview'
          ? policyForRenderedBody(csp, nonce, body, coding)
          : policyFor(csp, { route, nonce, status, contentType: 'text/html', prerendered: false }),
    );
    res.setHeader('Reporting-Endpoints', REPORTING_ENDPOINTS);
    writeHead.call(this, status, ...rest);
    return end.call(this, body, cb);
  };
}
