'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { timing } from '@/config/design-tokens';
import { anchorTop, hashTarget, smoothScrollTo } from '@/lib/client/scroll';

const STORAGE_KEY = 'scroll-positions';
/** Give up waiting for a restored page to grow after this long. */
const RESTORE_GIVE_UP_MS = 3000;
/** Input that means the visitor is scrolling by themselves: a wheel, a finger or a scrolling key. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

type NavigationWindow = Window & { navigation?: { currentEntry?: { key?: string } | null } };

/**
 * A key per history entry and URL: the Navigation API's entry key where the browser has it, else the
 * URL alone. An entry key survives a full load that replaces the entry (the router's fallback when it
 * cannot render a back/forward entry from its cache), so the position does too.
 */
function entryKey(): string {
  const url = `${window.location.pathname}${window.location.search}`;
  const key = (window as NavigationWindow).navigation?.currentEntry?.key;
  return key ? `k:${key}:${url}` : `u:${url}`;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Spec §2 / §9 scroll behaviour: back and forward restore the saved position of that history entry,
 * retrying every 100 ms until the page is tall enough; other navigations go to the top, or to the
 * hash anchor with a 0.5–0.75 s smooth scroll.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const positions = useRef<Record<string, number>>({});
  const restoring = useRef<{ y: number; started: number; timer: number } | null>(null);
  const popPending = useRef(false);
  const lastPath = useRef(pathname);
  const restoreRef = useRef<(y: number) => void>(() => {});

  useEffect(() => {
    positions.current = readPositions();
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions live in memory for this page only.
      }
    };

    const attempt = () => {
      const job = restoring.current;
      if (!job) return;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (max >= job.y || performance.now() - job.started >= RESTORE_GIVE_UP_MS) {
        window.scrollTo({ top: job.y, behavior: 'instant' });
        if (document.fonts?.status !== 'loading') {
          restoring.current = null;
          return;
        }
        // The site font is still coming in (from the cache, on a revisit): its swap re-lays out the
        // text above, and scroll anchoring would leave the page a pixel or two off. Apply the
        // position again once it is in, unless the visitor has moved on meanwhile.
        const settle = (reapply: boolean) => {
          if (restoring.current !== job) return;
          window.clearTimeout(job.timer);
          restoring.current = null;
          if (reapply) window.scrollTo({ top: job.y, behavior: 'instant' });
        };
        void document.fonts.ready.then(() => settle(true));
        // A font that never arrives must not keep positions from being recorded.
        job.timer = window.setTimeout(
          () => settle(false),
          Math.max(0, RESTORE_GIVE_UP_MS - (performance.now() - job.started)),
        );
        return;
      }
      job.timer = window.setTimeout(attempt, timing.scrollRestoreRetryMs);
    };
    // A visitor who scrolls during a restore (wheel, finger, scrolling key) takes over: the restore stops.
    const cancelRestore = (event: Event) => {
      if (!restoring.current) return;
      if (event instanceof KeyboardEvent && !SCROLL_KEYS.has(event.key)) return;
      window.clearTimeout(restoring.current.timer);
      restoring.current = null;
    };
    const restore = (y: number) => {
      if (restoring.current) window.clearTimeout(restoring.current.timer);
      restoring.current = { y, started: performance.now(), timer: 0 };
      attempt();
    };
    restoreRef.current = restore;

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!restoring.current) positions.current[entryKey()] = window.scrollY;
      });
    };
    const onPopState = () => {
      const saved = positions.current[entryKey()];
      // A fresh fragment navigation (a skip link, an in-page anchor) has no saved position: the browser handles it.
      if (saved === undefined) return;
      popPending.current = true;
      restore(saved);
    };

    history.scrollRestoration = 'manual';
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    // A URL-only key would also match a new visit to the same page: trust it on reload and back/forward only.
    const key = entryKey();
    const revisit = navigation?.type === 'reload' || navigation?.type === 'back_forward';
    const saved = positions.current[key];
    if (saved !== undefined && (revisit || key.startsWith('k:'))) restore(saved);

    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, cancelRestore, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', persist);
    const persistTimer = window.setInterval(persist, 1000);
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, cancelRestore);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', persist);
      window.clearInterval(persistTimer);
      cancelAnimationFrame(frame);
      persist();
    };
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (popPending.current) {
      // The restored page has rendered now: apply the saved position again (retrying until it is tall enough).
      popPending.current = false;
      const y = positions.current[entryKey()];
      if (y !== undefined) restoreRef.current(y);
      return;
    }
    const target = hashTarget(window.location.hash);
    if (target) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      void smoothScrollTo(anchorTop(target));
    } else {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [pathname]);

  return null;
}
