import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { fillFacts, fillFactsText } from '@/lib/facts';
import { HOME_RECORD_ID } from '@/schemas/content-history-rules';
import {
  type HomeContent,
  homeSettingsBody,
  type PublicEdition,
  promotedEdition,
} from '@/schemas/content-studio';
import { seoulDate } from '@/schemas/event-rules';
import { cacheVersion } from '../api/answer-cache';
import type { Db } from '../db/client';
import { contentSettings } from '../db/schema';
import { errorMessage } from '../log';
import { publishedArchive, publishedArchiveYear, publishedArchiveYears } from './archive';
import { editionByPath, programmeEvents, promotedPublicEdition, publishedEditions } from './editions';
import { programmeFacts, promotedFacts } from './facts';
import { type PublicFaqItem, publishedFaq } from './faq';
import { lookbookPath, publishedLookbook, publishedLookbookYears } from './lookbooks';
import { collectionOf } from './materials';
import { resolveImages } from './media';
import { noticeDraft } from './notices';
import { policyPreviewOf } from './policies';
import {
  archivePreview,
  editionPreview,
  faqPreview,
  lookbookPreview,
  readPreviewToken,
  themeYearPreview,
  waitingChanges,
} from './preview';
import {
  picturesOf,
  publishedDesignTheme,
  publishedThemeStory,
  publishedThemeYears,
  type ThemeYearSummary,
} from './themes';
import { CONTENT_VERSION } from './version';

/**
 * What the prerendered public pages read from the studio's content (decision 014). Each runs when
 * the page is rendered (at build, then after a publish or a new Seoul day), never per visit. Each
 * takes the database first; the pages reach them through `composition/pages.ts`.
 */
export async function faqForPage(db: Db, locale: Locale): Promise<PublicFaqItem[]> {
  const now = new Date();
  const [items, facts] = await Promise.all([publishedFaq(db, locale), programmeFacts(db, locale, now)]);
  // Answers refer to the programme's facts (`{{docentTimes}}`…), filled as the page renders (decision 037).
  return items.map((i) => ({ ...i, answer: fillFacts(i.answer, facts) }));
}

export async function homeForPage(db: Db, locale: Locale, now = new Date()): Promise<HomeContent> {
  return homeContent(db, locale, now);
}

/**
 * The home page's content from its settings and the promoted edition, pictures resolved. `changes`
 * (a preview's waiting changes, in order) are laid over the settings; one that would be refused
 * when applied is left out, as it will be.
 */
export async function homeContent(
  db: Db,
  locale: Locale,
  now: Date,
  changes: Record<string, unknown>[] = [],
): Promise<HomeContent> {
  const [[settings], edition] = await Promise.all([
    db.select().from(contentSettings).where(eq(contentSettings.key, HOME_RECORD_ID)),
    promotedPublicEdition(db, locale, now),
  ]);
  const en = locale === 'en';
  const promoted = edition ? await withStoredImages(db, edition, en) : undefined;
  let s = settings?.value;
  for (const change of changes) {
    const merged = homeSettingsBody.safeParse({ ...s, ...change });
    if (merged.success) {
      const { publishAt: _p, ...value } = merged.data;
      s = value;
    }
  }
  const pictures = await resolveImages(db, [s?.heroImage, s?.shareImage]);
  const hero = s?.heroImage ? pictures.get(s.heroImage) : null;
  const share = s?.shareImage ? pictures.get(s.shareImage) : null;
  return {
    version: s?.version ?? 'persona',
    headline: (en && s?.headlineEn) || s?.headlineKo || '',
    lead: (en && s?.leadEn) || s?.leadKo || '',
    edition: promoted,
    ...(hero?.srcSet && hero.width && hero.height
      ? {
          hero: {
            image: {
              src: hero.src,
              srcSet: hero.srcSet,
              width: hero.width,
              height: hero.height,
              focalX: hero.focalX,
              focalY: hero.focalY,
            },
            alt: (en && hero.altEn) || hero.altKo,
          },
        }
      : {}),
    share: {
      title: (en && s?.shareTitleEn) || s?.shareTitleKo || '',
      description: (en && s?.shareDescriptionEn) || s?.shareDescriptionKo || '',
      ...(share?.width && share.height
        ? { image: { src: share.src, width: share.width, height: share.height } }
        : {}),
    },
  };
}

