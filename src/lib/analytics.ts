import { publicEnv } from '@/config/public-env';
import { isDebugMode } from '@/lib/client/debug';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (command: 'event', name: string, params: AnalyticsParams) => void;
};

/**
 * The one way the app reports an analytics event (for example `track('logout')`).
 * With Google Analytics loaded (NEXT_PUBLIC_GA_ID) it sends a gtag event; with the tag manager
 * (NEXT_PUBLIC_GTM_ID) it pushes `{event, ...params}` to `dataLayer`. With neither it does nothing,
 * except log the call in debug mode (`?debug`).
 */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const w = window as AnalyticsWindow;
  let sent = false;
  if (typeof w.gtag === 'function') {
    w.gtag('event', event, params);
    sent = true;
  }
  if (Array.isArray(w.dataLayer) && (publicEnv.gtmId || !sent)) {
    w.dataLayer.push({ event, ...params });
    sent = true;
  }
  if (!sent && isDebugMode()) console.info('[analytics]', event, params);
}
