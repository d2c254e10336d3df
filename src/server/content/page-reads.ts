import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { fillFacts } from '@/lib/facts';
import { HOME_RECORD_ID } from '@/schemas/content-history-rules';
import {
  type HomeContent,
  homeSettingsBody,
  type PublicEdition,
  promotedEdition,
} from '@/schemas/content-studio';
import { getDb } from '../db';
import type { Db } from '../db/client';
import { contentSettings } from '../db/schema';
import { errorMessage } from '../log';
import { publishedArchive, publishedArchiveYear, publishedArchiveYears } from './archive';
import { editionByPath, promotedPublicEdition, publishedEditions } from './editions';
import { programmeFacts } from './facts';
import { type PublicFaqItem, publishedFaq } from './faq';
import { lookbookPath, publishedLookbook, publishedLookbookYears } from './lookbooks';
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
  publishedDesignTheme,
  publishedThemeStory,
  publishedThemeYears,
  type ThemeYearSummary,
} from './themes';

/**
 * What the prerendered public pages read from the studio's content (decision 014). Each runs when
 * the page is rendered (at build, then after a publish or a new Seoul day), never per visit.
 */
export async function faqForPage(locale: Locale): Promise<PublicFaqItem[]> {
  const { db } = await getDb();
  const now = new Date();
  const [items, facts] = await Promise.all([publishedFaq(db, locale), programmeFacts(db, locale, now)]);
  // Answers refer to the programme's facts (`{{docentTimes}}`…), filled as the page renders (decision 037).
  return items.map((i) => ({ ...i, answer: fillFacts(i.answer, facts) }));
}

export async function homeForPage(locale: Locale, now = new Date()): Promise<HomeContent> {
  const { db } = await getDb();
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

export async function editionForPage(locale: Locale, year: string, slug: string, now = new Date()) {
  const { db } = await getDb();
  const edition = await editionByPath(db, locale, year, slug, now);
  return edition ? withStoredImages(db, edition, locale === 'en') : null;
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

export async function editionsForPage(locale: Locale, now = new Date()): Promise<PublicEdition[]> {
  const { db } = await getDb();
  return publishedEditions(db, locale, now);
}

/** The published theme years, newest first (issue 49). */
export async function themeYearsForPage(locale: Locale): Promise<ThemeYearSummary[]> {
  const { db } = await getDb();
  return publishedThemeYears(db, locale);
}

/** A published year's collection page, or null (a 404). */
export async function designThemeForPage(locale: Locale, year: number) {
  const { db } = await getDb();
  return publishedDesignTheme(db, locale, year);
}

/** A published theme's story page and its siblings, or null (a 404). */
export async function themeStoryForPage(locale: Locale, year: number, key: string) {
  const { db } = await getDb();
  return publishedThemeStory(db, locale, year, key);
}

/**
 * What a preview link shows (issue 49): the record its token names, drafts included, or null for a
 * forged, altered or expired token. Read per request, never kept.
 */
export async function previewForPage(token: string, locale: Locale, now = new Date()) {
  if (!readPreviewToken(token, now)) return null;
  const { db } = await getDb();
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

/** The published lookbooks' years, newest first (issue 49). */
export async function lookbookYearsForPage(): Promise<number[]> {
  const { db } = await getDb();
  return publishedLookbookYears(db);
}

/** A published year's lookbook with its pictures, or null (a 404). */
export async function lookbookForPage(locale: Locale, year: number) {
  const { db } = await getDb();
  return publishedLookbook(db, locale, year);
}

/** The published trend archive in the reader's language, with its library pictures (issue 49). */
export async function archiveForPage(locale: Locale) {
  const { db } = await getDb();
  return publishedArchive(db, locale);
}

/** The published archive years that have a page, oldest first. */
export async function archiveYearsForPage(): Promise<number[]> {
  const { db } = await getDb();
  return publishedArchiveYears(db);
}

/** A published archive year's page with the years before and after it, or null (a 404). */
export async function archiveYearForPage(locale: Locale, year: number) {
  const { db } = await getDb();
  return publishedArchiveYear(db, locale, year);
}

/** How long one instance reuses the menu's editions for pages rendered per request (event, my). */
const MENU_TTL_MS = 3_000;
type MenuItem = { path: string; label?: string; labelKey?: string; values?: Record<string, string | number> };
type ExhibitionMenu = {
  /** The published editions, newest first, then the latest published lookbook. */
  items: MenuItem[];
  promotedPath: string | undefined;
  /** The published design theme years' pages, newest first (the Design Trend group). */
  designThemes: MenuItem[];
};
// NOTE: process-wide (on globalThis): every route's bundle reads the same cache, and the revalidation
// after a publish empties it, so no page is rendered again with the menus of before the publish.
const menuStore = globalThis as unknown as {
  __moruMenus?: Map<Locale, { at: number; menu: ExhibitionMenu }>;
};
const menus = () => {
  menuStore.__moruMenus ??= new Map();
  return menuStore.__moruMenus;
};

/** Forgets the kept menus; the revalidation after a publish calls it before pages render again. */
export function forgetMenus(): void {
  menuStore.__moruMenus?.clear();
}

/**
 * The published editions as the menus list them (title and page, newest first). Every page's
 * layout reads it: prerendered pages once per render, pages rendered per request at most every
 * few seconds per instance (within the studio's 15-second promise).
 */
export async function exhibitionMenuForPage(locale: Locale, now = new Date()): Promise<ExhibitionMenu> {
  const kept = menus().get(locale);
  if (kept && now.getTime() - kept.at < MENU_TTL_MS) return kept.menu;
  try {
    const [editions, years, lookbookYears] = await Promise.all([
      editionsForPage(locale, now),
      themeYearsForPage(locale),
      lookbookYearsForPage(),
    ]);
    const latestLookbook = lookbookYears[0];
    const menu = {
      items: [
        ...editions.map((e): MenuItem => ({ path: e.path, label: e.title })),
        ...(latestLookbook ? [{ path: lookbookPath(latestLookbook), labelKey: 'lookbook' }] : []),
      ],
      promotedPath: promotedEdition(editions, now)?.path,
      designThemes: years.map((y) => ({
        path: `/archive/${y.year}/designtheme`,
        labelKey: 'designThemeYear',
        values: { year: y.year },
      })),
    };
    menus().set(locale, { at: now.getTime(), menu });
    return menu;
  } catch (err) {
    // NOTE: a page rendered while the database is down keeps the menu it had (or none), not a 500.
    console.error('[content] exhibition menu unavailable:', errorMessage(err));
    return kept?.menu ?? { items: [], promotedPath: undefined, designThemes: [] };
  }
}
