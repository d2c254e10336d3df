import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { logError } from '../log';

/**
 * Work that must wait for the transaction it was asked for inside to commit: the outbox workers'
 * kick. A row inserted in a transaction is not visible to another connection until the commit, so
 * a worker kicked at the insert (on PostgreSQL, where it reads on a connection of its own) found
 * nothing and the mail waited for the next poll; the mail-outage test caught it on a loaded machine.
 */
const pending = new AsyncLocalStorage<(() => void)[]>();

/** Runs `fn` once the transaction this is called in has committed (never, if it rolls back), or at
 * the next microtask outside a transaction. */
export function afterCommit(fn: () => void): void {
  const list = pending.getStore();
  if (list) list.push(fn);
  else queueMicrotask(fn);
}

type Transacting = {
  transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * Makes `db.transaction` run what `afterCommit` was given inside it after it commits. Nested
 * transactions (savepoints, `tx.transaction`) run in the outer one's context, so their work waits
 * for the outer commit.
 */
export function trackCommits<T extends object>(db: T): T {
  const target = db as unknown as Transacting;
  const original = target.transaction.bind(target);
  target.transaction = async (fn, config) => {
    if (pending.getStore()) return original(fn, config);
    const list: (() => void)[] = [];
    const result = await pending.run(list, () => original(fn, config));
    // The transaction has committed: a failing callback must not make it look failed to its caller
    // (who might run it again).
    for (const run of list) {
      try {
        run();
      } catch (err) {
        logError('[db] after-commit callback failed:', err);
      }
    }
    return result;
  };
  return db;
}
