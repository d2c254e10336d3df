import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  adminPolicyList,
  adminPolicyVersion,
  policyKindParam,
  policyLangQuery,
  policyVersionBody,
  policyVersionParam,
  publicPolicy,
  publicPolicyVersion,
} from '@/schemas/policies';
import { ApiError } from '../api/errors';
import { requestLocale } from '../api/i18n';
import { errorSchema, json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors, staffRoute } from '../staff/route-kit';
import {
  createPolicyVersion,
  adminPolicyList as listForConsole,
  publicPolicy as policyForPublic,
  publicPolicyVersion as versionForPublic,
} from './policies';

const r = createRouter<StaffEnv>();
const tags = ['policies'];
const notFound = { 404: json(errorSchema, 'No such version in force or earlier') };

// GET /api/admin/policies/{kind} - every version, with the one in force and the scheduled ones
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/policies/{kind}',
    summary: 'Every version of a policy (privacy, terms), newest first, with its status today',
    request: { params: policyKindParam },
    responses: { 200: json(adminPolicyList, 'The versions'), ...adminErrors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listForConsole(db, c.req.valid('param').kind, now()), 200);
  },
);

// POST /api/admin/policies/{kind}/versions - a new version (number max + 1) effective today or later
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/policies/{kind}/versions',
    summary:
      'Publish a new version of a policy; it replaces the one in force on its effective date (Asia/Seoul)',
    request: { params: policyKindParam, body: jsonBody(policyVersionBody) },
    responses: { 201: json(adminPolicyVersion, 'Created'), ...adminErrors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const created = await createPolicyVersion(db, {
      kind: c.req.valid('param').kind,
      body: c.req.valid('json'),
      actor: c.var.actor,
      now: now(),
    });
    return c.json(created, 201);
  },
);

// GET /api/policies/{kind} - the version in force and the list of versions that have been in force
r.openapi(
  createRoute({
    method: 'get',
    path: '/policies/{kind}',
    tags,
    summary: 'The policy in force (sanitised HTML in the caller’s language) and its public history',
    request: { params: policyKindParam, query: policyLangQuery },
    responses: { 200: json(publicPolicy, 'The policy in force'), ...notFound },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const found = await policyForPublic(db, c.req.valid('param').kind, requestLocale(c.req.raw), now());
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// GET /api/policies/{kind}/versions/{version} - one version in force or earlier (a scheduled one is 404)
r.openapi(
  createRoute({
    method: 'get',
    path: '/policies/{kind}/versions/{version}',
    tags,
    summary: 'One version of a policy that is or was in force; scheduled versions are not public',
    request: { params: policyVersionParam, query: policyLangQuery },
    responses: { 200: json(publicPolicyVersion, 'The version'), ...notFound },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const { kind, version } = c.req.valid('param');
    const found = await versionForPublic(db, kind, version, requestLocale(c.req.raw), now());
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found.version, 200);
  },
);

/** Mounts the console's policy routes (`/admin/policies/*`) and the public ones (`/policies/*`). */
export function mountPolicies(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
