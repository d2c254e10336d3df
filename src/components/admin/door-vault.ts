'use client';

/**
 * The door's storage on the device, encrypted at rest (decision 036): one IndexedDB database holds
 * an AES-GCM key the browser made non-extractable (script can use it, nobody can read it out) and
 * the door's records, each sealed with that key and a fresh 12-byte IV. Deleting the database at
 * sign-out removes the key and every record with it.
 */

const DB = 'moru-door';
const KEYS = 'keys';
const DATA = 'data';
const KEY_ID = 'aes';

type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(KEYS);
      req.result.createObjectStore(DATA);
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab deleting the database (a sign-out) closes this connection.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

async function store(name: string, mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name);
}

let keyPromise: Promise<CryptoKey> | null = null;
/** This browser's door key: made once, non-extractable, kept in IndexedDB. */
function key(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const held = await request((await store(KEYS, 'readonly')).get(KEY_ID));
    if (held instanceof CryptoKey) return held;
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await request((await store(KEYS, 'readwrite')).put(made, KEY_ID));
    return made;
  })().catch((err) => {
    keyPromise = null;
    throw err;
  });
  return keyPromise;
}

/** Seals `value` (as JSON) under `name`. */
export async function seal(name: string, value: unknown): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await key(),
    new TextEncoder().encode(JSON.stringify(value)),
  );
  await request((await store(DATA, 'readwrite')).put({ iv, data } satisfies Sealed, name));
}

/** The value sealed under `name`, or `fallback` when there is none (or it cannot be opened). */
export async function unseal<T>(name: string, fallback: T): Promise<T> {
  try {
    const sealed = (await request((await store(DATA, 'readonly')).get(name))) as Sealed | undefined;
    if (!sealed) return fallback;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await key(), sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return fallback;
  }
}

/** Removes the key and every sealed record (sign-out). */
export async function clearVault(): Promise<void> {
  const db = opening ? await opening.catch(() => null) : null;
  db?.close();
  opening = null;
  keyPromise = null;
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
    req.onblocked = () => resolve();
  });
}
