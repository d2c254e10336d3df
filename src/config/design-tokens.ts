/**
 * Design tokens for code (spec §9). CSS reads the same values from `src/styles/tokens.css`;
 * `design-tokens.test.ts` keeps the two in step.
 */
export const breakpoints = { xs: 360, sm: 440, md: 576, mobile: 768, tablet: 992, wide: 1160 } as const;
/** Below this width the site is in its mobile layout. */
export const MOBILE_BREAKPOINT = breakpoints.mobile;
export const containers = { wide: 1128, narrow: 840 } as const;
export const headerHeight = { desktop: 100, small: 58 } as const;

/** Exhibition floor theme colours (1F–3F). */
export const floorColors = {
  '1F': { bg: '#e9e2d6', fg: '#1d1a16', accent: '#b0643b' },
  '2F': { bg: '#dfe6e3', fg: '#14201c', accent: '#2f6f62' },
  '3F': { bg: '#1f2230', fg: '#f4f1ea', accent: '#9aa7ff' },
} as const;

/** Header behaviour (spec §2 "Header", §9). */
export const header = {
  revealDelayMs: 1000,
  topThreshold: { mobile: 80, desktop: 100 },
  bottomThreshold: { mobile: 1000, desktop: 1200 },
  homeBlackRatio: 0.3,
  englishHomeDarkRatio: 0.5,
} as const;

export const timing = {
  loadingOverlayMaxMs: 1000,
  scrollRestoreRetryMs: 100,
  anchorScrollMinMs: 500,
  anchorScrollMaxMs: 750,
  seminarDelayMs: 2000,
  seminarScroll: { desktop: 6000, mobile: 4000 },
} as const;
