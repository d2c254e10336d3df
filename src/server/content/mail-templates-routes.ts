import 'server-only';
import { contentDraft } from '@/schemas/content-history';
import {
  mailKeyParam,
  mailTemplateList,
  mailTemplatePatch,
  mailTemplateRecord,
} from '@/schemas/mail-templates';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import { updateOrSchedule } from './drafts';
import {
  checkMailPatch,
  getMailTemplate,
  listMailTemplates,
  resetMailTemplate,
  updateMailTemplate,
} from './mail-templates';

const r = createRouter<StaffEnv>();

// GET /api/admin/mail - every mail's default and current wording, its variables, and the KakaoTalk texts
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/mail',
    summary:
      'Mails with their default and current wording (both languages) and allowed `{variables}`; the AlimTalk templates read-only',
    responses: { 200: json(mailTemplateList, 'Mails'), ...errors },
  }),
  async (c) => c.json(await listMailTemplates(c.var.deps.db), 200),
);

// GET /api/admin/mail/{id} - one mail
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/mail/{id}',
    summary: 'One mail (the id is its key, such as `signUpCode`)',
    request: { params: mailKeyParam },
    responses: { 200: json(mailTemplateRecord, 'The mail'), ...errors },
  }),
  async (c) => c.json(await getMailTemplate(c.var.deps.db, c.req.valid('param').id), 200),
);

// PATCH /api/admin/mail/{id} - new wording (now, or at a later `publishAt`: 202)
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/mail/{id}',
    summary:
      "Change a mail's subject and body per language (null: the default again); an unknown `{variable}` or a stray brace is refused 422 on its field; with a later `publishAt` the change is kept and published then (202)",
    request: { params: mailKeyParam, body: jsonBody(mailTemplatePatch) },
    responses: { 200: json(mailTemplateRecord, 'Updated'), 202: json(contentDraft, 'Scheduled'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const body = c.req.valid('json');
    // A change kept for later is checked now: its author hears of an unknown variable at once.
    checkMailPatch(id, body);
    const scope = { kind: 'mail' as const, id, body, actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateMailTemplate(db, { id, patch, actor: c.var.actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// POST /api/admin/mail/{id}/reset - the default wording again, both languages
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/mail/{id}/reset',
    summary: 'Send a mail with its default wording again (both languages; kept as a version)',
    request: { params: mailKeyParam },
    responses: { 200: json(mailTemplateRecord, 'Reset'), ...errors },
  }),
  async (c) =>
    c.json(
      await resetMailTemplate(c.var.deps.db, {
        id: c.req.valid('param').id,
        actor: c.var.actor,
        now: c.var.deps.now(),
      }),
      200,
    ),
);

/** Mounts the studio's mail wording under /api/admin. */
export function mountMailTemplates(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
