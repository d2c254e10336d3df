import { collectionItem, menu } from '@/config/routes';

export type NavGroupKey = keyof typeof menu;

/**
 * A menu entry: a label key under `common.nav` (with its values: a design theme's year), or a label
 * from the content (an edition's title).
 */
export type NavItem = {
  path: string;
  labelKey?: string;
  label?: string;
  values?: Record<string, string | number>;
};

/**
 * A group's entries: the exhibition group is the published editions; the design trend group is the
 * archive, the published design theme years, newest first, and the latest lookbook (both read by
 * the layout), then the Collection.
 */
export function groupItems(
  key: NavGroupKey,
  exhibitions: readonly NavItem[],
  designThemes: readonly NavItem[] = [],
): readonly NavItem[] {
  return key === 'exhibition'
    ? [...exhibitions, ...menu.exhibition]
    : [...menu.designTrend, ...designThemes, collectionItem];
}

/** The dropdown groups of the header and side menu, in the spec's order (labels under `common.nav`). */
export const NAV_GROUPS: { key: NavGroupKey; labelKey: string }[] = [
  { key: 'designTrend', labelKey: 'designTrend' },
  { key: 'exhibition', labelKey: 'exhibitionGroup' },
];

/**
 * The menu group the page at `path` (without the locale prefix) belongs to: the group whose dropdown
 * lists it (the Collection sits under Design Trend, decision 062), else the group its address is in.
 * The header highlights it and the breadcrumb names it (`sectionLabelKey`), so the two cannot differ.
 */
export function currentGroup(
  path: string,
  exhibitions: readonly NavItem[] = [],
  designThemes: readonly NavItem[] = [],
): NavGroupKey | null {
  for (const group of NAV_GROUPS) {
    if (groupItems(group.key, exhibitions, designThemes).some((item) => item.path === path)) return group.key;
  }
  // An edition's page (decision 014), also one published since the menu was rendered.
  if (/^\/archive\/\d{4}\/popupep\d+$/.test(path)) return 'exhibition';
  if (path.startsWith('/archive/')) return 'designTrend';
  if (/^\/20\d\d\/main\//.test(path)) return 'designTrend';
  return null;
}

/**
 * The label key (under `common.nav`) of the menu section a page is in, for its breadcrumb: the page
 * header reads it from the page's path, never from a label the page names by hand (issue 50: the
 * Collection's menu said 디자인 트렌드 while its breadcrumb said 전시). Null outside the dropdowns.
 */
export function sectionLabelKey(path: string): string | null {
  const group = currentGroup(path);
  return NAV_GROUPS.find((g) => g.key === group)?.labelKey ?? null;
}

/** `aria-current` for a menu link to `target` on the page at `path` (both without the locale prefix). */
export const pageCurrent = (path: string, target: string) => (path === target ? 'page' : undefined);

/**
 * `aria-current` for a section's top link (Event): 'page' on the list itself, 'true' on a page
 * inside the section (an event's detail), so the menu still shows where the visitor is.
 */
export function sectionCurrent(path: string, section: string): 'page' | 'true' | undefined {
  if (path === section) return 'page';
  return path.startsWith(`${section}/`) ? 'true' : undefined;
}
