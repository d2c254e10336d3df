import 'server-only';
import { createRoute, type z } from '@hono/zod-openapi';
import { CSP_REPORT_ROUTE } from '@/config/csp-report.mjs';
import { errorSchema, json } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { validationError } from '../api/validation';
import { clientIp } from '../rate-limit';
import { cspReportBody } from './schema';
import { CSP_REPORT_RATE_RULE, countCspReport, storeCspReports, unsupportedMediaType } from './service';

const router = createRouter();

// POST /api/csp-report - a browser reports a Content-Security-Policy violation (decision 011)
router.openapi(
  createRoute({
    method: 'post',
    path: CSP_REPORT_ROUTE,
    tags: ['csp'],
    description: `Counted before it is read: 429 \`RATE_LIMITED\` past ${CSP_REPORT_RATE_RULE.limit} reports in ${CSP_REPORT_RATE_RULE.windowSeconds} s from one address, whatever the body. A body of \`application/csp-report\` is parsed here and checked against the same schema: not JSON, or not a report, is 422 \`VALIDATION_FAILED\`. Any other media type is 415.`,
    request: {
      // NOTE: not required, so the JSON validator runs only for JSON media types; the handler
      // checks `application/csp-report` against the same schema and refuses any other type.
      body: {
        content: {
          'application/reports+json': { schema: cspReportBody },
          'application/csp-report': { schema: cspReportBody },
          'application/json': { schema: cspReportBody },
        },
        required: false,
      },
    },
    responses: {
      204: { description: 'Stored (reports of other types are ignored)' },
      400: json(errorSchema, 'Not well-formed JSON'),
      413: json(errorSchema, 'Too large'),
      415: json(errorSchema, 'Not a report media type'),
      422: json(errorSchema, 'Not a report'),
      429: json(errorSchema, 'Rate limited'),
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    await countCspReport(db, clientIp(c.req.raw), t);
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    let body: z.output<typeof cspReportBody>;
    if (type === 'application/csp-report') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        parsed = undefined;
      }
      const result = cspReportBody.safeParse(parsed);
      if (!result.success) throw validationError(result.error.issues, parsed);
      body = result.data;
    } else if (type === 'application/reports+json' || type === 'application/json') {
      body = c.req.valid('json');
    } else {
      throw unsupportedMediaType();
    }
    await storeCspReports(db, {
      body,
      ip: clientIp(c.req.raw),
      userAgent: c.req.header('user-agent'),
      now: t,
    });
    return c.body(null, 204);
  },
);

/** Mounts the CSP report endpoint under /api. */
export function mountCsp(app: ApiApp) {
  app.route('/', router);
}
