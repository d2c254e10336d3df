import type { FloorKey, HoursException, ProgrammeKey } from '@/schemas/content-rules';
import { LAST_ENTRY_MINUTES, minutesBefore } from './facts';

/**
 * Finds the times, dates, floors and lengths that published prose states and a record contradicts
 * (issue 50, decision 049). Pure: the server reads the records, this reads the prose. It prefers
 * precision over recall: a stated fact is a contradiction only when no record in force could mean
 * it, so a warning is worth reading; words that are not a fact ("매시 정각", "on the hour") are never
 * read as one.
 */

/** The records a text is checked against: one edition's hours, dates and floors, and its programme's slots. */
export type FactRecords = {
  opensAt: string;
  closesAt: string;
  hoursExceptions: readonly HoursException[];
  startsOn: string;
  endsOn: string;
  floors: readonly { key: FloorKey; programmes: readonly ProgrammeKey[] }[];
  /** Every open slot of the edition's events: programme (null for none), Seoul day, `HH:mm` start, minutes long. */
  slots: readonly { programme: ProgrammeKey | null; day: string; startsAt: string; minutes: number }[];
  /** The programme the whole text is about when its record says so (an event's kind). */
  programme?: ProgrammeKey | null;
};

export const FACT_WARNING_KINDS = ['time', 'hours', 'lastEntry', 'date', 'floor', 'duration'] as const;
export type FactWarningKind = (typeof FACT_WARNING_KINDS)[number];

/** The tokens a warning may suggest instead of the stated value. */
export const SUGGESTED_FACTS = [
  'hours',
  'lastEntry',
  'hoursChanges',
  'docentTimes',
  'seminarLength',
  'duration',
] as const;
export type SuggestedFact = (typeof SUGGESTED_FACTS)[number];

export type FactWarning = {
  /** The record's field (`answerKo`, `floors.1.descEn`). */
  field: string;
  locale: 'ko' | 'en';
  kind: FactWarningKind;
  /** The words as written. */
  found: string;
  /** What the records say, when one value can be named. */
  expected?: string;
  /** The `{{name}}` token that would say it from the record. */
  factName?: SuggestedFact;
};

// ── Reading the prose ─────────────────────────────────────────────────────────

/** Sanitised rich text as plain text: block ends become line breaks, entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

const PROGRAMME_WORDS: [ProgrammeKey, RegExp][] = [
  ['docent', /도슨트|투어|docent|\btours?\b/i],
  ['goods', /굿즈|키링|코스터|워크숍|goods|key ?rings?|coasters?|workshop/i],
  ['drawing', /드로잉|drawing|sketch/i],
  ['tasting', /테이스팅|음료|tasting|drinks?\b/i],
  ['mediaart', /미디어\s?아트|미디어\s?월|상영|media[- ]?art|media wall|screen/i],
  ['seminar', /세미나|seminar/i],
];

/** The one programme a clause names, or null when it names none or several (then it cannot be told). */
function programmeOf(clause: string): ProgrammeKey | null | 'many' {
  const named = PROGRAMME_WORDS.filter(([, re]) => re.test(clause)).map(([k]) => k);
  return named.length === 1 ? named[0] : named.length ? 'many' : null;
}

type Span = { start: number; end: number; text: string };
type TimeFound = Span & { candidates: number[] };

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** An hour and minute as the minutes of the day it may mean: "7시" is 07:00 or 19:00 unless 오전/오후 says. */
function clockCandidates(hour: number, minute: number, half: 'am' | 'pm' | null): number[] {
  if (hour > 24 || minute > 59) return [];
  if (half === 'pm') return [((hour % 12) + 12) * 60 + minute];
  if (half === 'am') return [(hour % 12) * 60 + minute];
  return hour >= 1 && hour < 12 ? [hour * 60 + minute, (hour + 12) * 60 + minute] : [hour * 60 + minute];
}

