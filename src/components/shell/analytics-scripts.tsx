import { publicEnv } from '@/config/public-env';

const SAFE_ID = /^[A-Za-z0-9-]+$/;

/** The tag manager's own loader snippet, for container `id`. */
export const gtmSnippet = (id: string) =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`;

/** gtag's setup for measurement id `id` (the library itself loads from its own async tag). */
export const gtagSnippet = (id: string) =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');`;

/**
 * Tag manager and analytics, loaded only when their ids are configured (NEXT_PUBLIC_GTM_ID,
 * NEXT_PUBLIC_GA_ID). Events go through `track()` in `src/lib/analytics.ts`.
 *
 * Plain script elements rendered on the server, not `next/script`: the layout renders them once,
 * they load async without blocking the page, and `next/script`'s client loader (~2 KB gzip) stays
 * out of every page's first load whether or not an id is set (docs/decisions/007). An id that is
 * not a plain container id is ignored, so nothing from configuration reaches the snippets unchecked.
 */
export function AnalyticsScripts() {
  const gtm = publicEnv.gtmId && SAFE_ID.test(publicEnv.gtmId) ? publicEnv.gtmId : undefined;
  const ga = publicEnv.gaId && SAFE_ID.test(publicEnv.gaId) ? publicEnv.gaId : undefined;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet around a checked id. */}
      {gtm ? <script id="gtm" dangerouslySetInnerHTML={{ __html: gtmSnippet(gtm) }} /> : null}
      {ga ? (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${ga}`} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet around a checked id. */}
          <script id="gtag" dangerouslySetInnerHTML={{ __html: gtagSnippet(ga) }} />
        </>
      ) : null}
    </>
  );
}
