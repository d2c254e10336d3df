import 'server-only';
import type { Db } from './client';

/**
 * `make(owner, key)` made once per owner and key, and kept as long as the owner lives (a weak map
 * of maps): per database handle, since the tests run several apps in one process; per kept
 * context, which a newer version replaces.
 */
export function oncePer<O extends object, K, T>(make: (owner: O, key: K) => T): (owner: O, key: K) => T {
  const byOwner = new WeakMap<O, Map<K, T>>();
  return (owner, key) => {
    let byKey = byOwner.get(owner);
    if (!byKey) {
      byKey = new Map();
      byOwner.set(owner, byKey);
    }
    let made = byKey.get(key);
    if (made === undefined) {
      made = make(owner, key);
      byKey.set(key, made);
    }
    return made;
  };
}

/**
 * A statement prepared once per database and key (`make` runs on first use): a read every request
 * runs is then neither built again by drizzle nor planned again by PostgreSQL (a named statement
 * per connection).
 */
export function preparedPerDb<T>(make: (db: Db, key: string) => T): (db: Db, key: string) => T {
  return oncePer(make);
}
