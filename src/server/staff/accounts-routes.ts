import 'server-only';
import { idParam, staffCreateBody, staffListResponse, staffPatchBody, staffRow } from '@/schemas/admin';
import { json, jsonBody } from '../api/openapi';
import { createStaff, listStaff, updateStaff } from './accounts';
import { acting, adminErrors, consoleRouter, staffRoute } from './route-kit';

const r = consoleRouter();

// GET /api/admin/staff - staff accounts
r.openapi(
  staffRoute('staff.manage', {
    method: 'get',
    path: '/admin/staff',
    summary: 'Staff accounts',
    responses: { 200: json(staffListResponse, 'Staff'), ...adminErrors },
  }),
  async (c) => c.json(await listStaff(c.var.deps.db), 200),
);

// POST /api/admin/staff - add a staff account
r.openapi(
  staffRoute('staff.manage', {
    method: 'post',
    path: '/admin/staff',
    summary: 'Add a staff account',
    request: { body: jsonBody(staffCreateBody) },
    responses: { 201: json(staffRow, 'Created'), ...adminErrors },
  }),
  async (c) => c.json(await createStaff(c.var.deps.db, { body: c.req.valid('json'), ...acting(c) }), 201),
);

// PATCH /api/admin/staff/{id} - change a role or disable an account
r.openapi(
  staffRoute('staff.manage', {
    method: 'patch',
    path: '/admin/staff/{id}',
    summary: 'Change a role or disable an account (409 LAST_OWNER)',
    request: { params: idParam, body: jsonBody(staffPatchBody) },
    responses: { 200: json(staffRow, 'Updated'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await updateStaff(c.var.deps.db, {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
        ...acting(c),
      }),
      200,
    ),
);

/** Staff accounts, for the owner (mounted by ./routes.ts). */
export const staffRoutes = r;
