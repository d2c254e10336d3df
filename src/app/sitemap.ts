import type { MetadataRoute } from 'next';
import { koreanOnlyRoutes, publicRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { localizedPath } from '@/lib/paths';
import { editionsForPage } from '@/server/content/page-reads';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (p: string) => new URL(p, site.url).toString();
  const known = new Set(publicRoutes.map((r) => r.path));
  // Editions published in the studio (decision 014); the sitemap is rendered again after a publish.
  const editions = (await editionsForPage('ko')).filter((e) => !known.has(e.path));
  return [
    ...[...publicRoutes, ...editions].map((r) => ({
      url: url(r.path),
      alternates: {
        languages: { ko: url(localizedPath(r.path, 'ko')), en: url(localizedPath(r.path, 'en')) },
      },
    })),
    ...koreanOnlyRoutes.filter((r) => !r.noIndex).map((r) => ({ url: url(r.path) })),
  ];
}
