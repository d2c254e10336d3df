import 'server-only';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { archivePictures } from '@/schemas/archive';
import type { ArchiveEntry, DesignTheme, Lookbook, ThemeStory } from '@/schemas/content';
import { PREVIEW_KINDS, type PreviewKind } from '@/schemas/content-history-rules';
import { isUuid } from '@/schemas/field-rules';
import { safeEqual } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';
import type { Db } from '../db/client';
import { archiveEntries, lookbooks, themeYears } from '../db/schema';
import { type Pictures, picturesOf } from './themes';

/**
 * Preview links (issue 49): a signed, expiring address that shows one studio record as its public
 * page will, drafts included, to someone without a console account, and nothing else. The token is
 * `<kind>~<id>~<expiry in epoch seconds>~<HMAC-SHA-256 of those, base64url>` (no dot: a last
 * segment after a dot reads as a file name to the server's router), signed with a key derived from
 * the server's secret; it is checked without a database read.
 */
export const PREVIEW_TTL_MS = 24 * 3_600_000;
const KINDS = PREVIEW_KINDS;

const sign = (body: string) => createHmac('sha256', serverSecret('preview')).update(body).digest('base64url');

/** A token for one record, valid for 24 hours from `now`. */
export function previewToken(kind: PreviewKind, id: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const body = `${kind}~${id}~${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${body}~${sign(body)}`, expiresAt };
}

/** The record a genuine, unexpired token names, or null. */
export function readPreviewToken(
  token: string,
  now: Date,
): { kind: PreviewKind; id: string; expiresAt: Date } | null {
  const parts = token.split('~');
  if (parts.length !== 4) return null;
  const [kind, id, exp, signature] = parts;
  if (!(KINDS as readonly string[]).includes(kind) || !isUuid(id) || !/^\d{1,12}$/.test(exp)) return null;
  if (!safeEqual(signature, sign(`${kind}~${id}~${exp}`))) return null;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  return { kind: kind as PreviewKind, id, expiresAt: new Date(Number(exp) * 1000) };
}

/** What a theme year's preview shows: its collection page and story pages as they stand, drafts included. */
export async function themeYearPreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ design: DesignTheme; stories: ThemeStory[]; pictures: Pictures } | null> {
  const [row] = await db.select().from(themeYears).where(eq(themeYears.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  const refs = [
    ...doc.design.themes.map((x) => x.hero),
    ...doc.stories.flatMap((s) => [
      s.hero,
      ...s.materials.map((m) => m.image),
      ...s.images.map((i) => i.src),
    ]),
  ];
  return { ...doc, pictures: await picturesOf(db, refs) };
}

/** What an archive year's preview shows: its page as it stands, drafts included (a "coming" year has none). */
export async function archivePreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ year: number; entry: ArchiveEntry; pictures: Pictures } | null> {
  const [row] = await db.select().from(archiveEntries).where(eq(archiveEntries.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  const entry = { id: 0, year: row.year, ...doc } as ArchiveEntry;
  return { year: row.year, entry, pictures: await picturesOf(db, archivePictures(doc)) };
}

/** What a lookbook's preview shows: its page as it stands, drafts included. */
export async function lookbookPreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ year: number; lookbook: Lookbook & { pictures: Pictures } } | null> {
  const [row] = await db.select().from(lookbooks).where(eq(lookbooks.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  return {
    year: row.year,
    lookbook: {
      ...doc,
      pictures: await picturesOf(
        db,
        doc.looks.map((l) => l.img),
      ),
    },
  };
}
