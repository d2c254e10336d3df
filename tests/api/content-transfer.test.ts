import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_KINDS } from '@/schemas/content-rules';
import { runContentCommand } from '@/server/composition/content-cli';
import { publishedArchive } from '@/server/content/archive';
import { publishedEditions } from '@/server/content/editions';
import { publishedFaq, updateFaq } from '@/server/content/faq';
import { publishedLookbook, publishedLookbookYears } from '@/server/content/lookbooks';
import { updateMailTemplate } from '@/server/content/mail-templates';
import { collectionOf } from '@/server/content/materials';
import { createAsset } from '@/server/content/media';
import { processUpload } from '@/server/content/media-images';
import { listNotices } from '@/server/content/notices';
import { homeContent } from '@/server/content/page-reads';
import { publicPolicy } from '@/server/content/policies';
import { seedContent } from '@/server/content/seed';
import { seedDemoNotices } from '@/server/content/seed-notices';
import { seedPolicies } from '@/server/content/seed-policies';
import { publishedThemeYears } from '@/server/content/themes';
import { exportContent, importContent } from '@/server/content/transfer';
import { contentVersion } from '@/server/content/version';
import { type Db, openDb } from '@/server/db/client';
import {
  applications,
  auditLog,
  contentRevisions,
  contentSettings,
  faqEntries,
  mediaVariants,
  staff,
  users,
} from '@/server/db/schema';
import { staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
let source: App;
let lines: string[];
let mediaId: string;
const opened: App[] = [];
const actor = { id: null, email: 'editor@moru.test', role: 'editor', ip: '127.0.0.1' };

async function fresh(): Promise<App> {
  const app = await createTestApp({ staffTotpRequired: false });
  opened.push(app);
  return app;
}

const collect = async (db: Db) => {
  const out: string[] = [];
  for await (const line of exportContent(db, source.clock.now())) out.push(line);
  return out;
};

/** What the public pages read, in both languages. */
async function publicReads(db: Db, now: Date) {
  const out: Record<string, unknown> = {};
  for (const locale of ['ko', 'en'] as const) {
    const years = await publishedLookbookYears(db);
    out[locale] = {
      faq: await publishedFaq(db, locale),
      archive: await publishedArchive(db, locale),
      themes: await publishedThemeYears(db, locale),
      lookbooks: await Promise.all(years.map((y) => publishedLookbook(db, locale, y))),
      collection: await collectionOf(db, locale),
      editions: await publishedEditions(db, locale, now),
      home: await homeContent(db, locale, now),
      policies: await Promise.all(POLICY_KINDS.map((k) => publicPolicy(db, k, locale, now))),
    };
  }
  out.notices = await listNotices(db, now);
  return out;
}

const total = async (db: Db) => ({
  users: (await db.select({ n: count() }).from(users))[0].n,
  applications: (await db.select({ n: count() }).from(applications))[0].n,
  staff: (await db.select({ n: count() }).from(staff))[0].n,
  audit: (await db.select({ n: count() }).from(auditLog))[0].n,
});

beforeAll(async () => {
  source = await fresh();
  const now = source.clock.now();
  await staffTokens(source.db, now);
  await seedContent(source.db, now);
  await seedPolicies(source.db);
  await seedDemoNotices({ db: source.db, kind: source.kind, close: async () => {} }, now);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b0643b' } })
    .png()
    .toBuffer();
  const asset = await createAsset(source.db, {
    image: await processUpload(png),
    originalName: 'terracotta.png',
    altKo: '테라코타',
    altEn: 'Terracotta',
    actor,
    now,
  });
  mediaId = asset.id;
  const [home] = await source.db.select().from(contentSettings).where(eq(contentSettings.key, 'home'));
  await source.db
    .update(contentSettings)
    .set({ value: { ...home.value, heroImage: `media:${mediaId}` } })
    .where(eq(contentSettings.key, 'home'));
  const [faq] = await source.db.select().from(faqEntries).limit(1);
  await updateFaq(source.db, {
    id: faq.id,
    patch: { answerKo: '<p>스테이징에서 고친 답</p>', answerEn: '<p>Edited on staging</p>' },
    actor,
    now,
  });
  await updateMailTemplate(source.db, {
    id: 'welcome',
    patch: { ko: { subject: '모루에 오신 것을 환영합니다', body: '{name} 님, 반갑습니다.' } },
    actor,
    now,
  });
  lines = await collect(source.db);
});
afterAll(async () => {
  for (const app of opened) await app.close();
});

describe('content carried from staging to production (issue 56)', () => {
  it('writes a header with the format and migration level, then every studio table and none other', () => {
    const header = JSON.parse(lines[0]);
    expect(header).toMatchObject({ format: 'moru-content', version: 1 });
    expect(header.migration.when).toBeGreaterThan(0);
    expect(header.migration.tag).toMatch(/^\d{4}_/);
    const tables = new Set(lines.slice(1).map((l) => JSON.parse(l).table));
    expect([...tables].sort()).toEqual(
      [
        'archive_entries',
        'content_revisions',
        'content_settings',
        'editions',
        'faq_categories',
        'faq_entries',
        'lookbooks',
        'mail_templates',
        'materials',
        'media_assets',
        'media_variants',
        'notices',
        'policy_versions',
        'theme_years',
      ].sort(),
    );
    expect(lines.join('\n')).not.toContain('"password');
  });

  it('into an empty database: the public reads answer the same in both languages, bytes and history included', async () => {
    const target = await fresh();
    const counts = await importContent(target.db, lines, source.clock.now());
    expect(counts.media_variants.inserted).toBeGreaterThan(0);
    expect(counts.content_revisions.inserted).toBeGreaterThan(0);
    const now = source.clock.now();
    const want = await publicReads(source.db, now);
    expect(await publicReads(target.db, now)).toEqual(want);
    expect(JSON.stringify(want)).toContain('Edited on staging');
    expect(JSON.stringify(want)).toContain(mediaId);
    const bytes = async (db: Db) =>
      (await db.select().from(mediaVariants).where(eq(mediaVariants.assetId, mediaId))).map((v) =>
        v.bytes.toString('base64'),
      );
    expect(await bytes(target.db)).toEqual(await bytes(source.db));
    expect((await target.db.select().from(contentRevisions)).length).toBe(
      (await source.db.select().from(contentRevisions)).length,
    );
    // No account, member, application or staff; the audit log holds only the import's own row.
    expect(await total(target.db)).toEqual({ users: 0, applications: 0, staff: 0, audit: 1 });
    const [row] = await target.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'content.update',
      targetType: 'content_import',
      staffEmail: 'cli:npm run content',
    });
    expect(await contentVersion(target.db)).toBeGreaterThan(0);
  });

  it('importing twice changes nothing, and a second export is the same file', async () => {
    const target = await fresh();
    await importContent(target.db, lines);
    const version = await contentVersion(target.db);
    const again = await importContent(target.db, lines);
    for (const [table, c] of Object.entries(again)) {
      expect({ table, inserted: c.inserted, updated: c.updated }).toEqual({ table, inserted: 0, updated: 0 });
    }
    expect(await contentVersion(target.db)).toBe(version);
    expect((await total(target.db)).audit).toBe(1);
    expect((await collect(target.db)).slice(1)).toEqual(lines.slice(1));
  });

  it('over a production start that seeded the programme itself: records match by seed key and year, and take the staging text', async () => {
    const target = await fresh();
    await seedContent(target.db, source.clock.now());
    const ids = (await target.db.select({ id: faqEntries.id }).from(faqEntries)).map((r) => r.id).sort();
    const counts = await importContent(target.db, lines);
    for (const table of ['faq_entries', 'archive_entries', 'theme_years', 'lookbooks', 'editions'] as const) {
      expect({ table, inserted: counts[table].inserted }).toEqual({ table, inserted: 0 });
      expect(counts[table].updated).toBeGreaterThan(0);
    }
    // The target's records keep their ids (an event's edition, a link, stay whole).
    expect((await target.db.select({ id: faqEntries.id }).from(faqEntries)).map((r) => r.id).sort()).toEqual(
      ids,
    );
    const now = source.clock.now();
    // The same text; only the records' own ids are the target's.
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const withoutIds = (v: unknown) =>
      JSON.parse(JSON.stringify(v, (k, x) => (k === 'id' && uuid.test(String(x)) ? undefined : x)));
    const [got, want] = [await publicReads(target.db, now), await publicReads(source.db, now)];
    expect(withoutIds(got.ko)).toEqual(withoutIds(want.ko));
    expect(withoutIds(got.en)).toEqual(withoutIds(want.en));
    expect(JSON.stringify(got.en)).toContain('Edited on staging');
    const again = await importContent(target.db, lines);
    expect(Object.values(again).every((c) => c.inserted === 0 && c.updated === 0)).toBe(true);
  });

  it('refuses a file from a newer schema, another format, or an unknown table, and writes nothing', async () => {
    const target = await fresh();
    const header = JSON.parse(lines[0]);
    const newer = [JSON.stringify({ ...header, migration: { tag: null, when: header.migration.when + 1 } })];
    await expect(importContent(target.db, [...newer, ...lines.slice(1)])).rejects.toThrow(/newer/);
    await expect(importContent(target.db, ['{"format":"other"}'])).rejects.toThrow(/not a content export/);
    await expect(
      importContent(target.db, [lines[0], lines[1], JSON.stringify({ table: 'users', row: {} })]),
    ).rejects.toThrow(/unknown table users/);
    expect(await collect(target.db)).toHaveLength(1);
  });

  it('the command exports to a file and imports it, printing what changed; a second import reports it unchanged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'moru-content-'));
    try {
      const file = join(dir, 'content.jsonl');
      const out = await runContentCommand(source.db, ['export', file], source.clock.now());
      expect(out.code).toBe(0);
      expect(out.lines).toHaveLength(1);
      expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toEqual(lines);
      const target = await fresh();
      // A database with no studio records (an embedded default never started) says so and how to fill it.
      const empty = await runContentCommand(
        target.db,
        ['export', join(dir, 'empty.jsonl')],
        source.clock.now(),
      );
      expect(empty.lines[0]).toMatch(/^Exported 0 records/);
      expect(empty.lines[1]).toMatch(/no studio records: start its server once .*SEED_PROGRAMME=true/);
      const first = await runContentCommand(target.db, ['import', file], source.clock.now());
      expect(first.code).toBe(0);
      expect(first.lines.join('\n')).toMatch(/faq_entries\s+\d+ new, 0 updated, 0 unchanged/);
      const second = await runContentCommand(target.db, ['import', file], source.clock.now());
      expect(second.lines.join('\n')).toMatch(/faq_entries\s+0 new, 0 updated, \d+ unchanged/);
      const bad = join(dir, 'bad.jsonl');
      await writeFile(bad, 'nope\n');
      expect(await runContentCommand(target.db, ['import', bad], source.clock.now())).toMatchObject({
        code: 1,
      });
      expect((await runContentCommand(target.db, ['import'], source.clock.now())).code).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run content, the script itself', () => {
  it('exports a PGlite data directory to a file and imports it into another, as the operator runs it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'moru-content-cli-'));
    const run = async (dataDir: string, ...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir };
      delete env.DATABASE_URL;
      const { stdout } = await promisify(execFile)('node', ['scripts/content.mjs', ...args], {
        env,
        timeout: 120_000,
      });
      return stdout;
    };
    try {
      const staging = await openDb({ dataDir: join(dir, 'staging') });
      await seedContent(staging.db, source.clock.now());
      const want = await publishedFaq(staging.db, 'en');
      await staging.close();
      const file = join(dir, 'content.jsonl');
      expect(await run(join(dir, 'staging'), 'export', file)).toMatch(/^Exported \d+ records/);
      expect(await run(join(dir, 'production'), 'import', file)).toMatch(/faq_entries\s+[1-9]\d* new/);
      const production = await openDb({ dataDir: join(dir, 'production') });
      try {
        expect(await publishedFaq(production.db, 'en')).toEqual(want);
        expect(await total(production.db)).toEqual({ users: 0, applications: 0, staff: 0, audit: 1 });
      } finally {
        await production.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
