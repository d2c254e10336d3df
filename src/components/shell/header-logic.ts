import { header, MOBILE_BREAKPOINT } from '@/config/design-tokens';
import type { Locale } from '@/i18n/routing';

/**
 * How the header looks. `default` is the paper header; the others are the spec's modes:
 * `black` (Korean home, top 30% of the viewport; ooparts on desktop), `dark` (English home,
 * less than half a screen scrolled), `white` (boost and cosmos on desktop), and on mobile the
 * declared colour of the section beneath the header (`dark` or `light`).
 */
export type HeaderTheme = 'default' | 'black' | 'dark' | 'white' | 'light';

/** Colour a page section declares for the header on mobile: `data-header-theme="dark|light"`. */
export type SectionTheme = 'dark' | 'light';

export type HeaderInput = {
  scrollY: number;
  previousScrollY: number;
  /** Whether the header was visible before this scroll step (kept when the direction is unknown). */
  previousVisible: boolean;
  viewportWidth: number;
  viewportHeight: number;
  documentHeight: number;
  /** The page's path without the locale prefix (`/faq` on `/en/faq`: next-intl's `usePathname`). */
  path: string;
  locale: Locale;
  /** False during the first second after load (spec §9: the header reveals after 1 s). */
  revealed: boolean;
  /** Theme declared by the section under the header, if any (used on mobile only). */
  sectionTheme?: SectionTheme | null;
  /** The side menu or a dropdown is open: the header stays put. */
  pinned?: boolean;
};

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

const THEME_PAGE_DESKTOP: Record<string, HeaderTheme> = {
  '/2025/main/boost': 'white',
  '/2025/main/cosmos': 'white',
  '/2025/main/ooparts': 'black',
};

/** Spec §2 "Header" and §9: hidden while scrolling down, shown when scrolling up, near the top or near the bottom. */
export function headerVisible(input: HeaderInput): boolean {
  if (!input.revealed) return false;
  if (input.pinned) return true;
  const mobile = isMobileWidth(input.viewportWidth);
  const top = mobile ? header.topThreshold.mobile : header.topThreshold.desktop;
  const bottom = mobile ? header.bottomThreshold.mobile : header.bottomThreshold.desktop;
  if (input.scrollY <= top) return true;
  const distanceToBottom = input.documentHeight - (input.scrollY + input.viewportHeight);
  if (distanceToBottom <= bottom) return true;
  if (input.scrollY > input.previousScrollY) return false;
  if (input.scrollY < input.previousScrollY) return true;
  return input.previousVisible;
}

/** Which look the header takes at this scroll position on this page. */
export function headerTheme(
  input: Omit<HeaderInput, 'previousScrollY' | 'previousVisible' | 'revealed'>,
): HeaderTheme {
  const { path } = input;
  const english = input.locale === 'en';
  const mobile = isMobileWidth(input.viewportWidth);
  if (path === '/') {
    if (!english && input.scrollY < input.viewportHeight * header.homeBlackRatio) return 'black';
    if (english && input.scrollY < input.viewportHeight * header.englishHomeDarkRatio) return 'dark';
  }
  if (!mobile) return THEME_PAGE_DESKTOP[path] ?? 'default';
  return input.sectionTheme ?? 'default';
}
