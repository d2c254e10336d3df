import 'server-only';
import { idParam, okResponse } from '@/schemas/admin';
import { contentDraft, HOME_RECORD_ID } from '@/schemas/content-history';
import {
  categoryParam,
  edition,
  editionBody,
  editionListResponse,
  editionPatch,
  faqBody,
  faqCategory,
  faqCategoryBody,
  faqCategoryPatch,
  faqEntry,
  faqListResponse,
  faqPatch,
  homeSettingsBody,
  homeSettingsResponse,
} from '@/schemas/content-studio';
import { factWarningList, withWarnings } from '@/schemas/fact-warnings';
import { ApiError } from '../api/errors';
import { jsonBody as body, json } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import { createOrSchedule, scheduleUnpublish, updateOrSchedule } from './drafts';
import { createEdition, getEdition, listEditions, updateEdition } from './editions';
import { allFactWarnings, editionWarnings, faqWarnings } from './fact-warnings';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  listFaq,
  updateFaq,
  updateFaqCategory,
} from './faq';
import { getHomeSettings, publishHomeSettings } from './home';

const r = createRouter<StaffEnv>();

// ── Editions ──────────────────────────────────────────────────────────────────

// GET /api/admin/editions - every edition, newest first, with its status from the Seoul calendar
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/editions',
    summary: 'Editions (drafts included), newest first',
    responses: { 200: json(editionListResponse, 'Editions'), ...errors },
  }),
  async (c) => c.json({ items: await listEditions(c.var.deps.db, c.var.deps.now()) }, 200),
);

// POST /api/admin/editions - a new edition (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/editions',
    summary:
      'Create an edition (409 EDITION_TAKEN for a used episode or slug); a later `publishAt` creates it as a draft scheduled to publish, `unpublishAt` schedules its removal',
    request: { body: body(editionBody) },
    responses: {
      201: json(withWarnings(edition), 'Created, with the contradictions its published text holds'),
      ...errors,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const { unpublishAt, ...body } = c.req.valid('json');
    const scope = { kind: 'editions' as const, body, actor: c.var.actor, now: t };
    const created = await createOrSchedule(db, scope, (input) =>
      createEdition(db, { body: input, actor: c.var.actor, now: t }),
    );
    await scheduleUnpublish(db, { ...scope, id: created.id, unpublishAt });
    return c.json({ ...created, warnings: await editionWarnings(db, created) }, 201);
  },
);

// GET /api/admin/editions/{id} - one edition
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/editions/{id}',
    summary: 'One edition',
    request: { params: idParam },
    responses: { 200: json(edition, 'The edition'), ...errors },
  }),
  async (c) => {
    const found = await getEdition(c.var.deps.db, c.req.valid('param').id, c.var.deps.now());
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// PATCH /api/admin/editions/{id} - edit, publish or unpublish; its events follow its dates and venue
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/editions/{id}',
    summary:
      'Edit an edition (publish, unpublish, dates, floors); its events take its dates and venue. With a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: body(editionPatch) },
    responses: {
      200: json(withWarnings(edition), 'Updated, with the contradictions its published text holds'),
      202: json(contentDraft, 'Scheduled'),
      ...errors,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const { unpublishAt, ...body } = c.req.valid('json');
    const scope = { kind: 'editions' as const, id, body, actor: c.var.actor, now: t };
    await scheduleUnpublish(db, { ...scope, unpublishAt });
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateEdition(db, { id, patch, actor: c.var.actor, now: t }),
    );
    if ('scheduled' in done) return c.json(done.scheduled, 202);
    return c.json({ ...done.updated, warnings: await editionWarnings(db, done.updated) }, 200);
  },
);

// ── Home ──────────────────────────────────────────────────────────────────────

// GET /api/admin/home - the home page's settings
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/home',
    summary: 'Home settings: which home version is live, headline, share metadata',
    responses: { 200: json(homeSettingsResponse, 'Settings'), ...errors },
  }),
  async (c) => c.json(await getHomeSettings(c.var.deps.db), 200),
);

