import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  applicantsQuery,
  applicantsResponse,
  BACKGROUND_POLL_HEADER,
  backgroundPollHeaders,
  can,
  cancelByStaffBody,
  idParam,
  revealBody,
  revealResponse,
} from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { acting, adminErrors, consoleRouter, onApplication, onEvent, staffRoute } from '../staff/route-kit';
import { cancelByStaff, exportApplicants, listApplicants, revealApplicant } from './applicants';
import { XLSX_TYPE } from './xlsx';

const r = consoleRouter();

// GET /api/admin/events/{id}/applications - applicants (masked), filters; ?format=csv|xlsx exports
r.openapi(
  staffRoute(onEvent('applicants.read'), {
    method: 'get',
    path: '/admin/events/{id}/applications',
    summary:
      'Applicants per event and slot, masked; `format=csv` (UTF-8 BOM) or `format=xlsx` (one sheet, a slot column) exports unmasked, formula-safe and audited (`applicants.export`)',
    request: { params: idParam, query: applicantsQuery, headers: backgroundPollHeaders },
    responses: {
      200: {
        content: {
          'application/json': { schema: applicantsResponse },
          'text/csv': { schema: z.string() },
          [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
        },
        description: 'Applicants',
      },
      ...adminErrors,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const { db, now } = c.var.deps;
    if (q.format !== 'json') {
      if (!can(c.var.actor.role, 'applicants.export')) throw new ApiError(403, 'FORBIDDEN');
      const out = await exportApplicants(db, id, q, q.format, c.var.actor, now());
      return c.body(out.body, 200, {
        'Content-Type': out.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
        'Content-Disposition': `attachment; filename="applicants.${out.format}"; filename*=UTF-8''${encodeURIComponent(out.filename)}`,
        'Cache-Control': 'no-store',
      });
    }
    const backgroundPoll = c.req.header(BACKGROUND_POLL_HEADER) === '1';
    return c.json(await listApplicants(db, id, q, c.var.actor, now(), { backgroundPoll }), 200);
  },
);

// POST /api/admin/applications/{id}/reveal - one unmasked value, with a reason (audited)
r.openapi(
  staffRoute(onApplication('applicants.reveal'), {
    method: 'post',
    path: '/admin/applications/{id}/reveal',
    summary: "Reveal an applicant's e-mail or phone for a stated reason (audited)",
    request: { params: idParam, body: jsonBody(revealBody) },
    responses: { 200: json(revealResponse, 'The value'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await revealApplicant(c.var.deps.db, {
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...acting(c),
      }),
      200,
    ),
);

// POST /api/admin/applications/{id}/cancel - cancel with a reason; the member is mailed
r.openapi(
  staffRoute(onApplication('applicants.cancel'), {
    method: 'post',
    path: '/admin/applications/{id}/cancel',
    summary:
      'Cancel an application with a reason (frees the seat, mails the member); a ticket already checked in only with `cancelCheckedIn: true` (409 ALREADY_CHECKED_IN otherwise)',
    request: { params: idParam, body: jsonBody(cancelByStaffBody) },
    responses: { 200: json(z.object({ status: z.literal('cancelled') }), 'Cancelled'), ...adminErrors },
  }),
  async (c) => {
    await cancelByStaff(c.var.deps.db, {
      id: c.req.valid('param').id,
      body: c.req.valid('json'),
      ...acting(c),
    });
    return c.json({ status: 'cancelled' as const }, 200);
  },
);

/** Applicants: the masked list and its exports, a revealed value, a cancellation (mounted by ./routes.ts). */
export const applicantsRoutes = r;
