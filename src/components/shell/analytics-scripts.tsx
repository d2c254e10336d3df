import { publicEnv } from '@/config/public-env';

const SAFE_ID = /^[A-Za-z0-9-]+$/;

/**
 * Tag manager and analytics, loaded only when their ids are configured (NEXT_PUBLIC_GTM_ID,
 * NEXT_PUBLIC_GA_ID). Events go through `track()` in `src/lib/analytics.ts`.
 *
 * One async tag for `public/scripts/analytics.js`, which starts the tag manager and gtag with the
 * ids it reads from its own data attributes: no inline snippet, so the content security policy
 * allows it on prerendered and per-request pages alike ('self'), and no `next/script` client
 * loader (~2 KB gzip) in every page's first load whether or not an id is set (decisions 007, 011).
 * An id that is not a plain container id is ignored.
 */
export function AnalyticsScripts() {
  const gtm = publicEnv.gtmId && SAFE_ID.test(publicEnv.gtmId) ? publicEnv.gtmId : undefined;
  const ga = publicEnv.gaId && SAFE_ID.test(publicEnv.gaId) ? publicEnv.gaId : undefined;
  if (!gtm && !ga) return null;
  return <script async src="/scripts/analytics.js" data-gtm={gtm} data-ga={ga} />;
}