export async function editionForPage(db: Db, locale: Locale, year: string, slug: string, now = new Date()) {
  const edition = await editionByPath(db, locale, year, slug, now);
  return edition
    ? withStoredImages(
        db,
        await withProgrammeEvents(db, await withFacts(db, edition, locale, now)),
        locale === 'en',
      )
    : null;
}

/**
 * Each programme's card leads to the event that runs it while the edition is to come or on (the
 * twelfth review: "none of the cards links to its own booking page"); an ended edition keeps what
 * ran with no call to action (issue 50).
 */
async function withProgrammeEvents(db: Db, e: PublicEdition): Promise<PublicEdition> {
  if (e.status === 'ended') return e;
  const found = await programmeEvents(db, e.id);
  if (!found.size) return e;
  return {
    ...e,
    programmes: e.programmes.map((p) => {
      const event = found.get(p.key);
      return event ? { ...p, event } : p;
    }),
  };
}

/**
 * The programme cards' lines refer to the schedule's facts (`{{seminarTime}}`…, decision 037),
 * filled from the records for the promoted edition, the one the facts are read from; another
 * edition's tokens are left out rather than filled with the running show's figures.
 */
async function withFacts(db: Db, e: PublicEdition, locale: Locale, now: Date): Promise<PublicEdition> {
  if (!e.programmes.some((p) => p.desc.includes('{{') || p.detail.includes('{{'))) return e;
  const { slug, facts } = await promotedFacts(db, locale, now);
  const own = slug === e.slug ? facts : {};
  return {
    ...e,
    programmes: e.programmes.map((p) => ({
      ...p,
      desc: fillFactsText(p.desc, own),
      detail: fillFactsText(p.detail, own),
    })),
  };
}

/**
 * Resolves the library pictures (`media:<uuid>`) an edition names (built-in pictures stay paths),
 * and describes the hero by the picture's own alt text unless the edition overrides it.
 */
export async function withStoredImages(db: Db, e: PublicEdition, en: boolean): Promise<PublicEdition> {
  const refs = [
    e.heroImage,
    ...e.floors.map((f) => f.image),
    ...e.photos.map((p) => p.image),
    ...e.gallery.map((p) => p.image),
  ].filter((r): r is string => !!r?.startsWith('media:'));
  if (!refs.length) return e;
  const found = await resolveImages(db, refs);
  const stored = (ref: string | null) => {
    const r = ref ? found.get(ref) : null;
    return r?.srcSet && r.width && r.height
      ? { src: r.src, srcSet: r.srcSet, width: r.width, height: r.height, focalX: r.focalX, focalY: r.focalY }
      : undefined;
  };
  // The alt text belongs to the picture: a library picture is described by its own words in the
  // page's language unless the editor chose to override them for this page (issue 49).
  const hero = e.heroImage ? found.get(e.heroImage) : null;
  const own = hero ? (en ? hero.altEn || hero.altKo : hero.altKo) : '';
  return {
    ...e,
    heroAlt: e.heroAltOverride || !own ? e.heroAlt : own,
    heroStored: stored(e.heroImage),
    floors: e.floors.map((f) => ({ ...f, stored: stored(f.image) })),
    photos: e.photos.map((p) => ({ ...p, stored: stored(p.image) })),
    gallery: e.gallery.map((p) => ({ ...p, stored: stored(p.image) })),
  };
}

export async function editionsForPage(db: Db, locale: Locale, now = new Date()): Promise<PublicEdition[]> {
  return publishedEditions(db, locale, now);
}

/** The published theme years, newest first (issue 49). */
export async function themeYearsForPage(db: Db, locale: Locale): Promise<ThemeYearSummary[]> {
  return publishedThemeYears(db, locale);
}

