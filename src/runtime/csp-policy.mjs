// The pages' Content-Security-Policy (decision 011), in plain JavaScript because the production
// server (plain Node, no build) builds it per response (csp-server.mjs) and the build step records
// what it needs from the build (csp-hashes.mjs, the per-page manifest); types in csp-policy.d.mts.
//
// script-src never has 'unsafe-inline': a prerendered page lists the SHA-256 hashes of its own
// inline scripts (computed from the built HTML), a page rendered per request gets a fresh nonce
// that Next puts on every script it writes. No 'strict-dynamic': it would switch off 'self', and a
// prerendered page's `<script src="/_next/static/…">` tags carry neither nonce nor integrity hash
// (Turbopack builds have no SRI), so every chunk would be blocked. 'self' plus the configured
// third-party hosts is the allow-list for script files; inline code needs its hash or the nonce.

import { CSP_REPORT_PATH } from '../config/csp-report.mjs';

/** The Reporting-Endpoints name `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Third parties the build loads: NEXT_PUBLIC_* keys are compiled into the pages, so the build
 * decides, and the manifest records it (an instance started with other values changes nothing).
 * @param {Record<string, string | undefined>} env
 * @returns {{ gtm: boolean, kakao: boolean }}
 */
export function thirdPartiesFrom(env) {
  const set = (v) => typeof v === 'string' && v.trim() !== '';
  return {
    gtm: set(env.NEXT_PUBLIC_GTM_ID) || set(env.NEXT_PUBLIC_GA_ID),
    kakao: set(env.NEXT_PUBLIC_KAKAO_JS_KEY),
  };
}

/** PortOne's own hosts (its SDK opens verification frames and calls its API from them). */
const PORTONE_HOSTS = 'https://*.portone.io';

/**
 * The identity provider's browser origins, from the server's environment (read at run time: the
 * provider is a runtime setting, and only pages rendered per request carry it). Null unless
 * IDENTITY_PROVIDER=portone: the SDK then loads from PORTONE_SDK_URL (PortOne's CDN by default).
 * @param {Record<string, string | undefined>} env
 * @returns {{ sdkOrigin: string } | null}
 */
export function identityFrom(env) {
  if (env.IDENTITY_PROVIDER !== 'portone') return null;
  try {
    return { sdkOrigin: new URL(env.PORTONE_SDK_URL || 'https://cdn.portone.io/v2/browser-sdk.js').origin };
  } catch {
    return null;
  }
}

/**
 * The policy for one page.
 * @param {{ hashes?: string[], nonce?: string, styleHashes?: string[], thirdParties?: { gtm: boolean, kakao: boolean }, identity?: { sdkOrigin: string } | null }} page
 *   `hashes`: `sha256-…` sources of the page's inline scripts (prerendered pages); `nonce`: the
 *   request's nonce (dynamic pages); `styleHashes`: its `style` attribute values; `identity`: the
 *   PortOne SDK's origin when that provider is configured (see identityFrom).
 * @returns {string}
 */
export function buildCsp({
  hashes = [],
  nonce,
  styleHashes = [],
  thirdParties = { gtm: false, kakao: false },
  identity = null,
} = {}) {
  const portone = identity ? [...new Set([identity.sdkOrigin, PORTONE_HOSTS])] : [];
  const gtm = thirdParties.gtm;
  const kakao = thirdParties.kakao;
  const script = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes.map((h) => `'${h}'`),
    ...(kakao ? ['https://t1.kakaocdn.net'] : []),
    ...(gtm ? ['https://www.googletagmanager.com'] : []),
    ...(identity ? [identity.sdkOrigin] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline event handler attributes (onclick=…) are never allowed, whatever script-src says.
    "script-src-attr 'none'",
    // No inline <style>; `style="…"` attributes only with the exact values the page was built
    // with ('unsafe-hashes' + their hashes). Styles set from script (CSSOM) are not affected.
    "style-src 'self'",
    styleHashes.length
      ? `style-src-attr 'unsafe-hashes' ${styleHashes.map((h) => `'${h}'`).join(' ')}`
      : "style-src-attr 'none'",
    `img-src 'self' data: blob:${gtm ? ' https://www.googletagmanager.com' : ''}`,
    "font-src 'self' data:",
    [
      "connect-src 'self'",
      ...(gtm
        ? [
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://www.googletagmanager.com',
          ]
        : []),
      ...(kakao ? ['https://*.kakao.com'] : []),
      ...portone,
    ].join(' '),
    ["frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com", ...portone].join(' '),
    "media-src 'self'",
    // The door's service worker (/door-sw.js, decision 018) is a same-origin script file.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** The Reporting-Endpoints header sent beside the policy (`report-to csp`). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
