import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { contactBody, contactCreated, counsel } from '@/schemas/contact';
import { CONTACT_MIN_FILL_MS } from '@/schemas/contact-rules';
import { paged, pageQuery } from '@/schemas/events';
import { requestLocale } from '../api/i18n';
import { errorSchema, json } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { memberActing, optionalMember, requireMember } from '../auth/middleware';
import { clientIp } from '../rate-limit';
import { CONTACT_RATE_RULE, myCounsels, submitInquiry } from './service';

const router = createRouter();

// POST /api/contact - store an inquiry, then say it was received; signed-in members get it on /my/counsel
router.openapi(
  createRoute({
    method: 'post',
    path: '/contact',
    tags: ['contact'],
    description: `Refused beyond the schema: 422 \`SUBMISSION_REJECTED\` when the hidden \`website\` field is filled or \`elapsedMs\` is missing or under ${CONTACT_MIN_FILL_MS} ms (a person takes longer to fill the form); 429 \`RATE_LIMITED\` past ${CONTACT_RATE_RULE.limit} inquiries in ${CONTACT_RATE_RULE.windowSeconds / 60} minutes from one address.`,
    middleware: [optionalMember] as const,
    request: { body: { content: { 'application/json': { schema: contactBody } }, required: true } },
    responses: {
      201: json(contactCreated, 'Stored'),
      422: json(errorSchema, 'VALIDATION_FAILED, or SUBMISSION_REJECTED (the bot trap)'),
      429: json(errorSchema, 'Rate limited'),
    },
  }),
  async (c) => {
    const created = await submitInquiry(c.var.deps.db, {
      body: c.req.valid('json'),
      memberId: c.var.memberId,
      ip: clientIp(c.req.raw),
      locale: requestLocale(c.req.raw),
      now: c.var.deps.now(),
    });
    return c.json(created, 201);
  },
);

// GET /api/users/my/counsels - the member's consultation history with answers
router.openapi(
  createRoute({
    method: 'get',
    path: '/users/my/counsels',
    tags: ['contact'],
    security: [{ bearerAuth: [] }],
    middleware: [requireMember] as const,
    request: { query: pageQuery },
    responses: { 200: json(paged(counsel), 'Inquiries'), 401: json(errorSchema, 'Not signed in') },
  }),
  async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await myCounsels(c.var.deps.db, { page, ...memberActing(c) }), 200);
  },
);

/** Mounts the contact domain under /api. */
export function mountContact(app: ApiApp) {
  app.route('/', router);
}
