import 'server-only';
import { eq } from 'drizzle-orm';
import { exhibitionModules } from '@/content/exhibitions';
import { slotWithinHours } from '@/lib/facts';
import {
  type EventKind,
  KIND_PICTURES,
  seoulDate,
  seoulDayStart,
  seoulTime,
  TICKET_MINUTES,
} from '@/schemas/events';
import { syncEditionEvents } from '../content/editions';
import { EP5, EP5_FIRST_DAY, EP5_LAST_DAY, ep5HoursExceptions } from '../content/seed-ep5';
import type { Db } from '../db/client';
import { editions, eventQuestions, eventSessions, events } from '../db/schema';
import { bumpEventsVersion } from './cache';

const DAY = 24 * 60 * 60 * 1000;
const MIN = 60 * 1000;

type EventSeed = Omit<typeof events.$inferInsert, 'seedKey' | 'attendanceEventId' | 'kind' | 'editionId'> & {
  key: string;
  /** The edition (its slug) the event belongs to: its exhibition dates and venue come from there. */
  edition?: string;
  kind: EventKind;
  countsForExhibition?: boolean;
  // NOTE: no seats taken here: a slot's `taken` is its confirmed applications (decision 006); seats
  // seeded without one showed in the console as a full slot without applicants (issue 50).
  slots?: { startsAt: Date; capacity: number }[];
  questions?: Omit<typeof eventQuestions.$inferInsert, 'eventId' | 'position'>[];
};

/** Card art for the demo programme: each kind's own picture. */
export const DEMO_THUMBNAILS: Record<EventKind, string> = KIND_PICTURES;

/**
 * An ended show's card shows that show: its exhibition page's head picture (one picture had stood
 * for all four ended shows, issue 50).
 */
const showPicture = (slug: keyof typeof exhibitionModules.ko.exhibitions) =>
  exhibitionModules.ko.exhibitions[slug].hero;
