import 'server-only';
import { seoulDayStart } from '@/schemas/event-rules';
import type { NoticeInput } from '@/schemas/notices';
import type { DbHandle } from '../db/client';
import { seedNotice } from './notices';
import { EP5_SHORT_DAY } from './seed-ep5';

const DAY = 86_400_000;

/** The seed key of the demo notice (browser tests that are not about notices dismiss it). */
export const DEMO_NOTICE_KEY = 'popup-ep5-hours-change';

/**
 * The demo notice, with its window relative to `now`: the running pop-up's dated change of hours
 * (`ep5HoursExceptions`) on the home page, from yesterday (Seoul) to the end of that day. It states
 * no hour itself: the tokens are filled from the edition and the schedule when it is served.
 */
export function demoNotice(now: Date): NoticeInput {
  const startsAt = new Date(seoulDayStart(now).getTime() - DAY);
  return {
    titleKo: 'EP.05 운영 시간 변경 안내',
    titleEn: 'EP.05 hours change',
    bodyKo:
      '<p>평소 운영 시간: {{hours}}</p><p>달라지는 날: <strong>{{hoursChanges}}</strong></p><p>도슨트 투어 출발 시각: {{docentTimes}}</p><p>그날 운영 시간 안에 출발하는 회차만 신청할 수 있습니다.</p>',
    bodyEn:
      '<p>Usual hours: {{hours}}</p><p>Changed day: <strong>{{hoursChanges}}</strong></p><p>Docent tours leave at {{docentTimes}}.</p><p>Only the tours that leave within that day’s hours can be booked.</p>',
    placement: 'home',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(seoulDayStart(now).getTime() + (EP5_SHORT_DAY + 1) * DAY).toISOString(),
    published: true,
  };
}

/** Embedded default: the demo notice, once. */
export async function seedDemoNotices({ db }: DbHandle, now = new Date()): Promise<void> {
  if (await seedNotice(db, DEMO_NOTICE_KEY, demoNotice(now)))
    console.info('[content] seeded the demo notice');
}
