import 'server-only';
import { eq } from 'drizzle-orm';
import { HOME_RECORD_ID } from '@/schemas/content-history';
import { type HomeSettings, type HomeSettingsBody, homeSettingsBody } from '@/schemas/content-studio';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { Db } from '../db/client';
import { contentSettings } from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';

export type HomeSettingsView = HomeSettings & {
  heroImage: string | null;
  shareImage: string | null;
  updatedAt: string;
};

const view = (row: typeof contentSettings.$inferSelect): HomeSettingsView => ({
  ...row.value,
  // Settings published before the home hero and share picture were studio fields have neither.
  heroImage: row.value.heroImage ?? null,
  shareImage: row.value.shareImage ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The home page's settings as the studio edits them (404 before the seed wrote them). */
export async function getHomeSettings(db: Db): Promise<HomeSettingsView> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, HOME_RECORD_ID));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return view(row);
}

/**
 * Publishes new home settings. `input` may be a part of them (a restored or scheduled change): it
 * is laid over the stored settings and the whole is validated, so what is stored is always complete.
 */
export async function publishHomeSettings(
  db: Db,
  { patch: input, actor, now }: { patch: Partial<HomeSettingsBody>; actor: Actor; now: Date },
): Promise<HomeSettingsView> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentSettings)
      .where(eq(contentSettings.key, HOME_RECORD_ID))
      .for('update');
    const parsed = homeSettingsBody.safeParse({ ...before?.value, ...input });
    if (!parsed.success)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(parsed.error.issues));
    const { publishAt: _p, ...value } = parsed.data;
    const [saved] = await tx
      .insert(contentSettings)
      .values({ key: HOME_RECORD_ID, value, updatedAt: now })
      .onConflictDoUpdate({ target: contentSettings.key, set: { value, updatedAt: now } })
      .returning();
    await audit(
      tx,
      actor,
      'content.publish',
      { type: 'home', id: HOME_RECORD_ID },
      { version: value.version },
      now,
    );
    await recordRevision(tx, {
      kind: 'home',
      recordId: HOME_RECORD_ID,
      after: value,
      before: before ? view(before) : null,
      beforeAt: before?.updatedAt,
      actor,
      now,
    });
    await bumpContentVersion(tx, { kind: 'home' });
    return view(saved);
  });
}
