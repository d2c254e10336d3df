import 'server-only';
import {
  answerBody,
  idParam,
  inquiriesQuery,
  inquiriesResponse,
  inquiryDetail,
  inquiryPatch,
  okResponse,
  revealBody,
  revealResponse,
} from '@/schemas/admin';
import { json, jsonBody } from '../api/openapi';
import { acting, adminErrors, consoleRouter, staffRoute } from '../staff/route-kit';
import { answerInquiry, closeInquiry, getInquiry, listInquiries, revealInquiry } from './inquiries';

const r = consoleRouter();

// GET /api/admin/inquiries - Contact messages and member counsels, masked
r.openapi(
  staffRoute('inquiries.read', {
    method: 'get',
    path: '/admin/inquiries',
    summary: 'Inquiry inbox (filter by type, state, source)',
    request: { query: inquiriesQuery },
    responses: { 200: json(inquiriesResponse, 'Inquiries'), ...adminErrors },
  }),
  async (c) =>
    c.json(await listInquiries(c.var.deps.db, c.req.valid('query'), c.var.actor, c.var.deps.now()), 200),
);

// GET /api/admin/inquiries/{id} - one inquiry with its answers (audited read)
r.openapi(
  staffRoute('inquiries.read', {
    method: 'get',
    path: '/admin/inquiries/{id}',
    summary: 'One inquiry (contact details masked)',
    request: { params: idParam },
    responses: { 200: json(inquiryDetail, 'The inquiry'), ...adminErrors },
  }),
  async (c) => c.json(await getInquiry(c.var.deps.db, { id: c.req.valid('param').id, ...acting(c) }), 200),
);

// POST /api/admin/inquiries/{id}/reveal - the inquirer's e-mail or phone, with a reason (audited)
r.openapi(
  staffRoute('inquiries.reveal', {
    method: 'post',
    path: '/admin/inquiries/{id}/reveal',
    summary: "Reveal an inquirer's e-mail or phone for a stated reason (audited)",
    request: { params: idParam, body: jsonBody(revealBody) },
    responses: { 200: json(revealResponse, 'The value'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await revealInquiry(c.var.deps.db, {
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...acting(c),
      }),
      200,
    ),
);

// POST /api/admin/inquiries/{id}/answer - answer (mailed in the inquirer's language, shown on /my/counsel)
r.openapi(
  staffRoute('inquiries.answer', {
    method: 'post',
    path: '/admin/inquiries/{id}/answer',
    summary: 'Answer an inquiry: stored, mailed through the outbox, state answered',
    request: { params: idParam, body: jsonBody(answerBody) },
    responses: { 201: json(okResponse, 'Answered'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await answerInquiry(c.var.deps.db, {
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...acting(c),
      }),
      201,
    ),
);

// PATCH /api/admin/inquiries/{id} - close an inquiry
r.openapi(
  staffRoute('inquiries.answer', {
    method: 'patch',
    path: '/admin/inquiries/{id}',
    summary: 'Close an inquiry',
    request: { params: idParam, body: jsonBody(inquiryPatch) },
    responses: { 200: json(okResponse, 'Closed'), ...adminErrors },
  }),
  async (c) => {
    await closeInquiry(c.var.deps.db, { id: c.req.valid('param').id, ...acting(c) });
    return c.json({ ok: true as const }, 200);
  },
);

/** The inquiry inbox: list, read, reveal, answer, close (mounted by ./routes.ts). */
export const inquiriesRoutes = r;
