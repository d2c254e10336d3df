import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  checkWording,
  MAIL_KEYS,
  MAIL_TEMPLATES,
  type MailKey,
  type MailTemplatePatch,
  type MailTemplateRecord,
  mailTemplatePatch,
  mailVariables,
} from '@/schemas/mail-templates';
import type { NotificationKind } from '@/schemas/messaging-rules';
import koMembers from '../../../messages/ko/members.json';
import { ApiError } from '../api/errors';
import { encodeFieldKey } from '../api/i18n';
import { afterCommit } from '../db/after-commit';
import type { Db, Tx } from '../db/client';
import { type MailWordingText, mailTemplates } from '../db/schema';
import { SOLAPI_TEMPLATE_KEYS, serverEnv } from '../env';
import { defaultWording, forgetMailWording, type MailOverride } from '../mail/wording';
import { type Catalog, formatMessage } from '../messages';
import { TEMPLATE_VARIABLES } from '../messaging/templates';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';
import { invalid } from './year-records';

const LOCALES: Locale[] = ['ko', 'en'];
const TARGET = 'mail';

type Row = typeof mailTemplates.$inferSelect;

/** What a version of a mail keeps: each language's override, null for the default. */
const snapshotOf = (row: Pick<Row, 'ko' | 'en'> | undefined): MailOverride => ({
  ko: row?.ko ?? null,
  en: row?.en ?? null,
});

function toRecord(key: MailKey, row: Row | undefined): MailTemplateRecord {
  const defaults = { ko: defaultWording(key, 'ko'), en: defaultWording(key, 'en') };
  return {
    id: key,
    group: MAIL_TEMPLATES[key].group,
    variables: [...mailVariables(key)],
    defaults,
    current: { ko: row?.ko ?? defaults.ko, en: row?.en ?? defaults.en },
    edited: { ko: Boolean(row?.ko), en: Boolean(row?.en) },
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The AlimTalk templates as registered with Kakao: code (this server's setting) and Korean text. */
export function alimtalkTemplates() {
  const env = serverEnv() as unknown as Record<string, string | undefined>;
  const catalog: Catalog = koMembers.notifications;
  return (Object.keys(TEMPLATE_VARIABLES) as NotificationKind[]).map((kind) => {
    const own = Object.fromEntries(TEMPLATE_VARIABLES[kind].map((n) => [n, `#{${n}}`]));
    const setting = SOLAPI_TEMPLATE_KEYS[kind];
    return {
      kind,
      templateCode: env[setting] || null,
      setting,
      text: formatMessage('ko', catalog, `${kind}.text`, own),
    };
  });
}

/** Every mail with its default and current wording, in the studio's order. */
export async function listMailTemplates(db: Db) {
  const rows = new Map((await db.select().from(mailTemplates)).map((r) => [r.key, r]));
  return { items: MAIL_KEYS.map((k) => toRecord(k, rows.get(k))), alimtalk: alimtalkTemplates() };
}

export function requireMailKey(id: string): MailKey {
  if (!(MAIL_KEYS as string[]).includes(id)) throw new ApiError(404, 'NOT_FOUND');
  return id as MailKey;
}

export async function getMailTemplate(db: Db, id: string): Promise<MailTemplateRecord> {
  const key = requireMailKey(id);
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, key));
  return toRecord(key, row);
}

/**
 * Refuses a wording whose `{variable}` the mail does not have, or whose braces open no placeholder,
 * with a message on the field that names the variable.
 */
function checkVariables(key: MailKey, patch: { ko?: MailWordingText | null; en?: MailWordingText | null }) {
  const fields: Record<string, string> = {};
  for (const locale of LOCALES) {
    const text = patch[locale];
    if (!text) continue;
    for (const part of ['subject', 'body'] as const) {
      const problem = checkWording(text[part], mailVariables(key));
      if (!problem) continue;
      fields[`${locale}.${part}`] =
        problem.kind === 'unknownVariable'
          ? encodeFieldKey('mail.unknownVariable', {
              name: `{${problem.name}}`,
              allowed:
                mailVariables(key)
                  .map((v) => `{${v}}`)
                  .join(' ') || '-',
            })
          : 'mail.braces';
    }
  }
  if (Object.keys(fields).length) throw new ApiError(422, 'VALIDATION_FAILED', undefined, fields);
}

/** A change of a mail's wording, checked (fields, then variables) before it is applied or kept for later. */
export function checkMailPatch(id: string, input: MailTemplatePatch) {
  const key = requireMailKey(id);
  const parsed = mailTemplatePatch.safeParse(input);
  if (!parsed.success) invalid(parsed.error.issues);
  const { publishAt: _p, ...data } = parsed.data;
  checkVariables(key, data);
  return data;
}

/**
 * Changes a mail's wording (a language set to null goes back to its default). Validated, audited,
 * kept as a version, and published at once: the content version moves, so every instance reads
 * the new wording for its next mail.
 */
export async function updateMailTemplate(
  db: Db,
  { id, patch: input, actor, now }: { id: string; patch: MailTemplatePatch; actor: Actor; now: Date },
): Promise<MailTemplateRecord> {
  const key = requireMailKey(id);
  const data = checkMailPatch(key, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mailTemplates).where(eq(mailTemplates.key, key)).for('update');
    const was = snapshotOf(before);
    const is: MailOverride = {
      ko: data.ko === undefined ? was.ko : data.ko,
      en: data.en === undefined ? was.en : data.en,
    };
    const fields = LOCALES.filter((l) => JSON.stringify(was[l]) !== JSON.stringify(is[l]));
    if (!fields.length) return toRecord(key, before);
    const [row] = await tx
      .insert(mailTemplates)
      .values({ key, ...is, updatedBy: actor.email, updatedAt: now })
      .onConflictDoUpdate({
        target: mailTemplates.key,
        set: { ...is, updatedBy: actor.email, updatedAt: now },
      })
      .returning();
    await writeBookkeeping(tx, { key, was, is, fields, beforeAt: before?.updatedAt, actor, now });
    return toRecord(key, row);
  });
}

async function writeBookkeeping(
  tx: Tx,
  input: {
    key: MailKey;
    was: MailOverride;
    is: MailOverride;
    fields: string[];
    beforeAt?: Date;
    actor: Actor;
    now: Date;
  },
) {
  const { key, actor, now } = input;
  await audit(tx, actor, 'content.update', { type: TARGET, id: key }, { fields: input.fields }, now);
  // The defaults were in force before any edit: they are the first version, so an edit can be undone.
  await recordRevision(tx, {
    kind: 'mail',
    recordId: key,
    after: input.is,
    before: input.was,
    beforeAt: input.beforeAt ?? now,
    actor,
    now,
  });
  await bumpContentVersion(tx, { kind: 'mail' });
  afterCommit(() => forgetMailWording(tx));
}

/** Sends a mail with its default wording again, in both languages. */
export function resetMailTemplate(db: Db, { id, actor, now }: { id: string; actor: Actor; now: Date }) {
  return updateMailTemplate(db, { id, patch: { ko: null, en: null }, actor, now });
}
