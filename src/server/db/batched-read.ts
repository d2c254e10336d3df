import 'server-only';
/**
 * Reads rows by key, many keys to one statement: while a statement is on its way, the keys asked
 * for meanwhile wait and go together in the next one, sent as soon as it returns. A quiet server
 * sends each read at once, as before; under a rush (decision 016) the thousands of member checks
 * of one second become a few dozen statements, so the pool's queue stays short for the seat
 * transactions behind it. Every read still starts after its caller asked: an answer is never
 * older than the request.
 *
 * `read` returns the rows found, by key; a key without a row resolves to undefined. A failed
 * statement fails every caller of its batch, and the next batch is sent all the same.
 */
export function batchedRead<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 500,
): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (err: unknown) => void };
  let waiting = new Map<K, Waiter[]>();
  let inFlight = false;

  const send = () => {
    if (inFlight || waiting.size === 0) return;
    let batch = waiting;
    if (batch.size > maxBatch) {
      const rest = new Map(batch);
      batch = new Map();
      for (const [key, waiters] of rest) {
        if (batch.size === maxBatch) break;
        batch.set(key, waiters);
        rest.delete(key);
      }
      waiting = rest;
    } else {
      waiting = new Map();
    }
    inFlight = true;
    read([...batch.keys()])
      .then(
        (rows) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(rows.get(key));
        },
        (err) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        inFlight = false;
        send();
      });
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      send();
    });
}
