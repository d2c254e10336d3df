import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  identityRequestBody,
  identityRequestResponse,
  identityResultBody,
  identityResultResponse,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import { errorAnswer, json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { optionalMember } from '../auth/middleware';
import { findActiveById } from '../members/service';
import { clientIp, hit } from '../rate-limit';
import { mountDemoIdentity } from './demo-provider';
import { createIdentityRequest, IDENTITY_REQUEST_TTL_SECONDS, submitIdentityResult } from './service';

export const IDENTITY_LIMIT = { limit: 30, windowSeconds: 10 * 60 };
const tags = ['identity'];

const error = errorAnswer;
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } },
};
/** The answers both routes share: the request itself refused, or the provider or database down. */
const common = {
  400: error('Not well-formed JSON'),
  413: error('Body over 64 KiB'),
  415: error('Not a JSON body'),
  422: error('Validation failed (`error.fields`), or a refused result: `error.code` says why'),
  503: {
    ...error(
      'IDENTITY_UNAVAILABLE (no provider configured, or the provider unreachable or failing: the same request may be retried) or SERVICE_UNAVAILABLE (database)',
    ),
    headers: retryAfter,
  },
};

const requests = createRoute({
  method: 'post',
  path: '/identity/requests',
  tags,
  summary: "Start identity verification: a single-use request id and what opens the provider's window",
  description: `Refused beyond the schema: 401 \`UNAUTHORIZED\` for \`tel_change\` without a signed-in member; 429 \`RATE_LIMITED\` past ${IDENTITY_LIMIT.limit} requests in ${IDENTITY_LIMIT.windowSeconds / 60} minutes from one address.`,
  middleware: [optionalMember] as const,
  request: { body: jsonBody(identityRequestBody) },
  responses: {
    201: json(identityRequestResponse, 'Request created'),
    401: error('A phone change (`tel_change`) needs a signed-in member'),
    429: { ...error('Rate limited'), headers: retryAfter },
    ...common,
  },
});
const results = createRoute({
  method: 'post',
  path: '/identity/results',
  tags,
  summary:
    "Submit the provider's result (the demo's encrypted string, or PortOne's identityVerificationId), verified on the server only",
  description: `Refused beyond the schema (each refusal after the provider answered uses the request up): 422 \`IDENTITY_MALFORMED\` (a request id that is not one this server issues, or a result whose name, phone or birth date is not well-formed), \`IDENTITY_UNKNOWN_REQUEST\`, \`IDENTITY_EXPIRED\` (${IDENTITY_REQUEST_TTL_SECONDS / 60} minutes after the request), \`IDENTITY_FORGED\`, \`IDENTITY_FAILED\`, \`IDENTITY_CANCELLED\`, \`IDENTITY_OTHER_STORE\`; 403 \`FORBIDDEN\` (another member's phone change) or \`IDENTITY_MISMATCH\` (another person); 409 \`IDENTITY_REPLAYED\`, \`ALREADY_REGISTERED\` or \`MEMBER_TYPE_CONVERSION\` (the person is a member already).`,
  middleware: [optionalMember] as const,
  request: { body: jsonBody(identityResultBody) },
  responses: {
    200: json(identityResultResponse, 'Verified person and the ticket to use it'),
    403: error("A phone change request of another member, or another person's identity (IDENTITY_MISMATCH)"),
    409: error('Request already used (IDENTITY_REPLAYED), or the person already has an account'),
    ...common,
  },
});

/** Identity verification (DESIGN.md): requests, results, and the demo provider page. */
export function identityRouter(): ApiApp {
  const r = createRouter();

  // POST /api/identity/requests - a request id for sign-up (anyone) or a phone change (member)
  r.openapi(requests, async (c) => {
    const { db, now } = c.var.deps;
    const { purpose } = c.req.valid('json');
    const t = now();
    await hit(db, `identity:ip:${clientIp(c.req.raw)}`, IDENTITY_LIMIT, t);
    let memberId: string | null = null;
    if (purpose === 'tel_change') {
      const member = c.var.memberId ? await findActiveById(db, c.var.memberId) : undefined;
      if (!member) throw new ApiError(401, 'UNAUTHORIZED');
      memberId = member.id;
    }
    return c.json(await createIdentityRequest(db, { purpose, memberId, now: t }), 201);
  });

  // POST /api/identity/results - open the result for its request, once
  r.openapi(results, async (c) => {
    const { db, now } = c.var.deps;
    const opened = { ...c.req.valid('json'), memberId: c.var.memberId, now: now() };
    return c.json(await submitIdentityResult(db, opened), 200);
  });

  mountDemoIdentity(r);
  return r;
}

/** Mounts `/identity/*`. */
export function mountIdentity(app: ApiApp) {
  app.route('/', identityRouter());
}