// PUT /api/admin/home - publish new home settings, now or at `publishAt`
r.openapi(
  staffRoute('content.write', {
    method: 'put',
    path: '/admin/home',
    summary: 'Publish the home settings (with a later `publishAt`: kept and published then, 202)',
    request: { body: body(homeSettingsBody) },
    responses: {
      200: json(homeSettingsResponse, 'Published'),
      202: json(contentDraft, 'Scheduled'),
      ...errors,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = {
      kind: 'home' as const,
      id: HOME_RECORD_ID,
      body: c.req.valid('json'),
      actor: c.var.actor,
      now: t,
    };
    const done = await updateOrSchedule(db, scope, (value) =>
      publishHomeSettings(db, { patch: value, actor: c.var.actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// ── FAQ ───────────────────────────────────────────────────────────────────────

// GET /api/admin/faq - categories and every question, drafts included
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/faq',
    summary: 'FAQ categories and entries (drafts included)',
    responses: { 200: json(faqListResponse, 'The FAQ'), ...errors },
  }),
  async (c) => c.json(await listFaq(c.var.deps.db), 200),
);

// POST /api/admin/faq - a question in both languages (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/faq',
    summary: 'Add a FAQ entry (with a later `publishAt`: a draft scheduled to publish then)',
    request: { body: body(faqBody) },
    responses: {
      201: json(withWarnings(faqEntry), 'Created, with the contradictions its published text holds'),
      ...errors,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = { kind: 'faq' as const, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const created = await createOrSchedule(db, scope, (input) =>
      createFaq(db, { body: input, actor: c.var.actor, now: t }),
    );
    return c.json({ ...created, warnings: await faqWarnings(db, created, t) }, 201);
  },
);

// PATCH /api/admin/faq/{id} - edit, reorder, publish or unpublish
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/faq/{id}',
    summary:
      'Edit a FAQ entry (publish, unpublish, order); with a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: body(faqPatch) },
    responses: {
      200: json(withWarnings(faqEntry), 'Updated, with the contradictions its published text holds'),
      202: json(contentDraft, 'Scheduled'),
      ...errors,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const scope = { kind: 'faq' as const, id, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateFaq(db, { id, patch, actor: c.var.actor, now: t }),
    );
    if ('scheduled' in done) return c.json(done.scheduled, 202);
    return c.json({ ...done.updated, warnings: await faqWarnings(db, done.updated, t) }, 200);
  },
);

// DELETE /api/admin/faq/{id} - remove a question
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/faq/{id}',
    summary: 'Delete a FAQ entry',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteFaq(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

// POST /api/admin/faq/categories - a new category with its colour
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/faq/categories',
    summary: 'Add a FAQ category (409 FAQ_CATEGORY_TAKEN for a used key)',
    request: { body: body(faqCategoryBody) },
    responses: { 201: json(faqCategory, 'Created'), ...errors },
  }),
  async (c) =>
    c.json(
      await createFaqCategory(c.var.deps.db, {
        body: c.req.valid('json'),
        actor: c.var.actor,
        now: c.var.deps.now(),
      }),
      201,
    ),
);

// PATCH /api/admin/faq/categories/{key} - rename, recolour, reorder
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/faq/categories/{key}',
    summary: 'Rename, recolour or reorder a FAQ category',
    request: { params: categoryParam, body: body(faqCategoryPatch) },
    responses: { 200: json(faqCategory, 'Updated'), ...errors },
  }),
  async (c) =>
    c.json(
      await updateFaqCategory(c.var.deps.db, {
        key: c.req.valid('param').key,
        patch: c.req.valid('json'),
        actor: c.var.actor,
        now: c.var.deps.now(),
      }),
      200,
    ),
);

// DELETE /api/admin/faq/categories/{key} - remove an empty category
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/faq/categories/{key}',
    summary: 'Delete an empty FAQ category (409 FAQ_CATEGORY_IN_USE while it holds questions)',
    request: { params: categoryParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteFaqCategory(c.var.deps.db, {
      key: c.req.valid('param').key,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

// ── Facts ─────────────────────────────────────────────────────────────────────

// GET /api/admin/content/fact-warnings - published prose that states a fact a record contradicts
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/content/fact-warnings',
    summary:
      'Every published FAQ question, notice, edition and event whose text states a time, date, floor or length a record contradicts (decision 049); a save answers the same `warnings` for its own record and is never refused for them',
    responses: { 200: json(factWarningList, 'The records with warnings, each with its warnings'), ...errors },
  }),
  async (c) => c.json(await allFactWarnings(c.var.deps.db, c.var.deps.now()), 200),
);

/** Mounts the content studio's editions, home and FAQ under /api/admin. */
export function mountStudio(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
