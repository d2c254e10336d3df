import type { MetadataRoute } from 'next';
import { crawlerDisallowed } from '@/config/routes';
import { site } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: crawlerDisallowed() }],
    sitemap: new URL('/sitemap.xml', site.url).toString(),
  };
}
