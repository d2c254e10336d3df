import { menu } from '@/config/routes';
import { stripLocale } from '@/lib/paths';

export type NavGroupKey = keyof typeof menu;

/** The dropdown groups of the header and side menu, in the spec's order (labels under `common.nav`). */
export const NAV_GROUPS: { key: NavGroupKey; labelKey: string }[] = [
  { key: 'designTrend', labelKey: 'designTrend' },
  { key: 'exhibition', labelKey: 'exhibitionGroup' },
];

/** The menu group the current page belongs to (spec: the collection detail page highlights the archive item). */
export function currentGroup(pathname: string): NavGroupKey | null {
  const path = stripLocale(pathname);
  if (path === '/archive/collectionDetail') return 'designTrend';
  for (const group of NAV_GROUPS) {
    if (menu[group.key].some((item) => item.path === path)) return group.key;
  }
  if (path.startsWith('/archive/')) return 'designTrend';
  if (/^\/20\d\d\/main\//.test(path)) return 'designTrend';
  return null;
}

export const isCurrent = (pathname: string, path: string) => stripLocale(pathname) === path;

/**
 * `aria-current` for a section's top link (Event): 'page' on the list itself, 'true' on a page
 * inside the section (an event's detail), so the menu still shows where the visitor is.
 */
export function sectionCurrent(pathname: string, path: string): 'page' | 'true' | undefined {
  const current = stripLocale(pathname);
  if (current === path) return 'page';
  return current.startsWith(`${path}/`) ? 'true' : undefined;
}
