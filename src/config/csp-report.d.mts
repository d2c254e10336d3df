export const CSP_REPORT_ROUTE: '/csp-report';
export const CSP_REPORT_PATH: '/api/csp-report';
