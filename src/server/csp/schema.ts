import 'server-only';
import { z } from '@hono/zod-openapi';

// What browsers send to `report-uri` / `report-to` (decision 011). Unknown keys are dropped; the
// fields we keep are checked for type only (their length is cut when stored, never refused: a
// report that cannot be stored is a violation nobody sees).

const MAX_INT = 2_147_483_647;
const position = z.number().int().min(0).max(MAX_INT);

/** `Content-Type: application/csp-report`: the `report-uri` form (Firefox, Safari, older Chrome). */
export const legacyCspReport = z
  .object({
    'csp-report': z
      .object({
        'document-uri': z.string(),
        'effective-directive': z.string().optional(),
        'violated-directive': z.string().optional(),
        'blocked-uri': z.string().optional(),
        disposition: z.string().optional(),
        'source-file': z.string().optional(),
        'line-number': position.optional(),
        'column-number': position.optional(),
        'script-sample': z.string().optional(),
        'status-code': position.optional(),
      })
      // Firefox and older Chrome send only the violated directive; one of the two is required.
      .refine((r) => Boolean(r['effective-directive'] ?? r['violated-directive']), {
        path: ['effective-directive'],
        message: 'required',
      })
      .openapi({ anyOf: [{ required: ['effective-directive'] }, { required: ['violated-directive'] }] }),
  })
  .openapi('CspReportUri');

/** The body of one `csp-violation` report of the Reporting API (`report-to`). */
export const cspViolationBody = z.object({
  documentURL: z.string(),
  effectiveDirective: z.string(),
  blockedURL: z.string().nullish(),
  disposition: z.string().nullish(),
  sourceFile: z.string().nullish(),
  lineNumber: position.nullish(),
  columnNumber: position.nullish(),
  sample: z.string().nullish(),
  statusCode: position.nullish(),
});

/**
 * `Content-Type: application/reports+json`: a batch of reports of any type (Chrome sends
 * deprecation and intervention reports to the same endpoint); only `csp-violation` ones are kept.
 */
export const reportingApiBatch = z
  .array(
    z
      .object({
        type: z.string(),
        url: z.string().optional(),
        user_agent: z.string().optional(),
        age: z.number().optional(),
        body: z.record(z.string(), z.unknown()).nullish(),
      })
      // NOTE: what reportRows() enforces, read off the same schema: a `csp-violation` report carries
      // a body of `cspViolationBody`; other types are accepted and ignored.
      .openapi({
        anyOf: [
          { properties: { type: { not: { enum: ['csp-violation'] } } } },
          {
            properties: {
              body: z.toJSONSchema(cspViolationBody, { io: 'input', target: 'openapi-3.0' }) as {
                type: 'object';
              },
            },
            required: ['body'],
          },
        ],
      }),
  )
  .min(1)
  .max(100)
  .openapi('ReportingApiBatch');

export const cspReportBody = z.union([legacyCspReport, reportingApiBatch]);
