import './zod-csp';
import { z } from 'zod';
import { scheduling } from './content-history';
import { nonEmptyPatch, oneLine, requiredLine } from './fields';
import {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_PAGES,
  NOTICE_PLACEMENTS,
  NOTICE_STATES,
  NOTICE_TITLE_MAX_LENGTH,
} from './notice-rules';

export * from './notice-rules';

/**
 * Notices and popups (issue 25): one file shared by the studio's form, the console API, the public
 * API, OpenAPI and the tests. Field messages are keys under `common.validation`.
 */

const optionalText = (max: number) =>
  z.string({ error: 'invalidType' }).trim().max(max, 'tooLong').default('');
/** An instant with its offset (`2026-12-24T10:00:00+09:00`); the studio sends Seoul times. */
const instant = z.iso.datetime({ offset: true, error: 'date.invalid' });
const placement = z.enum(NOTICE_PLACEMENTS, { error: 'invalidOption' });

const noticeFields = {
  titleKo: requiredLine('title', NOTICE_TITLE_MAX_LENGTH),
  titleEn: oneLine(z.string({ error: 'invalidType' }).trim().max(NOTICE_TITLE_MAX_LENGTH, 'tooLong')).default(
    '',
  ),
  /** Rich text (HTML), sanitised on the server with an allow-list when saved and when read. */
  bodyKo: optionalText(NOTICE_BODY_MAX_LENGTH),
  bodyEn: optionalText(NOTICE_BODY_MAX_LENGTH),
  placement: placement.default('home'),
  startsAt: instant,
  endsAt: instant,
  published: z.boolean({ error: 'invalidType' }).default(false),
  ...scheduling,
};

const endsAfterStart = (v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'period.invalid' });
};

/** The notice form and `POST /api/admin/notices`: both languages in one record; English may follow later. */
export const noticeBody = z.strictObject(noticeFields).superRefine(endsAfterStart);
export type NoticeBody = z.input<typeof noticeBody>;
export type NoticeInput = z.output<typeof noticeBody>;

/** `PATCH /api/admin/notices/{id}`: any subset of the fields (the server validates the merged record). */
export const noticePatch = nonEmptyPatch(
  z
    .strictObject({
      titleKo: noticeFields.titleKo.optional(),
      titleEn: oneLine(
        z.string({ error: 'invalidType' }).trim().max(NOTICE_TITLE_MAX_LENGTH, 'tooLong'),
      ).optional(),
      bodyKo: z.string({ error: 'invalidType' }).trim().max(NOTICE_BODY_MAX_LENGTH, 'tooLong').optional(),
      bodyEn: z.string({ error: 'invalidType' }).trim().max(NOTICE_BODY_MAX_LENGTH, 'tooLong').optional(),
      placement: placement.optional(),
      startsAt: instant.optional(),
      endsAt: instant.optional(),
      published: z.boolean({ error: 'invalidType' }).optional(),
      ...scheduling,
    })
    .superRefine(endsAfterStart),
);
export type NoticePatch = z.input<typeof noticePatch>;

/** A notice as the console sees it. */
export const adminNotice = z.object({
  id: z.guid(),
  titleKo: z.string(),
  titleEn: z.string(),
  bodyKo: z.string(),
  bodyEn: z.string(),
  placement: z.enum(NOTICE_PLACEMENTS),
  startsAt: z.string(),
  endsAt: z.string(),
  published: z.boolean(),
  state: z.enum(NOTICE_STATES),
  /** Paired fields (`title`, `body`) still empty in each language. */
  missing: z.object({ ko: z.array(z.string()), en: z.array(z.string()) }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

export const adminNoticeList = z.object({ items: z.array(adminNotice) });
export type AdminNoticeList = z.infer<typeof adminNoticeList>;

/** `GET /api/notices`: which page asks, and in which language (else Accept-Language). */
export const publicNoticesQuery = z.object({
  placement: z.enum(NOTICE_PAGES, { error: 'invalidOption' }).default('everywhere'),
  locale: z.enum(['ko', 'en'], { error: 'invalidOption' }).optional(),
});

/** A live notice in the visitor's language (English falls back to Korean field by field). */
export const publicNotice = z.object({
  id: z.guid(),
  title: z.string(),
  /** Sanitised HTML (paragraphs, headings, emphasis, lists, quotes, links). */
  body: z.string(),
  placement: z.enum(NOTICE_PLACEMENTS),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicNotice = z.infer<typeof publicNotice>;

export const publicNotices = z.object({ items: z.array(publicNotice) });
export type PublicNotices = z.infer<typeof publicNotices>;
