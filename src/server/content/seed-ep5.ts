import 'server-only';
import type { HoursException } from '@/schemas/content-rules';
import type { EditionFloor, EditionProgramme } from '@/schemas/content-studio';
import { seoulDate, seoulDayStart } from '@/schemas/event-rules';

/** The running edition's first and last day, in days from today (Seoul): its events' slots cover them. */
export const EP5_FIRST_DAY = -6;
export const EP5_LAST_DAY = 15;

/** Days from today (Seoul) of the demo's one dated change of hours. */
export const EP5_SHORT_DAY = 3;

/**
 * The running edition's dated change of hours, relative to today: the one day it closes early, its
 * last docent tour the 16:00 one. The home notice announces it and the docent schedule sells no tour
 * after it (issue 50).
 */
export function ep5HoursExceptions(now: Date): HoursException[] {
  const day = seoulDate(new Date(seoulDayStart(now).getTime() + EP5_SHORT_DAY * 86_400_000));
  return [
    {
      date: day,
      opensAt: '11:00',
      closesAt: '18:00',
      lastTourAt: '16:00',
      noteKo: '건물 점검',
      noteEn: 'building maintenance',
    },
  ];
}

/**
 * The embedded default's running edition (its dates are set relative to today by the seed): the
 * demo programme's events (src/server/events/seed.ts) belong to it. Written for this demo.
 */
const floors: EditionFloor[] = [
  {
    key: '1F',
    tagKo: '#웰컴',
    tagEn: '#Welcome',
    titleKo: '빛으로 여는 입구',
    titleEn: 'An entrance opened by light',
    descKo:
      '세 해의 테마 소재로 만든 웰컴 월과 미디어아트가 방문객을 맞습니다. 도슨트 투어는 1층\u00a0로비에서 출발합니다.',
    descEn:
      'A welcome wall made of three years of theme materials greets you, and media art plays in the dark room beside the lobby. Docent tours leave from the 1F lobby.',
    image: '/images/floors/ep05-1f.webp',
    color: '#b0643b',
    programmes: ['docent', 'mediaart'],
  },
  {
    key: '2F',
    tagKo: '#소재',
    tagEn: '#Materials',
    titleKo: '손으로 고르는 테마 소재',
    titleEn: 'Theme materials, chosen by hand',
    descKo:
      'SOFTWHERE부터 SY(E)NERGY까지 테마\u00a0소재를 한\u00a0테이블에 펼쳤습니다. 마음에 드는 조각으로 키링과\u00a0코스터를 만들어 가져가세요.',
    descEn:
      'The theme materials from SOFTWHERE to SY(E)NERGY laid out on one table. Make a key ring and a coaster from the pieces you like.',
    image: '/images/floors/ep05-2f.webp',
    color: '#2f6f62',
    programmes: ['goods'],
  },
  {
    key: '3F',
    // both of its rooms (the sixth review: "#드로잉" alone left out the tasting zone)
    tagKo: '#드로잉 #테이스팅',
    tagEn: '#Drawing #Tasting',
    // "그리고" (draw) read as the conjunction "and" (the ninth review)
    titleKo: '그려 보고 맛보는 라운지',
    titleEn: 'A lounge to draw and taste',
    descKo:
      '테마 컬러로 나의 공간을 그려 보는 드로잉\u00a0룸과, 세 가지 테마를 음료로 옮긴 테이스팅\u00a0존이 있는\u00a0층입니다.',
    descEn:
      'A drawing room for sketching your space in the theme colours, and a tasting zone that turns the themes into drinks.',
    image: '/images/floors/ep05-3f.webp',
    color: '#4b55b8',
    programmes: ['drawing', 'tasting'],
  },
];

