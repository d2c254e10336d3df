import type { MetadataRoute } from 'next';
import { koreanOnlyRoutes, publicRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { localizedPath } from '@/lib/paths';

export default function sitemap(): MetadataRoute.Sitemap {
  const url = (p: string) => new URL(p, site.url).toString();
  return [
    ...publicRoutes.map((r) => ({
      url: url(r.path),
      alternates: {
        languages: { ko: url(localizedPath(r.path, 'ko')), en: url(localizedPath(r.path, 'en')) },
      },
    })),
    ...koreanOnlyRoutes.filter((r) => !r.noIndex).map((r) => ({ url: url(r.path) })),
  ];
}
