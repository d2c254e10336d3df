import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  identityRequestBody,
  identityRequestResponse,
  identityResultBody,
  identityResultResponse,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import { type ApiApp, createRouter } from '../api/router';
import { optionalMember } from '../auth/middleware';
import { errorAnswers, jsonAnswer, jsonBody } from '../auth/openapi';
import { findActiveById } from '../members/service';
import { clientIp, hit } from '../rate-limit';
import { mountDemoIdentity } from './demo-provider';
import { createIdentityRequest, submitIdentityResult } from './service';

export const IDENTITY_LIMIT = { limit: 30, windowSeconds: 10 * 60 };
const tags = ['identity'];

const requests = createRoute({
  method: 'post',
  path: '/identity/requests',
  tags,
  summary: 'Start identity verification: a single-use request id and the provider page to open',
  middleware: [optionalMember] as const,
  request: { body: jsonBody(identityRequestBody) },
  responses: { 201: jsonAnswer(identityRequestResponse, 'Request created'), ...errorAnswers },
});
const results = createRoute({
  method: 'post',
  path: '/identity/results',
  tags,
  summary: "Submit the provider's encrypted result (decrypted on the server only)",
  middleware: [optionalMember] as const,
  request: { body: jsonBody(identityResultBody) },
  responses: {
    200: jsonAnswer(identityResultResponse, 'Verified person and the ticket to use it'),
    ...errorAnswers,
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
    let userId: string | null = null;
    if (purpose === 'tel_change') {
      const member = c.var.memberId ? await findActiveById(db, c.var.memberId) : undefined;
      if (!member) throw new ApiError(401, 'UNAUTHORIZED');
      userId = member.id;
    }
    return c.json(await createIdentityRequest(db, purpose, userId, t), 201);
  });

  // POST /api/identity/results - open the result for its request, once
  r.openapi(results, async (c) => {
    const { db, now } = c.var.deps;
    const { requestId, result, memberType } = c.req.valid('json');
    return c.json(await submitIdentityResult(db, requestId, result, c.var.memberId, now(), memberType), 200);
  });

  mountDemoIdentity(r);
  return r;
}

/** Mounts `/identity/*`. */
export function mountIdentity(app: ApiApp) {
  app.route('/', identityRouter());
}