const programmes: EditionProgramme[] = [
  {
    key: 'docent',
    titleKo: '도슨트 투어',
    titleEn: 'Docent tour',
    descKo: '도슨트와 함께 세 개 층을 약\u00a0{{tourLength}}\u00a0동안 둘러봅니다.',
    descEn: 'Walk all three floors with a docent in about {{tourLength}}.',
    detailKo:
      '회차마다 정원이 있어 사전 신청을 받습니다. 도슨트 투어를 신청하면 관람 신청도 함께 완료됩니다.',
    detailEn:
      'Each tour has a set number of places, so please sign up. A tour signup also signs you up to attend.',
  },
  {
    key: 'goods',
    titleKo: '굿즈 만들기 체험',
    titleEn: 'Keepsake workshop',
    descKo: '전시 소재 조각으로 나만의 키링과\u00a0코스터를 만듭니다.',
    descEn: 'Make your own key ring and coaster from the exhibition’s material pieces.',
    // No length here: a programme card names no event, so the one length is the event's slot (issue 50).
    detailKo: '회차별 사전 신청. 만든 굿즈는 가져갈 수 있으며 판매하지 않습니다.',
    detailEn: 'Sign up for a session. Take what you make home; it is never sold.',
  },
  {
    key: 'drawing',
    titleKo: '드로잉 체험',
    titleEn: 'Drawing session',
    descKo: '테마 컬러로 공간을 그려 보는 드로잉 룸입니다.',
    descEn: 'A drawing room for sketching a space in the theme colours.',
    detailKo: '회차별 사전 신청. 필요한 도구는 모두 준비되어 있습니다.',
    detailEn: 'Sign up for a session. All tools are provided.',
  },
  {
    key: 'tasting',
    titleKo: '테이스팅\u00a0존',
    titleEn: 'Tasting zone',
    descKo: '테마에서 영감을 받은 음료를 맛보며 쉬어\u00a0가는\u00a0곳입니다.',
    descEn: 'Drinks inspired by the themes, and a place to rest.',
    detailKo: '신청 없이 관람객 누구나, 1인 1잔. 준비한 수량이 소진되면 일찍 마칠 수 있습니다.',
    detailEn: 'Open to every visitor, one drink each, while stocks last.',
  },
  {
    key: 'mediaart',
    titleKo: '미디어아트',
    titleEn: 'Media art',
    descKo: '로비 옆 어두운 미디어 룸의 벽과 바닥에 펼쳐지는 소재와 빛의 영상입니다.',
    descEn: 'Materials and light projected on the walls and floor of the dark media room beside the lobby.',
    detailKo: '매시 정각과 30분에 시작해 약\u00a0{{screeningLength}}\u00a0동안 상영합니다.',
    detailEn: 'About {{screeningLength}}, on the hour and half hour.',
  },
  {
    key: 'seminar',
    titleKo: '온라인 세미나',
    titleEn: 'Online seminar',
    descKo: '테마를 만든 연구진이 들려주는 실시간 세미나입니다.',
    descEn: 'A live seminar with the researchers behind the themes.',
    detailKo: '{{seminarTime}} 시작, 회원 누구나 무료. 신청자에게 시청 링크를 보내 드립니다.',
    detailEn: 'Starts {{seminarTime}}; free for members, and applicants receive the viewing link.',
  },
];

export const EP5 = {
  episode: 5,
  slug: 'popupep5',
  themeYear: 2025,
  // it lays out the two themes before 2025's too: their theme pages list it (the ninth review)
  otherThemeYears: [2023, 2024],
  // no-break spaces keep the name's phrases whole; a title breaks after "EP.05" (the ninth review
  // saw "세 해의 / 표면" on the event card) and the English one also between its two phrases: glued
  // whole it was wider than a phone's line at the page's title size and broke as "Surf / aces"
  // (the eleventh review)
  titleKo: 'EP.05 세\u00a0해의\u00a0표면',
  titleEn: 'EP.05 Three\u00a0Years of\u00a0Surfaces',
  subtitleKo: 'SOFTWHERE, ME:nimal, SY(E)NERGY를 한 건물에서',
  subtitleEn: 'SOFTWHERE, ME:nimal and SY(E)NERGY in one building',
  introKo:
    '지난 세 해의 디자인 테마에서 고른 소재를 세\u00a0개\u00a0층에 다시 펼친 다섯 번째 팝업 전시입니다. 빛으로\u00a0여는\u00a0입구에서 시작해 소재를 고르고, 그려\u00a0보고, 맛보며 올라가 보세요.',
  introEn:
    'The fifth pop-up exhibition lays out materials chosen from the last three years of design themes across three floors. Start at an entrance opened by light, then choose, draw and taste your way up.',
  venueKo: '모루 서피스 성수 쇼룸',
  venueEn: 'Moru Surfaces Seongsu Showroom',
  // The show's floors of the building, so no visitor looks for it on the company's 5F (site.ts).
  addressKo: '서울 성동구 연무장길 118, 모루빌딩 1–3층',
  addressEn: '1F–3F Moru Bldg., 118 Yeonmujang-gil, Seongdong-gu, Seoul',
  // The hours are the record's (opensAt, closesAt, dated exceptions set by the seed); no note retypes them.
  hoursKo: '',
  hoursEn: '',
  opensAt: '11:00',
  closesAt: '20:00',
  admissionKo: '무료 · 온라인 사전 신청 우선 입장',
  admissionEn: 'Free · priority entry with online signup',
  // its own lobby (scripts/render/scenes/ep05.py 'ep05/hero'), not the home's material board: one
  // picture, one use (the sixth review read the running show's page opening on the home's flat-lay)
  heroImage: '/images/exhibitions/popupep5-hero-web.webp',
  heroAltKo:
    '오후 햇살이 테라조 바닥에 길게 드는 EP.05 1층 로비: 세 해의 테마 소재 패널을 건 숯빛 웰컴 월, 남색 도슨트 투어 안내판과 내후성 강판 안내대, 대기 줄 차단봉',
  heroAltEn:
    "EP.05's ground-floor lobby in the afternoon sun: the charcoal welcome wall of three years' theme materials, the navy docent tour sign, a weathering-steel lectern and queue posts",
  floors,
  programmes,
};
