import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type HomeContent, type PublicEdition, promotedEdition } from '@/schemas/content-studio';
import { getDb } from '../db';
import type { Db } from '../db/client';
import { contentSettings } from '../db/schema';
import { errorMessage } from '../log';
import { editionByPath, promotedPublicEdition, publishedEditions } from './editions';
import { type PublicFaqItem, publishedFaq } from './faq';
import { resolveImages } from './media';

/**
 * What the prerendered public pages read from the studio's content (decision 014). Each runs when
 * the page is rendered (at build, then after a publish or a new Seoul day), never per visit.
 */
export async function faqForPage(locale: Locale): Promise<PublicFaqItem[]> {
  const { db } = await getDb();
  return publishedFaq(db, locale);
}

export async function homeForPage(locale: Locale, now = new Date()): Promise<HomeContent> {
  const { db } = await getDb();
  const [[settings], edition] = await Promise.all([
    db.select().from(contentSettings).where(eq(contentSettings.key, 'home')),
    promotedPublicEdition(db, locale, now),
  ]);
  const promoted = edition ? await withStoredImages(db, edition) : undefined;
  const s = settings?.value;
  const en = locale === 'en';
  return {
    version: s?.version ?? 'persona',
    headline: (en && s?.headlineEn) || s?.headlineKo || '',
    lead: (en && s?.leadEn) || s?.leadKo || '',
    edition: promoted,
  };
}

export async function editionForPage(locale: Locale, year: string, slug: string, now = new Date()) {
  const { db } = await getDb();
  const edition = await editionByPath(db, locale, year, slug, now);
  return edition ? withStoredImages(db, edition) : null;
}

/** Resolves the library pictures (`media:<uuid>`) an edition names; built-in pictures stay paths. */
async function withStoredImages(db: Db, e: PublicEdition): Promise<PublicEdition> {
  const refs = [e.heroImage, ...e.floors.map((f) => f.image)].filter(
    (r): r is string => !!r?.startsWith('media:'),
  );
  if (!refs.length) return e;
  const found = await resolveImages(db, refs);
  const stored = (ref: string | null) => {
    const r = ref ? found.get(ref) : null;
    return r?.srcSet && r.width && r.height
      ? { src: r.src, srcSet: r.srcSet, width: r.width, height: r.height, focalX: r.focalX, focalY: r.focalY }
      : undefined;
  };
  return {
    ...e,
    heroStored: stored(e.heroImage),
    floors: e.floors.map((f) => ({ ...f, stored: stored(f.image) })),
  };
}

export async function editionsForPage(locale: Locale, now = new Date()): Promise<PublicEdition[]> {
  const { db } = await getDb();
  return publishedEditions(db, locale, now);
}

/** How long one instance reuses the menu's editions for pages rendered per request (event, my). */
const MENU_TTL_MS = 3_000;
type ExhibitionMenu = { items: { path: string; label: string }[]; promotedPath: string | undefined };
const menus = new Map<Locale, { at: number; menu: ExhibitionMenu }>();

/**
 * The published editions as the menus list them (title and page, newest first). Every page's
 * layout reads it: prerendered pages once per render, pages rendered per request at most every
 * few seconds per instance (within the studio's 15-second promise).
 */
export async function exhibitionMenuForPage(locale: Locale, now = new Date()): Promise<ExhibitionMenu> {
  const kept = menus.get(locale);
  if (kept && now.getTime() - kept.at < MENU_TTL_MS) return kept.menu;
  try {
    const editions = await editionsForPage(locale, now);
    const menu = {
      items: editions.map((e) => ({ path: e.path, label: e.title })),
      promotedPath: promotedEdition(editions, now)?.path,
    };
    menus.set(locale, { at: now.getTime(), menu });
    return menu;
  } catch (err) {
    // NOTE: a page rendered while the database is down keeps the menu it had (or none), not a 500.
    console.error('[content] exhibition menu unavailable:', errorMessage(err));
    return kept?.menu ?? { items: [], promotedPath: undefined };
  }
}
