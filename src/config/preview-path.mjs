// Where a preview link's page lives (issue 49, decisions 032 and 041). One definition for both
// sides: the studio's API makes the links (src/server/content/history-routes.ts) and the production
// server hashes the style attributes of these pages, which are rendered per request
// (src/runtime/csp-server.mjs). Plain JavaScript, so the runtime imports it as it is; types in
// preview-path.d.mts.

/** The page a preview token is appended to (`/preview/<token>`; `/en/preview/<token>` in English). */
export const PREVIEW_PATH = '/preview';

const PREVIEW_ROUTE = new RegExp(`^(?:/en)?${PREVIEW_PATH}/[^/]+$`);

/**
 * Whether a request path (no query) is a preview link's page, in either language.
 * @param {string} path
 */
export function isPreviewPath(path) {
  return PREVIEW_ROUTE.test(path);
}
