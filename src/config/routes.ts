/**
 * Every page of the site as typed data: menus, sitemap, tests and the bench read this list.
 * `labelKey` points into `messages/<locale>/common.json` → `nav`.
 */
export type RouteEntry = {
  path: string;
  labelKey: string;
  /** Korean only (event, sign, my): `/en/...` redirects to the Korean path. */
  koreanOnly?: boolean;
  /** Needs a signed-in member. */
  member?: boolean;
  /** Left out of sitemap.xml (private or utility pages). */
  noIndex?: boolean;
};

/**
 * The design theme years the demo seed publishes, and their theme pages: the pages the route tests
 * visit. The site itself lists whatever is published in the studio (issue 49): the menus, the
 * sitemap, the home and the archive read the database, never this list.
 */
export const DESIGN_THEME_YEARS = [2025, 2024, 2023] as const;
export const THEME_PAGES = {
  2025: ['boost', 'cosmos', 'ooparts'],
  2024: ['evoke', 'ore', 'find'],
} as const;
export const EXHIBITIONS = [
  { year: 2025, slug: 'popupep4', episode: 4 },
  { year: 2024, slug: 'popupep3', episode: 3 },
  { year: 2023, slug: 'popupep2', episode: 2 },
  { year: 2023, slug: 'popupep1', episode: 1 },
] as const;
export const LOOKBOOK = { year: 2025, slug: 'lookbook' } as const;

export const publicRoutes: RouteEntry[] = [
  { path: '/', labelKey: 'home' },
  { path: '/archive', labelKey: 'archive' },
  // Their titles come from the theme records (`nav.designThemeYear`, `nav.themeOfYear` with values).
  ...DESIGN_THEME_YEARS.map((y) => ({ path: `/archive/${y}/designtheme`, labelKey: 'designThemeYear' })),
  { path: '/archive/collectionDetail', labelKey: 'collection' },
  ...Object.entries(THEME_PAGES).flatMap(([y, themes]) =>
    themes.map((t) => ({ path: `/${y}/main/${t}`, labelKey: 'themeOfYear' })),
  ),
  ...EXHIBITIONS.map((e) => ({ path: `/archive/${e.year}/${e.slug}`, labelKey: `exhibition.${e.slug}` })),
  { path: `/archive/${LOOKBOOK.year}/${LOOKBOOK.slug}`, labelKey: 'lookbook' },
  { path: '/faq', labelKey: 'faq' },
  { path: '/contact', labelKey: 'contact' },
  { path: '/policies/privacy', labelKey: 'privacy' },
  { path: '/policies/terms', labelKey: 'terms' },
];

export const koreanOnlyRoutes: RouteEntry[] = [
  { path: '/event', labelKey: 'event', koreanOnly: true },
  { path: '/sign/in', labelKey: 'signIn', koreanOnly: true, noIndex: true },
  { path: '/sign/up', labelKey: 'signUp', koreanOnly: true, noIndex: true },
  { path: '/sign/password', labelKey: 'password', koreanOnly: true, noIndex: true },
  { path: '/my', labelKey: 'my', koreanOnly: true, member: true, noIndex: true },
  { path: '/my/apply', labelKey: 'myApply', koreanOnly: true, member: true, noIndex: true },
  { path: '/my/event', labelKey: 'myEvent', koreanOnly: true, member: true, noIndex: true },
  { path: '/my/counsel', labelKey: 'myCounsel', koreanOnly: true, member: true, noIndex: true },
  { path: '/my/edit', labelKey: 'myEdit', koreanOnly: true, member: true, noIndex: true },
];

/** A year's lookbook page (their list is the studio's: issue 49). */
export const isLookbookPath = (path: string) => /^\/archive\/\d{4}\/lookbook$/.test(path);

/** A design theme year's page or one of its theme pages (their list is the studio's: issue 49). */
export const isThemePath = (path: string) =>
  /^\/archive\/\d{4}\/designtheme$/.test(path) || /^\/\d{4}\/main\/[^/]+$/.test(path);

/** The pages of the published theme years, from their summaries (`publishedThemeYears`). */
export const themeYearPaths = (years: readonly { year: number; stories: readonly { key: string }[] }[]) =>
  years.flatMap((y) => [
    `/archive/${y.year}/designtheme`,
    ...y.stories.map((s) => `/${y.year}/main/${s.key}`),
  ]);

/** Header and side-menu structure (spec §2 "Header"). */
export const menu = {
  // The published design theme years follow, from the database (the shell's `designThemes`, issue 49),
  // then the Collection: the spec has the archive item highlighted on its page (decision 062).
  designTrend: [{ path: '/archive', labelKey: 'archive' }],
  // The editions and the latest published lookbook, from the database (the shell's `exhibitions`,
  // decision 014).
  exhibition: [],
} as const;

/** The last entry of the Design Trend group, after the theme years. */
export const collectionItem = { path: '/archive/collectionDetail', labelKey: 'collection' } as const;

/** Footer sitemap on mobile, in the spec's order. */
export const footerSitemap = [
  { path: '/', labelKey: 'home' },
  { path: '/event', labelKey: 'event' },
  { path: '/archive', labelKey: 'designTrend' },
  { path: '/faq', labelKey: 'faq' },
  // NOTE: the promoted edition's page replaces this path in the footer (decision 014).
  { path: `/archive/${LOOKBOOK.year}/${LOOKBOOK.slug}`, labelKey: 'exhibitionGroup' },
  { path: '/contact', labelKey: 'contact' },
] as const;

/**
 * The Korean-only sections (spec §2), read off `koreanOnlyRoutes`: the proxy's `/en` redirect, the
 * hidden language switch, the shell's links and robots.txt all ask this one list.
 */
export const KOREAN_ONLY_PREFIXES: readonly string[] = [
  ...new Set(koreanOnlyRoutes.map((r) => `/${r.path.split('/')[1]}`)),
];

export function isKoreanOnlyPath(pathname: string): boolean {
  return KOREAN_ONLY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The route entry of a path (its label, Korean-only and noIndex flags), if it has one. */
export function routeEntry(path: string): RouteEntry | undefined {
  return koreanOnlyRoutes.find((r) => r.path === path) ?? publicRoutes.find((r) => r.path === path);
}

/** Paths crawlers are asked to leave alone: the API, the console and every page marked `noIndex`. */
export function crawlerDisallowed(): string[] {
  const pages = koreanOnlyRoutes.concat(publicRoutes).filter((r) => r.noIndex);
  // NOTE: a rule is a prefix, so `/my` covers `/my/apply`; only the shortest of a family is kept.
  const prefixes = pages
    .map((r) => r.path)
    .filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)));
  return ['/api/', '/admin', ...prefixes.flatMap((path) => [path, `/en${path}`])];
}