const KO_HALF: Record<string, 'am' | 'pm'> = {
  오전: 'am',
  아침: 'am',
  오후: 'pm',
  저녁: 'pm',
  밤: 'pm',
  낮: 'pm',
};
const EN_HALF = (s: string | undefined) => (!s ? null : s.toLowerCase().startsWith('p') ? 'pm' : 'am');

const TIME_PATTERNS: [RegExp, (m: RegExpExecArray) => number[]][] = [
  // 14:00, 7:30 pm
  [
    /(?<![\d:.])([01]?\d|2[0-4]):([0-5]\d)(?![\d:])(?:\s*([ap])\.?\s?m\b\.?)?/gi,
    (m) => clockCandidates(Number(m[1]), Number(m[2]), EN_HALF(m[3])),
  ],
  // 오후 7시 30분, 11시 반, 7시 (never "2시간", a length)
  [
    /(?:(오전|오후|아침|저녁|밤|낮)\s*)?(?<![\d.])(\d{1,2})\s*시(?!간|리즈|즌|안)(?:\s*(반)|\s*(\d{1,2})\s*분)?/g,
    (m) => clockCandidates(Number(m[2]), m[3] ? 30 : Number(m[4] ?? 0), m[1] ? KO_HALF[m[1]] : null),
  ],
  // 7 pm, 11 a.m.
  [/\b(\d{1,2})\s*([ap])\.?\s?m\b\.?/gi, (m) => clockCandidates(Number(m[1]), 0, EN_HALF(m[2]))],
  // noon
  [/\bnoon\b|정오/gi, () => [12 * 60]],
];

function overlaps(spans: readonly Span[], start: number, end: number) {
  return spans.some((s) => start < s.end && end > s.start);
}

function findTimes(clause: string): TimeFound[] {
  const out: TimeFound[] = [];
  for (const [re, read] of TIME_PATTERNS)
    for (const m of clause.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (overlaps(out, start, end)) continue;
      const candidates = read(m as RegExpExecArray);
      if (candidates.length)
        out.push({ start, end, text: m[0].trim().replace(/(?<![ap]\.m)\.$/i, ''), candidates });
    }
  return out.sort((a, b) => a.start - b.start);
}

type Range = Span & { pairs: [number, number][] };

/** Two times joined by a dash or "to", and "11–20시": a span of hours. */
function findRanges(clause: string, times: TimeFound[]): { ranges: Range[]; singles: TimeFound[] } {
  const ranges: Range[] = [];
  const used = new Set<TimeFound>();
  // 11–20시: the first hour carries no 시 of its own.
  for (const m of clause.matchAll(/(?<![\d:.])(\d{1,2})\s*[–~-]\s*(\d{1,2})\s*시(?!간)/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const from = clockCandidates(Number(m[1]), 0, null);
    const to = clockCandidates(Number(m[2]), 0, null);
    ranges.push({ start, end, text: m[0], pairs: pairsOf(from, to) });
    for (const t of times) if (t.start < end && t.end > start) used.add(t);
  }
  for (let i = 0; i + 1 < times.length; i++) {
    const [a, b] = [times[i], times[i + 1]];
    if (used.has(a) || used.has(b)) continue;
    if (!/^\s*(?:[–—~-]|to|until|부터|에서)\s*$/i.test(clause.slice(a.end, b.start))) continue;
    ranges.push({
      start: a.start,
      end: b.end,
      text: clause.slice(a.start, b.end),
      pairs: pairsOf(a.candidates, b.candidates),
    });
    used.add(a);
    used.add(b);
  }
  return { ranges, singles: times.filter((t) => !used.has(t)) };
}

const pairsOf = (from: number[], to: number[]) =>
  from.flatMap((f) => to.filter((t) => t > f).map((t) => [f, t] as [number, number]));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';

type DateFound = Span & { year: number | null; month: number; day: number };

function findDates(clause: string): DateFound[] {
  const out: DateFound[] = [];
  const add = (m: RegExpMatchArray, year: string | undefined, month: number, day: string) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (overlaps(out, start, end) || month < 1 || month > 12 || Number(day) < 1 || Number(day) > 31) return;
    out.push({ start, end, text: m[0].trim(), year: year ? Number(year) : null, month, day: Number(day) });
  };
  for (const m of clause.matchAll(/(?<!\d)(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})(?!\d)/g))
    add(m, m[1], Number(m[2]), m[3]);
  for (const m of clause.matchAll(/(?:(\d{4})년\s*)?(?<!\d)(\d{1,2})월\s*(\d{1,2})일/g))
    add(m, m[1], Number(m[2]), m[3]);
  for (const m of clause.matchAll(
    new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s*(\\d{4}))?`, 'gi'),
  ))
    add(m, m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, m[2]);
  for (const m of clause.matchAll(
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?\\b`, 'gi'),
  ))
    add(m, m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, m[1]);
  return out;
}

