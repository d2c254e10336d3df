import type { MetadataRoute } from 'next';
import { isLookbookPath, isThemePath, koreanOnlyRoutes, publicRoutes, themeYearPaths } from '@/config/routes';
import { site } from '@/config/site';
import { localizedPath } from '@/lib/paths';
import {
  archiveYearsForPage,
  editionsForPage,
  lookbookYearsForPage,
  themeYearsForPage,
} from '@/server/composition/pages';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (p: string) => new URL(p, site.url).toString();
  // Editions, design theme years, lookbooks and archive years published in the studio (decision 014, issue 49); the sitemap
  // is rendered again after a publish, and an unpublished year leaves it.
  const themes = new Set([
    ...themeYearPaths(await themeYearsForPage('ko')),
    ...(await lookbookYearsForPage()).map((y) => `/archive/${y}/lookbook`),
    ...(await archiveYearsForPage()).map((y) => `/archive/${y}`),
  ]);
  const routes = publicRoutes.filter(
    (r) => !(isThemePath(r.path) || isLookbookPath(r.path)) || themes.has(r.path),
  );
  const known = new Set(routes.map((r) => r.path));
  const editions = (await editionsForPage('ko')).filter((e) => !known.has(e.path));
  const years = [...themes].filter((path) => !known.has(path)).map((path) => ({ path }));
  return [
    ...[...routes, ...editions, ...years].map((r) => ({
      url: url(r.path),
      alternates: {
        languages: { ko: url(localizedPath(r.path, 'ko')), en: url(localizedPath(r.path, 'en')) },
      },
    })),
    ...koreanOnlyRoutes.filter((r) => !r.noIndex).map((r) => ({ url: url(r.path) })),
  ];
}
