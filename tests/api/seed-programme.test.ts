import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStartupTasks } from '@/server/composition/startup';
import type { DbHandle } from '@/server/db/client';
import {
  archiveEntries,
  contentSettings,
  editions,
  events,
  faqEntries,
  lookbooks,
  notices,
  policyVersions,
  staff,
  themeYears,
  users,
} from '@/server/db/schema';
import { parseServerEnv } from '@/server/env';
import { createTestDb } from '../support/test-db';

// SEED_PROGRAMME=true (issue 56): a production start (DATABASE_URL) writes the company's programme
// where it is missing, without a demo account, member, event or notice; unset, it writes only the
// policies, and the programme comes from `npm run content -- import`.

const PRODUCTION = {
  DATABASE_URL: 'postgres://app@db.internal/moru',
  JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
  HASH_PEPPER: 'pepper-a-production-secret-of-more-than-32-characters',
  APP_URL: 'https://trend.moru-surfaces.example',
  NEXT_PUBLIC_SITE_URL: 'https://trend.moru-surfaces.example',
  SMTP_URL: 'smtps://mailer:pw@smtp.moru-surfaces.example:465',
  MAIL_FROM: 'Moru Design Trend <no-reply@moru-surfaces.example>',
};

const handles: DbHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

async function startOn(env: Record<string, string>): Promise<DbHandle> {
  const handle = await createTestDb();
  handles.push(handle);
  await runStartupTasks(handle, { background: false, env: parseServerEnv(env) });
  return handle;
}

async function rows(handle: DbHandle, table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row.n;
}

const PROGRAMME = { editions, themeYears, archiveEntries, lookbooks, contentSettings, faqEntries };
const DEMO = { users, staff, events, notices };

describe('a production start and SEED_PROGRAMME', () => {
  let seeded: DbHandle;
  let plain: DbHandle;
  beforeAll(async () => {
    seeded = await startOn({ ...PRODUCTION, SEED_PROGRAMME: 'true' });
    plain = await startOn({ ...PRODUCTION, SEED_PROGRAMME: 'false' });
  }, 120_000);

  it('SEED_PROGRAMME=true writes the programme and the policies, and no demo account, event or notice', async () => {
    for (const [name, table] of Object.entries(PROGRAMME))
      expect(await rows(seeded, table), name).toBeGreaterThan(0);
    // The trend archive since 2001: one record a year.
    expect(await rows(seeded, archiveEntries)).toBeGreaterThanOrEqual(20);
    expect(await rows(seeded, policyVersions)).toBeGreaterThan(0);
    for (const [name, table] of Object.entries(DEMO)) expect(await rows(seeded, table), name).toBe(0);
  });

  it('without it the start writes the policies only', async () => {
    expect(await rows(plain, policyVersions)).toBeGreaterThan(0);
    for (const [name, table] of Object.entries({ ...PROGRAMME, ...DEMO }))
      expect(await rows(plain, table), name).toBe(0);
  });

  it('a second start leaves what is there alone (no duplicate, nothing rewritten)', async () => {
    const before = Object.fromEntries(
      await Promise.all(Object.entries(PROGRAMME).map(async ([k, t]) => [k, await rows(seeded, t)])),
    );
    const [firstEdition] = await seeded.db.select().from(editions).limit(1);
    await runStartupTasks(seeded, {
      background: false,
      env: parseServerEnv({ ...PRODUCTION, SEED_PROGRAMME: 'true' }),
    });
    for (const [name, table] of Object.entries(PROGRAMME))
      expect(await rows(seeded, table), name).toBe(before[name]);
    const [again] = await seeded.db.select().from(editions).limit(1);
    expect(again).toEqual(firstEdition);
  });
});