/** An ended show's event is called as its page is ("EP.04 SY(E)NERGY 팝업"), not by a second name (issue 50). */
const showTitle = (slug: keyof typeof exhibitionModules.ko.exhibitions) => ({
  titleKo: exhibitionModules.ko.exhibitions[slug].title,
  titleEn: exhibitionModules.en.exhibitions[slug].title,
});
const ep2 = { ko: exhibitionModules.ko.exhibitions.popupep2, en: exhibitionModules.en.exhibitions.popupep2 };
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The demo programme, with dates relative to `now` (Asia/Seoul days) except the two content dates. */
export function demoProgramme(now: Date): EventSeed[] {
  const today = seoulDayStart(now).getTime();
  /** Seoul wall-clock time `hh:mm` on day `d` from today. */
  const at = (d: number, hh = 0, mm = 0) => new Date(today + d * DAY + (hh * 60 + mm) * MIN);
  const dayEnd = (d: number) => new Date(at(d + 1).getTime() - 1000);
  const seoul = (iso: string) => new Date(`${iso}+09:00`);
  const slotsOver = (days: number[], hours: number[], capacity: number) =>
    days.flatMap((d) => hours.map((h) => ({ startsAt: at(d, h), capacity })));
  // The edition's own venue and address (one record: the exhibition page says the same).
  const venue = `${EP5.venueKo} (${EP5.addressKo})`;
  // An edition's events take its place in both languages from the edition (syncEditionEvents); the
  // events of none say theirs here (the console marked them "영문 미완성" without it).
  const venueEn = `${EP5.venueEn} (${EP5.addressEn})`;
  const popupStart = at(EP5_FIRST_DAY, 11);
  const popupEnd = dayEnd(EP5_LAST_DAY);
  const ep5Hours = { opensAt: EP5.opensAt, closesAt: EP5.closesAt, hoursExceptions: ep5HoursExceptions(now) };
  /**
   * An EP.05 programme's slots: every day of the edition (its first to its last, as `seedEditions`
   * dates it), at `hours`, within that day's hours. Its card and page show these days (issue 50).
   */
  const overEp5 = (hours: number[], capacity: number, tour = false) =>
    slotsOver(
      Array.from({ length: EP5_LAST_DAY - EP5_FIRST_DAY + 1 }, (_, i) => EP5_FIRST_DAY + i),
      hours,
      capacity,
    ).filter((s) =>
      slotWithinHours(ep5Hours, seoulDate(s.startsAt), seoulTime(s.startsAt), TICKET_MINUTES, tour),
    );

  return [
    {
      key: 'popup-ep5',
      edition: 'popupep5',
      type: 'board',
      kind: 'exhibition',
      // The venue's shop front, square on from across the street (scripts/render/scenes/ep05_extra.py): the kind's picture was another year's show.
      thumbnail: '/images/events/ep05-exhibition.webp',
      // The edition's own name, as its page and the menu give it (the fifth review read two names).
      titleKo: EP5.titleKo,
      titleEn: EP5.titleEn,
      // The theme year is the edition's own, named: "올해" would be wrong once the calendar turns (issue 50).
      summaryKo: `1층부터 3층까지, 지난 세 해의 디자인 테마를 소재로 만나는 팝업 전시(${EP5.subtitleKo}). 관람 신청을 하시면 우선 입장할 수 있습니다.`,
      summaryEn: `Three floors of the last three years' design themes in materials (${EP5.subtitleEn}). Sign up to visit for priority entry.`,
      bodyKo:
        '관람 안내: 주차 공간이 없으니 대중교통을 이용해 주세요. 짐 보관이 어렵습니다. 입장 시 신분증을 확인합니다. 증정 굿즈는 판매하지 않습니다. 사진 촬영을 환영합니다.',
      bodyEn:
        'Please note: no parking, no luggage storage, ID check at the entrance, goods are not for sale, photos are welcome.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
      attendance: true,
    },
    {
      key: 'popup-ep5-docent',
      edition: 'popupep5',
      type: 'application',
      kind: 'docent',
      // The running edition's tour shows its own stop (scripts/render/scenes/ep05.py: the receivers'
      // trolley and the docent's tray at the 2F table), not the kind's picture it shared with EP.03's
      // tour (the third review) nor the lobby of the hero and the 1F card (the fourteenth).
      thumbnail: '/images/events/ep05-docent.webp',
      countsForExhibition: true,
      titleKo: 'EP.05 도슨트 투어',
      titleEn: 'EP.05 docent tour',
      // how long the tour itself takes, its ticket longer (decision 070: the length was retyped in
      // the summary, the body, the programme card, the FAQ and a message, with no record holding it)
      activityMinutes: 30,
      summaryKo:
        '도슨트와 함께 세 개 층을 둘러보는 투어(약\u00a0{{length}}). 신청하면 전시 관람 신청도 함께 등록됩니다.',
      summaryEn:
        'A tour of the three floors with a docent, about {{length}}. Signing up also signs you up to visit the exhibition.',
      bodyKo:
        // why a 30-minute tour's ticket lasts 45 (the seventh review saw the two side by side unexplained)
        '투어는 1층 로비에서 시작합니다. 시작 5분 전까지 도착해 주세요. 티켓은 시작 시각부터 {{duration}} 동안 유효합니다. 투어는 약\u00a0{{length}} 동안 진행되지만, 조금 늦게 도착해도 진행 중인 투어에 합류할 수 있도록 여유를 두었습니다.',
      bodyEn:
        'Tours start in the 1F lobby. Please arrive 5 minutes early. A ticket is valid for {{duration}} from its start time. The tour takes about {{length}}, and the rest lets a late arrival still join it.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
      applyOpensAt: at(-10, 10),
      applyClosesAt: popupEnd,
      // Every day the edition is open, at the same times with the same places; never outside the
      // day's hours, so the day it closes early has no evening tour (issue 50: the 19:00 tours were
      // for one, on some days only). A waitlist needs a full slot: fill one with applications.
      slots: overEp5([11, 14, 16, 19], 15, true),
    },
    {
      key: 'popup-ep5-goods',
      edition: 'popupep5',
      type: 'application',
      kind: 'goods',
      // EP.05's own events show their own rooms (scripts/render/scenes/ep05.py): the kinds' pictures
      // are other years' shows, which the third review read as the 2023 gallery.
      thumbnail: '/images/events/ep05-goods.webp',
      titleKo: '굿즈 만들기 체험',
      titleEn: 'Keepsake workshop',
      summaryKo: '전시 소재 조각으로 나만의 키링과\u00a0코스터를 만들어 보세요.',
      summaryEn: 'Make your own key ring and coaster from the exhibition’s material samples.',
      // What a visitor makes and how (the thirteenth review: "thin copy, one sentence and a length
      // that repeats the 소요 시간 row"). The length is the slot's, which the page's facts show; the
      // body does not retype it (decision 037: it had said 40 minutes of a 45-minute slot).
      bodyKo:
        '2층 워크숍 테이블에서 전시에 쓰인 소재 샘플의 자투리 조각으로 키링 하나와\u00a0코스터 하나를 만듭니다. 마음에 드는 조각을 고르면 진행자가 구멍 내기와 모서리 다듬기, 고리 달기까지 곁에서 도와 드립니다. 재료와 도구는 모두 준비되어 있으니 빈손으로 오셔도 됩니다. 완성한 굿즈는 작은 종이 상자에 담아 가져가실\u00a0수\u00a0있습니다. 이 체험을 신청해도 전시 관람 신청은 따로 되지 않으니, 관람 신청은 이벤트 목록의 EP.05 전시에서 해 주세요.',
      bodyEn:
        'At the 2F workshop tables you make one key ring and one coaster from offcuts of the material samples on show. Choose the pieces you like, and a host helps you drill them, smooth the edges and fit the ring. Materials and tools are all provided, so come empty-handed, and take what you make home in a small paper box. Booking this workshop does not sign you up to visit the exhibition: do that on the EP.05 exhibition’s event page.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
      applyOpensAt: at(-10, 10),
      applyClosesAt: popupEnd,
      slots: overEp5([12, 15], 8),
    },
    {
      key: 'popup-ep5-drawing',
      edition: 'popupep5',
      type: 'application',
      kind: 'drawing',
      thumbnail: '/images/events/ep05-drawing.webp',
      titleKo: '드로잉 체험',
      titleEn: 'Drawing session',
      summaryKo: '3층 드로잉 룸에서 테마 컬러로 공간을 그려 보는 체험.',
      summaryEn: 'Sketch a space in the theme colours in the 3F drawing room.',
      bodyKo: '필요한 도구는 모두 준비되어 있습니다.',
      bodyEn: 'All tools are provided.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
      applyOpensAt: at(-10, 10),
      applyClosesAt: popupEnd,
      slots: overEp5([13, 17], 12),
    },
    {
      key: 'popup-ep5-tasting',
      edition: 'popupep5',
      type: 'board',
      kind: 'tasting',
      thumbnail: '/images/events/ep05-tasting.webp',
      titleKo: '테이스팅\u00a0존',
      titleEn: 'Tasting zone',
      summaryKo: '테마에서 영감을 받은 음료를 3층 테이스팅\u00a0존에서 맛보세요.',
      summaryEn: 'Taste drinks inspired by the themes in the 3F tasting zone.',
      bodyKo:
        '별도 신청 없이 전시 관람객 누구나 이용할 수 있습니다. 준비된 수량이 소진되면 조기 종료될 수 있습니다.',
      bodyEn: 'Open to every visitor without signing up, while stocks last.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
    },
    {
      key: 'popup-ep5-media',
      edition: 'popupep5',
      type: 'board',
      kind: 'media',
      thumbnail: '/images/events/ep05-media.webp',
      titleKo: '미디어아트',
      titleEn: 'Media art',
      summaryKo: '1층 로비 옆 미디어 룸의 벽과 바닥에 펼쳐지는 소재와 빛의 미디어아트.',
      summaryEn: 'Materials and light on the walls and floor of the media room beside the 1F lobby.',
      activityMinutes: 10,
      bodyKo: '매시 정각과 30분에 시작해 약\u00a0{{length}}\u00a0동안 상영합니다.',
      bodyEn: 'Screened on the hour and half hour, for about {{length}} each time.',
      location: venue,
      startsAt: popupStart,
      endsAt: popupEnd,
    },
    {
      key: 'seminar-online',
      edition: 'popupep5',
      type: 'application',
      kind: 'seminar',
      // Its own studio set with the three years' boards, not the 2023 seminar's picture it shared.
      thumbnail: '/images/events/ep05-seminar.webp',
      // EP.05's own talk, on the three years of materials it lays out: it had been sold as the
      // "2025 디자인 트렌드" seminar, which the 2025 theme page shows as held and ended (issue 50).
      // No-break spaces keep the name "세 해의 표면" on one line (the fourth review saw "세 / 해의", the tenth "세 해의 / 표면").
      titleKo: 'EP.05 온라인 세미나: 세\u00a0해의\u00a0표면, 소재로 다시 읽기',
      titleEn: 'EP.05 online seminar: three years of surfaces, read through their materials',
      summaryKo:
        'EP.05에 다시 펼친 SOFTWHERE, ME:nimal, SY(E)NERGY 세 해의 소재를, 그 소재를 고른 연구진이 직접 풀어 드리는 실시간 세미나. 신청자에게 시청 링크를 보내 드립니다.',
      summaryEn:
        'The researchers who chose them talk through the three years of materials EP.05 lays out again: SOFTWHERE, ME:nimal and SY(E)NERGY. Live; applicants receive the viewing link.',
      // Its length is the slot's (the page's facts), and it is watched through the e-mailed link only.
      bodyKo: '발표 뒤에 질의응답이 이어집니다. 시청 링크는 신청하신 분께 메일로 보내 드립니다.',
      bodyEn: 'Questions and answers follow the talk. Applicants receive the viewing link by e-mail.',
      location: '온라인 (실시간 스트리밍)',
      locationEn: 'Online (live stream)',
      // The event is its one talk (the console's list and the card name the same day: second review
      // of 2026-12-02 read the sign-up window as the event's period); sign-up opened before it.
      startsAt: at(9, 19),
      endsAt: dayEnd(9),
      applyOpensAt: at(-3, 10),
      applyClosesAt: at(9, 18),
      slots: [{ startsAt: at(9, 19), capacity: 300 }],
      questions: [
        {
          kind: 'single',
          required: true,
          labelKo: '직업 분야를 선택해 주세요.',
          labelEn: 'Your field of work',
          options: [
            { value: 'design', ko: '디자인', en: 'Design' },
            { value: 'construction', ko: '건설·시공', en: 'Construction' },
            { value: 'student', ko: '학생', en: 'Student' },
            { value: 'other', ko: '기타', en: 'Other' },
          ],
        },
        {
          kind: 'text',
          required: false,
          labelKo: '연구진에게 묻고 싶은 질문',
          labelEn: 'A question for the researchers',
          maxLength: 200,
        },
      ],
    },
    {
      key: 'popup-ep5-survey',
      edition: 'popupep5',
      type: 'survey',
      kind: 'survey',
      thumbnail: '/images/events/ep05-survey.webp',
      titleKo: '관람 후기 설문',
      titleEn: 'Post-visit survey',
      summaryKo: '전시는 어떠셨나요? 설문에 참여해 주신 분께 다음 전시 소식을 가장 먼저 알려 드립니다.',
      summaryEn: 'How was the exhibition? Survey respondents hear about the next one first.',
      activityMinutes: 3,
      bodyKo: '응답은 전시 개선에만 사용됩니다.',
      bodyEn: 'Answers are used only to improve the exhibition.',
      startsAt: at(-6, 11),
      endsAt: dayEnd(20),
      applyOpensAt: at(-6, 11),
      applyClosesAt: dayEnd(20),
      questions: [
        {
          kind: 'single',
          required: true,
          labelKo: '전시에 얼마나 만족하셨나요?',
          labelEn: 'How satisfied were you with the exhibition?',
          options: [
            { value: '5', ko: '매우 만족', en: 'Very satisfied' },
            { value: '4', ko: '만족', en: 'Satisfied' },
            { value: '3', ko: '보통', en: 'Neutral' },
            { value: '2', ko: '불만족', en: 'Dissatisfied' },
          ],
        },
        {
          kind: 'multiple',
          required: true,
          labelKo: '가장 좋았던 층을 모두 골라 주세요.',
          labelEn: 'Which floors did you like best? (all that apply)',
          options: [
            { value: '1F', ko: '1층', en: '1F' },
            { value: '2F', ko: '2층', en: '2F' },
            { value: '3F', ko: '3층', en: '3F' },
          ],
        },
        {
          kind: 'text',
          required: false,
          labelKo: '하고 싶은 말씀',
          labelEn: 'Anything else?',
          maxLength: 300,
        },
      ],
    },
    {
      key: 'notice-hours',
      edition: 'popupep5',
      type: 'board',
      kind: 'notice',
      // The show's door from the pavement, its own framing of the storefront (not the stone plate a
      // notice shows by default, which a card's size turns into a blank grey field).
      thumbnail: '/images/events/ep05-hours.webp',
      titleKo: '팝업 전시 운영 시간 안내',
      titleEn: 'Pop-up exhibition opening hours',
      // The hours live on the edition: the notice names them by their facts, so it says what it
      // announces (the tenth review read one that only pointed to the EP.05 page) and follows the
      // edition when staff change it.
      summaryKo: '{{hours}}, 입장 마감 {{lastEntry}}. 달라지는 날: {{hoursChanges}}',
      summaryEn: '{{hours}}, last entry {{lastEntry}}. Changed days: {{hoursChanges}}',
      bodyKo:
        '<p>평소 운영 시간: {{hours}} (입장 마감 {{lastEntry}})</p><p>달라지는 날: <strong>{{hoursChanges}}</strong></p><p>도슨트 투어 출발 시각: {{docentTimes}}</p><p>현장 상황에 따라 입장이 지연될 수 있습니다. 관람 안내 전체는 EP.05 전시 페이지에 있습니다.</p>',
      bodyEn:
        '<p>Usual hours: {{hours}} (last entry {{lastEntry}})</p><p>Changed days: <strong>{{hoursChanges}}</strong></p><p>Docent tours leave at {{docentTimes}}.</p><p>Entry may be delayed when busy. The full visit plan is on the EP.05 page.</p>',
      startsAt: at(-6, 11),
      endsAt: popupEnd,
    },
    {
      key: 'b2b-material-briefing',
      type: 'application',
      kind: 'seminar',
      // Its own room (the briefing table with a sample kit at every seat), not the 2023 seminar's set.
      thumbnail: '/images/events/b2b-briefing.webp',
      visibility: 'PRIVATE',
      audience: 'company',
      titleKo: '기업 회원 전용 신소재 설명회',
      titleEn: 'New materials briefing for company members',
      summaryKo: '기업 회원을 위한 신소재 사양과 시공 사례 설명회.',
      summaryEn: 'Specifications and case studies of new materials, for company members.',
      bodyKo: '설명회 후 샘플 키트를 드립니다.',
      bodyEn: 'Sample kits are handed out after the briefing.',
      location: venue,
      locationEn: venueEn,
      startsAt: at(12, 15),
      endsAt: dayEnd(12),
      applyOpensAt: at(-2, 10),
      applyClosesAt: at(12, 12),
      slots: [{ startsAt: at(12, 15), capacity: 40 }],
    },
    // Earlier editions (ended), including the two content dates 24.02.28 and 23.10.10.
    {
      key: 'popup-ep4',
      edition: 'popupep4',
      type: 'board',
      kind: 'exhibition',
      thumbnail: showPicture('popupep4'),
      ...showTitle('popupep4'),
      summaryKo: '2025 디자인 테마 SY(E)NERGY를 세 개 층으로 풀어낸 네 번째 팝업 전시.',
      summaryEn: 'The fourth pop-up exhibition, on the 2025 theme SY(E)NERGY across three floors.',
      location: venue,
      startsAt: seoul('2025-04-10T11:00:00'),
      endsAt: seoul('2025-04-27T20:00:00'),
    },
    {
      key: 'popup-ep3',
      edition: 'popupep3',
      type: 'board',
      kind: 'exhibition',
      thumbnail: showPicture('popupep3'),
      ...showTitle('popupep3'),
      summaryKo: '2024 디자인 테마 ME:nimal을 소재로 풀어낸 세 번째 팝업 전시.',
      summaryEn: 'The third pop-up exhibition, on the 2024 theme ME:nimal.',
      location: venue,
      startsAt: seoul('2024-02-28T11:00:00'),
      endsAt: seoul('2024-03-10T20:00:00'),
    },
    {
      key: 'popup-ep3-docent',
      edition: 'popupep3',
      type: 'application',
      kind: 'docent',
      // Its own picture: the tour's stop on EP.03's Ore floor (the docent kind's gallery was the EP.02
      // gallery's room and the sign-in page's picture too: the seventh review).
      thumbnail: '/images/events/ep03-docent.webp',
      titleKo: 'EP.03 도슨트 투어',
      titleEn: 'EP.03 docent tour',
      activityMinutes: 30,
      summaryKo: 'EP.03 전시에서 진행한 도슨트 투어였습니다.',
      summaryEn: 'The docent tours that ran at EP.03.',
      location: venue,
      // Within EP.03's own dates and hours (2024-02-28 to 03-10, 11:00 to 19:00): it had been listed
      // from 02-14, two weeks before the exhibition opened (issue 50).
      startsAt: seoul('2024-02-28T11:00:00'),
      endsAt: seoul('2024-03-10T19:00:00'),
      applyOpensAt: seoul('2024-02-21T10:00:00'),
      applyClosesAt: seoul('2024-03-10T16:00:00'),
      slots: Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(2024, 1, 28 + i)).toISOString().slice(0, 10),
      ).flatMap((day) => [
        { startsAt: seoul(`${day}T14:00:00`), capacity: 15 },
        { startsAt: seoul(`${day}T16:00:00`), capacity: 15 },
      ]),
    },
    {
      key: 'popup-ep2',
      edition: 'popupep2',
      type: 'board',
      kind: 'exhibition',
      thumbnail: showPicture('popupep2'),
      ...showTitle('popupep2'),
      // The show's own account (its page's subtitle), not a second one (review 3: the card called it a
      // SOFTWHERE show while its page never named the theme).
      summaryKo: `2023 디자인 테마 SOFTWHERE를 ${ep2.ko.subtitle}로 풀어낸 두 번째 팝업 전시.`,
      summaryEn: `The second pop-up exhibition, telling the 2023 theme SOFTWHERE through ${lowerFirst(ep2.en.subtitle)}.`,
      location: venue,
      startsAt: seoul('2023-10-10T11:00:00'),
      endsAt: seoul('2023-10-22T20:00:00'),
    },
    {
      // The 2025 theme page's seminar reads its day and hours from this record (one source).
      key: 'seminar-2025',
      edition: 'popupep4',
      type: 'board',
      kind: 'seminar',
      // Its own picture: the streaming studio from across the desk, the slide in 2025's colours.
      thumbnail: '/images/events/seminar-2025.webp',
      titleKo: '2025 디자인 트렌드 온라인 세미나',
      titleEn: '2025 design trend online seminar',
      summaryKo:
        'EP.04가 열리던 기간에 SY(E)NERGY의 세 가지 에너지를 공간에 들이는 방법을 이야기한 온라인 세미나였습니다.',
      summaryEn:
        'An online talk, held while EP.04 ran, on bringing the three energies of SY(E)NERGY into a space.',
      location: '온라인',
      locationEn: 'Online',
      startsAt: seoul('2025-04-16T14:00:00'),
      endsAt: seoul('2025-04-16T16:00:00'),
    },
    {
      key: 'seminar-2023',
      edition: 'popupep2',
      type: 'board',
      kind: 'seminar',
      titleKo: '2023 디자인 트렌드 온라인 세미나',
      titleEn: '2023 design trend online seminar',
      // No replay was kept, so none is promised. EP.01 had unveiled SOFTWHERE in May (review 3: this
      // card had claimed the launch too): the seminar talked through its materials as EP.02 opened.
      summaryKo: 'EP.02 개막일에 SOFTWHERE의 소재를 이야기한 온라인 세미나였습니다.',
      summaryEn: 'An online talk on the materials of SOFTWHERE, held on the opening day of EP.02.',
      location: '온라인',
      locationEn: 'Online',
      startsAt: seoul('2023-10-10T19:00:00'),
      endsAt: seoul('2023-10-10T20:30:00'),
    },
    {
      key: 'popup-ep1',
      edition: 'popupep1',
      type: 'board',
      kind: 'exhibition',
      thumbnail: showPicture('popupep1'),
      ...showTitle('popupep1'),
      summaryKo: '모루 디자인 트렌드의 첫 팝업 전시.',
      summaryEn: 'The first Moru Design Trend pop-up exhibition.',
      location: venue,
      startsAt: seoul('2023-05-18T11:00:00'),
      endsAt: seoul('2023-05-28T20:00:00'),
    },
  ];
}

