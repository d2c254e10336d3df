/**
 * Public (browser-visible) configuration. Each NEXT_PUBLIC_* variable is read literally so Next
 * inlines it at build time; an empty value counts as unset.
 */
const clean = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export const publicEnv = {
  /** Google Tag Manager container id (GTM-XXXX); the tag manager loads only when set. */
  gtmId: clean(process.env.NEXT_PUBLIC_GTM_ID),
  /** Google Analytics measurement id (G-XXXX); gtag loads only when set. */
  gaId: clean(process.env.NEXT_PUBLIC_GA_ID),
  /** Kakao JavaScript key; the Kakao SDK and messenger share load only when set. */
  kakaoJsKey: clean(process.env.NEXT_PUBLIC_KAKAO_JS_KEY),
} as const;
