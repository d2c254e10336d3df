import { seoulDate } from '@/schemas/event-rules';

/**
 * "Don't show again today" for notice popups: the notice ids a visitor hid, each with the Seoul
 * date they hid it on, in local storage. A notice stays hidden until the next Seoul day.
 */
export const NOTICE_DISMISSALS_KEY = 'moru.notices.hidden';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The ids hidden on `now`'s Seoul day (entries of earlier days are dropped). */
export function hiddenToday(store: Store | null, now: Date): Set<string> {
  const today = seoulDate(now);
  return new Set(
    Object.entries(read(store))
      .filter(([, day]) => day === today)
      .map(([id]) => id),
  );
}

/** Hides notice `id` until the next Seoul day; keeps only today's entries, so the list never grows. */
export function hideForToday(store: Store | null, id: string, now: Date): void {
  if (!store) return;
  const today = seoulDate(now);
  const kept = Object.fromEntries(Object.entries(read(store)).filter(([, day]) => day === today));
  kept[id] = today;
  try {
    store.setItem(NOTICE_DISMISSALS_KEY, JSON.stringify(kept));
  } catch {
    // NOTE: storage full or refused (private mode): the popup simply shows again next time.
  }
}

function read(store: Store | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(NOTICE_DISMISSALS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Local storage when the browser allows it. */
export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