/** A published year's collection page, or null (a 404). */
export async function designThemeForPage(db: Db, locale: Locale, year: number) {
  return publishedDesignTheme(db, locale, year);
}

/** A published theme's story page and its siblings, or null (a 404). */
export async function themeStoryForPage(db: Db, locale: Locale, year: number, key: string) {
  return publishedThemeStory(db, locale, year, key);
}

/**
 * What a preview link shows (issue 49): the record its token names, drafts included, or null for a
 * forged, altered or expired token. Read per request, never kept.
 */
export async function previewForPage(db: Db, token: string, locale: Locale, now = new Date()) {
  if (!readPreviewToken(token, now)) return null;
  return previewOf(db, token, locale, now);
}

/** What a preview link's token shows, read from `db` (`previewForPage`'s read; the API tests call it). */
export async function previewOf(db: Db, token: string, locale: Locale, now: Date) {
  const record = readPreviewToken(token, now);
  if (!record) return null;
  const { expiresAt } = record;
  if (record.kind === 'archive') {
    const found = await archivePreview(db, record.id, locale);
    return found ? { kind: record.kind, ...found, expiresAt } : null;
  }
  if (record.kind === 'lookbooks') {
    const found = await lookbookPreview(db, record.id, locale);
    return found ? { kind: record.kind, ...found, expiresAt } : null;
  }
  if (record.kind === 'home') {
    const home = await homeContent(db, locale, now, await waitingChanges(db, 'home', HOME_RECORD_ID));
    // The theme the home links: the promoted edition's year, or the latest published, as on the home.
    const year = home.edition?.themeYear ?? (await publishedThemeYears(db, locale))[0]?.year;
    const theme = year === undefined ? null : await publishedDesignTheme(db, locale, year);
    return { kind: record.kind, home, theme, expiresAt };
  }
  if (record.kind === 'faq') {
    const [found, facts] = await Promise.all([
      faqPreview(db, record.id, locale),
      programmeFacts(db, locale, now),
    ]);
    if (!found) return null;
    // Answers are filled with the programme's facts as the public page's are (decision 037).
    const items = found.items.map((i) => ({ ...i, answer: fillFacts(i.answer, facts) }));
    return { kind: record.kind, items, focus: found.focus, expiresAt };
  }
  if (record.kind === 'notices') {
    const notice = await noticeDraft(
      db,
      record.id,
      locale,
      now,
      await waitingChanges(db, 'notices', record.id),
    );
    return notice ? { kind: record.kind, notice, expiresAt } : null;
  }
  if (record.kind === 'policies') {
    const policy = await policyPreviewOf(db, record.id, locale);
    return policy ? { kind: record.kind, policy, expiresAt } : null;
  }
  if (record.kind === 'editions') {
    const found = await editionPreview(db, record.id, locale, now);
    if (!found) return null;
    const edition = await withStoredImages(db, found.edition, locale === 'en');
    return { kind: record.kind, edition, others: found.others, expiresAt };
  }
  const found = await themeYearPreview(db, record.id, locale);
  return found ? { kind: record.kind, ...found, expiresAt } : null;
}

/**
 * The Collection (decision 042): the newest year of the materials catalogue with its pictures, its
 * themes' names and whether that year's lookbook is published; null while the catalogue is empty.
 */
export async function collectionForPage(db: Db, locale: Locale) {
  const found = await collectionOf(db, locale);
  if (!found) return null;
  const [years, lookbookYears, pictures] = await Promise.all([
    publishedThemeYears(db, locale),
    publishedLookbookYears(db),
    picturesOf(
      db,
      found.items.map((m) => m.image),
    ),
  ]);
  const stories = years.find((y) => y.year === found.year)?.stories ?? [];
  return {
    ...found,
    pictures,
    themeNames: Object.fromEntries(stories.map((s) => [s.key, s.name])),
    lookbook: lookbookYears.includes(found.year),
  };
}

/** The published lookbooks' years, newest first (issue 49). */
export async function lookbookYearsForPage(db: Db): Promise<number[]> {
  return publishedLookbookYears(db);
}

