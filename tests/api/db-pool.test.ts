import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '@/server/db/client';
import { createTestDb, testDbKind } from '../support/test-db';

/**
 * The server's pool opens its connections at start and keeps them (DB_POOL_MIN, decision 016):
 * a rush after a quiet minute must not wait for a dozen connections to open together.
 */
let t: DbHandle & { url?: string };
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

type PoolCounts = { totalCount: number; idleCount: number };

describe('the connection pool', () => {
  if (testDbKind === 'postgres') {
    it('opens the connections it is told to keep before it answers, and they serve at once', async () => {
      const kept = await openDb({ url: t.url as string, keepOpen: 3 });
      try {
        const pool = (kept.db as unknown as { $client: PoolCounts }).$client;
        expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 3, idle: 3 });
        await Promise.all([1, 2, 3].map(() => kept.db.execute(sql`select pg_sleep(0.05)`)));
        expect(pool.totalCount).toBe(3);
      } finally {
        await kept.close();
      }
    });
  } else {
    it('the embedded database has no pool: keeping connections open changes nothing', async () => {
      const embedded = await openDb({ keepOpen: 3 });
      try {
        const result = (await embedded.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(result.rows).toEqual([{ one: 1 }]);
      } finally {
        await embedded.close();
      }
    });
  }
});
