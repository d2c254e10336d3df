import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '@/server/db/client';
import { templateLiteral, transactionOf } from '@/server/db/one-message';
import { users } from '@/server/db/schema';
import { createTestDb, testDbKind } from '../support/test-db';

/**
 * Statements built once per shape (`templateLiteral`) and sent as one message (`transactionOf`):
 * the literal text on PGlite, `EXECUTE` of a statement each PostgreSQL connection prepares once
 * (decision 016, "Where the joins' time goes").
 */
let t: DbHandle & { url?: string };
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

/** Inserts a member and answers the count of members with that email, as one template. */
const addMember = (db: DbHandle['db'], id: string, email: string) =>
  templateLiteral(
    db,
    'test:add-member',
    () =>
      sql`with added as (insert into ${users} (${sql.identifier(users.id.name)}, ${sql.identifier(users.email.name)})
        values (${sql.param(sql.placeholder('id'), users.id)}, ${sql.param(sql.placeholder('email'), users.email)}) returning ${users.id})
        select (select count(*)::int from added) as added, ${sql.placeholder('email')}::text as email`,
    { id, email },
  );

/** A second handle on the test database whose pool has a single connection. */
async function openOneConnection() {
  const before = process.env.DB_POOL_MAX;
  process.env.DB_POOL_MAX = '1';
  try {
    return await openDb({ url: t.url as string });
  } finally {
    if (before === undefined) delete process.env.DB_POOL_MAX;
    else process.env.DB_POOL_MAX = before;
  }
}

const emails = async (db: DbHandle['db'], like: string) =>
  (
    (await db.execute(
      sql`select email from ${users} where email like ${like} order by email`,
    )) as unknown as {
      rows: { email: string }[];
    }
  ).rows.map((r) => r.email);

describe('statements built once per shape, sent as one message', () => {
  it('write each call’s own values, however often the shape is used', async () => {
    for (let i = 0; i < 8; i++) {
      const [rows] = await transactionOf(t.db, [addMember(t.db, randomUUID(), `tpl-${i}@example.com`)]);
      expect(rows).toEqual([{ added: 1, email: `tpl-${i}@example.com` }]);
    }
    expect(await emails(t.db, 'tpl-%')).toEqual(Array.from({ length: 8 }, (_, i) => `tpl-${i}@example.com`));
  });

  it('a statement that fails rolls the whole message back, and the next message is unaffected', async () => {
    const id = randomUUID();
    await expect(
      transactionOf(t.db, [
        addMember(t.db, randomUUID(), 'fail-a@example.com'),
        addMember(t.db, id, 'x'),
        addMember(t.db, id, 'y'),
      ]),
    ).rejects.toThrow();
    expect(await emails(t.db, 'fail-%')).toEqual([]);
    const [rows] = await transactionOf(t.db, [addMember(t.db, randomUUID(), 'fail-b@example.com')]);
    expect(rows).toEqual([{ added: 1, email: 'fail-b@example.com' }]);
  });

  if (testDbKind === 'postgres') {
    it('a connection that lost its prepared statements (DISCARD ALL, a pooler) prepares them again', async () => {
      // One connection, so the statement prepared by the first message is the one discarded.
      const one = await openOneConnection();
      try {
        // The first message prepares the statement and then fails: the statement stays on the
        // connection (a rollback does not undo a PREPARE), and the next message must not prepare it twice.
        const twice = randomUUID();
        await expect(
          transactionOf(one.db, [
            addMember(one.db, twice, 'again-0@example.com'),
            addMember(one.db, twice, 'z'),
          ]),
        ).rejects.toThrow();
        await transactionOf(one.db, [addMember(one.db, randomUUID(), 'again-1@example.com')]);
        const prepared = async () =>
          (
            (await one.db.execute(
              sql`select name from pg_prepared_statements where name like 'moru_t%'`,
            )) as unknown as {
              rows: { name: string }[];
            }
          ).rows.length;
        expect(await prepared()).toBe(1);
        await one.db.execute(sql`discard all`);
        expect(await prepared()).toBe(0);
        const [rows] = await transactionOf(one.db, [addMember(one.db, randomUUID(), 'again-2@example.com')]);
        expect(rows).toEqual([{ added: 1, email: 'again-2@example.com' }]);
        expect(await prepared()).toBe(1);
        expect(await emails(one.db, 'again-%')).toEqual(['again-1@example.com', 'again-2@example.com']);
      } finally {
        await one.close();
      }
    });

    it('a failure in a message that prepares nothing costs no extra round trip and keeps what is prepared', async () => {
      const one = await openOneConnection();
      // Every text this test's transactions send on the one connection, in order.
      const sent: string[] = [];
      type Client = { query: (...args: unknown[]) => unknown };
      const pool = (one.db as unknown as { $client: { connect: () => Promise<Client> } }).$client;
      const client = await pool.connect();
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        if (typeof args[0] === 'string') sent.push(args[0]);
        return query(...args);
      };
      (client as unknown as { release: () => void }).release();
      try {
        const id = randomUUID();
        await transactionOf(one.db, [addMember(one.db, id, 'kept-0@example.com')]);
        sent.length = 0;
        // The same shape, already prepared on this connection, fails on the duplicate id.
        await expect(transactionOf(one.db, [addMember(one.db, id, 'kept-1@example.com')])).rejects.toThrow();
        expect(sent.length).toBe(2);
        expect(sent[0]).toMatch(/^begin; execute moru_t\w+\(/);
        expect(sent[0]).not.toContain('prepare');
        expect(sent[1]).toBe('rollback');
        const [rows] = await transactionOf(one.db, [addMember(one.db, randomUUID(), 'kept-2@example.com')]);
        expect(rows).toEqual([{ added: 1, email: 'kept-2@example.com' }]);
        expect(await emails(one.db, 'kept-%')).toEqual(['kept-0@example.com', 'kept-2@example.com']);
      } finally {
        await one.close();
      }
    });
  }
});
