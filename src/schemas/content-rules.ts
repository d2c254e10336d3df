/**
 * The content studio's plain values (issue 25), without zod, so client components and the database
 * enums import them. The zod schemas that validate them are in `content-studio.ts`.
 */
import { type EventKind, seoulDate } from './event-rules';

export const FLOOR_KEYS = ['1F', '2F', '3F'] as const;
export type FloorKey = (typeof FLOOR_KEYS)[number];

/** What can run on a floor (SPEC §1): docent tour, goods making, drawing, tasting, media art, seminars. */
export const PROGRAMME_KEYS = ['docent', 'goods', 'drawing', 'tasting', 'mediaart', 'seminar'] as const;
export type ProgrammeKey = (typeof PROGRAMME_KEYS)[number];

/** The programme an event of a kind is (a media event is the media-art programme). */
export const PROGRAMME_OF_KIND: Partial<Record<EventKind, ProgrammeKey>> = {
  docent: 'docent',
  goods: 'goods',
  drawing: 'drawing',
  tasting: 'tasting',
  media: 'mediaart',
  seminar: 'seminar',
};

export const NOTICE_PLACEMENTS = ['home', 'events', 'everywhere'] as const;
export type NoticePlacement = (typeof NOTICE_PLACEMENTS)[number];

/** A FAQ category's key (the filter's anchor); never a UUID's length, so a preview token tells them apart. */
export const FAQ_CATEGORY_KEY_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

