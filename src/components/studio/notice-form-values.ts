import { fromSeoulInput, seoulDateTime, toSeoulInput } from '@/components/console-kit/seoul-time';
import type { NoticePlacement } from '@/schemas/notice-rules';
import type { AdminNotice, NoticeBody } from '@/schemas/notices';

/** The notice form's values: times as Seoul `datetime-local` strings, the rest as the API names them. */
export type NoticeFormValues = {
  titleKo: string;
  titleEn: string;
  bodyKo: string;
  bodyEn: string;
  placement: NoticePlacement;
  startsAt: string;
  endsAt: string;
};

export const NOTICE_FIELD_NAMES = [
  'titleKo',
  'titleEn',
  'bodyKo',
  'bodyEn',
  'placement',
  'startsAt',
  'endsAt',
];

const DAY = 86_400_000;

/** A new notice: home, from the next full hour for a week (Seoul). */
export function emptyNotice(now = new Date()): NoticeFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return {
    titleKo: '',
    titleEn: '',
    bodyKo: '',
    bodyEn: '',
    placement: 'home',
    startsAt: toSeoulInput(start.toISOString()),
    endsAt: toSeoulInput(new Date(start.getTime() + 7 * DAY).toISOString()),
  };
}

export function noticeToForm(n: AdminNotice): NoticeFormValues {
  return {
    titleKo: n.titleKo,
    titleEn: n.titleEn,
    bodyKo: n.bodyKo,
    bodyEn: n.bodyEn,
    placement: n.placement,
    startsAt: toSeoulInput(n.startsAt),
    endsAt: toSeoulInput(n.endsAt),
  };
}

/** The form's values as the API body (an empty time stays empty, so the schema names the field). */
export function toNoticeBody(v: NoticeFormValues, published: boolean): NoticeBody {
  return {
    titleKo: v.titleKo,
    titleEn: v.titleEn,
    bodyKo: v.bodyKo,
    bodyEn: v.bodyEn,
    placement: v.placement,
    startsAt: fromSeoulInput(v.startsAt) ?? '',
    endsAt: fromSeoulInput(v.endsAt) ?? '',
    published,
  };
}

/** Whether a field has content: rich text counts only its words, not empty paragraphs. */
export function hasText(value: string): boolean {
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/**
 * The message after a save, true to where the notice now stands: published and showing, published but
 * waiting for its start (said in Seoul time), published after its end, unpublished, or a draft.
 */
export function savedNoticeMessage(
  saved: Pick<AdminNotice, 'state' | 'startsAt'>,
  wasPublished: boolean,
): {
  key: 'published' | 'publishedScheduled' | 'publishedEnded' | 'unpublished' | 'savedDraft';
  start?: string;
} {
  switch (saved.state) {
    case 'live':
      return { key: 'published' };
    case 'scheduled':
      return { key: 'publishedScheduled', start: seoulDateTime(saved.startsAt) };
    case 'ended':
      return { key: 'publishedEnded' };
    default:
      return { key: wasPublished ? 'unpublished' : 'savedDraft' };
  }
}
