import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { archiveModules } from '@/content/archive';
import { exhibitionModules } from '@/content/exhibitions';
import { EXHIBITION_FACTS } from '@/content/exhibitions/build';
import { FAQ_COLORS, faqModules } from '@/content/faq';
import type { FloorVersion } from '@/content/home';
import { floorModules } from '@/content/home';
import { lookbookModules } from '@/content/lookbook';
import { MATERIALS } from '@/content/materials';
import { themeModules } from '@/content/themes';
import { archive, archiveDoc, designTheme, lookbook, themeStory } from '@/schemas/content';
import type {
  EditionFloor,
  EditionPhoto,
  EditionProgramme,
  FloorKey,
  HomeSettings,
} from '@/schemas/content-studio';
import { seoulDate, seoulDayStart } from '@/schemas/event-rules';
import type { Db } from '../db/client';
import {
  archiveEntries,
  contentSettings,
  editions,
  faqCategories,
  faqEntries,
  lookbooks,
  materials,
  type ThemeYearDoc,
  themeYears,
} from '../db/schema';
import { sanitizeBody } from './rich-text';
import { EP5, EP5_FIRST_DAY, EP5_LAST_DAY, ep5HoursExceptions } from './seed-ep5';

/**
 * The embedded default's content, written once (idempotent by seed key): the FAQ, the four editions
 * that ran (EP.01–EP.04, from the typed modules under src/content, which only this seed reads) and
 * the running demo edition EP.05 with dates relative to today, and the home settings. After this the
 * database is the one source; the studio edits it.
 */
export const seedContentTask = ({ db }: { db: Db }) => seedContent(db);

export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await seedFaq(db);
  await seedEditions(db, now);
  await db.insert(materials).values(MATERIALS).onConflictDoNothing();
  await seedThemeYears(db);
  await seedArchive(db);
  await db
    .insert(lookbooks)
    .values({
      seedKey: 'lookbook-2025',
      year: 2025,
      ko: lookbook.parse(lookbookModules.ko.lookbook),
      en: lookbook.parse(lookbookModules.en.lookbook),
      published: true,
    })
    .onConflictDoNothing();
  await db.insert(contentSettings).values({ key: 'home', value: HOME }).onConflictDoNothing();
  await materialsByKey(db);
}

/**
 * Theme years and lookbooks written before the materials catalogue (decision 042) named their
 * materials in prose ("다크 테라조", or `{name, finish, desc, image}` on a story): each such name the
 * catalogue knows (as a name or a family, in either language) becomes its key, once. A name it does
 * not know is left for an editor; the page leaves it out and the studio refuses to save it.
 */
async function materialsByKey(db: Db): Promise<void> {
  const keyOf = new Map<string, string>();
  for (const m of MATERIALS)
    for (const c of [m.ko, m.en]) {
      keyOf.set(c.name, m.key);
      keyOf.set(c.family, m.key);
    }
  const known = new Set(MATERIALS.map((m) => m.key));
  const ref = (v: unknown): string => {
    const name = typeof v === 'string' ? v : ((v as { name?: string } | null)?.name ?? '');
    return known.has(name) ? name : (keyOf.get(name) ?? name);
  };
  const refs = (list: unknown[]) => list.map(ref);
  const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

  for (const row of await db.select().from(lookbooks)) {
    const fix = <T extends { looks: { materials: string[] }[] } | null>(doc: T): T =>
      doc && { ...doc, looks: doc.looks.map((l) => ({ ...l, materials: refs(l.materials) })) };
    const ko = fix(row.ko);
    const en = fix(row.en ?? null);
    if (changed(row.ko, ko) || changed(row.en ?? null, en))
      await db.update(lookbooks).set({ ko, en }).where(eq(lookbooks.id, row.id));
  }
  for (const row of await db.select().from(themeYears)) {
    const fix = <T extends ThemeYearDoc | null>(doc: T): T =>
      doc && { ...doc, stories: doc.stories.map((s) => ({ ...s, materials: refs(s.materials) })) };
    const ko = fix(row.ko);
    const en = fix(row.en ?? null);
    if (changed(row.ko, ko) || changed(row.en ?? null, en))
      await db.update(themeYears).set({ ko, en }).where(eq(themeYears.id, row.id));
  }
}

/**
 * The design themes of 2025, 2024 and 2023 (issue 49), from the typed modules under
 * src/content/themes, validated as the studio validates them; a year already written is left alone.
 */