export const POLICY_KINDS = ['privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** The spec's two home versions: the earlier one (old memories, …) and the newer "persona" one. */
export const HOME_VERSIONS = ['persona', 'earlier'] as const;
export type HomeVersion = (typeof HOME_VERSIONS)[number];

export const EDITION_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** One floor of an edition: both languages side by side, as staff edit it. */
/** How many photographs an edition's page shows, and its gallery. */
export const EDITION_PHOTOS_MAX = 12;
export const EDITION_GALLERY_MAX = 40;

/** A captioned photograph of an edition (its page's photos or gallery), in both languages. */
export type EditionPhoto = {
  /** Image reference (a built-in `/images/…` path or `media:<uuid>`). */
  image: string;
  altKo: string;
  altEn: string;
  captionKo: string;
  captionEn: string;
};

/** A photograph as a page shows it, in one language; a library picture comes resolved. */
export type PublicPhoto = { image: string; stored?: StoredImage; alt: string; caption: string };

export type EditionFloor = {
  key: FloorKey;
  tagKo: string;
  tagEn: string;
  titleKo: string;
  titleEn: string;
  descKo: string;
  descEn: string;
  /** Image reference (a built-in `/images/…` path or `media:<uuid>`). */
  image: string;
  /** Theme colour of the floor, `#rrggbb`. */
  color: string;
  /** Which programmes run on this floor: the one place a programme's floor is stated. */
  programmes: ProgrammeKey[];
};

/**
 * A day whose hours differ from the edition's own (a holiday, a closed day): stored once, on the
 * edition, and shown only around its date (issue 50). Both times null: closed that day.
 */
export type HoursException = {
  /** Seoul calendar day, `YYYY-MM-DD`. */
  date: string;
  /** Seoul wall clock `HH:mm`, or null when closed. */
  opensAt: string | null;
  closesAt: string | null;
  /** The last docent tour's start that day (`HH:mm`), when it is earlier than usual; none when closed. */
  lastTourAt?: string | null;
  noteKo: string;
  noteEn: string;
};

/**
 * What is wrong with an edition's dated changes of hours, by field (`hoursExceptions.0.date`): a day
 * outside the edition's dates, or a day given twice (decision 037; the times' order is the schema's).
 */
export function hoursExceptionProblems(e: {
  startsOn: string;
  endsOn: string;
  hoursExceptions: readonly Pick<HoursException, 'date'>[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  e.hoursExceptions.forEach((x, i) => {
    const at = `hoursExceptions.${i}.date`;
    if (x.date < e.startsOn || x.date > e.endsOn) out[at] = 'hoursException.outsideEdition';
    else if (e.hoursExceptions.findIndex((y) => y.date === x.date) !== i) out[at] = 'hoursException.sameDay';
  });
  return out;
}

/** A programme of an edition; where it runs comes from the floors, never from this copy. */
export type EditionProgramme = {
  key: ProgrammeKey;
  titleKo: string;
  titleEn: string;
  descKo: string;
  descEn: string;
  detailKo: string;
  detailEn: string;
};

export type HomeSettings = {
  version: HomeVersion;
  headlineKo: string;
  headlineEn: string;
  leadKo: string;
  leadEn: string;
  shareTitleKo: string;
  shareTitleEn: string;
  shareDescriptionKo: string;
  shareDescriptionEn: string;
  /** The home hero: a library picture (`media:<uuid>`, its phone crop from its focal point); null, the built-in one. */
  heroImage?: string | null;
  /** The picture link previews show (Open Graph); null, the site's default share image. */
  shareImage?: string | null;
};

export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 5_000;
export const NOTICE_TITLE_MAX_LENGTH = 120;
export const NOTICE_BODY_MAX_LENGTH = 5_000;
export const POLICY_BODY_MAX_LENGTH = 200_000;
export const EDITION_TEXT_MAX_LENGTH = 2_000;

/**
 * Whether an edition is upcoming, running or ended on `now`, by Seoul calendar days: it runs from
 * the start of `startsOn` to the end of `endsOn` in Asia/Seoul.
 */
export function editionStatus(e: { startsOn: string; endsOn: string }, now: Date): EditionStatus {
  const today = seoulDate(now);
  if (today < e.startsOn) return 'upcoming';
  if (today > e.endsOn) return 'ended';
  return 'running';
}

/**
 * The edition the site promotes: the running one, else the next to start, else the last that ran.
 * `editions` are the published ones, in any order.
 */
export function promotedEdition<E extends { startsOn: string; endsOn: string; episode: number }>(
  editions: readonly E[],
  now: Date,
): E | undefined {
  const byStart = [...editions].sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.episode - b.episode);
  const running = byStart.filter((e) => editionStatus(e, now) === 'running');
  if (running.length) return running[running.length - 1];
  const next = byStart.find((e) => editionStatus(e, now) === 'upcoming');
  return next ?? byStart[byStart.length - 1];
}

/** The bilingual completeness of a record: which of its paired fields have no English (or Korean) yet. */
export function missingTranslations(pairs: Record<string, { ko: string; en: string }>): {
  ko: string[];
  en: string[];
} {
  const ko: string[] = [];
  const en: string[] = [];
  for (const [field, v] of Object.entries(pairs)) {
    if (!v.ko.trim()) ko.push(field);
    if (!v.en.trim()) en.push(field);
  }
  return { ko, en };
}

/** A media-library picture as a page renders it: its variants, size and phone focal point. */
export type StoredImage = {
  src: string;
  srcSet: { avif: string; webp: string };
  width: number;
  height: number;
  focalX: number;
  focalY: number;
};

/** One floor as a page shows it, in one language, with the programmes that run there. */
export type PublicFloor = {
  key: FloorKey;
  tag: string;
  title: string;
  desc: string;
  image: string;
  /** The library picture `image` names (`media:<uuid>`), resolved for the page. */
  stored?: StoredImage;
  color: string;
  programmes: ProgrammeKey[];
};

/** An edition as the public pages render it, in one language. */
export type PublicEdition = {
  id: string;
  episode: number;
  slug: string;
  path: string;
  themeYear: number;
  /** The other design themes' years it also lays out. */
  otherThemeYears: number[];
  status: EditionStatus;
  title: string;
  subtitle: string;
  intro: string;
  venue: string;
  address: string;
  /** A note on the hours (last entry…); the hours themselves are `opensAt`–`closesAt`. */
  hours: string;
  opensAt: string;
  closesAt: string;
  /** The dated exceptions from today to two weeks ahead, in this language (`exceptionsAround`). */
  hoursExceptions: {
    date: string;
    opensAt: string | null;
    closesAt: string | null;
    lastTourAt: string | null;
    note: string;
  }[];
  admission: string;
  startsOn: string;
  endsOn: string;
  heroImage: string | null;
  heroStored?: StoredImage;
  heroAlt: string;
  /** Whether `heroAlt` was chosen to replace a library picture's own alt text. */
  heroAltOverride: boolean;
  floors: PublicFloor[];
  programmes: {
    key: ProgrammeKey;
    title: string;
    desc: string;
    detail: string;
    floors: FloorKey[];
    /** The event that runs it (a PUBLIC, published event of the edition), while the edition is on. */
    event?: { path: string; apply: boolean };
  }[];
  /** Photographs of the edition, in order (after it ran, or of its making). */
  photos: PublicPhoto[];
  /** A larger set opened one by one in a lightbox (EP.02's 21). */
  gallery: PublicPhoto[];
};

/** What the home page renders from the studio: its settings and the promoted edition. */
export type HomeContent = {
  version: HomeVersion;
  headline: string;
  lead: string;
  edition: PublicEdition | undefined;
  /** A hero picture from the media library, with its own alt text; absent, the built-in hero. */
  hero?: { image: StoredImage; alt: string };
  /** What a shared link to the home shows: title, description and picture (absent: the default). */
  share: { title: string; description: string; image?: { src: string; width: number; height: number } };
};
