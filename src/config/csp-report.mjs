// Where browsers send Content-Security-Policy violation reports (decision 011). One definition for
// both sides: the policy the production server sets names it (src/runtime/csp-policy.mjs) and the
// API serves it (src/server/csp/routes.ts). Plain JavaScript, so the runtime (plain Node, no build)
// imports it as it is; types in csp-report.d.mts.

/** The report route inside the API, which serves every route under `/api` (src/server/composition/app.ts). */
export const CSP_REPORT_ROUTE = '/csp-report';

/** The address the policy names in `report-uri` and in `Reporting-Endpoints`. */
export const CSP_REPORT_PATH = `/api${CSP_REPORT_ROUTE}`;
