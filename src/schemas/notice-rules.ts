/**
 * Notices and popups (issue 25), without zod, so client components (the public popup, the studio's
 * list) import them. The zod schemas are in `notices.ts`.
 */
export {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_PLACEMENTS,
  NOTICE_TITLE_MAX_LENGTH,
  type NoticePlacement,
} from './content-rules';

/** Where a page asks for notices: the home page, the event list, or any other page. */
export const NOTICE_PAGES = ['home', 'events', 'everywhere'] as const;
export type NoticePage = (typeof NOTICE_PAGES)[number];

/**
 * Which notices the page at `path` (without its locale prefix: next-intl's `usePathname`) shows:
 * the home page, the event list, or those for every page.
 */
export function noticePageOf(path: string): NoticePage {
  if (path === '/') return 'home';
  if (path === '/event') return 'events';
  return 'everywhere';
}

/** The placements a page shows: its own and `everywhere`. */
export function placementsFor(page: NoticePage): ('home' | 'events' | 'everywhere')[] {
  return page === 'everywhere' ? ['everywhere'] : [page, 'everywhere'];
}

export const NOTICE_STATES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** A notice's state for the console: a draft until published, then scheduled, live or ended by its window. */
export function noticeState(
  n: { published: boolean; startsAt: string | Date; endsAt: string | Date },
  now: Date,
): NoticeState {
  if (!n.published) return 'draft';
  const t = now.getTime();
  if (t < new Date(n.startsAt).getTime()) return 'scheduled';
  if (t >= new Date(n.endsAt).getTime()) return 'ended';
  return 'live';
}

/** The paired fields a notice carries in both languages (the studio's completeness badges). */
export const NOTICE_BILINGUAL_FIELDS = ['title', 'body'] as const;
