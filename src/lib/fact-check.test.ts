import { describe, expect, it } from 'vitest';
import type { ProgrammeKey } from '@/schemas/content-rules';
import { checkFacts, type FactRecords, plainText } from './fact-check';

/** The demo's running edition as its records say it (src/server/content/seed-ep5.ts, src/server/events/seed.ts). */
const slotsAt = (programme: ProgrammeKey, times: string[], minutes = 45) =>
  times.map((startsAt) => ({ programme, day: '2026-12-03', startsAt, minutes }));
const ep5: FactRecords = {
  opensAt: '11:00',
  closesAt: '20:00',
  hoursExceptions: [
    {
      date: '2026-12-05',
      opensAt: '11:00',
      closesAt: '18:00',
      lastTourAt: '16:00',
      noteKo: '건물 점검',
      noteEn: 'building maintenance',
    },
  ],
  startsOn: '2026-11-26',
  endsOn: '2026-12-17',
  floors: [
    { key: '1F', programmes: ['docent', 'mediaart'] },
    { key: '2F', programmes: ['goods'] },
    { key: '3F', programmes: ['drawing', 'tasting'] },
  ],
  slots: [
    ...slotsAt('docent', ['11:00', '14:00', '16:00', '19:00']),
    ...slotsAt('goods', ['12:00', '15:00']),
    ...slotsAt('drawing', ['13:00', '17:00']),
    { programme: 'seminar', day: '2026-12-11', startsAt: '19:00', minutes: 45 },
  ],
};
const check = (text: string, locale: 'ko' | 'en' = 'ko', records: FactRecords = ep5) =>
  checkFacts(text, { field: 'answerKo', locale, records });

describe('fact check: what the seed says is consistent', () => {
  it.each([
    // FAQ (src/content/faq)
    '약 30분 동안 세 개 층을 함께 둘러봅니다. 출발 시각: {{docentTimes}} (날짜별 회차와 남은 자리는 이벤트 페이지에서 확인해 주세요)',
    'About 30 minutes across all three floors. Tours leave at {{docentTimes}} (see the event page for each day’s tours and free places).',
    '회원이라면 누구나 무료로 시청할 수 있습니다. 이벤트 페이지에서 신청하면 시청 링크를 메일로 보내 드립니다. 진행 시간: {{seminarLength}}',
    '트렌드 아카이브에서 2001년부터 이어온 연도별 트렌드를 카드로 모아 볼 수 있습니다.',
    // The notice (src/server/content/seed-notices.ts)
    '<p>평소 운영 시간: {{hours}}</p><p>달라지는 날: <strong>{{hoursChanges}}</strong></p><p>도슨트 투어 출발 시각: {{docentTimes}} (그날 운영 시간 안의 회차만 신청할 수 있습니다)</p>',
    // EP.05 floors, programmes and events
    '세 해의 테마 소재로 만든 웰컴 월과 미디어아트가 방문객을 맞습니다. 도슨트 투어는 1층 로비에서 출발합니다.',
    'A welcome wall made of three years of theme materials greets you, and media art plays in the dark room beside the lobby. Docent tours leave from the 1F lobby.',
    '매시 정각과 30분에 약 10분간 상영합니다.',
    'About 10 minutes, on the hour and half hour.',
    '투어는 1층 로비에서 시작합니다. 시작 5분 전까지 도착해 주세요. 티켓은 시작 시각부터 45분 동안 유효합니다.',
    'Tours start in the 1F lobby. Please arrive 5 minutes early. A ticket is valid for 45 minutes from its start.',
    '1층부터 3층까지, 2025 디자인 테마와 지난 두 해의 테마를 소재로 만나는 팝업 전시.',
    '3층 드로잉 룸에서 테마 컬러로 공간을 그려 보는 체험.',
    'Taste drinks inspired by the themes in the 3F tasting zone.',
    '1층 로비 옆 미디어 룸의 벽과 바닥에 펼쳐지는 소재와 빛의 미디어아트.',
    // Times any record names: opening, closing, a slot, a dated change and its last tour
    '전시는 오전 11시에 문을 열고 오후 8시에 닫습니다.',
    '12월 5일은 11:00–18:00 운영하며 마지막 도슨트 투어는 16:00입니다.',
    'On Dec 5 we are open 11 am to 6 pm.',
    '입장 마감 오후 7시 30분.',
    '굿즈 만들기는 12시와 15시에 시작합니다.',
  ])('%s', (text) => {
    expect(check(text, /[가-힣]/.test(text) ? 'ko' : 'en')).toEqual([]);
  });
});

