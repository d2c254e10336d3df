import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, trackCommits } from './after-commit';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = new PGlite();
  db = trackCommits(drizzle(client));
  await db.execute(sql`create table outbox (id serial primary key, subject text not null)`);
  // NOTE: a PGlite starting beside the API suite's workers took over 10 s on this 2-core machine.
}, 60_000);
afterAll(() => client.close());

const count = async () => Number((await db.execute(sql`select count(*)::int as n from outbox`)).rows[0].n);

describe('afterCommit', () => {
  it('runs what a transaction asked for once it has committed, when its rows can be read', async () => {
    const events: string[] = [];
    let seen: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into outbox (subject) values ('ticket')`);
      afterCommit(() => {
        events.push('kick');
        seen = count();
      });
      await Promise.resolve();
      events.push('transaction ends');
    });
    events.push('caller continues');
    expect(events).toEqual(['transaction ends', 'kick', 'caller continues']);
    expect(await seen).toBe(1);
  });

  it('never runs it when the transaction rolls back', async () => {
    const before = await count();
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into outbox (subject) values ('lost')`);
        afterCommit(() => {
          ran = true;
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toBe(false);
    expect(await count()).toBe(before);
  });

  it('waits for the outer commit when asked inside a nested transaction', async () => {
    const events: string[] = [];
    await db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into outbox (subject) values ('nested')`);
        afterCommit(() => events.push('kick'));
      });
      events.push('inner committed to its savepoint');
    });
    expect(events).toEqual(['inner committed to its savepoint', 'kick']);
  });

  it('outside a transaction, runs at the next microtask, not during the call', async () => {
    let ran = false;
    afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(false);
    await Promise.resolve();
    expect(ran).toBe(true);
  });
});
