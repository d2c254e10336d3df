import Script from 'next/script';
import { publicEnv } from '@/config/public-env';

const SAFE_ID = /^[A-Za-z0-9-]+$/;

/**
 * Tag manager and analytics, loaded only when their ids are configured (NEXT_PUBLIC_GTM_ID,
 * NEXT_PUBLIC_GA_ID). Events go through `track()` in `src/lib/analytics.ts`.
 */
export function AnalyticsScripts() {
  const gtm = publicEnv.gtmId && SAFE_ID.test(publicEnv.gtmId) ? publicEnv.gtmId : undefined;
  const ga = publicEnv.gaId && SAFE_ID.test(publicEnv.gaId) ? publicEnv.gaId : undefined;
  return (
    <>
      {gtm ? (
        <Script id="gtm" strategy="afterInteractive">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');`}
        </Script>
      ) : null}
      {ga ? (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${ga}`} strategy="afterInteractive" />
          <Script id="gtag" strategy="afterInteractive">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga}');`}
          </Script>
        </>
      ) : null}
    </>
  );
}