describe('fact check: what a record contradicts', () => {
  it('a tour time that is none of the docent slots names the docent times and their token', () => {
    expect(check('투어는 10:00에 출발합니다.')).toEqual([
      {
        field: 'answerKo',
        locale: 'ko',
        kind: 'time',
        found: '10:00',
        expected: '11:00, 14:00, 16:00, 19:00',
        factName: 'docentTimes',
      },
    ]);
    expect(check('Docent tours leave at 10 am.', 'en')).toMatchObject([
      { found: '10 am', factName: 'docentTimes' },
    ]);
  });

  it('hours of 11:00–20:00 where the edition closes at 18:00', () => {
    const early = { ...ep5, closesAt: '18:00', hoursExceptions: [] };
    expect(check('운영 시간은 11:00–20:00입니다.', 'ko', early)).toEqual([
      {
        field: 'answerKo',
        locale: 'ko',
        kind: 'hours',
        found: '11:00–20:00',
        expected: '11:00–18:00',
        factName: 'hours',
      },
    ]);
    expect(check('평일 11–20시 운영', 'ko', early)).toMatchObject([{ kind: 'hours', found: '11–20시' }]);
    expect(check('Open 11 am – 8 pm daily.', 'en', early)).toMatchObject([
      { kind: 'hours', factName: 'hours' },
    ]);
  });

  it('a dated day said with hours other than its dated record', () => {
    expect(check('12월 8일은 11–18시로 단축 운영합니다.')).toMatchObject([
      { kind: 'hours', expected: '11:00–20:00', factName: 'hoursChanges' },
    ]);
  });

  it('a closed day no record closes, and a date outside the edition', () => {
    expect(check('12월 9일은 휴관합니다.')).toMatchObject([
      { kind: 'date', found: '12월 9일', factName: 'hoursChanges' },
    ]);
    expect(check('전시는 2027.01.10까지 이어집니다.')).toMatchObject([
      { kind: 'date', found: '2027.01.10', expected: '2026-11-26 – 2026-12-17' },
    ]);
    expect(check('The show runs until Jan 10.', 'en')).toMatchObject([{ kind: 'date', found: 'Jan 10' }]);
  });

  it('a floor the edition does not have, and a programme on a floor it does not run on', () => {
    expect(check('굿즈 만들기는 4층에서 진행합니다.')).toMatchObject([
      { kind: 'floor', found: '4층', expected: '1F, 2F, 3F' },
    ]);
    expect(check('Lockers are in B1.', 'en')).toMatchObject([{ kind: 'floor', found: 'B1' }]);
    expect(check('Drawing on the 2nd floor.', 'en')).toMatchObject([
      { kind: 'floor', found: '2nd floor', expected: '3F' },
    ]);
    expect(check('도슨트 투어는 2층에서 출발합니다.')).toMatchObject([
      { kind: 'floor', found: '2층', expected: '1F' },
    ]);
  });

  it('a length longer than the programme’s slot', () => {
    expect(check('세미나는 약 60분 동안 진행됩니다.')).toMatchObject([
      { kind: 'duration', found: '60분', expected: '45', factName: 'seminarLength' },
    ]);
    expect(check('The seminar takes about 60 minutes.', 'en')).toMatchObject([
      { kind: 'duration', found: '60 minutes' },
    ]);
    expect(check('Each workshop takes 90 minutes.', 'en', { ...ep5, programme: 'goods' })).toMatchObject([
      { kind: 'duration', factName: 'duration' },
    ]);
  });

  it('a last entry other than half an hour before closing', () => {
    expect(check('입장 마감은 오후 7시입니다.')).toMatchObject([
      { kind: 'lastEntry', expected: '19:30', factName: 'lastEntry' },
    ]);
  });
});

describe('fact check: what is not a fact', () => {
  it.each([
    '도슨트 투어는 매시 정각에 출발합니다.',
    'Tours leave on the hour.',
    '2시간 정도 여유 있게 관람하세요.',
    '3인 이상 단체는 문의해 주세요. 1인 1잔.',
    '세미나는 15분 간격으로 질문을 받습니다.',
    '2025 디자인 테마 SY(E)NERGY',
    '고객센터 운영 시간은 평일 09:00–18:00입니다.',
    'Our customer service line is open 9 am – 6 pm.',
  ])('%s', (text) => {
    expect(check(text, /[가-힣]/.test(text) ? 'ko' : 'en')).toEqual([]);
  });

  it('reads rich text as plain text', () => {
    expect(plainText('<p>A &amp; B</p><p>C<br>D</p>')).toBe('A & B\nC\nD\n');
  });
});