type FloorFound = Span & { key: string };
const ORDINAL_FLOOR = /\b(\d{1,2})(?:st|nd|rd|th)\s+floor\b/gi;

function findFloors(clause: string): FloorFound[] {
  const out: FloorFound[] = [];
  const add = (m: RegExpMatchArray, key: string) => {
    const start = m.index ?? 0;
    if (!overlaps(out, start, start + m[0].length))
      out.push({ start, end: start + m[0].length, text: m[0].trim(), key });
  };
  for (const m of clause.matchAll(/지하\s*(\d{1,2})\s*층|\bB(\d)(?:F)?\b|\bbasement\b/g))
    add(m, `B${m[1] ?? m[2] ?? 1}`);
  for (const m of clause.matchAll(/(?<![\d.])(\d{1,2})\s*층/g)) add(m, `${Number(m[1])}F`);
  for (const m of clause.matchAll(/(?<![\w.])(\d{1,2})F\b/g)) add(m, `${Number(m[1])}F`);
  for (const m of clause.matchAll(ORDINAL_FLOOR)) add(m, `${Number(m[1])}F`);
  for (const m of clause.matchAll(/\bfloor\s+(\d{1,2})\b/gi)) add(m, `${Number(m[1])}F`);
  return out;
}

type LengthFound = Span & { minutes: number };

/** Lengths: "60분", "about 45 minutes", "2시간"; never "5분 전" (arrive early), "15분 간격" or "every 15 minutes". */
function findLengths(clause: string, taken: readonly Span[]): LengthFound[] {
  const out: LengthFound[] = [];
  const add = (m: RegExpMatchArray, minutes: number) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!overlaps(taken, start, end)) out.push({ start, end, text: m[0].trim(), minutes });
  };
  for (const m of clause.matchAll(/(?<![\d:])(\d{1,3})\s*분(?!\s*(?:전|후|뒤|간격|마다|단위))/g))
    add(m, Number(m[1]));
  for (const m of clause.matchAll(/(?<![\d:])(\d{1,2})\s*시간(?!\s*(?:전|후|뒤|간격|마다))/g))
    add(m, Number(m[1]) * 60);
  for (const m of clause.matchAll(
    /(?<!every\s)(?<![\d:])\b(\d{1,3})[\s-]*(?:minutes?|mins?)\b(?!\s+(?:early|before|after|later|apart|earlier))/gi,
  ))
    add(m, Number(m[1]));
  for (const m of clause.matchAll(
    /(?<!every\s)\b(\d{1,2})[\s-]*hours?\b(?!\s+(?:early|before|after|later|apart))/gi,
  ))
    add(m, Number(m[1]) * 60);
  return out;
}

// ── Comparing with the records ────────────────────────────────────────────────

const CLOSED = /휴관|휴무|문을 닫|쉽니다|closed|close for the day/i;
const LAST_ENTRY = /입장\s*마감|마지막\s*입장|last\s+(?:entry|admission)/i;
const TOKEN = /\{\{\s*[A-Za-z]+\s*\}\}/g;
/** Hours of something other than the exhibition (the help desk's, a delivery's): not the records' to judge. */
const NOT_OURS =
  /고객\s*센터|상담\s*전화|전화\s*상담|콜센터|배송|customer (?:service|centre|center)|help ?desk|phone line|delivery/i;

