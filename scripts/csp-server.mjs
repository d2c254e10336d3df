// The Content-Security-Policy of each page answer scripts/server.mjs sends (decision 011).
//
// - A prerendered page (Next marks the answer `x-nextjs-prerender: 1`) is the same bytes for
//   everyone: its policy lists the hashes of its own inline scripts from the build's
//   csp-manifest.json (scripts/csp-hashes.mjs). No per-request work beyond a map lookup.
// - Any other page is rendered for this request: the server makes a nonce and hands it to Next in
//   the request's `Content-Security-Policy` header, which Next reads and puts on every script it
//   writes (its bootstrap, the RSC payload, `<script src>` chunks). The policy names the nonce
//   and the hashes every page shares (the font loader in the root layouts, which Next does not nonce).
//
// The decision is taken when the answer's headers are written, so it follows what Next actually
// sent, not a guess from the URL.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSP_MANIFEST, cspManifest } from './csp-hashes.mjs';
import { buildCsp, REPORTING_ENDPOINTS } from './csp-policy.mjs';

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
      buildCsp({ hashes, styleHashes: manifest.styles?.[route], thirdParties: manifest.thirdParties }),
    ]),
  );
  return { manifest, policies, assetPolicy: buildCsp({ thirdParties: manifest.thirdParties }) };
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
  return buildCsp({ nonce, hashes: csp.manifest.shared, thirdParties: csp.manifest.thirdParties });
}

/**
 * Prepares one page request: a fresh nonce for Next (a client's own CSP request header is
 * dropped: it would choose the nonce), and the policy set when the headers are written.
 * @param {ReturnType<typeof loadCspManifest>} csp
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function pageCsp(csp, req, res) {
  const nonce = randomBytes(16).toString('base64');
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  const route = routeKey(req.url);
  const writeHead = res.writeHead;
  res.writeHead = function cspWriteHead(status, ...rest) {
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
    const policy = policyFor(csp, {
      route,
      nonce,
      status,
      contentType: header('content-type'),
      // NOTE: Next sets this header twice on a cache hit ("1,1").
      prerendered: header('x-nextjs-prerender').split(',')[0].trim() === '1',
    });
    if (given) {
      for (const k of Object.keys(given)) {
        const l = k.toLowerCase();
        if (l === 'content-security-policy' || l === 'reporting-endpoints') delete given[k];
      }
    }
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Reporting-Endpoints', REPORTING_ENDPOINTS);
    return writeHead.call(this, status, ...rest);
  };
}
