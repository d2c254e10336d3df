/**
 * The content studio's sections (issue 25), in menu order: each is a page under /admin/content. The
 * hub shows them in their groups: what the yearly cycle renews, what the site says all year, and the
 * mail and pictures both draw on (eleven cards in one run read as one long list on a phone).
 */
export const STUDIO_SECTIONS = [
  { key: 'themes', href: '/admin/content/themes', group: 'yearly' },
  { key: 'editions', href: '/admin/content/editions', group: 'yearly' },
  { key: 'lookbooks', href: '/admin/content/lookbooks', group: 'yearly' },
  { key: 'materials', href: '/admin/content/materials', group: 'yearly' },
  { key: 'archive', href: '/admin/content/archive', group: 'yearly' },
  { key: 'home', href: '/admin/content/home', group: 'site' },
  { key: 'faq', href: '/admin/content/faq', group: 'site' },
  { key: 'notices', href: '/admin/content/notices', group: 'site' },
  { key: 'policies', href: '/admin/content/policies', group: 'site' },
  { key: 'mail', href: '/admin/content/mail', group: 'shared' },
  { key: 'media', href: '/admin/content/media', group: 'shared' },
] as const;

export const STUDIO_GROUPS = ['yearly', 'site', 'shared'] as const;

export type StudioSection = (typeof STUDIO_SECTIONS)[number]['key'];
