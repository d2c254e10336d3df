/**
 * Security headers sent with every page and file Next answers (next.config.ts `headers()`).
 *
 * The Content-Security-Policy is not here: it differs per page (the hashes of a prerendered page's
 * inline scripts, or a per-request nonce) and src/runtime/server.mjs sets it on every answer
 * (src/runtime/csp-policy.mjs, src/runtime/csp-server.mjs; decision 011). `next dev` and `next start`
 * send none.
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
