/** Seats a new slot offers when the event has none to go by. */
export const FALLBACK_CAPACITY = 20;

/**
 * The seats a new slot starts with: what most of the event's slots hold (its docent tour's 15), the
 * latest of the most common when two counts tie, else `FALLBACK_CAPACITY` (the sixth review found a
 * new slot offered 20 seats beside tours of 15).
 */
export function usualCapacity(sessions: readonly { capacity: number; startsAt: string }[]): number {
  const counts = new Map<number, { n: number; latest: number }>();
  for (const s of sessions) {
    const c = counts.get(s.capacity) ?? { n: 0, latest: 0 };
    counts.set(s.capacity, { n: c.n + 1, latest: Math.max(c.latest, Date.parse(s.startsAt)) });
  }
  let best: [number, { n: number; latest: number }] | undefined;
  for (const entry of counts)
    if (!best || entry[1].n > best[1].n || (entry[1].n === best[1].n && entry[1].latest > best[1].latest))
      best = entry;
  return best ? best[0] : FALLBACK_CAPACITY;
}