/** Seeds the demo programme once (keyed by `seedKey`); a second run changes nothing. */
export async function seedEvents(db: Db, now = new Date()): Promise<number> {
  const programme = demoProgramme(now);
  const editionRows = await db.select().from(editions);
  const editionId = new Map(editionRows.map((e) => [e.slug, e.id]));
  let created = 0;
  let exhibitionId: string | undefined;
  for (const seed of programme) {
    const { key, slots, questions, countsForExhibition, edition, ...values } = seed;
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({
          thumbnail: DEMO_THUMBNAILS[values.kind],
          ...values,
          seedKey: key,
          editionId: (edition && editionId.get(edition)) || null,
          attendanceEventId: countsForExhibition ? exhibitionId : null,
        })
        .onConflictDoNothing({ target: events.seedKey })
        .returning({ id: events.id });
      if (!row) return null;
      if (slots?.length) {
        await tx.insert(eventSessions).values(
          slots.map((s) => ({
            eventId: row.id,
            startsAt: s.startsAt,
            endsAt: new Date(s.startsAt.getTime() + TICKET_MINUTES * MIN),
            capacity: s.capacity,
          })),
        );
      }
      if (questions?.length) {
        await tx
          .insert(eventQuestions)
          .values(questions.map((q, i) => ({ ...q, eventId: row.id, position: i + 1 })));
      }
      await bumpEventsVersion(tx);
      return row;
    });
    if (inserted) created++;
    if (key === 'popup-ep5') {
      exhibitionId =
        inserted?.id ??
        (await db.select({ id: events.id }).from(events).where(eq(events.seedKey, key)))[0]?.id;
    }
  }
  // Dates and venue of each edition's events follow the edition record (one source).
  if (created) for (const e of editionRows) await db.transaction((tx) => syncEditionEvents(tx, e));
  return created;
}
