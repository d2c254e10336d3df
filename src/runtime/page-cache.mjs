// Prerendered answers served from memory by server.mjs (decision 016).
//
// A prerendered page (and its RSC payload for client navigation) is the same bytes for everyone
// until the next publish, yet Next's request handler costs ~2 ms of CPU per answer to send them
// (its router, the locale proxy, the incremental cache, the CSP hashing around it), so the app
// alone served `/archive` at 2% of what nginx does with the same bytes. This keeps the answer Next
// actually sent, exactly as it left the server (status, every header including the
// Content-Security-Policy with that body's hashes, the body), and sends it again for the same
// request. What is kept is what Next marked prerendered and fresh (`x-nextjs-prerender: 1`,
// `x-nextjs-cache: HIT` or `MISS`, never `STALE`), with no Set-Cookie; anything else, and every
// request that could be answered differently (conditional, range, a draft-mode cookie, a method
// other than GET, the warm round), goes to Next as before. `clear()` empties it and `forget(paths)`
// drops the answers of some pages: the server calls one around each regeneration after a publish
// (decisions 014, 055), and an answer that was being made while it ran is not kept.

/** Request headers a prerendered answer varies on (Next's `Vary`, and the compression). */
const VARY = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
];
/** Headers of the connection, not of the answer: Node writes its own. */
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Requests that must reach Next: conditional or partial, draft mode, the server's own warm round. */
const BYPASS = ['if-none-match', 'if-modified-since', 'range', 'x-moru-warm', 'x-prerender-revalidate'];
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
const MAX_BODY = 4 * 1024 * 1024;

/** The lifetime a shared cache may give the answer (`s-maxage`, else `max-age`), in ms; 0 if none. */
export function sharedLifetimeMs(cacheControl = '') {
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const m = cacheControl.match(/\bs-maxage=(\d+)/i) ?? cacheControl.match(/\bmax-age=(\d+)/i);
  return m ? Number(m[1]) * 1000 : 0;
}

const lower = (v) => (v === undefined ? '' : String(Array.isArray(v) ? v.join(',') : v));

/**
 * @param {{ maxEntries?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxEntries = 500, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number }>} */
  const entries = new Map();
  let generation = 0;

  /** The key of a request the cache may answer, or null. */
  const keyOf = (req) => {
    if (req.method !== 'GET') return null;
    const h = req.headers;
    for (const name of BYPASS) if (h[name] !== undefined) return null;
    if (h.cookie && DRAFT_COOKIE.test(lower(h.cookie))) return null;
    return [req.url, ...VARY.map((name) => lower(h[name]))].join('\n');
  };

  return {
    get size() {
      return entries.size;
    },

    /** Drops every kept answer; answers being made now are not kept either. */
    clear() {
      generation++;
      entries.clear();
    },

    /**
     * Drops the kept answers of these paths (any query, any variant: `/faq` and `/faq?_rsc=…`);
     * answers being made now are not kept either, as with `clear()`.
     */
    forget(paths) {
      generation++;
      const gone = new Set(paths);
      for (const key of entries.keys()) {
        const url = key.slice(0, key.indexOf('\n'));
        const q = url.indexOf('?');
        if (gone.has(q === -1 ? url : url.slice(0, q))) entries.delete(key);
      }
    },

    /** Sends the kept answer for this request; false when there is none (the caller asks Next). */
    serve(req, res) {
      const key = keyOf(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      if (now() >= entry.expires) {
        entries.delete(key);
        return false;
      }
      res.writeHead(entry.status, entry.headers);
      res.end(entry.body);
      return true;
    },

    /**
     * Watches the answer Next is about to write for this request and keeps it if it qualifies.
     * Call it before anything else wraps `res` (the CSP wrapper), so what is kept is what is sent.
     */
    capture(req, res) {
      const key = keyOf(req);
      if (key === null) return;
      const started = generation;
      const { writeHead, write, end } = res;
      /** @type {{ status: number, headers: Record<string, string | string[]>, ttl: number } | null} */
      let keep = null;
      let chunks = [];
      let size = 0;
      res.writeHead = function captureWriteHead(status, ...rest) {
        const given = rest.find((a) => a && typeof a === 'object');
        // By lower-case name, each with the spelling it was set with (sent as Next sent it).
        const headers = {};
        const spelled = new Map(res.getRawHeaderNames().map((name) => [name.toLowerCase(), name]));
        for (const [k, v] of Object.entries(res.getHeaders())) headers[k] = v;
        if (Array.isArray(given)) {
          keep = null;
        } else {
          for (const [k, v] of Object.entries(given ?? {})) {
            headers[k.toLowerCase()] = v;
            spelled.set(k.toLowerCase(), k);
          }
          const ttl = sharedLifetimeMs(lower(headers['cache-control']));
          const prerendered = lower(headers['x-nextjs-prerender']).split(',')[0].trim() === '1';
          const cache = lower(headers['x-nextjs-cache']).split(',')[0].trim().toUpperCase();
          if (
            status === 200 &&
            prerendered &&
            (cache === 'HIT' || cache === 'MISS') &&
            headers['set-cookie'] === undefined &&
            ttl > 0
          ) {
            const sent = {};
            for (const [name, v] of Object.entries(headers)) {
              if (!HOP.has(name) && name !== 'content-length') sent[spelled.get(name) ?? name] = v;
            }
            keep = { status, headers: sent, ttl };
          }
        }
        return writeHead.call(this, status, ...rest);
      };
      const hold = (chunk, encoding) => {
        if (!keep || chunk == null || typeof chunk === 'function') return;
        const buf = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
        size += buf.length;
        if (size > MAX_BODY) {
          keep = null;
          chunks = [];
          return;
        }
        chunks.push(buf);
      };
      res.write = function captureWrite(chunk, encoding, cb) {
        const result = write.call(this, chunk, encoding, cb);
        hold(chunk, encoding);
        return result;
      };
      res.end = function captureEnd(chunk, encoding, cb) {
        const result = end.call(this, chunk, encoding, cb);
        hold(chunk, encoding);
        if (keep && started === generation && !res.destroyed) {
          const body = Buffer.concat(chunks);
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
          entries.set(key, {
            status: keep.status,
            headers: { ...keep.headers, 'Content-Length': String(body.length) },
            body,
            expires: now() + keep.ttl,
          });
        }
        keep = null;
        chunks = [];
        return result;
      };
    },
  };
}