/** Every sentence-part of a text: lines, then sentences, then clauses (commas), so a floor meets its own programme. */
function clausesOf(text: string): { sentence: string; clauses: string[] }[] {
  return plainText(text)
    .replace(TOKEN, ' ')
    .split(/\n+|(?<=[.!?。])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((sentence) => ({ sentence, clauses: sentence.split(/[,，;]|(?:\s(?:and|then)\s)/) }));
}

/** The day a date names: with its year, or the edition's year that puts it nearest its dates. */
function isoOf(d: DateFound, r: FactRecords): string[] {
  const years = d.year
    ? [d.year]
    : [...new Set([Number(r.startsOn.slice(0, 4)), Number(r.endsOn.slice(0, 4))])];
  return years.map((y) => `${y}-${pad(d.month)}-${pad(d.day)}`);
}

const listed = (values: readonly string[]) => [...new Set(values)].sort().join(', ');

/** Checks one text (a field in one language) against the records; each contradiction once. */
export function checkFacts(
  text: string,
  { field, locale, records: r }: { field: string; locale: 'ko' | 'en'; records: FactRecords },
): FactWarning[] {
  const out: FactWarning[] = [];
  const warn = (w: Omit<FactWarning, 'field' | 'locale'>) => {
    if (!out.some((o) => o.found === w.found && o.kind === w.kind)) out.push({ field, locale, ...w });
  };
  const lastEntry = minutesBefore(r.closesAt, LAST_ENTRY_MINUTES);
  const hoursPairs: [string, string][] = [
    [r.opensAt, r.closesAt],
    ...r.hoursExceptions.flatMap((x) =>
      x.opensAt && x.closesAt ? [[x.opensAt, x.closesAt] as [string, string]] : [],
    ),
  ];
  const hourTimes = new Set([
    r.opensAt,
    r.closesAt,
    lastEntry,
    ...r.hoursExceptions.flatMap((x) =>
      x.opensAt && x.closesAt
        ? [
            x.opensAt,
            x.closesAt,
            minutesBefore(x.closesAt, LAST_ENTRY_MINUTES),
            ...(x.lastTourAt ? [x.lastTourAt] : []),
          ]
        : [],
    ),
  ]);
  const slotEnd = (s: FactRecords['slots'][number]) => hhmm(minutesOf(s.startsAt) + s.minutes);
  const anyTime = new Set([...hourTimes, ...r.slots.flatMap((s) => [s.startsAt, slotEnd(s)])]);
  const slotsOf = (p: ProgrammeKey) => r.slots.filter((s) => s.programme === p);
  const floorKeys = r.floors.map((f) => f.key as string);
  const hoursText = `${r.opensAt}–${r.closesAt}`;

  for (const { sentence, clauses } of clausesOf(text)) {
    const sentenceDates = findDates(sentence);
    const sentenceProgramme = programmeOf(sentence);
    for (const clause of clauses) {
      const named = programmeOf(clause);
      // A clause that names no programme is about the sentence's one, else the record's own.
      const p =
        named === 'many'
          ? null
          : (named ?? (sentenceProgramme === 'many' ? null : sentenceProgramme) ?? r.programme ?? null);
      const dates = findDates(clause);
      const days = sentenceDates.flatMap((d) => isoOf(d, r));
      const times = NOT_OURS.test(clause)
        ? []
        : findTimes(clause).filter((t) => !overlaps(dates, t.start, t.end));
      const { ranges, singles } = findRanges(clause, times);

      // Dates: within the edition's dates (or a slot's day); a closed day is a dated record.
      for (const d of dates) {
        const isos = isoOf(d, r);
        const inEdition = isos.some(
          (iso) => (iso >= r.startsOn && iso <= r.endsOn) || r.slots.some((s) => s.day === iso),
        );
        if (!inEdition) warn({ kind: 'date', found: d.text, expected: `${r.startsOn} – ${r.endsOn}` });
        else if (
          CLOSED.test(clause) &&
          !isos.some((iso) => r.hoursExceptions.some((x) => x.date === iso && !x.opensAt))
        )
          warn({ kind: 'date', found: d.text, factName: 'hoursChanges' });
      }

      // Spans of hours: the day's hours (a dated one when the sentence names its day), or a slot's.
      for (const range of ranges) {
        const dayPairs: [string, string][] = days.length
          ? days.flatMap((day) => {
              const x = r.hoursExceptions.find((h) => h.date === day);
              if (!x) return [[r.opensAt, r.closesAt] as [string, string]];
              return x.opensAt && x.closesAt ? [[x.opensAt, x.closesAt] as [string, string]] : [];
            })
          : hoursPairs;
        const ok = range.pairs.some(
          ([a, b]) =>
            dayPairs.some(([o, c]) => minutesOf(o) === a && minutesOf(c) === b) ||
            r.slots.some((s) => minutesOf(s.startsAt) === a && minutesOf(slotEnd(s)) === b),
        );
        if (!ok)
          warn({
            kind: 'hours',
            found: range.text,
            expected:
              days.length && dayPairs.length ? dayPairs.map(([o, c]) => `${o}–${c}`).join(', ') : hoursText,
            factName: days.length ? 'hoursChanges' : 'hours',
          });
      }

      // Single times: the last entry where the clause says so, the named programme's start times, or any record's.
      for (const time of singles) {
        const said = time.candidates.map(hhmm);
        if (LAST_ENTRY.test(clause)) {
          const entries = [
            lastEntry,
            ...r.hoursExceptions.flatMap((x) =>
              x.closesAt ? [minutesBefore(x.closesAt, LAST_ENTRY_MINUTES)] : [],
            ),
          ];
          if (!said.some((s) => entries.includes(s)))
            warn({ kind: 'lastEntry', found: time.text, expected: lastEntry, factName: 'lastEntry' });
          continue;
        }
        const own = p ? slotsOf(p) : [];
        if (own.length) {
          const starts = own.map((s) => s.startsAt);
          if (!said.some((s) => starts.includes(s) || hourTimes.has(s)))
            warn({
              kind: 'time',
              found: time.text,
              expected: listed(starts),
              ...(p === 'docent' ? { factName: 'docentTimes' as const } : {}),
            });
        } else if (!said.some((s) => anyTime.has(s)))
          warn({ kind: 'time', found: time.text, expected: hoursText, factName: 'hours' });
      }

      // Floors: one that exists, and the one the named programme runs on when the clause names one.
      for (const floor of findFloors(clause)) {
        if (!floorKeys.includes(floor.key)) {
          warn({ kind: 'floor', found: floor.text, expected: floorKeys.join(', ') });
          continue;
        }
        const where =
          named && named !== 'many'
            ? r.floors.filter((f) => f.programmes.includes(named)).map((f) => f.key)
            : [];
        if (where.length && !where.includes(floor.key as FloorKey))
          warn({ kind: 'floor', found: floor.text, expected: where.join(', ') });
      }

      // Lengths: never longer than the named programme's slot (a tour may take 30 of its 45 minutes).
      if (p) {
        const lengths = slotsOf(p).map((s) => s.minutes);
        if (lengths.length) {
          const longest = Math.max(...lengths);
          for (const length of findLengths(clause, [...times, ...ranges]))
            if (length.minutes > longest)
              warn({
                kind: 'duration',
                found: length.text,
                expected: String(longest),
                ...(p === 'seminar'
                  ? { factName: 'seminarLength' as const }
                  : r.programme === p
                    ? { factName: 'duration' as const }
                    : {}),
              });
        }
      }
    }
  }
  return out;
}