/** A published year's lookbook with its pictures, or null (a 404). */
export async function lookbookForPage(db: Db, locale: Locale, year: number) {
  return publishedLookbook(db, locale, year);
}

/** The published trend archive in the reader's language, with its library pictures (issue 49). */
export async function archiveForPage(db: Db, locale: Locale) {
  return publishedArchive(db, locale);
}

/** The published archive years that have a page, oldest first. */
export async function archiveYearsForPage(db: Db): Promise<number[]> {
  return publishedArchiveYears(db);
}

/** The first published archive year with a page (the home's archive band names it), if any. */
export async function archiveSinceForPage(db: Db): Promise<number | undefined> {
  const years = await publishedArchiveYears(db);
  return years.length ? Math.min(...years) : undefined;
}

/** A published archive year's page with the years before and after it, or null (a 404). */
export async function archiveYearForPage(db: Db, locale: Locale, year: number) {
  return publishedArchiveYear(db, locale, year);
}

type MenuItem = { path: string; label?: string; labelKey?: string; values?: Record<string, string | number> };
type ExhibitionMenu = {
  /** The published editions, newest first, then the latest published lookbook. */
  items: MenuItem[];
  promotedPath: string | undefined;
  /** The published design theme years' pages, newest first (the Design Trend group). */
  designThemes: MenuItem[];
};
type KeptMenu = { key: string; menu: ExhibitionMenu };
// NOTE: process-wide (on globalThis): every route's bundle reads the same cache. Per database, as
// the other kept answers are (the tests run several databases in one process).
const menuStore = globalThis as unknown as { __moruMenus?: WeakMap<Db, Map<Locale, KeptMenu>> };
const menusOf = (db: Db) => {
  menuStore.__moruMenus ??= new WeakMap();
  let byLocale = menuStore.__moruMenus.get(db);
  if (!byLocale) {
    byLocale = new Map();
    menuStore.__moruMenus.set(db, byLocale);
  }
  return byLocale;
};

/**
 * The published editions as the menus list them (title and page, newest first). Every page's
 * layout reads it. What it shows changes only with a publish (the content version) or the Seoul
 * day (an edition starts or ends), so each instance keeps it under both: a page rendered per
 * request (event, my) costs one version read (none on the embedded database) instead of the three
 * reads of the menu, and shows a publish as soon as its version moves, on every instance.
 */
export async function exhibitionMenuForPage(
  db: Db,
  locale: Locale,
  now = new Date(),
): Promise<ExhibitionMenu> {
  const kept = menusOf(db).get(locale);
  try {
    // NOTE: the version is read BEFORE the rows, so a kept menu is never older than its key.
    const key = `${await cacheVersion(db, CONTENT_VERSION)}@${seoulDate(now)}`;
    if (kept?.key === key) return kept.menu;
    const [editions, years, lookbookYears] = await Promise.all([
      editionsForPage(db, locale, now),
      themeYearsForPage(db, locale),
      lookbookYearsForPage(db),
    ]);
    const latestLookbook = lookbookYears[0];
    const menu = {
      items: editions.map((e): MenuItem => ({ path: e.path, label: e.title })),
      promotedPath: promotedEdition(editions, now)?.path,
      // The lookbook is the trend's book, not an exhibition: it follows the theme years under
      // Design Trend (the sixth review read "홈 › 전시 › 룩북").
      designThemes: [
        ...years.map(
          (y): MenuItem => ({
            path: `/archive/${y.year}/designtheme`,
            labelKey: 'designThemeYear',
            values: { year: y.year },
          }),
        ),
        ...(latestLookbook ? [{ path: lookbookPath(latestLookbook), labelKey: 'lookbook' }] : []),
      ],
    };
    menusOf(db).set(locale, { key, menu });
    return menu;
  } catch (err) {
    // NOTE: a page rendered while the database is down keeps the menu it had (or none), not a 500.
    console.error('[content] exhibition menu unavailable:', errorMessage(err));
    return kept?.menu ?? { items: [], promotedPath: undefined, designThemes: [] };
  }
}
