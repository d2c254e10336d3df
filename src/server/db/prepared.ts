import 'server-only';
import type { Db } from './client';

/**
 * A statement prepared once per database and key (`make` runs on first use): a read every request
 * runs is then neither built again by drizzle nor planned again by PostgreSQL (a named statement
 * per connection). Per database, since the tests run several apps in one process.
 */
export function preparedPerDb<T>(make: (db: Db, key: string) => T): (db: Db, key: string) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, key) => {
    let byKey = byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      byDb.set(db, byKey);
    }
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = make(db, key);
      byKey.set(key, prepared);
    }
    return prepared;
  };
}
