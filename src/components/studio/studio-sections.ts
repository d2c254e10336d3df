/** The content studio's sections (issue 25), in menu order: each is a page under /admin/content. */
export const STUDIO_SECTIONS = [
  { key: 'themes', href: '/admin/content/themes' },
  { key: 'editions', href: '/admin/content/editions' },
  { key: 'lookbooks', href: '/admin/content/lookbooks' },
  { key: 'materials', href: '/admin/content/materials' },
  { key: 'archive', href: '/admin/content/archive' },
  { key: 'home', href: '/admin/content/home' },
  { key: 'faq', href: '/admin/content/faq' },
  { key: 'notices', href: '/admin/content/notices' },
  { key: 'policies', href: '/admin/content/policies' },
  { key: 'mail', href: '/admin/content/mail' },
  { key: 'media', href: '/admin/content/media' },
] as const;

export type StudioSection = (typeof STUDIO_SECTIONS)[number]['key'];