async function seedThemeYears(db: Db): Promise<void> {
  const docOf = (locale: 'ko' | 'en', year: string): ThemeYearDoc => {
    const m = themeModules[locale];
    return {
      design: designTheme.parse(m.designThemes[year as keyof typeof m.designThemes]),
      stories: Object.values(m.stories)
        .filter((s) => String(s.year) === year)
        .map((s) => themeStory.parse(s)),
    };
  };
  const years = Object.keys(themeModules.ko.designThemes);
  await db
    .insert(themeYears)
    .values(
      years.map((year) => ({
        seedKey: `theme-${year}`,
        year: Number(year),
        ko: docOf('ko', year),
        en: docOf('en', year),
        published: true,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The trend archive since 2001 (issue 49), from the typed modules under src/content/archive, one
 * record a year, validated as the studio validates them; a year already written is left alone.
 */
async function seedArchive(db: Db): Promise<void> {
  const ko = archive.parse(archiveModules.ko);
  const en = archive.parse(archiveModules.en);
  const docOf = ({ id: _id, year: _year, ...doc }: (typeof ko)[number]) => archiveDoc.parse(doc);
  await db
    .insert(archiveEntries)
    .values(
      ko.map((entry, i) => ({
        seedKey: `archive-${entry.year}`,
        year: entry.year,
        ko: docOf(entry),
        en: en[i] ? docOf(en[i]) : null,
        published: true,
      })),
    )
    .onConflictDoNothing();
}

const HOME: HomeSettings = {
  version: 'persona',
  headlineKo: '소재가 먼저 말하는\n공간의 내일',
  // NOTE: a no-break space keeps 'their materials' together, so a phone does not leave 'materials' alone on a third line.
  headlineEn: 'Tomorrow’s spaces,\ntold by their\u00a0materials',
  leadKo:
    // What each floor holds is the running edition's own (its floors, below the lead), never retold here.
    // No-break spaces keep "세 개", "만나 보세요", "트렌드 연구를" and "다른 방식으로" whole (the fifth
    // review: "세 / 개 층의", "만나 / 보세요"; the seventh: "디자인 트렌드 / 연구를", "다른 / 방식으로").
    '20년 넘게 이어 온 디자인 트렌드\u00a0연구를 세\u00a0개\u00a0층의\u00a0팝업\u00a0전시로 만나\u00a0보세요. 층마다 테마\u00a0소재를 다른\u00a0방식으로 보고, 만지고, 경험합니다.',
  leadEn:
    'More than twenty years of design trend research, brought to life as a three-floor pop-up exhibition. Each floor lets you see, touch and try the theme materials in its own way.',
  shareTitleKo: '모루 디자인 트렌드',
  shareTitleEn: 'Moru Design Trend',
  shareDescriptionKo: '모루 서피스가 해마다 발표하는 디자인 트렌드와 팝업 전시.',
  shareDescriptionEn: 'The design trends and pop-up exhibitions Moru Surfaces presents every year.',
  heroImage: null,
  shareImage: null,
};

async function seedFaq(db: Db): Promise<void> {
  const ko = faqModules.ko;
  const en = faqModules.en;
  const keys = [...new Set(ko.map((i) => i.category))];
  await db
    .insert(faqCategories)
    .values(
      keys.map((key, position) => ({
        key,
        nameKo: ko.find((i) => i.category === key)?.title ?? key,
        nameEn: en.find((i) => i.category === key)?.title ?? '',
        color: FAQ_COLORS[key],
        position,
      })),
    )
    .onConflictDoNothing();
  const paragraphs = (p: readonly string[]) => sanitizeBody(p.join('\n\n'));
  await db
    .insert(faqEntries)
    .values(
      ko.map((item, i) => {
        const twin = en.find((e) => e.id === item.id);
        return {
          seedKey: `faq:${item.id}`,
          slug: item.id,
          category: item.category,
          questionKo: item.question,
          questionEn: twin?.question ?? '',
          answerKo: paragraphs(item.answer),
          answerEn: twin ? paragraphs(twin.answer) : '',
          position: i,
          published: true,
        };
      }),
    )
    .onConflictDoNothing();
}

const FLOOR_COLORS: Record<FloorKey, string> = { '1F': '#b0643b', '2F': '#2f6f62', '3F': '#4b55b8' };

/** `2층 체험 존, 약 20분 소요.` → floor 2F and `약 20분 소요.`: where a programme runs moves onto the floors. */
export function splitFloor(detail: string): { floor: FloorKey | null; rest: string } {
  const ko = /^(?:[^,.\d]*\s)?([123])층(?:\s[^,.]*)?[,.]\s*/.exec(detail);
  if (ko) return { floor: `${ko[1]}F` as FloorKey, rest: detail.slice(ko[0].length) };
  const en = /^(?:[A-Za-z ]+,\s)?([123])F[,.]\s*/.exec(detail);
  if (en) return { floor: `${en[1]}F` as FloorKey, rest: detail.slice(en[0].length) };
  return { floor: null, rest: detail };
}

const VERSION_OF: Record<keyof typeof EXHIBITION_FACTS, FloorVersion> = {
  popupep1: 'ep1',
  popupep2: 'earlier',
  popupep3: 'ep3',
  popupep4: 'persona',
};

function historicalEdition(slug: keyof typeof EXHIBITION_FACTS) {
  const facts = EXHIBITION_FACTS[slug];
  const ko = exhibitionModules.ko.exhibitions[slug];
  const en = exhibitionModules.en.exhibitions[slug];
  const programmes: EditionProgramme[] = ko.programmes.map((p, i) => {
    const twin = en.programmes[i];
    return {
      key: p.key,
      titleKo: p.title,
      titleEn: twin?.title ?? '',
      descKo: p.desc,
      descEn: twin?.desc ?? '',
      detailKo: splitFloor(p.detail).rest,
      detailEn: twin ? splitFloor(twin.detail).rest : '',
    };
  });
  const floorOf = new Map(ko.programmes.map((p) => [p.key, splitFloor(p.detail).floor]));
  const version = VERSION_OF[slug];
  const floors: EditionFloor[] = floorModules.ko[version].map((f, i) => {
    const twin = floorModules.en[version][i];
    return {
      key: f.key,
      tagKo: f.tag,
      tagEn: twin?.tag ?? '',
      titleKo: f.title,
      titleEn: twin?.title ?? '',
      descKo: f.desc,
      descEn: twin?.desc ?? '',
      image: f.gif,
      color: FLOOR_COLORS[f.key],
      programmes: ko.programmes.filter((p) => floorOf.get(p.key) === f.key).map((p) => p.key),
    };
  });
  // The docent tour starts on the floor whose text says so (EP.04: 2F), else in the 1F lobby: one
  // floor in the programme cards and the floor text alike (issue 50).
  const docentFloor = floors.find((f) => /도슨트/.test(f.descKo)) ?? floors[0];
  docentFloor.programmes.unshift('docent');
  const [venueKo, addressKo = ''] = ko.venue.split(' · ');
  const [venueEn, addressEn = ''] = en.venue.split(' · ');
  return {
    seedKey: `edition:${slug}`,
    episode: facts.episode,
    slug,
    themeYear: facts.year,
    titleKo: ko.title,
    titleEn: en.title,
    subtitleKo: ko.subtitle,
    subtitleEn: en.subtitle,
    introKo: ko.intro,
    introEn: en.intro,
    venueKo,
    venueEn,
    addressKo,
    addressEn,
    // The typed copy said the hours in prose ('오전 11시 – 오후 7시 (…)'): they become the record's times.
    hoursKo: '',
    hoursEn: '',
    ...hoursOf(ko.hours),
    admissionKo: ko.admission,
    admissionEn: en.admission,
    startsOn: facts.startDate,
    endsOn: facts.endDate,
    heroImage: ko.hero,
    heroAltKo: ko.heroAlt,
    heroAltEn: en.heroAlt,
    floors,
    programmes,
    photos: photosOf(ko.photos, en.photos),
    gallery: photosOf(ko.gallery ?? [], en.gallery ?? []),
    published: true,
  };
}

type Captioned = { src: string; alt: string; caption: string };
/** The typed modules' captioned photographs per language, as the record's bilingual list. */
const photosOf = (ko: readonly Captioned[], en: readonly Captioned[]): EditionPhoto[] =>
  ko.map((p, i) => ({
    image: p.src,
    altKo: p.alt,
    altEn: en[i]?.alt ?? '',
    captionKo: p.caption,
    captionEn: en[i]?.caption ?? '',
  }));
/** `오전 11시 – 오후 7시 (입장 마감 …)` → opens 11:00, closes 19:00. */
export function hoursOf(text: string): { opensAt: string; closesAt: string } {
  const [open, close] = [...text.matchAll(/(오전|오후) (\d{1,2})시/g)].map(
    (m) => `${String(Number(m[2]) + (m[1] === '오후' && m[2] !== '12' ? 12 : 0)).padStart(2, '0')}:00`,
  );
  return { opensAt: open ?? '11:00', closesAt: close ?? '20:00' };
}

async function seedEditions(db: Db, now: Date): Promise<void> {
  const DAY = 86_400_000;
  const today = seoulDayStart(now).getTime();
  const ran = (['popupep1', 'popupep2', 'popupep3', 'popupep4'] as const).map(historicalEdition);
  const rows = [
    ...ran,
    {
      ...EP5,
      seedKey: 'edition:popupep5',
      startsOn: seoulDate(new Date(today + EP5_FIRST_DAY * DAY)),
      endsOn: seoulDate(new Date(today + EP5_LAST_DAY * DAY)),
      hoursExceptions: ep5HoursExceptions(now),
      published: true,
    },
  ];
  await db.insert(editions).values(rows).onConflictDoNothing();
  // Editions seeded before their photographs were records (issue 49) get them once; a list an
  // editor has written (or emptied after adding) is never touched again.
  for (const row of ran)
    if (row.photos.length)
      await db
        .update(editions)
        .set({ photos: row.photos, gallery: row.gallery })
        .where(
          and(
            eq(editions.seedKey, row.seedKey),
            sql`${editions.photos} = '[]'::jsonb`,
            sql`${editions.gallery} = '[]'::jsonb`,
            sql`${editions.updatedAt} = ${editions.createdAt}`,
          ),
        );
}
