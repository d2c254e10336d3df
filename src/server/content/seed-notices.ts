import 'server-only';
import { seoulDayStart } from '@/schemas/event-rules';
import type { NoticeInput } from '@/schemas/notices';
import type { DbHandle } from '../db/client';
import { seedNotice } from './notices';

const DAY = 86_400_000;

/** The seed key of the demo notice (browser tests that are not about notices dismiss it). */
export const DEMO_NOTICE_KEY = 'popup-ep5-holiday-hours';

/**
 * The demo notice, with its window relative to `now`: the running pop-up's holiday hours on the
 * home page, live from the start of yesterday (Seoul) for two weeks.
 */
export function demoNotice(now: Date): NoticeInput {
  const startsAt = new Date(seoulDayStart(now).getTime() - DAY);
  return {
    titleKo: '연휴 기간 운영 시간 안내',
    titleEn: 'Opening hours over the holidays',
    bodyKo:
      '<p>연휴 기간에는 팝업 전시 EP.05를 <strong>오전 11시부터 오후 6시까지</strong> 운영합니다. 마지막 입장은 오후 5시 30분입니다.</p><p>도슨트 투어는 오후 4시 회차까지 진행하며, 연휴가 끝나면 평소처럼 오후 8시까지 운영합니다.</p>',
    bodyEn:
      '<p>Over the holidays the EP.05 pop-up exhibition is open <strong>from 11 a.m. to 6 p.m.</strong> Last entry is at 5:30 p.m.</p><p>Docent tours run until the 4 p.m. tour; after the holidays we are open until 8 p.m. as usual.</p>',
    placement: 'home',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 14 * DAY).toISOString(),
    published: true,
  };
}

/** Embedded default: the demo notice, once. */
export async function seedDemoNotices({ db }: DbHandle, now = new Date()): Promise<void> {
  if (await seedNotice(db, DEMO_NOTICE_KEY, demoNotice(now)))
    console.info('[content] seeded the demo notice');
}
