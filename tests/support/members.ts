import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';

/** Inserts an active member directly (for tests of other domains) and returns it with an access token. */
export async function insertMember(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(users)
    .values({
      id,
      email: `member-${id.slice(0, 8)}@example.com`,
      name: '김모루',
      tel: '01012345678',
      birth: '19900101',
      ...over,
    })
    .returning();
  const token = await signAccessToken(row.id, row.roles);
  return { ...row, token };
}
